import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { webDist } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { chapterReady, controlled, snap, tapVerse } from './helpers.ts';
import { traceUpdates, updateTrace } from './sw-trace.ts';

// The service worker is what this spec checks (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 17: an installable app that reads offline. Chromium only (service workers); one context per
// test, so each starts without a worker, caches or downloads.

// Polled from here: page.waitForFunction takes the Promise an async predicate returns as a truthy answer
// and returns at once, so it cannot wait on Cache Storage.
const inCache = (page: Page, url: string) =>
  page.evaluate(async (u) => (await caches.match(u)) !== undefined, url);
const cached = (page: Page, url: string) =>
  expect.poll(() => inCache(page, url), { timeout: 30_000 }).toBe(true);

// The analytics endpoint is another issue's ("Publisher dashboard II"): answered here as it will be.
test.beforeEach(async ({ context }) => {
  await context.route('/api/analytics/events', (route) => route.fulfill({ status: 202, body: '' }));
});

const offline = async (context: BrowserContext, on: boolean) => context.setOffline(on);

/** Whether the offline banner's box overlaps the first element matching `selector` (both in the viewport). */
const bannerCovers = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const a = document.querySelector('.offline-banner')?.getBoundingClientRect();
    const b = document.querySelector(sel)?.getBoundingClientRect();
    if (!a || !b) throw new Error(`missing banner or ${sel}`);
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }, selector);

/** Clears the question and turns to the next chapter: the moment an update may take the page. */
const clearAndTurnPage = async (page: Page, input: Locator, info: TestInfo) => {
  await input.fill('');
  // On a phone the study panel is a drawer over the page: closed first, as a reader would.
  if (info.project.name === 'mobile') await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /next chapter/i })
    .first()
    .click();
};

