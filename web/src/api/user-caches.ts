// One reader's data kept in Cache Storage (issue 35): the service worker's copies of per-user API
// answers. Shared by the worker (which fills them) and the page (which empties them when the reader
// changes), so both name the same caches. Bible text and the app shell are the same for everyone and
// live elsewhere (stored-chapter.ts, service-worker.ts).

/** The reader's highlights, notes and bookmarks, as last answered (offline reading). */
export const ANNOTATIONS_CACHE = 'emmaus-user-annotations';

/**
 * Caches of earlier builds that held per-user answers under their URL alone: deleted by the worker
 * and on every change of reader, since nothing in them says whose they were.
 */
export const LEGACY_USER_CACHES = ['emmaus-annotations'] as const;

/** Every cache holding one reader's data: emptied on sign-out and on any change of reader. */
export const USER_CACHES = [ANNOTATIONS_CACHE, ...LEGACY_USER_CACHES] as const;

/** Empties the per-user caches (the page can do it itself: Cache Storage is shared with the worker). */
export const clearUserCaches = async (): Promise<void> => {
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name).catch(() => false)));
};

/**
 * The key a per-user answer is cached under: its URL with a digest of the reader's id (the X-User-ID the
 * page sent), so one reader's copy can never answer another reader's request, even when the caches were
 * not emptied (a sign-out in another tab, a worker still writing after the page cleared them). A digest,
 * not the id: an anonymous id is the reader's credential and has no business in a cache key.
 */
export const userCacheKey = async (url: string, userId: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
  const keyed = new URL(url);
  keyed.searchParams.set('__reader', hex);
  return keyed.href;
};
