import { bookOrder } from '../../../common/src/books.ts';
import { verseWords } from './osis-words.ts';

/**
 * A verse's place in canonical order as one integer: the book's place in common/src/books.ts, the
 * chapter and the verse (book × 1,000,000 + chapter × 1,000 + verse). Occurrences sort by it.
 */
export const verseOrd = (bookId: string, chapter: number, verse: number): number =>
  bookOrder(bookId) * 1_000_000 + chapter * 1000 + verse;

/** The 50 most frequent renderings are kept: enough for "rendered love ×116, beloved ×7…". */
export const MAX_RENDERINGS = 50;

/** What the word-study module serves for one Strong's number in one translation. */
export interface StrongsIndexEntry {
  strongs: string;
  /** One verse ord (verseOrd) per occurrence, ascending: a verse that has the word twice is here twice. */
  occurrences: number[];
  /** How the translation renders it, most frequent first. */
  renderings: { text: string; count: number }[];
}

/** A verse as stored (verses table): its place and its OSIS. */
export interface VerseSource {
  bookId: string;
  chapter: number;
  verse: number;
  osis: string;
}

/**
 * Every Strong's number a translation's verses carry (titles included), with its occurrences and
 * renderings. Renderings are counted without regard to case ("Love" opening a sentence is "love") and
 * shown in their most frequent spelling ("Jesus").
 */
export const buildWordIndex = (verses: Iterable<VerseSource>): StrongsIndexEntry[] => {
  const byNumber = new Map<string, { occurrences: number[]; spellings: Map<string, number> }>();
  for (const v of verses) {
    const ord = verseOrd(v.bookId, v.chapter, v.verse);
    const { words, title } = verseWords(v.osis, v.chapter);
    for (const word of title.length > 0 ? [...title, ...words] : words) {
      for (const id of word.strongs) {
        let entry = byNumber.get(id);
        if (!entry) {
          entry = { occurrences: [], spellings: new Map() };
          byNumber.set(id, entry);
        }
        entry.occurrences.push(ord);
        entry.spellings.set(word.text, (entry.spellings.get(word.text) ?? 0) + 1);
      }
    }
  }
  return [...byNumber]
    .map(([strongs, e]) => ({
      strongs,
      occurrences: e.occurrences.sort((a, b) => a - b),
      renderings: foldCase(e.spellings)
        .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
        .slice(0, MAX_RENDERINGS),
    }))
    .sort((a, b) => (a.strongs < b.strongs ? -1 : 1));
};

/** Renderings without regard to case, each in its most frequent spelling. */
const foldCase = (spellings: Map<string, number>): { text: string; count: number }[] => {
  const forms = new Map<string, { text: string; top: number; count: number }>();
  for (const [text, n] of spellings) {
    const folded = text.toLowerCase();
    const seen = forms.get(folded);
    if (!seen) forms.set(folded, { text, top: n, count: n });
    else {
      seen.count += n;
      if (n > seen.top || (n === seen.top && text < seen.text)) {
        seen.text = text;
        seen.top = n;
      }
    }
  }
  return [...forms.values()].map(({ text, count }) => ({ text, count }));
};