// PNG width and height, from the IHDR chunk that every PNG starts with.
const pngSize = (b: Buffer) => `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;

test('installable as Lighthouse checks it: a linked manifest with real icons and shortcuts, and a service worker that opens start_url offline', {
  tag: '@flow',
}, async ({ page, context, allowFailedRequests }) => {
  test.setTimeout(90_000);
  allowFailedRequests();
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Emmaus'),
    short_name: 'Emmaus',
    description: expect.stringMatching(/offline/),
    start_url: expect.stringMatching(/^\/\?source=pwa$/),
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  // Lighthouse: a 192 px and a 512 px PNG icon, and a maskable one; each the size it says it is.
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toBe(icon.sizes);
  }
  expect(pngSize(await (await page.request.get('/icons/apple-touch-icon.png')).body())).toBe('180x180');
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => `${s.name} ${s.url}`)).toEqual([
    'Continue reading /?source=pwa-continue',
    'Sermon Studies /reading-plans',
  ]);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  await controlled(page);
  const version = await page.request.get('/version.json');
  expect(version.headers()['cache-control']).toBe('no-cache');
  expect((await version.json()).buildHash).toMatch(/^[0-9a-f]{16}$/);
  expect((await page.request.get('/service-worker.js')).headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/no-such-file.png')).status()).toBe(404);

  // Lighthouse's "service worker that controls the page and start_url": start_url answers offline.
  await offline(context, true);
  const launched = await page.goto(manifest.start_url);
  expect(launched?.status()).toBe(200);
  expect(launched?.fromServiceWorker()).toBe(true);
  await expect(page.getByLabel('Your questions. Biblical Answers.')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js$/,
  );
  await offline(context, false);
});

test('reads offline: a chapter read before, an unread one says so, a downloaded translation reads and searches', async ({
  page,
  context,
  allowFailedRequests,
}, info) => {
  test.setTimeout(120_000);
  allowFailedRequests();
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await controlled(page);
  await cached(page, '/api/bible/eng-web/book/JHN/chapters/3');

  await offline(context, true);
  await page.reload();
  await chapterReady(page);
  await expect(page.locator('.chapter')).toContainText('born anew');
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toBeVisible();
  // The banner floats under the header: the chapter's first line (its heading, then verse 1) shows below it.
  await expect.poll(() => bannerCovers(page, '.chapter > :first-child')).toBe(false);
  await expect.poll(() => bannerCovers(page, '.chapter [data-verse="1"]')).toBe(false);
  await snap(page, info, 'offline-read-before');

  // Never read here, not downloaded: said at once, with the way to download.
  await page.goto('/read/JHN/5');
  await expect(page.getByRole('heading', { name: "This chapter isn't available offline" })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByText('Loading chapter...')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Download this translation for offline reading' }),
  ).toBeVisible();
  await snap(page, info, 'offline-unavailable');

  // Settings → Offline: the size first, a progress bar, then listed with the space used.
  await offline(context, false);
  await page.goto('/settings/offline');
  const main = page.getByRole('main');
  const download = main.getByRole('button', { name: /^Download WEB for offline \(\d+(\.\d)? MB\)$/ });
  // The first download of a translation is packed on the server; the size shows once it is known.
  await expect(download).toBeVisible({ timeout: 60_000 });
  // Issue 36: the whole translation is one compressed response, not a request a chapter.
  const fetched: string[] = [];
  const record = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/bible/')) fetched.push(path);
  };
  context.on('request', record);
  await download.click();
  await expect(main.getByText('✓ WEB available offline')).toBeVisible({ timeout: 60_000 });
  context.off('request', record);
  // No chapter fetched one by one. (The page's request and the service worker's fetch of it are both
  // seen: one resource.)
  expect([...new Set(fetched)]).toEqual(['/api/bible/eng-web/download']);
  await expect(page.getByText(/Space used by downloads: \d+(\.\d)? MB/)).toBeVisible();
  await snap(page, info, 'offline-settings-downloaded');

  await offline(context, true);
  await page.goto('/read/PSA/23');
  await chapterReady(page);
  await expect(page.locator('.chapter')).toContainText('shepherd');
  await expect(page.getByText("You're offline — reading from your downloads")).toBeVisible();
  await snap(page, info, 'offline-downloaded-psalm');
  // Another chapter never opened here, and the table of contents, come from the download too.
  await page.goto('/read/ROM/8');
  await chapterReady(page);
  await expect(page.locator('.chapter')).toContainText('Spirit');

  await page.goto('/');
  await page.getByLabel('Your questions. Biblical Answers.').fill('shepherd');
  await page.getByLabel('Your questions. Biblical Answers.').press('Enter');
  const results = page.locator('.offline-results li');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.offline-results')).toContainText('Psalms 23:1');
  await snap(page, info, 'offline-search');
  await results.filter({ hasText: 'Psalms 23:1' }).getByRole('link').click();
  await chapterReady(page);
  await expect(page).toHaveURL(/\/read\/PSA\/23\?verse=1$/);

  // The search page searches the download too, ranked as online (issue 36): compared with the server's
  // own first page below, once back online.
  await page.goto('/search?q=good%20shepherd');
  await expect(page.getByText("You're offline: searching the WEB downloaded on this device.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.search-total')).toContainText(/\d+ verses? match “good shepherd”/);
  const offlineRefs = await page
    .locator('.search-results .search-ref')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(offlineRefs[0]).toBe('/read/JHN/10?verse=11');
  await snap(page, info, 'offline-search-page');
  await page.goto('/read/PSA/23?verse=1');
  await chapterReady(page);

  // The assistant needs the server: it says so and keeps the question.
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const input = page.getByPlaceholder('Ask your own question...');
  await input.fill('Who is the shepherd here?');
  await input.press('Enter');
  // The suggestion chips say they could not load too (spec §8: 'Error loading suggestions: …').
  await expect(page.getByRole('alert').filter({ hasText: 'Asking needs' })).toContainText(
    "You're offline. Asking needs a connection",
  );
  await expect(input).toHaveValue('Who is the shepherd here?');
  await snap(page, info, 'offline-ask');
  await offline(context, false);
  const online = (await (
    await page.request.get('/api/bible/eng-web/search?q=good%20shepherd&limit=20')
  ).json()) as { results: { book_id: string; chapter: number; verse: number }[] };
  const onlineRefs = online.results.map((r) => `/read/${r.book_id}/${r.chapter}?verse=${r.verse}`);
  expect(offlineRefs.slice(0, 5)).toEqual(onlineRefs.slice(0, 5));
});

test('a new build is picked up without losing a half-typed question', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await controlled(page);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const input = page.getByPlaceholder('Ask your own question...');
  await input.fill('What does it mean to be born ag');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await context.route('/version.json', (route) =>
    route.fulfill({ json: { buildHash: 'ffffffffffffffff' }, headers: { 'cache-control': 'no-cache' } }),
  );
  // The page's side of an update (the next test puts a real new build on disk and follows its worker):
  // Playwright cannot route the browser's own fetch of /service-worker.js, so no new worker waits here
  // and the updater reloads by itself.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('status').filter({ hasText: 'Updated — reload' })).toBeVisible({
    timeout: 10_000,
  });
  // Not reloaded under the reader: the same page, the question as typed.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(input).toHaveValue('What does it mean to be born ag');
  await snap(page, info, 'update-prompt');
  // Once the question is sent or cleared, the next page change takes the new build.
  await clearAndTurnPage(page, input, info);
  await page.waitForFunction(() => !(window as unknown as { samePage?: boolean }).samePage, undefined, {
    timeout: 10_000,
  });
  await chapterReady(page);
  await expect(page.getByText('Updated — reload')).toHaveCount(0);
  // The reloaded page is the app's, under its service worker.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

// Failed now and then in full CI runs from stop 23 on (the old worker still in control 30 s after the page
// change) and carried a retry until stop 49, which traced the cause under load at phone size (three busy
// processes beside the run; 1 to 3 failures in 40 tries): Chromium sometimes holds the new worker's
// activation, SKIP_WAITING or not, until the page starts to unload; the updater's 10 s fallback reload
// then released it, but that reload itself never arrived and the page ran on under the new worker.
// The updater now asks again when a reload has not left the page after 5 s (updater.ts; updater.test.ts
// pins it): 70 of 70 passed under the same load, 10 of them through that second reload. No retry.
// The page's trace is printed and attached when it fails.
test.describe('a deploy', () => {
  test.describe.configure({ retries: 0 });

  test('a real new build: its service worker installs and waits, then takes over when nothing is lost', async ({
    page,
  }, info) => {
    // Room for the trace after a failed wait (its read is bounded: sw-trace.ts). A passing try takes
    // under 10 s; a failing one used to hold its shard for 3 minutes before the retry.
    test.setTimeout(90_000);
    await traceUpdates(page);
    // A new build on disk, as a deploy leaves it: a new /version.json and a service worker whose bytes
    // differ (the precompressed copies removed so these are what is served). Restored afterwards; the
    // e2e run has one worker, so no other test sees it (and a run beside it serves its own copy: webDist).
    const dist = resolve(webDist);
    const files = ['version.json', 'service-worker.js', 'service-worker.js.br', 'service-worker.js.gz'];
    const saved = new Map(files.map((f) => [f, readFileSync(join(dist, f))]));
    try {
      await page.goto('/read/JHN/3');
      await chapterReady(page);
      await controlled(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      const input = page.getByPlaceholder('Ask your own question...');
      await input.fill('Who was Nicodem');

      writeFileSync(join(dist, 'version.json'), JSON.stringify({ buildHash: 'eeeeeeeeeeeeeeee' }));
      writeFileSync(
        join(dist, 'service-worker.js'),
        `${saved.get('service-worker.js')}\n// e2e: the next build\nself.addEventListener('message', (e) => { if (e.data === 'which-build') e.source?.postMessage('next'); });\nself.addEventListener('activate', () => self.clients.matchAll({includeUncontrolled: true}).then((cs) => cs.forEach((c) => c.postMessage('next-activated'))));\n`,
      );
      for (const f of ['service-worker.js.br', 'service-worker.js.gz']) rmSync(join(dist, f));

      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      // The new worker installed and waits: the reader is typing, so the page is not taken from them.
      await expect
        .poll(
          async () =>
            page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      await expect(page.getByRole('status').filter({ hasText: 'Updated — reload' })).toBeVisible();
      await expect(input).toHaveValue('Who was Nicodem');
      await snap(page, info, 'update-waiting');

      // Question cleared, the next page change is the moment: SKIP_WAITING, the new worker controls, reload.
      await clearAndTurnPage(page, input, info);
      // Asked of whichever worker controls the page (a reload under way answers 'reloading').
      const whichBuild = () =>
        page
          .evaluate(
            () =>
              new Promise<string>((resolve) => {
                const c = navigator.serviceWorker.controller;
                if (!c) return resolve('none');
                navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), {
                  once: true,
                });
                c.postMessage('which-build');
                setTimeout(() => resolve('old'), 1000);
              }),
          )
          .catch(() => 'reloading');
      try {
        await expect.poll(whichBuild, { timeout: 30_000 }).toBe('next');
      } catch (e) {
        const trace = await updateTrace(page);
        console.log(`update trace (${info.project.name}):\n${trace}`);
        await info.attach('update-trace', { body: trace, contentType: 'text/plain' });
        throw e;
      }
      await chapterReady(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
      expect(
        await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      ).toBe(false);
      await expect(page.getByText('Updated — reload')).toHaveCount(0);
    } finally {
      for (const [f, bytes] of saved) writeFileSync(join(dist, f), bytes);
    }
  });
});

