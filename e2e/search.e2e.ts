import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, snap } from './helpers.ts';

const seriousViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('search lists ranked verses with references, marks, total, filters and paging in the address', async ({
  page,
}, info) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/search?q=love%20your%20enemies');
  const results = page.locator('.search-results li');
  // The first search of a fresh server builds its spelling vocabulary: allow it time.
  await expect(results.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.search-total')).toContainText(/\d+ verses? match/);
  // Matthew 5:44 is among the first: full book name, reference, marked words, link to the verse.
  const mat = page.getByRole('link', { name: 'Matthew 5:44', exact: true });
  await expect(mat).toHaveAttribute('href', '/read/MAT/5?verse=44');
  await expect(results.first().locator('mark').first()).toBeVisible();
  await snap(page, info, 'search-results');
  expect(await seriousViolations(page)).toEqual([]);

  // Filters and paging are kept in the address.
  await page.getByLabel('Search in').selectOption('OT');
  await expect(page).toHaveURL(/scope=OT/);
  await expect(results.first()).toBeVisible();
  for (const ref of await page.locator('.search-ref').allTextContents())
    expect(ref).not.toMatch(/^(Matthew|Mark|Luke|John|Romans)/);
  await page.goto('/search?q=love');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.search-total')).toContainText('page 2 of');

  // The reader opens with the verse selected.
  await page.goto('/search?q=love%20your%20enemies');
  await page.getByRole('link', { name: 'Matthew 5:44', exact: true }).click();
  await expect(page).toHaveURL(/\/read\/MAT\/5\?verse=44/);
  await chapterReady(page);
});

test(
  'a quoted phrase matches in order; word forms match; misspellings get "Did you mean"',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/search?q=%22living%20water%22');
    await expect(page.locator('.search-results li').first()).toBeVisible();
    for (const text of await page.locator('.search-results p').allTextContents())
      expect(text.toLowerCase()).toMatch(/living waters?/);
    await page.goto('/search?q=Nicodemas');
    const fix = page.getByRole('link', { name: 'Nicodemus' });
    await expect(fix).toBeVisible();
    await snap(page, info, 'search-did-you-mean');
    await fix.click();
    await expect(page).toHaveURL(/q=Nicodemus/);
    await expect(page.getByRole('link', { name: 'John 3:1', exact: true })).toBeVisible();
  },
);

test('a typed reference opens the reader; search is reachable from home and the reader, by keyboard', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel('Words, a phrase in quotes, or a passage').fill('Jn 3:16');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/read\/JHN\/3\?verse=16/);
  await chapterReady(page);
  await page.getByRole('link', { name: 'Search the Bible' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.goto('/');
  await page.getByLabel('Your questions. Biblical Answers.').fill('still waters');
  await page.getByRole('link', { name: 'Show all verses that match' }).click();
  await expect(page).toHaveURL(/\/search\?q=still\+waters|\/search\?q=still%20waters/);
  await expect(page.getByRole('link', { name: 'Psalm 23:2', exact: true })).toBeVisible();
});
