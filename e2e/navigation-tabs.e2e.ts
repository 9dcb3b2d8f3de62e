import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, isMobile, keepShot, openMenu } from './helpers.ts';

// Issue 36: every reader, anonymous included, reaches the app's places from every screen: the phone's
// tab bar, the menu elsewhere; the skip link is every page's first Tab stop; the bar covers nothing.

const SHOTS = process.env.E2E_TABS_SHOTS;

/** The phone's tab bar, or the menu's main entries on wider screens (opened where it is an overlay). */
const places = async (page: Page, info: TestInfo): Promise<Locator> => {
  if (isMobile(info)) return page.getByRole('navigation', { name: 'Sections' });
  await openMenu(page, info);
  return page.getByRole('navigation', { name: 'Main' });
};

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};
const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

test('an anonymous reader reaches Bible, Studies, Notes, Search and Home; the current one is marked', async ({
  page,
}, info) => {
  await page.goto('/');
  if (!isMobile(info)) await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  const steps = [
    { name: 'Bible', menu: 'Bible', url: /\/read\/JHN\/1$/ },
    { name: 'Studies', menu: 'Sermon Studies', url: /\/reading-plans$/ },
    { name: 'Notes', menu: 'My Notes & Highlights', url: /\/my-notes$/ },
    { name: 'Search', menu: 'Search', url: /\/search$/ },
    { name: 'Home', menu: 'Home', url: /\/$/ },
  ];
  for (const step of steps) {
    const nav = await places(page, info);
    const name = isMobile(info) ? step.name : step.menu;
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(step.url);
    const again = await places(page, info);
    await expect(again.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(again.locator('[aria-current="page"]')).toHaveCount(1);
    if (!isMobile(info) && info.project.name !== 'desktop') await page.keyboard.press('Escape');
  }
  // A study day read in the reader belongs to Studies.
  await page.goto('/reading-plans');
  await page.locator('.plan-card a').first().click();
  await expect(page).toHaveURL(/\/plans\/\d+\/about$/);
  const nav = await places(page, info);
  await expect(
    nav.getByRole('link', { name: isMobile(info) ? 'Studies' : 'Sermon Studies' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the skip link is the first Tab stop on home, the reader and a study, and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/reading-plans');
  await page.locator('.plan-card a').first().click();
  await expect(page).toHaveURL(/\/plans\/\d+\/about$/);
  const study = new URL(page.url()).pathname;
  for (const path of ['/', '/read/JHN/3', study, '/my-notes']) {
    await page.goto(path);
    if (path.startsWith('/read/')) await chapterReady(page);
    else await expect(page.locator('#root main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: /^Skip to / });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null), { message: path })
      .toBe(true);
  }
});

test('the tab bar covers neither the chapter end, the reader bar, the action sheet nor a study day’s buttons', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'the tab bar is the phone’s');
  await page.goto('/read/JUD/1');
  await chapterReady(page);
  const bar = page.getByRole('navigation', { name: 'Sections' });
  await expect(bar.getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('.chapter [data-verse="25"]').last();
  await expect(last).toBeInViewport();
  // The page settles at its end (the next-chapter button fades in) before anything is measured.
  await expect(page.locator('.next-chapter.visible')).toBeVisible();
  if (SHOTS) await keepShot(page, { path: `${SHOTS}/reader-end-390.png` });
  const tabs = await box(bar);
  const verse = await box(last);
  expect(verse.y + verse.height).toBeLessThanOrEqual(tabs.y);
  for (const button of [
    page.getByRole('button', { name: 'Ask', exact: true }),
    page.locator('.next-chapter'),
  ])
    expect(overlap(await box(button), tabs)).toBe(false);

  // A verse's action sheet: the bar steps aside, and the sheet stays on screen.
  await page.getByRole('button', { name: 'Select verse 24' }).click();
  const sheet = page.getByRole('toolbar', { name: /^Actions for/ });
  await expect(sheet).toBeVisible();
  await expect(bar).toBeHidden();
  const s = await box(sheet);
  expect(s.y + s.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  if (SHOTS) await keepShot(page, { path: `${SHOTS}/reader-sheet-390.png` });
  await sheet.getByRole('button', { name: 'Clear selection' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(bar).toBeVisible();

  // A study day: its day buttons sit above the bar.
  await page.goto('/reading-plans');
  await page.locator('.plan-card a').first().click();
  await page.getByRole('button', { name: 'Begin Reading' }).click();
  await expect(page).toHaveURL(/\/plans\/\d+$/);
  await page.locator('.chapter [data-verse]').first().waitFor();
  // By class: while the drawer is open the bar is hidden, and so out of the accessibility tree.
  await expect(page.locator('.tab-bar [aria-current="page"]')).toHaveText('Studies');
  // Plan mode may open the Ask drawer over the day, as it loads (the bar steps aside for it): closed as a
  // reader would, and measured only while nothing is open.
  const dialog = page.getByRole('dialog');
  const next = page.getByRole('button', { name: /^(Next day|Mark complete|Complete)/ }).first();
  await expect
    .poll(async () => {
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        return 'drawer open';
      }
      const [n, t] = [await next.boundingBox({ timeout: 500 }), await bar.boundingBox({ timeout: 500 })];
      if (!n || !t) return 'not shown';
      return overlap(n, t) ? 'overlap' : 'clear';
    })
    .toBe('clear');
  if (SHOTS) await keepShot(page, { path: `${SHOTS}/study-day-390.png` });
});
