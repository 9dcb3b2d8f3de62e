import { expect, test } from './fixtures.ts';
import { chapterReady, snap } from './helpers.ts';

test('the navigator picks a book, then a chapter, and closes', async ({ page }, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await page.getByRole('button', { name: 'John 3', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a Book' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Old Testament' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'New Testament' })).toBeVisible();
  await snap(page, info, 'navigator-all');
  // All: 6 columns.
  const columns = await dialog
    .locator('.book-grid')
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(6);

  await dialog.getByRole('radio', { name: 'New Testament' }).click();
  await expect(dialog.getByRole('button', { name: 'Genesis' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Matthew' })).toBeVisible();
  const single = await dialog
    .locator('.book-grid')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(single).toBe(info.project.name === 'desktop' ? 6 : 4);
  await dialog.getByRole('radio', { name: 'Old Testament' }).click();
  await expect(dialog.getByRole('button', { name: 'Matthew' })).toHaveCount(0);

  // Choosing a book retitles the dialog with the book's name.
  await dialog.getByRole('button', { name: 'Psalms' }).click();
  const chapters = page.getByRole('dialog', { name: 'Psalms' });
  await expect(chapters.getByRole('button', { name: 'Psalms 150' })).toBeVisible();
  await chapters.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ruth' }).click();
  await snap(page, info, 'navigator-chapters');
  await page.getByRole('dialog', { name: 'Ruth' }).getByRole('button', { name: 'Ruth 2' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/read\/RUT\/2$/);
  await expect(page.getByRole('heading', { name: 'Ruth 2' })).toBeVisible();
});

test('Escape closes the navigator, and arrows do not change chapter while it is open', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await page.getByRole('button', { name: 'John 3', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/read\/JHN\/3$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
