import { expect, test } from './fixtures.ts';

test('home opens and a typed passage opens its chapter with the markup contract', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Emmaus' })).toBeVisible();
  await expect(page.getByText('AI Assisted Bible Reader')).toBeVisible();
  const search = page.getByPlaceholder('Ask any question or enter a passage');
  await search.fill('jn 3:16');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/read\/JHN\/3\?verse=16$/);
  await expect(page.getByRole('heading', { name: 'John 3' })).toBeVisible();
  await expect(page.locator('[data-verse="16"]').first()).toContainText('For God so loved the world');
  // Words of Jesus are marked, and no raw OSIS reaches the page.
  await expect(page.locator('.chapter .wj').first()).toBeVisible();
  expect(await page.locator('.chapter w, .chapter note, .chapter milestone').count()).toBe(0);
});

test('next chapter crosses a book boundary, and the legacy address redirects', async ({ page }) => {
  await page.goto('/eng-web/MAL/4?verse=5');
  await expect(page).toHaveURL(/\/read\/MAL\/4\?verse=5$/);
  await expect(page.getByRole('heading', { name: 'Malachi 4' })).toBeVisible();
  await page.getByRole('link', { name: 'Next chapter' }).click();
  await expect(page.getByRole('heading', { name: 'Matthew 1' })).toBeVisible();
});

test('an unknown route goes home with the not-found message', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/\?notfound=1$/);
  await expect(page.getByRole('status')).toContainText("We couldn't find a passage for that question.");
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a missing chapter shows the load error', async ({ page, consoleErrors }) => {
  await page.goto('/read/JHN/99');
  await expect(page.getByText('Failed to load chapter. Please try again.')).toBeVisible();
  // Chromium logs the 404 itself; that one is expected, anything else is not.
  expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  consoleErrors.length = 0;
});
