import type { ReadingLength, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { READING_VERSES } from '../../../../../common/src/contracts/sermons.ts';

// Spec §9 lengths: short 1–5 verses, medium 5–20, chapter = the whole chapter; a day never leaves its
// chapter.

export interface Range {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
}

/** Fits a cited passage to the asked length inside its chapter (`last` = its last verse), or undefined. */
export const shapePassage = (p: SermonPassage, length: ReadingLength, last: number): Range | undefined => {
  if (last < 1) return undefined;
  const base = { bookId: p.book_id, chapter: p.chapter };
  if (length === 'chapter') return { ...base, start: 1, end: last };
  const [min, max] = READING_VERSES[length];
  let start = Math.max(1, Math.min(p.start_verse, last));
  let end = Math.max(start, Math.min(p.end_verse, last));
  if (end - start + 1 > max) end = start + max - 1;
  // Too short: widen around the cited verse (before it first a little, then after), as context.
  while (end - start + 1 < min && (start > 1 || end < last)) {
    if (end < last) end++;
    if (end - start + 1 < min && start > 1) start--;
  }
  if (end - start + 1 < min) return undefined;
  return { ...base, start, end };
};

export const overlaps = (a: Range, b: Range): boolean =>
  a.bookId === b.bookId && a.chapter === b.chapter && a.start <= b.end && b.start <= a.end;
