import { BOOKS } from '../../../common/src/books.ts';
import type {
  ChapterWordsResponse,
  LexiconEntry,
  Occurrence,
  OccurrencesResponse,
  Word,
} from '../../../common/src/contracts/word-study.ts';

// A translation's word study kept for offline use (issue 32), beside its downloaded chapters: each
// chapter's words under the URL the reader asks for, and two files for the whole translation (the lexicon
// entries it uses, and where each number occurs). Stored by offline/word-downloads.ts; read here so the
// reader's look-ups find them without loading the download code.

export const wordsCacheName = (bibleId: string) => `emmaus-words-${bibleId}`;
export const wordsUrl = (bibleId: string, bookId: string, chapter: number) =>
  `/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}/words`;
export const lexiconFileUrl = (bibleId: string) => `/offline/${bibleId}/lexicon.json`;
export const occurrencesFileUrl = (bibleId: string) => `/offline/${bibleId}/occurrences.json`;

/** Offline, a word study that was not downloaded for this translation. */
export class WordStudyNotOffline extends Error {
  constructor() {
    super("Word study isn't available offline for this translation. Download it in Offline reading.");
  }
}

const match = async (bibleId: string, url: string): Promise<Response | undefined> => {
  if (typeof caches === 'undefined') return undefined;
  try {
    const cache = await caches.open(wordsCacheName(bibleId));
    return await cache.match(url, { ignoreVary: true });
  } catch {
    return undefined;
  }
};

export const storedChapterWords = async (
  bibleId: string,
  bookId: string,
  chapter: number,
): Promise<ChapterWordsResponse | null> => {
  const hit = await match(bibleId, wordsUrl(bibleId, bookId, chapter));
  return hit ? ((await hit.json()) as ChapterWordsResponse) : null;
};

// The two whole-translation files are read once per page: a few MB each, parsed in tens of ms.
const files = new Map<string, Promise<unknown>>();
const storedFile = <T>(bibleId: string, url: string): Promise<T | null> => {
  let p = files.get(url);
  if (!p) {
    p = match(bibleId, url).then((r) => (r ? r.json() : null));
    files.set(url, p);
    // Not there yet: asked again after a download.
    void p.then((v) => v === null && files.delete(url)).catch(() => files.delete(url));
  }
  return p as Promise<T | null>;
};

/** Forgets the parsed files (a download was replaced or removed). */
export const forgetStoredWordStudy = () => files.clear();

export const storedLexiconEntry = async (bibleId: string, strongs: string): Promise<LexiconEntry | null> => {
  const all = await storedFile<Record<string, LexiconEntry>>(bibleId, lexiconFileUrl(bibleId));
  return all?.[strongs] ?? null;
};

export const OFFLINE_PAGE_SIZE = 20;

/** A verse ord (book × 1,000,000 + chapter × 1,000 + verse) as its book, chapter and verse. */
export const fromOrd = (ord: number) => ({
  bookId: BOOKS[Math.floor(ord / 1_000_000)]?.id ?? '',
  chapter: Math.floor(ord / 1000) % 1000,
  verse: ord % 1000,
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** An occurrence as the server writes it, from a stored verse's words. */
export const occurrenceOf = (
  at: { bookId: string; chapter: number; verse: number },
  words: Word[],
  strongs: string,
  title?: Word[],
): Occurrence => ({
  book_id: at.bookId,
  chapter: at.chapter,
  verse: at.verse,
  text: words.map((w) => w.text).join(''),
  highlight: words
    .map((w) => (w.strongs.includes(strongs) ? `<mark>${escapeHtml(w.text)}</mark>` : escapeHtml(w.text)))
    .join(''),
  words,
  ...(title?.some((w) => w.strongs.includes(strongs)) ? { title } : {}),
});

/** A page of a number's occurrences, built from the stored index and chapters' words. */
export const storedOccurrences = async (
  bibleId: string,
  strongs: string,
  book: string | undefined,
  page: number,
): Promise<OccurrencesResponse | null> => {
  const index = await storedFile<Record<string, number[]>>(bibleId, occurrencesFileUrl(bibleId));
  if (!index) return null;
  const bookIndex = book ? BOOKS.findIndex((b) => b.id === book) : -1;
  const ords = (index[strongs] ?? []).filter((o) => bookIndex < 0 || Math.floor(o / 1_000_000) === bookIndex);
  const start = (page - 1) * OFFLINE_PAGE_SIZE;
  const chapters = new Map<string, Promise<ChapterWordsResponse | null>>();
  const verses = await Promise.all(
    ords.slice(start, start + OFFLINE_PAGE_SIZE).map(async (ord) => {
      const at = fromOrd(ord);
      const key = `${at.bookId}.${at.chapter}`;
      let ch = chapters.get(key);
      if (!ch) {
        ch = storedChapterWords(bibleId, at.bookId, at.chapter);
        chapters.set(key, ch);
      }
      const v = (await ch)?.verses.find((x) => x.verse === at.verse);
      return v ? occurrenceOf(at, v.words, strongs, v.title) : null;
    }),
  );
  return {
    strongs,
    bible_id: bibleId,
    book: book ?? null,
    page,
    page_size: OFFLINE_PAGE_SIZE,
    total: ords.length,
    pages: Math.ceil(ords.length / OFFLINE_PAGE_SIZE),
    verses: verses.filter((v): v is Occurrence => v !== null),
  };
};
