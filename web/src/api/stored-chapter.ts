import { downloadedChapter } from '../api/chapter-store.ts';

// Kept apart from downloads.ts so the reader's first load carries only this small look-up.

/** The service worker's cache of chapters as they are read (web/src/pwa/service-worker.ts). */
export const CHAPTER_CACHE = 'emmaus-chapters';

const chapterPath = (bibleId: string, bookId: string, chapter: number) =>
  `/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}`;

/** Offline, a chapter that is neither downloaded nor read before on this device. */
export class ChapterNotOffline extends Error {
  constructor() {
    super("This chapter isn't available offline");
  }
}

/** A chapter stored in the browser (downloaded, or cached when read), looked up by the page itself. */
export const storedChapter = async (
  bibleId: string,
  bookId: string,
  chapter: number,
): Promise<string | null> => {
  const hit =
    typeof caches === 'undefined'
      ? undefined
      : await caches
          .match(chapterPath(bibleId, bookId, chapter), { ignoreVary: true })
          .catch(() => undefined);
  // A downloaded translation's chapters are in IndexedDB (api/chapter-store.ts, issue 36).
  return hit ? hit.text() : downloadedChapter(bibleId, bookId, chapter);
};

/**
 * A chapter just read from the network while no service worker controls the page (the first visit,
 * while the worker installs): stored by the page in the worker's chapter cache, so that it opens offline
 * from the moment it was shown. Without this it was stored only once the worker had installed and
 * fetched it again, seconds later on a slow device, and a reader who lost the connection in between
 * found the chapter "not available offline". Once the worker controls the page it stores what is read.
 */
export const keepReadChapter = (bibleId: string, bookId: string, chapter: number, html: string): void => {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return;
  void caches
    .open(CHAPTER_CACHE)
    .then((cache) =>
      cache.put(
        chapterPath(bibleId, bookId, chapter),
        new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      ),
    )
    .catch(() => undefined); // Storage refused (private mode, quota): read on, online only.
};
