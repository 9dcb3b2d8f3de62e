import type { QueryClient } from '@tanstack/react-query';
import { dropChangesOf } from './annotation-outbox.ts';
import { currentUserId, replaceUserId } from './client.ts';
import { clearUserCaches } from './user-caches.ts';

// What one reader leaves in this browser, forgotten when the reader changes (issue 35): the next person
// to use the browser must see nothing of the last one, online or offline.

/**
 * Answers that are the same for every reader (Bible text, the site's pages, the app's options): kept
 * across a change of reader. Every other query is the reader's own and is reset, so a query added later
 * is forgotten unless it is named here.
 */
const SHARED_QUERIES: ReadonlySet<string> = new Set([
  'auth-providers',
  'bibles',
  'chapter',
  'commentary',
  'feature-flags',
  'partner',
  'passages',
  'profiles',
  'search',
  'site',
  'theologies',
  'toc',
]);

/** Resets every per-reader query (the ones on screen are asked again, as the new reader). */
export const resetUserQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.resetQueries({ predicate: (q) => !SHARED_QUERIES.has(String(q.queryKey[0])) });

/**
 * Sign-out: the stored id, the reader's unsent offline changes, the service worker's copies of the
 * reader's data and every per-reader answer in memory.
 */
export const forgetUser = async (queryClient: QueryClient): Promise<void> => {
  const previous = currentUserId();
  replaceUserId(null);
  dropChangesOf(previous);
  await clearUserCaches();
  await resetUserQueries(queryClient);
};