test('highlights, notes and bookmarks read offline; changes made offline are sent when back online', async ({
  page,
  context,
  allowFailedRequests,
}, info) => {
  test.setTimeout(120_000);
  allowFailedRequests();
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/annotations') && r.method() !== 'GET') writes.push(r.method());
  });
  const bar = page.getByRole('toolbar', { name: /^Actions for / });
  const listUrl = '/api/user/annotations?bible_id=eng-web&book_id=JHN&chapter=3';
  await page.goto('/read/JHN/3?verse=16');
  await chapterReady(page);
  await controlled(page);
  await bar.getByRole('button', { name: 'Highlight' }).click();
  await bar.getByRole('button', { name: 'Highlight yellow' }).click();
  await expect(page.locator('[data-verse="16"][data-highlight="yellow"]').first()).toBeVisible();
  // The list as the server answered it after the highlight, kept by the service worker under the
  // reader's id (issue 35: its URL alone finds nothing).
  await expect
    .poll(
      () =>
        page.evaluate(async (u) => {
          const cache = await caches.open('emmaus-user-annotations');
          const key = (await cache.keys()).find((r) => r.url.startsWith(`${location.origin}${u}&__reader=`));
          if (!key || (await caches.match(u))) return undefined;
          return ((await (await cache.match(key))?.json()) as { total?: number } | undefined)?.total;
        }, listUrl),
      { timeout: 30_000 },
    )
    .toBe(1);

  writes.length = 0; // the highlight's own POST, made online

  await offline(context, true);
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect(page.locator('[data-verse="16"][data-highlight="yellow"]').first()).toBeVisible();

  // Offline: a note and a bookmark on verse 3, shown at once and kept across a reload.
  await tapVerse(page, 3);
  await bar.getByRole('button', { name: 'Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Note on John 3:3' });
  await dialog.getByLabel(/Your note/).fill('Born from above, written on the bus.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
  // Saving the note cleared the selection (issue 36): verse 3 is tapped again for the bookmark.
  await expect(page.locator('.reader-notice')).toHaveText('Note saved');
  await tapVerse(page, 3);
  await bar.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.locator('.reader-notice')).toHaveText('Bookmarked');
  await expect(page.locator('[data-verse="3"] sup.vn.has-note.has-bookmark')).toHaveCount(1);
  await snap(page, info, 'offline-annotations');
  await page.reload();
  await chapterReady(page);
  await expect(page.locator('[data-verse="3"] sup.vn.has-note.has-bookmark')).toHaveCount(1);
  await expect(page.locator('[data-verse="16"][data-highlight="yellow"]').first()).toBeVisible();
  const queued = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('emmaus.pendingAnnotations') ?? '[]'),
  );
  expect(queued.map((c: { op: string; local?: { kind: string } }) => `${c.op} ${c.local?.kind}`)).toEqual([
    'create note',
    'create bookmark',
  ]);
  expect(writes).toEqual([]);

  // Back online: sent in order, and the server has them.
  await offline(context, false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('emmaus.pendingAnnotations')), { timeout: 15_000 })
    .toBeNull();
  expect(writes).toEqual(['POST', 'POST']);
  const onServer = await page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { 'X-User-ID': localStorage.getItem('emmaus.userId') ?? '' } });
    return (
      (await res.json()) as { annotations: Array<{ kind: string; verses: number[]; text: string | null }> }
    ).annotations;
  }, listUrl);
  expect(onServer.map((a) => `${a.kind} ${a.verses} ${a.text ?? ''}`).sort()).toEqual([
    'bookmark 3 ',
    'highlight 16 ',
    'note 3 Born from above, written on the bus.',
  ]);
  await page.reload();
  await chapterReady(page);
  await expect(page.locator('[data-verse="3"] sup.vn.has-note.has-bookmark')).toHaveCount(1);
});

