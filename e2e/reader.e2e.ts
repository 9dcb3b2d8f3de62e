import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, snap, tapVerse } from './helpers.ts';

test('tapping verses selects them and keeps the selection in the URL, restored on reload', async ({
  page,
}, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await tapVerse(page, 16);
  await expect(page).toHaveURL(/verse=16$/);
  await tapVerse(page, 17);
  await expect(page).toHaveURL(/verse=16-17$/);
  await tapVerse(page, 16);
  await expect(page).toHaveURL(/verse=17$/);
  await page.reload();
  await expect(page.locator('[data-verse="17"].selected').first()).toBeVisible();
  await expect(page.locator('[data-verse="16"].selected')).toHaveCount(0);
  // Keyboard: the verse number is a toggle button.
  const number = page.getByRole('button', { name: 'Select verse 18' });
  await number.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/verse=17-18$/);
  await expect(number).toHaveAttribute('aria-pressed', 'true');
  await snap(page, info, 'reader-selection');
});

test('a shared selection is scrolled into view', async ({ page }) => {
  await page.goto('/read/PSA/119?verse=105');
  await expect(page.locator('[data-verse="105"]').first()).toBeInViewport();
});

test('previous and next cross book boundaries, by button and by keyboard, clearing the selection', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/read/MAL/4?verse=2');
  await chapterReady(page);
  await page.getByRole('link', { name: 'Next chapter' }).click();
  await expect(page).toHaveURL(/\/read\/MAT\/1$/);
  await expect(page.getByRole('heading', { name: 'Matthew 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Previous chapter' }).click();
  await expect(page).toHaveURL(/\/read\/MAL\/4$/);
  await chapterReady(page);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/read\/MAT\/1$/);
  await chapterReady(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/read\/MAL\/4$/);
});

test('adjacent chapters are prefetched: next renders even with the network gone', { tag: '@flow' }, async ({
  page,
  allowFailedRequests,
}) => {
  allowFailedRequests();
  await page.goto('/read/ROM/7');
  await chapterReady(page);
  await page.waitForLoadState('networkidle');
  await page.route('**/api/bible/**', (route) => route.abort());
  await page.getByRole('link', { name: 'Next chapter' }).click();
  await expect(page.getByRole('heading', { name: 'Romans 8' })).toBeVisible();
  await expect(page.locator('[data-verse="28"]').first()).toContainText('all things work together for good');
  await expect(page.getByText('Loading chapter...')).toHaveCount(0);
});

test('footnotes show their text on hover, focus and tap; Escape closes', async ({ page }, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  const marker = page.getByRole('button', { name: 'Footnote a' }).first();
  const tooltip = page.getByRole('tooltip');
  if (!isMobile(info)) {
    // Hovered again until shown: in one CI run the first hover, as the chapter settled, showed nothing
    // (the marker moved under the pointer as the layout finished); a reader's pointer moves on its own.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await marker.hover();
      await expect(tooltip).toContainText('anew', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
  }
  await marker.focus();
  await expect(tooltip).toContainText('anew');
  await expect(marker).toHaveAttribute('aria-describedby', 'note-tooltip');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await marker.click();
  await expect(tooltip).toBeVisible();
  await snap(page, info, 'reader-footnote');
  // The tap opened a note, not a verse selection.
  await expect(page).not.toHaveURL(/verse=/);
});

test(
  'cross-references show the verses in a popover and navigate on click',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/read/ROM/8');
    await chapterReady(page);
    await page.locator('sup.xref').first().click();
    const popover = page.getByRole('dialog', { name: /Cross references/ });
    await expect(popover).toBeVisible();
    await expect(popover.locator('.xref-passage').first()).toBeVisible();
    await snap(page, info, 'reader-xref');
    const link = popover.getByRole('link').first();
    const label = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/read\/[1-4A-Z]{3}\/\d+\?verse=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label.split(':')[0] ?? '');
  },
);

test('on phones, a next-chapter button fades in at the end of the chapter', async ({ page }, info) => {
  test.skip(!isMobile(info), 'phones only');
  await page.goto('/read/JUD/1');
  await chapterReady(page);
  const next = page.getByRole('link', { name: /Revelation 1/ });
  await expect(next).toBeHidden();
  await page.locator('.end-of-chapter').scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();
  await snap(page, info, 'reader-next-button');
  await next.click();
  await expect(page).toHaveURL(/\/read\/REV\/1$/);
});
