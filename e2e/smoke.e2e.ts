import { expect, test } from './fixtures.ts';

test('home opens and a typed passage opens its chapter with the markup contract', { tag: '@flow' }, async ({
  page,
}) => {
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
