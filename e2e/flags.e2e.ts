import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { askInReader, openMenu } from './helpers.ts';

// Spec §3: absent flags are false, and the web app hides what a flag turns off, routes included. The
// server here runs with the README's defaults; each test answers /api/feature-flags itself.
const flagsOff = (page: Page) =>
  page.route('**/api/feature-flags', (route) =>
    route.fulfill({
      json: {
        enable_audit: false,
        enable_commentaries: false,
        enable_reading_plans: false,
        enable_translations: false,
        enable_esv: false,
      },
    }),
  );

// The service worker would answer /api/feature-flags before the page.route stub below sees it.
test.use({ serviceWorkers: 'block' });

test('with every flag off, their routes do not exist and their entries are gone', async ({ page }, info) => {
  await flagsOff(page);
  for (const path of [
    '/reading-plans',
    '/plans/1/about',
    '/plans/1',
    '/audit/00000000-0000-0000-0000-000000000000',
    '/dashboard',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/(\?notfound=1)?$/);
  }

  // A signed-in reader: no Sermon Studies entry, no commentary switch, no translation picker.
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('E-mail').fill(`flags-${info.project.name}-${Date.now()}@example.org`);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
  await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sermon Studies' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Commentary in answers' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Translation' })).toHaveCount(0);

  // The chat's menu has no 'See AI Prompt'.
  await askInReader(page, '/read/JHN/3?verse=16', 'What does it mean to believe?');
  await page.getByRole('button', { name: 'Chat actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'See AI Prompt' })).toHaveCount(0);
});

test('with the flags on, the same routes and entries are there', async ({ page }, info) => {
  await page.goto('/reading-plans');
  await expect(page.getByRole('heading', { name: 'Sermon Studies' })).toBeVisible();
  await openMenu(page, info);
  await expect(page.getByRole('heading', { name: 'Translation' })).toBeVisible();
});
