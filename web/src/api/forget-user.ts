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

/**
 * Queries only a signed-in account may ask (better-auth's own routes answer 401 without a session).
 * On a change of reader they are dropped, not asked again: a reset would refetch them at once, with the
 * old reader's "signed in" still on screen, and the next reader's account is unknown until the user
 * query answers (a deleted account's profile asked list-accounts and got 401).
 */
const ACCOUNT_ONLY_QUERIES: readonly (readonly string[])[] = [['user', 'sign-in-methods']];

/** Resets every per-reader query (the ones on screen are asked again, as the new reader). */
export const resetUserQueries = async (queryClient: QueryClient): Promise<void> => {
  for (const queryKey of ACCOUNT_ONLY_QUERIES) {
    await queryClient.cancelQueries({ queryKey });
    queryClient.removeQueries({ queryKey });
  }
  await queryClient.resetQueries({ predicate: (q) => !SHARED_QUERIES.has(String(q.queryKey[0])) });
};

/**
 * Sign-out: the stored id, the reader's unsent offline changes, the service worker's copies of the
 * reader's data and every per-reader answer in memory.
 */
export const forgetUser = async (queryClient: QueryClient, beforeReset?: () => void): Promise<void> => {
  const previous = currentUserId();
  replaceUserId(null);
  dropChangesOf(previous);
  // Whatever asks from here on (a page left for another) asks as the next reader, never the last.
  beforeReset?.();
  await clearUserCaches();
  await resetUserQueries(queryClient);
};