test('page views are queued while offline and sent when back online', { tag: '@flow' }, async ({
  page,
  context,
  allowFailedRequests,
}) => {
  test.setTimeout(120_000);
  allowFailedRequests();
  const sent: Array<{ name: string; path: string }> = [];
  await context.route('/api/analytics/events', async (route) => {
    sent.push(...(route.request().postDataJSON() as Array<{ name: string; path: string }>));
    await route.fulfill({ status: 202, body: '' });
  });
  await page.goto('/read/JHN/3');
  await chapterReady(page);
  await expect.poll(() => sent.map((e) => e.path)).toContain('/read/JHN/3');
  await controlled(page);
  await offline(context, true);
  await page
    .getByRole('link', { name: /next chapter/i })
    .first()
    .click();
  await chapterReady(page).catch(() => undefined);
  await page.goBack();
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('emmaus.pendingEvents') ?? '[]'));
  expect(queued.map((e: { path: string }) => e.path)).toEqual(['/read/JHN/4', '/read/JHN/3']);
  await offline(context, false);
  await expect.poll(() => sent.map((e) => e.path)).toEqual(['/read/JHN/3', '/read/JHN/4', '/read/JHN/3']);
  expect(sent.every((e) => e.name === 'page_view')).toBe(true);
});

test('launched from the home screen, the app opens where the reader left off', { tag: '@flow' }, async ({
  page,
}) => {
  await page.goto('/read/PSA/23');
  await chapterReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('emmaus.lastPath'))).toBe('/read/PSA/23');
  await page.goto('/?source=pwa');
  await expect(page).toHaveURL(/\/read\/PSA\/23$/);
  await chapterReady(page);
});
