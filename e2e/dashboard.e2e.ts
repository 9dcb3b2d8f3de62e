import { readFileSync } from 'node:fs';
import { PUBLISHER, signIn } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { isDesktop, keepShot, openMenu } from './helpers.ts';

// The site admin made by the Playwright config (`admin add-account … admin`).
const ADMIN = { email: 'admin-e2e@example.org', password: readFileSync('e2e/admin.password', 'utf8').trim() };

test('the Publisher Dashboard: home for visitors, Access Restricted for readers', async ({ page }, info) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('E-mail').fill(`dash-reader-${info.project.name}-${Date.now()}@example.org`);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
  await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'Publisher Dashboard' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the Publisher Dashboard.")).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin publishes and hides a Sermon Study from the dashboard', async ({
  page,
  browser,
  allowFailedRequests,
}, info) => {
  // The demo church has no video channel: its videos call answers an error the page shows.
  allowFailedRequests();
  await page.goto('/auth?mode=sign-in');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
  if (isDesktop(info)) {
    // Spec §2: the entry is for desktops only.
    await page.getByRole('link', { name: 'Publisher Dashboard' }).click();
  } else {
    await openMenu(page, info);
    await expect(page.getByRole('link', { name: 'Publisher Dashboard' })).toHaveCount(0);
    await page.goto('/dashboard');
  }
  await expect(page.getByRole('heading', { name: 'Sermon Studies' })).toBeVisible();
  const study = page.getByRole('switch', { name: /^Publish Blessed Are You/ });
  await expect(study).toBeChecked();
  // Usable on a phone too (issue 36): the menu's sections at hand, nothing wider than the screen.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sermons' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepShot(page, { path: `test-results/dashboard-${info.project.name}.png`, fullPage: true });

  await study.click();
  await expect(study).not.toBeChecked();
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto('/reading-plans');
    await expect(other.getByRole('link', { name: /He Is Risen/ }).first()).toBeVisible();
    await expect(other.getByText(/Blessed Are You/)).toHaveCount(0);
  } finally {
    await study.click();
    await expect(study).toBeChecked();
    await visitor.close();
  }
});

test('a publisher lands on the dashboard after signing in, not on the profile quiz', async ({ page }) => {
  await signIn(page, PUBLISHER);
  await expect(page).toHaveURL(/\/dashboard(\/|$)/, { timeout: 10_000 });
});
