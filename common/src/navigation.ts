/** What chapter navigation needs of a book: its id and how many chapters it has. */
export interface BookChapters {
  id: string;
  chapter_count: number;
  testament?: 'OT' | 'NT' | 'DC';
}

export interface ChapterRef {
  bookId: string;
  chapter: number;
}

/**
 * The chapter before (-1) or after (+1) this one in the given canon order, crossing book boundaries
 * (MAL 4 → MAT 1, MAT 1 → MAL 4); undefined before Genesis 1 or after the last chapter. The
 * deuterocanon is stepped through only from inside it (TOB 1 ← MAL 4 is a step back out of it, 4MA's
 * end steps on to MAT 1): a reader of the Old and New Testaments is never walked into it.
 */
export const adjacentChapter = (
  books: readonly BookChapters[],
  bookId: string,
  chapter: number,
  step: 1 | -1,
): ChapterRef | undefined => {
  const i = books.findIndex((b) => b.id === bookId);
  const book = books[i];
  if (!book) return undefined;
  const c = chapter + step;
  if (c >= 1 && c <= book.chapter_count) return { bookId, chapter: c };
  const inDeuterocanon = book.testament === 'DC';
  for (let j = i + step; j >= 0 && j < books.length; j += step) {
    const next = books[j];
    if (next && next.chapter_count > 0 && (inDeuterocanon || next.testament !== 'DC'))
      return { bookId: next.id, chapter: step === 1 ? 1 : next.chapter_count };
  }
  return undefined;
};

export type ChapterCheck = { kind: 'ok' } | { kind: 'first-chapter' } | { kind: 'not-found' };

/**
 * Spec §4/§5: a chapter below 1 or above the book's count is replaced by chapter 1; an unknown book or
 * one with no chapters is not found.
 */
export const checkChapter = (
  books: readonly BookChapters[],
  bookId: string,
  chapter: number,
): ChapterCheck => {
  const book = books.find((b) => b.id === bookId);
  if (!book || book.chapter_count < 1) return { kind: 'not-found' };
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapter_count)
    return { kind: 'first-chapter' };
  return { kind: 'ok' };
};
