// Kept apart from downloads.ts so the reader's first load carries only this small look-up.

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
  if (typeof caches === 'undefined') return null;
  const hit = await caches
    .match(`/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}`, { ignoreVary: true })
    .catch(() => undefined);
  return hit ? hit.text() : null;
};
