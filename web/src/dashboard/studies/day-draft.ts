import { passageLabel } from '../../../../common/src/passage-label.ts';

/** A day as the editor holds it: the passage as typed, and what it parsed to (null while it does not). */
export interface DayDraft {
  key: string;
  ref: string;
  passage: { book_id: string; chapter: number; start: number; end: number } | null;
  name: string;
  insight: string;
  question: string;
}

/** "Psalm 23:1-6" from a parsed passage (the server's verse_range spelling, one function for both). */
export const refOf = (p: NonNullable<DayDraft['passage']>) =>
  passageLabel({ bookId: p.book_id, chapter: p.chapter, startVerse: p.start, endVerse: p.end });
