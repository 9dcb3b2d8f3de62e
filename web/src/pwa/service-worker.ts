// The service worker (issue 17), bundled on its own by scripts/build-pwa.mjs, which defines the precache
// list (__PRECACHE_MANIFEST__: the built shell, with revisions). Workbox's runtime modules do the work; we bundle them ourselves
// rather than through workbox-build, whose Rollup toolchain cannot be installed from every registry.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { USER_ID_HEADER } from '../../../common/src/headers.ts';
import { downloadedChapterResponse } from '../api/chapter-store.ts';
import { CHAPTER_CACHE } from '../api/stored-chapter.ts';
import { ANNOTATIONS_CACHE, LEGACY_USER_CACHES, userCacheKey } from '../api/user-caches.ts';

// The page's lib is DOM; the few worker globals used here are typed by hand.
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
type WorkerScope = {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
};
const worker = self as unknown as WorkerScope;

// The first visit's worker controls the page at once; a later one waits until the app says it is a
// moment that loses nothing (web/src/pwa/updater.ts posts SKIP_WAITING).
clientsClaim();
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

// Chapters of a downloaded translation live in their own caches (web/src/offline/downloads.ts); a route
// that fails (offline, not yet read) looks there before giving up.
const fromDownloads = {
  handlerDidError: async ({ request }: { request: Request }) =>
    (await caches.match(request.url, { ignoreVary: true })) ??
    // A downloaded translation's chapters are in IndexedDB (api/chapter-store.ts, issue 36).
    (await downloadedChapterResponse(request.url)),
};

// Pages: the newest HTML when online, the precached shell when not.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'emmaus-pages',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 20 }),
      { handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined },
    ],
  }),
);

// Chapters as they are read; the browser revalidates with If-None-Match (the server's ETags).
registerRoute(
  /\/api\/bible\/[^/]+\/book\/[^/]+\/chapters\/\d+$/,
  new StaleWhileRevalidate({
    // The page stores the chapters it reads before this worker controls it here too (stored-chapter.ts).
    cacheName: CHAPTER_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 3000 }),
      new CacheableResponsePlugin({ statuses: [200] }),
      fromDownloads,
    ],
  }),
);

// The table of contents, the translations and the feature flags: what the reader's chrome needs.
registerRoute(
  /\/api\/(bible\/[^/]+\/toc|bibles|feature-flags)(\?.*)?$/,
  new StaleWhileRevalidate({
    cacheName: 'emmaus-shell-data',
    plugins: [
      new ExpirationPlugin({ maxEntries: 50 }),
      new CacheableResponsePlugin({ statuses: [200] }),
      fromDownloads,
    ],
  }),
);

// The reader's own highlights, notes and bookmarks: always the server's newest when it answers (they
// change from other devices), the last copy when it does not, so they show offline too. Writes are never
// cached: made offline, they wait in the page's outbox (web/src/api/annotation-outbox.ts).
// Each copy is the answer to one reader (issue 35): cached under the URL and the reader's id together,
// so it answers only a request sent with that same id, never the next reader of this browser, who has
// another id or none yet (a request without an id is not handled here: nothing cached is theirs). The
// page also empties this cache on sign-out and on any change of reader (web/src/api/forget-user.ts).
const readerOf = (request: Request) => request.headers.get(USER_ID_HEADER);
/** The reader's own lists kept so: annotations, and (issue 33) memory verses, streak and reading history. */
const READER_LISTS = new Set([
  '/api/user/annotations',
  '/api/user/memory-verses',
  '/api/user/streak',
  '/api/user/reading-history',
]);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && READER_LISTS.has(url.pathname) && Boolean(readerOf(request)),
  new NetworkFirst({
    cacheName: ANNOTATIONS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request.url, readerOf(request) ?? '') },
      new ExpirationPlugin({ maxEntries: 500 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

// Earlier builds cached annotations by URL alone, whoever asked: nothing there can be shown safely.
worker.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(LEGACY_USER_CACHES.map((name) => caches.delete(name))));
});

// Reading reminders and study-day notifications (issue 33): the server's Web Push payload is JSON
// {title, body, url}; the notification opens `url` (a path of this app), in a window already open on
// the app where there is one.
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
}
type NotificationScope = {
  registration: { showNotification(title: string, options: object): Promise<void> };
  location: Location;
  clients: {
    matchAll(
      o: object,
    ): Promise<{ url: string; focus(): Promise<unknown>; navigate(u: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'push',
    listener: (event: { data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: {
      notification: { data?: { url?: string }; close(): void };
      waitUntil(p: Promise<unknown>): void;
    }) => void,
  ): void;
};
const scope = self as unknown as NotificationScope;
/** Only a path of this app is opened: a payload cannot send the reader elsewhere. */
const appPath = (url: unknown) => (typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/');

scope.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    // A payload that is not JSON still shows a notification (browsers require one for every push).
  }
  event.waitUntil(
    scope.registration.showNotification(payload.title ?? 'Emmaus', {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'emmaus-reminder',
      data: { url: appPath(payload.url) },
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data?.url), scope.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = open.find((c) => new URL(c.url).origin === scope.location.origin);
      if (client) {
        await client.navigate(target).catch(() => undefined);
        await client.focus();
        return;
      }
      await scope.clients.openWindow(target);
    })(),
  );
});
