import { describe, expect, it } from 'vitest';
import { BOOK_IDS } from './books.ts';
import { VERSES_OF_THE_DAY, verseOfTheDay } from './verse-of-the-day.ts';

describe('verse of the day', () => {
  it('is the same all day and changes the next day', () => {
    const morning = verseOfTheDay(new Date(2026, 10, 23, 0, 5));
    expect(verseOfTheDay(new Date(2026, 10, 23, 23, 55))).toEqual(morning);
    expect(verseOfTheDay(new Date(2026, 10, 24, 9))).not.toEqual(morning);
  });
  it('goes through the whole list before repeating', () => {
    const seen = new Set<string>();
    for (let d = 0; d < VERSES_OF_THE_DAY.length; d++) {
      const v = verseOfTheDay(new Date(2027, 0, 1 + d));
      seen.add(`${v.bookId} ${v.chapter}:${v.verse}`);
    }
    expect(seen.size).toBe(VERSES_OF_THE_DAY.length);
  });
  it('names only real books', () => {
    for (const v of VERSES_OF_THE_DAY) expect(BOOK_IDS).toContain(v.bookId);
  });
});
