import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chapterReady, controlled, isDesktop, openMenu, snap, tapVerse } from './helpers.ts';

// The service worker is what this spec checks (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 35: one browser, two readers. What one reader wrote must not show to the next, offline or
// online, and a sign-out made offline must never leave the session for the next person to resume.
// Chromium (service workers); one context per test, so each starts without a worker or caches.

test.beforeEach(async ({ context }, info) => {
  // Sign-in flows are not run again at the tablet's size (as auth.e2e.ts and oidc.e2e.ts).
  test.skip(info.project.name === 'tablet', 'sign-in flows run on phone and desktop');
  await context.route('/api/analytics/events', (route) => route.fulfill({ status: 202, body: '' }));
});

const setOffline = async (context: BrowserContext, page: Page, on: boolean) => {
  await context.setOffline(on);
  if (!on) await page.evaluate(() => window.dispatchEvent(new Event('online')));
};

const signUp = async (page: Page, info: TestInfo, who: string) => {
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('E-mail').fill(`${who}-${info.project.name}-${Date.now()}@example.org`);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/, { timeout: 5000 });
};

/** Writes a note on John 3:`verse` in the reader (which must show John 3). */
const writeNote = async (page: Page, verse: number, text: string) => {
  await tapVerse(page, verse);
  await page
    .getByRole('toolbar', { name: /^Actions for / })
    .getByRole('button', { name: 'Note' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Note on John 3:${verse}` });
  await dialog.getByLabel(/Your note/).fill(text);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
};

/** The URLs the service worker holds in the per-user caches (any name an annotations cache has had). */
const userCacheUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!/annotations/.test(name)) continue;
      for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    }
    return urls;
  });

const signOutFromMenu = async (page: Page, info: TestInfo) => {
  await openMenu(page, info);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  if (!isDesktop(info)) await openMenu(page, info);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  if (!isDesktop(info)) await page.keyboard.press('Escape');
};

test('after sign-out the next reader sees nothing of the last one, offline too', async ({
  page,
  context,
  allowFailedRequests,
}, info) => {
  test.setTimeout(120_000);
  allowFailedRequests();
  await signUp(page, info, 'first-reader');
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await controlled(page);
  await writeNote(page, 3, 'A private note of the first reader.');
  await expect(page.locator('[data-verse="3"] sup.vn.has-note')).toHaveCount(1);
  await page.goto('/my-notes');
  await expect(page.getByText('A private note of the first reader.')).toBeVisible();
  // The service worker has kept the reader's list, for reading offline.
  await expect
    .poll(() => userCacheUrls(page), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/page=1/));
  // Each copy is keyed by a digest of its reader's id (web/src/api/user-caches.ts): the first reader's.
  const firstReader = new Set(
    (await userCacheUrls(page)).map((url) => new URL(url).searchParams.get('__reader')).filter(Boolean),
  );
  expect(firstReader.size).toBe(1);
  const ofFirstReader = async () =>
    (await userCacheUrls(page)).filter((url) => firstReader.has(new URL(url).searchParams.get('__reader')));

  await signOutFromMenu(page, info);
  await setOffline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Notes & Highlights' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByText('A private note of the first reader.')).toHaveCount(0);
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect(page.locator('[data-verse="3"] sup.vn.has-note')).toHaveCount(0);
  await snap(page, info, 'after-sign-out-offline');
  // Nothing of the reader stays in this browser's caches. The next reader's own copies may be there
  // (on a phone the menu's pages ask for the new anonymous reader's lists before going offline).
  expect(await ofFirstReader()).toEqual([]);

  // Online again: still nothing of the first reader.
  await setOffline(context, page, false);
  await page.goto('/my-notes');
  await expect(page.getByRole('heading', { name: 'My Notes & Highlights' })).toBeVisible();
  await expect(page.getByText('A private note of the first reader.')).toHaveCount(0);
});

test('signing out offline signs out here at once, says so, ends the session when back online and resumes nothing', async ({
  page,
  context,
  allowFailedRequests,
}, info) => {
  test.setTimeout(120_000);
  allowFailedRequests();
  await signUp(page, info, 'offline-leaver');
  const accountId = await page.evaluate(() => localStorage.getItem('emmaus.userId'));
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await controlled(page);

  // Offline: a note that cannot reach the server, then sign-out, which asks first.
  await setOffline(context, page, true);
  await writeNote(page, 5, 'Written offline by the one who leaves.');
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await signOutFromMenu(page, info);

  // Signed out here at once, and told that the server has yet to hear of it.
  const notice = page.getByRole('status').filter({ hasText: "You're signed out on this device." });
  await expect(notice).toContainText(
    'Your session on the server will be ended as soon as Emmaus can reach it.',
  );
  expect(asked).toMatch(/^Sign out now\? A change .* will be removed from this device\.$/);
  await expect(page.locator('[data-verse="5"] sup.vn.has-note')).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    id: localStorage.getItem('emmaus.userId'),
    outbox: localStorage.getItem('emmaus.pendingAnnotations'),
    pending: localStorage.getItem('emmaus.pendingSignOut') !== null,
  }));
  expect(stored).toEqual({ id: null, outbox: null, pending: true });
  await snap(page, info, 'sign-out-pending');

  // Still so after a reload: the sign-out is remembered, not the reader.
  await page.reload();
  await chapterReady(page);
  await expect(notice).toBeVisible();

  // Online, but the server's sign-out cannot be reached yet: the next person opening
  // /auth?provider=… (where the identity provider returns) is not signed in as the last reader.
  const signOuts: string[] = [];
  await context.route('/api/auth/sign-out', (route) => {
    signOuts.push('refused');
    return route.abort();
  });
  await setOffline(context, page, false);
  await expect.poll(() => signOuts.length).toBeGreaterThan(0);
  await page.goto('/auth?provider=church-id');
  await expect(page.getByRole('alert')).toContainText(
    'That sign-out must reach the server before anyone signs in here',
  );
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('emmaus.userId'))).not.toBe(accountId);

  // The server answers again: the sign-out reaches it (at start, on `online`, and again while it fails).
  await context.unroute('/api/auth/sign-out');
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('emmaus.pendingSignOut')), { timeout: 15_000 })
    .toBeNull();
  await expect(notice).toHaveCount(0);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.text()).toBe('null');

  // And /auth?provider=… now finds no session to resume.
  await page.goto('/auth?provider=church-id');
  await expect(page.getByRole('alert')).toContainText('Error: ');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);
});
