import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const password = readFileSync('e2e/admin.password', 'utf8').trim();
// Made by the Playwright config (`admin add-account …`): a site admin, and a publisher without a church.
export const ADMIN = { email: 'admin-e2e@example.org', password };
export const PUBLISHER = { email: 'publisher-e2e@example.org', password };

export const signIn = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/auth?mode=sign-in');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
};

/** axe's serious and critical findings on the page as it is now (reduced motion: colours at rest). */
export const seriousViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
