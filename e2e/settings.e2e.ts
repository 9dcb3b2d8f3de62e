import { expect, test } from './fixtures.ts';
import { chapterReady, isDesktop, openMenu, snap } from './helpers.ts';

test('theme family and system dark preference choose among the four themes, kept across reloads', async ({
  page,
}, info) => {
  await page.goto('/read/PSA/23');
  await chapterReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await openMenu(page, info);
  await page.getByRole('radio', { name: 'Parchment' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchment');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchment');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchmentDark');
  await snap(page, info, 'theme-parchment-dark');
  await openMenu(page, info);
  await page.getByRole('radio', { name: 'Simple' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await snap(page, info, 'theme-dark');
});

test('immersive mode hides the chrome while reading and a tap brings it back; kept across reloads', async ({
  page,
}, info) => {
  await page.goto('/read/PSA/119');
  await chapterReady(page);
  await openMenu(page, info);
  await page.getByRole('radio', { name: 'Immersive' }).click();
  if (!isDesktop(info)) await page.keyboard.press('Escape');
  await page.reload();
  await chapterReady(page);
  await expect(page.locator('.reader')).toHaveClass(/mode-immersive/);
  const box = await page.locator('.chapter').boundingBox();
  await page.mouse.move((box?.x ?? 0) + 100, 400);
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('.reader-header')).toHaveClass(/chrome-hidden/);
  await page.locator('.chapter-html').click({ position: { x: 5, y: 5 } });
  await expect(page.locator('.reader-header')).not.toHaveClass(/chrome-hidden/);
});

test('red letters can be turned off', async ({ page }, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  const wj = page.locator('.chapter .wj').first();
  const plain = page.locator('.chapter [data-verse="1"]').first();
  const colour = (l: typeof wj) => l.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(wj)).not.toBe(await colour(plain));
  await openMenu(page, info);
  await page.getByRole('switch', { name: 'Words of Jesus in red' }).click();
  expect(await colour(wj)).toBe(await colour(plain));
  await page.reload();
  await chapterReady(page);
  expect(await colour(page.locator('.chapter .wj').first())).toBe(
    await colour(page.locator('.chapter [data-verse="1"]').first()),
  );
});

test('choosing a translation reloads the chapter in it and remembers it here and on the server', async ({
  page,
}, info) => {
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await openMenu(page, info);
  await page.getByRole('combobox', { name: 'Translation' }).selectOption('eng-kjv');
  if (!isDesktop(info)) await page.keyboard.press('Escape');
  await expect(page.locator('[data-verse="16"]').first()).toContainText('only begotten Son');
  await page.reload();
  await expect(page.locator('[data-verse="16"]').first()).toContainText('only begotten Son');
  const id = await page.evaluate(() => localStorage.getItem('emmaus.userId'));
  const user = await page.request.get('/api/user', { headers: { 'x-user-id': id ?? '' } });
  expect((await user.json()).preferred_translation).toBe('eng-kjv');
});

test('the local translation choice applies even when saving it fails', async ({
  page,
  allowFailedRequests,
}, info) => {
  allowFailedRequests();
  await page.route('**/api/user/translation', (route) => route.abort());
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await openMenu(page, info);
  await page.getByRole('combobox', { name: 'Translation' }).selectOption('eng-kjv');
  await expect(page.locator('[data-verse="16"]').first()).toContainText('only begotten Son');
});

test('on desktop the menu is beside the page and its open state is kept', async ({ page }, info) => {
  test.skip(!isDesktop(info), 'desktop only');
  await page.goto('/read/JHN/3');
  const menu = page.getByRole('complementary', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(260);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});

test('on phones and tablets the menu slides over the page and closes with Escape', async ({ page }, info) => {
  test.skip(isDesktop(info), 'phones and tablets');
  await page.goto('/read/JHN/3');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await snap(page, info, 'menu-overlay');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

// The server paints the reader on phones before the app runs (issue 17); its menu button did nothing
// then, and a tap in that moment was lost (stop 27's CI: the test above clicked it and no menu came).
test('on phones a tap on the painted menu button before the app runs opens the menu once it does', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the server paints the reader on phones only');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's code is held back until the painted button has been tapped.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/read/JHN/3', { waitUntil: 'commit' });
  const painted = page.locator('#prerender').getByRole('button', { name: 'Open menu' });
  await painted.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
});
