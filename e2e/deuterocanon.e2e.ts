import { expect, test } from './fixtures.ts';
import { chapterReady, isDesktop, openMenu, snap } from './helpers.ts';

// Issue 14: the WEB's deuterocanonical books are first-class: readable, in the navigator, prev/next.
test(
  '/read/SIR/30 shows Sirach 30, with previous and next chapters',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/read/SIR/30');
    await chapterReady(page);
    await expect(page.getByRole('heading', { name: 'Sirach 30' })).toBeVisible();
    await expect(page.locator('.chapter [data-verse="1"]').first()).toContainText('He who loves his son');
    await snap(page, info, 'sirach-30');
    await page.getByRole('link', { name: 'Next chapter' }).click();
    await expect(page).toHaveURL(/\/read\/SIR\/31$/);
    await page.getByRole('link', { name: 'Previous chapter' }).click();
    await expect(page).toHaveURL(/\/read\/SIR\/30$/);
  },
);

test(
  'the navigator lists the deuterocanon in its own section after the Old Testament',
  { tag: '@flow' },
  async ({ page }, info) => {
    await page.goto('/read/JHN/3');
    await chapterReady(page);
    await page.getByRole('button', { name: 'John 3', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Book' });
    // The testament sections, after the reader's Recent chapters (issue 18) when there are any.
    const headings = dialog.getByRole('heading', { level: 3 }).filter({ hasNotText: 'Recent' });
    await expect(headings).toHaveText(['Old Testament', 'Deuterocanon / Apocrypha', 'New Testament']);
    await dialog.getByRole('button', { name: 'Sirach', exact: true }).click();
    // The dialog is titled by the chosen book now.
    await page
      .getByRole('dialog', { name: 'Sirach' })
      .getByRole('button', { name: 'Sirach 30', exact: true })
      .click();
    await expect(page).toHaveURL(/\/read\/SIR\/30$/);
    await chapterReady(page);
    await page.getByRole('button', { name: 'Sirach 30', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Deuterocanon / Apocrypha' })).toBeVisible();
    await snap(page, info, 'navigator-deuterocanon');
  },
);

test('a translation without the book says so and offers one that has it', async ({ page }, info) => {
  await page.goto('/read/SIR/30');
  await chapterReady(page);
  await openMenu(page, info);
  await page.getByRole('combobox', { name: 'Translation' }).selectOption('eng-kjv');
  if (!isDesktop(info)) await page.keyboard.press('Escape');
  await expect(page.getByText('The King James Version does not include Sirach.')).toBeVisible();
  await snap(page, info, 'sirach-in-kjv');
  await page.getByRole('button', { name: 'Read Sirach 30 in the World English Bible' }).click();
  await chapterReady(page);
  await expect(page.locator('.chapter [data-verse="1"]').first()).toContainText('He who loves his son');
});
