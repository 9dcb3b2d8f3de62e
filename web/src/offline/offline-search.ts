import type { SearchResult } from '../../../common/src/contracts/bible.ts';
import { versesUrl } from './downloads.ts';

// Full-text search over a downloaded translation, in the browser (issue 17). The verse text stored with
// the download is indexed word by word the first time it is searched, then kept for the page's life.

type Verse = [bookId: string, chapter: number, verse: number, text: string];
interface Index {
  verses: Verse[];
  /** Word → the verses that hold it, in canonical order. */
  words: Map<string, number[]>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(WORD) ?? [];

export const buildIndex = (verses: Verse[]): Index => {
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

/**
 * Verses holding every word of the query (a word also matches longer forms: "shepherd" finds
 * "shepherds"), in canonical order, with the matches marked like the server's search.
 */
export const searchIndex = (index: Index, q: string, limit = 50): SearchResult[] => {
  const terms = [...new Set(wordsOf(q))];
  if (terms.length === 0) return [];
  let hits: Set<number> | undefined;
  for (const term of terms) {
    const found = new Set<number>();
    for (const [word, list] of index.words) if (word.startsWith(term)) for (const i of list) found.add(i);
    const prev: Set<number> | undefined = hits;
    hits = prev ? new Set([...prev].filter((i) => found.has(i))) : found;
    if (hits.size === 0) return [];
  }
  const mark = new RegExp(
    `(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  );
  return [...(hits ?? [])]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .flatMap((i) => {
      const v = index.verses[i];
      if (!v) return [];
      const [book_id, chapter, verse, text] = v;
      const highlight = escapeHtml(text).replace(mark, '<mark>$&</mark>');
      return [{ book_id, chapter, verse, text, highlight }];
    });
};

/** Searches a downloaded translation; null when it has not been downloaded. */
export const searchOffline = async (
  bibleId: string,
  q: string,
  limit = 50,
): Promise<SearchResult[] | null> => {
  const index = await loadIndex(bibleId);
  return index ? searchIndex(index, q, limit) : null;
};
