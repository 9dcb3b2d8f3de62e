import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { fakeChurchSitesURL } from '../playwright.config.ts';

// Shared by dashboard-states.e2e.ts and sermon-audio.e2e.ts: a church owner of their own (made by
// playwright.config.ts, `admin add-account … publisher`) who starts every test with one fresh church
// analysed from a local site, and two readers who ask to join it.

const password = readFileSync('e2e/admin.password', 'utf8').trim();
export const OWNER = { email: 'dash-owner-e2e@example.org', password };
export const READER = { email: 'dash-reader-e2e@example.org', password };
export const FRIEND = { email: 'dash-friend-e2e@example.org', password };

/** The API as the signed-in page calls it (its user id header and session cookie). */
export const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const id = localStorage.getItem('emmaus.userId');
      const res = await fetch(p as string, {
        method: m as string,
        headers: {
          ...(id ? { 'x-user-id': id } : {}),
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );

/** E-mail sign-in, with room for a machine busy importing or building. */
export const signInAs = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/auth?mode=sign-in');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible({ timeout: 20_000 });
};

/** The churches this owner has from an earlier test or project: deleted, so every test starts from none. */
export const withoutChurches = async (page: Page) => {
  const mine = await call(page, 'GET', '/api/user/churches');
  for (const c of (mine.body?.churches ?? []) as { id: number; user_role: string }[])
    if (c.user_role === 'owner')
      expect((await call(page, 'DELETE', `/api/churches/${c.id}`)).status).toBe(204);
};

/**
 * A church analysed from one of the local sites through the API (the onboarding screens themselves are
 * church-onboarding.e2e.ts's), the owner's only one.
 */
export const freshChurch = async (page: Page, site: 'riverside' | 'stmarks') => {
  await withoutChurches(page);
  const res = await call(page, 'POST', '/api/churches/analyze-website', {
    website_url: `${fakeChurchSitesURL}/${site}/`,
  });
  expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
  const id = res.body.church.id as number;
  // Reviewed and continued, as the setup page's "Continue" does (issue 36).
  expect((await call(page, 'POST', `/api/churches/${id}/confirm-setup`, {})).status).toBe(200);
  return id;
};
