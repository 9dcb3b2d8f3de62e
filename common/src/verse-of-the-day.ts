// Verse of the day (issue 18): a curated list of well-known verses, one a day, the same for everyone on a
// given calendar date. The text always comes from the translation being read, never from this list.

export interface VerseRef {
  bookId: string;
  chapter: number;
  verse: number;
}

const r = (bookId: string, chapter: number, verse: number): VerseRef => ({ bookId, chapter, verse });

export const VERSES_OF_THE_DAY: readonly VerseRef[] = [
  r('JHN', 3, 16),
  r('PSA', 23, 1),
  r('PHP', 4, 13),
  r('JER', 29, 11),
  r('ROM', 8, 28),
  r('PRO', 3, 5),
  r('ISA', 40, 31),
  r('JOS', 1, 9),
  r('MAT', 11, 28),
  r('PSA', 46, 1),
  r('ROM', 12, 2),
  r('GAL', 2, 20),
  r('HEB', 11, 1),
  r('2TI', 1, 7),
  r('1CO', 13, 4),
  r('JHN', 14, 6),
  r('MAT', 6, 33),
  r('PHP', 4, 6),
  r('PSA', 119, 105),
  r('ROM', 5, 8),
  r('EPH', 2, 8),
  r('1JN', 1, 9),
  r('ISA', 41, 10),
  r('PSA', 27, 1),
  r('MAT', 5, 16),
  r('JHN', 1, 1),
  r('2CO', 5, 17),
  r('LAM', 3, 22),
  r('MIC', 6, 8),
  r('JAS', 1, 5),
  r('PSA', 37, 4),
  r('1PE', 5, 7),
  r('ROM', 15, 13),
  r('COL', 3, 23),
  r('DEU', 31, 6),
  r('JHN', 16, 33),
  r('PSA', 34, 8),
  r('GAL', 5, 22),
  r('HEB', 12, 1),
  r('MAT', 22, 37),
  r('PSA', 139, 14),
  r('ISA', 26, 3),
  r('ROM', 10, 9),
  r('JHN', 15, 5),
  r('ZEP', 3, 17),
  r('PRO', 18, 10),
  r('1TH', 5, 16),
  r('EPH', 3, 20),
  r('PSA', 121, 1),
  r('MAT', 28, 19),
  r('JHN', 11, 25),
  r('HEB', 4, 12),
  r('PSA', 51, 10),
  r('ISA', 53, 5),
  r('ROM', 6, 23),
  r('NUM', 6, 24),
  r('JHN', 8, 32),
  r('PSA', 90, 12),
  r('1JN', 4, 19),
  r('REV', 21, 4),
];

/** Days since 1970-01-01 of a calendar date (its own year, month and day: no time zone can shift it). */
const dayNumber = (year: number, month: number, day: number) =>
  Math.floor(Date.UTC(year, month, day) / 86_400_000);

/** The verse for the reader's calendar date: the list in order, starting again when it ends. */
export const verseOfTheDay = (date: Date): VerseRef => {
  const n = dayNumber(date.getFullYear(), date.getMonth(), date.getDate());
  const list = VERSES_OF_THE_DAY;
  return list[((n % list.length) + list.length) % list.length] ?? r('JHN', 3, 16);
};
