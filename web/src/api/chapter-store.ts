// The chapters of downloaded translations (issue 36), in IndexedDB, one record per book: a whole Bible
// is some 80 writes in one transaction instead of 1,189 Cache Storage entries written one by one (the
// slow part of a download), and opening a chapter reads one book. Read by the page
// (api/stored-chapter.ts) and by the service worker when the network fails, so it stays small and has
// no imports.

const DB = 'emmaus-offline';
const STORE = 'chapters';

const open = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The download could not be stored'));
  });

/** A book's record: its chapters' HTML by chapter number. */
type BookRecord = Record<string, string>;
const keyOf = (bibleId: string, bookId: string) => `${bibleId}/${bookId}`;
/** Every key of one translation: `eng-web/` up to `eng-web/` followed by the highest character. */
const rangeOf = (bibleId: string) => IDBKeyRange.bound(`${bibleId}/`, `${bibleId}/\uffff`);

/** The chapter addresses the reader asks for: /api/bible/{bible}/book/{book}/chapters/{n}. */
const CHAPTER_URL = /\/api\/bible\/([^/]+)\/book\/([^/]+)\/chapters\/(\d+)$/;

/** Replaces a translation's stored chapters with `chapters` (`BOOK.N` → HTML), in one transaction. */
export const storeChapters = async (bibleId: string, chapters: Record<string, string>): Promise<void> => {
  const db = await open();
  try {
    const books = new Map<string, BookRecord>();
    for (const [key, html] of Object.entries(chapters)) {
      const [bookId = '', n = '0'] = key.split('.');
      const book = books.get(bookId) ?? {};
      book[n] = html;
      books.set(bookId, book);
    }
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    store.delete(rangeOf(bibleId));
    for (const [bookId, book] of books) store.put(book, keyOf(bibleId, bookId));
    await done(tx);
  } finally {
    db.close();
  }
};

export const removeChapters = async (bibleId: string): Promise<void> => {
  const db = await open();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(rangeOf(bibleId));
    await done(tx);
  } finally {
    db.close();
  }
};

/** A downloaded chapter's HTML, or null (not downloaded, or no IndexedDB here). */
export const downloadedChapter = async (
  bibleId: string,
  bookId: string,
  chapter: number,
): Promise<string | null> => {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const db = await open();
    try {
      const req = db.transaction(STORE).objectStore(STORE).get(keyOf(bibleId, bookId));
      return await new Promise<string | null>((resolve, reject) => {
        req.onsuccess = () => {
          const html = (req.result as BookRecord | undefined)?.[String(chapter)];
          resolve(typeof html === 'string' ? html : null);
        };
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
};

/** The downloaded chapter a chapter URL names, as the response the network would have given. */
export const downloadedChapterResponse = async (url: string): Promise<Response | undefined> => {
  const m = CHAPTER_URL.exec(new URL(url, 'http://x').pathname);
  if (!m) return undefined;
  const html = await downloadedChapter(
    decodeURIComponent(m[1] ?? ''),
    decodeURIComponent(m[2] ?? ''),
    Number(m[3]),
  );
  return html === null
    ? undefined
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};
