import { bookById } from '../../../../common/src/books.ts';

/** A day as the editor holds it: the passage as typed, and what it parsed to (null while it does not). */
export interface DayDraft {
  key: string;
  ref: string;
  passage: { book_id: string; chapter: number; start: number; end: number } | null;
  name: string;
  insight: string;
  question: string;
}

/** "Psalms 23:1-6" from a parsed passage (the server's verse_range spelling). */
export const refOf = (p: NonNullable<DayDraft['passage']>) =>
  `${bookById(p.book_id)?.name ?? p.book_id} ${p.chapter}:${p.start}${p.end === p.start ? '' : `-${p.end}`}`;
