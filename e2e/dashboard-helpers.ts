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
/** Every axe violation, whatever its impact ("axe clean"), as `rule: targets`. */
export const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

export const seriousViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * The 60 px top bar holds its breadcrumbs and church selector on one line: nothing in it spills out of the bar
 * or over the page's heading (at 820 px the crumbs once wrapped over the video header).
 */
export const expectTopBarFits = async (page: Page) => {
  const bar = await page.locator('.dash-top').boundingBox();
  expect(bar?.height).toBe(60);
  const barBottom = (bar?.y ?? 0) + 60;
  for (const part of [page.locator('.dash-crumbs ol'), page.locator('.dash-top > :last-child')]) {
    const box = await part.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(bar?.y ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(barBottom);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual((bar?.x ?? 0) + (bar?.width ?? 0));
  }
  // Every crumb on the bar's one line, none pushed onto a second.
  const tops = await page
    .locator('.dash-crumbs li')
    .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const heading = await page.locator('.dash-content h1').first().boundingBox();
  expect(heading?.y).toBeGreaterThanOrEqual(barBottom);
};
