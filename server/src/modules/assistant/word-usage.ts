import { bookById } from '../../../../common/src/books.ts';
import { readLink, refLabel } from '../../lib/citation.ts';
import type { VerseSpan } from '../bible/bible.study.service.ts';
import type { WordStudyService } from '../word-study/word-study.service.ts';

/** The word-study module's read port the assistant uses: a number's counts, renderings and verses. */
export type WordUsagePort = Pick<WordStudyService, 'entry' | 'occurrences'>;

/** How a translation uses an original word: what `lookup_word` adds to an entry (issue 32). */
export interface WordUsage {
  /** Verses of the translation carrying the number, and the words that carry it. */
  verses: number;
  words: number;
  /** The books it occurs in most, most first (at most 5). */
  books: { book: string; count: number }[];
  /** How this translation renders it, most frequent first (at most 5). */
  renderings: { text: string; count: number }[];
  /** A few verses outside the passage asked about that carry it: the same book's first, then others'. */
  elsewhere: { reference: string; link: string; text: string }[];
}

const EXAMPLES = 4;

/**
 * A number's use across the translation, from word study's index: the assistant can then say where else
 * the word stands and how it is rendered, not only what the dictionary says. Undefined when the
 * translation carries no tags (or the number is unknown).
 */
export const wordUsage = async (
  words: WordUsagePort,
  translation: string,
  strongs: string,
  here?: VerseSpan,
): Promise<WordUsage | undefined> => {
  try {
    const { body: entry } = await words.entry(strongs, translation);
    const inSpan = (v: { book_id: string; chapter: number; verse: number }) =>
      here !== undefined &&
      v.book_id === here.bookId &&
      v.chapter === here.chapter &&
      v.verse >= here.from &&
      v.verse <= here.to;
    const page = async (book: string) =>
      (await words.occurrences(strongs, translation, book, 1)).body.verses.filter((v) => !inSpan(v));
    // Two from the book asked about (its own usage first), then the first verse of each book that uses
    // it most: a spread, not twenty verses of Matthew.
    const picked =
      here && entry.occurrences.by_book.some((b) => b.book_id === here.bookId)
        ? (await page(here.bookId)).slice(0, 2)
        : [];
    const others = [...entry.occurrences.by_book]
      .sort((a, b) => b.count - a.count)
      .filter((b) => b.book_id !== here?.bookId);
    for (const b of others) {
      if (picked.length >= EXAMPLES) break;
      const first = (await page(b.book_id))[0];
      if (first) picked.push(first);
    }
    const elsewhere = picked.map((v) => ({
      reference: refLabel(v.book_id, v.chapter, v.verse),
      link: readLink(v.book_id, v.chapter, v.verse),
      text: v.text,
    }));
    return {
      verses: entry.occurrences.verses,
      words: entry.occurrences.total,
      books: [...entry.occurrences.by_book]
        .sort((a, b) => b.count - a.count)
        .slice(0, 5)
        .map((b) => ({ book: bookById(b.book_id)?.name ?? b.book_id, count: b.count })),
      renderings: entry.renderings.slice(0, 5),
      elsewhere,
    };
  } catch {
    // An untagged translation or an unknown number: the dictionary's entry alone.
    return undefined;
  }
};
