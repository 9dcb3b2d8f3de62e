import { BOOKS, bookById } from '../../../common/src/books.ts';
import type { SearchResult } from '../../../common/src/contracts/bible.ts';
import { versesUrl } from './downloads.ts';
import { markMatches, rankVerses, wordsOf } from './offline-rank.ts';

// Full-text search over a downloaded translation, in the browser (issue 17). The verse text stored with
// the download is indexed word by word the first time it is searched, then kept for the page's life.

type Verse = [bookId: string, chapter: number, verse: number, text: string];
interface Index {
  verses: Verse[];
  /** Word → the verses that hold it, in canonical order. */
  words: Map<string, number[]>;
}

// Canonical order (the books' order, then chapter and verse): ties in rank come in it, as online. The
// download's chapters come keyed "ROM.14" before "ROM.3".
const BOOK_ORDER = new Map(BOOKS.map((b, i) => [b.id, i]));
const canonical = (a: Verse, b: Verse) =>
  (BOOK_ORDER.get(a[0]) ?? 999) - (BOOK_ORDER.get(b[0]) ?? 999) || a[1] - b[1] || a[2] - b[2];

export const buildIndex = (unordered: Verse[]): Index => {
  const verses = [...unordered].sort(canonical);
  const words = new Map<string, number[]>();
  verses.forEach(([, , , text], i) => {
    for (const w of new Set(wordsOf(text))) {
      const list = words.get(w);
      if (list) list.push(i);
      else words.set(w, [i]);
    }
  });
  return { verses, words };
};

const indexes = new Map<string, Promise<Index | null>>();

const loadIndex = (bibleId: string): Promise<Index | null> => {
  let p = indexes.get(bibleId);
  if (!p) {
    p = (async () => {
      const res = typeof caches === 'undefined' ? undefined : await caches.match(versesUrl(bibleId));
      return res ? buildIndex((await res.json()) as Verse[]) : null;
    })();
    indexes.set(bibleId, p);
  }
  return p;
};

/** Forgets an index (the translation was removed or downloaded again). */
export const dropIndex = (bibleId: string) => indexes.delete(bibleId);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One page of an offline search, as the server's: the page's results and how many match in all. */
export interface OfflinePage {
  results: SearchResult[];
  total: number;
}

/**
 * Verses ranked as the server ranks them (offline-rank.ts: every word, else any word; cover density),
 * within a scope (a testament or a book), one page at a time, with the matches marked.
 */
export const searchIndex = (
  index: Index,
  q: string,
  { limit = 50, offset = 0, scope = '' }: { limit?: number; offset?: number; scope?: string } = {},
): OfflinePage => {
  const inScope = scopeFilter(scope);
  const ranked = rankVerses(
    index.verses.map(([, , , text]) => text),
    index.words,
    q,
    (i) => {
      const v = index.verses[i];
      return v !== undefined && inScope(v[0]);
    },
  );
  if (!ranked) return { results: [], total: 0 };
  const results = ranked.order.slice(offset, offset + limit).flatMap((i) => {
    const v = index.verses[i];
    if (!v) return [];
    const [book_id, chapter, verse, text] = v;
    return [{ book_id, chapter, verse, text, highlight: markMatches(escapeHtml(text), ranked.marks) }];
  });
  return { results, total: ranked.order.length };
};

/** A testament (OT, NT, DC), a book id, or '' for the whole Bible. */
const scopeFilter = (scope: string): ((bookId: string) => boolean) => {
  if (!scope) return () => true;
  if (scope === 'OT' || scope === 'NT' || scope === 'DC') return (b) => bookById(b)?.testament === scope;
  return (b) => b === scope;
};

/** Searches a downloaded translation; null when it has not been downloaded. */
export const searchOffline = async (
  bibleId: string,
  q: string,
  page: { limit?: number; offset?: number; scope?: string } = {},
): Promise<OfflinePage | null> => {
  const index = await loadIndex(bibleId);
  return index ? searchIndex(index, q, page) : null;
};
