import { bookById } from '../../../common/src/books.ts';

/** "John 3:16", "John 3:14-18", "Romans 8:38-9:2", "Psalm 23" (chapter only when `from` is absent). */
export const refLabel = (
  bookId: string,
  chapter: number,
  from?: number,
  to?: number,
  endChapter?: number,
): string => {
  const name = bookById(bookId)?.name ?? bookId;
  if (from === undefined) return `${name} ${chapter}`;
  if (endChapter !== undefined && endChapter !== chapter)
    return `${name} ${chapter}:${from}-${endChapter}:${to}`;
  return to !== undefined && to !== from ? `${name} ${chapter}:${from}-${to}` : `${name} ${chapter}:${from}`;
};

/** The in-app link to a passage: `/read/BOOK/C?verse=N` (or `N-M`), the form the reader selects. */
export const readLink = (bookId: string, chapter: number, from?: number, to?: number): string => {
  if (from === undefined) return `/read/${bookId}/${chapter}`;
  return to !== undefined && to > from
    ? `/read/${bookId}/${chapter}?verse=${from}-${to}`
    : `/read/${bookId}/${chapter}?verse=${from}`;
};

/** A markdown link to a passage. */
export const cite = (
  bookId: string,
  chapter: number,
  from?: number,
  to?: number,
  endChapter?: number,
): string =>
  `[${refLabel(bookId, chapter, from, to, endChapter)}](${readLink(bookId, chapter, from, endChapter === undefined || endChapter === chapter ? to : undefined)})`;

/** Shortens a verse's text for a list without cutting a word in half. */
export const excerpt = (text: string, max = 160): string => {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
};
