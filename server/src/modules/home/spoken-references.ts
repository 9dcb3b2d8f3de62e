import { parseReferences } from '../../../../common/src/references.ts';

/**
 * A reference said aloud is a run of numbers after a book's name, and how the run splits is not in the
 * words: "psalm one thirty nine" is Psalm 139, "romans eight twenty eight" Romans 8:28, "genesis one
 * thirty one" Genesis 1:31, "psalm one nineteen one oh five" Psalm 119:105. The run is read the first way
 * the book has: the whole run as one chapter, else a chapter then a verse, each one number said as one
 * ("one thirty nine", "one oh three" or a single number).
 */

/** One number said in a run: its value, or "oh" (the zero of "one oh three"). */
export type Said = number | 'oh';

// Two-letter abbreviations that are English words in a sentence ("my son is twenty three four").
const NOT_A_BOOK = new Set(['is', 'am', 'so', 'ex']);
// Numbers followed by what they count are a count ("lost my job three four years ago" is not Job 3:4).
const COUNTED =
  /^\s*(?:weeks?|years?|months?|days?|hours?|hrs?|minutes?|times?|kids?|children|people|yrs?|yo|am|pm|more|less|of)\b/i;

/** The number a few said numbers make when said as one: 139 from "one thirty nine", 103 from "one oh three". */
const asOne = (said: readonly Said[]): number | undefined => {
  const [a, b, c] = said;
  if (typeof a !== 'number') return undefined;
  if (said.length === 1) return a;
  if (a < 1 || a > 9) return undefined;
  if (said.length === 2 && typeof b === 'number' && b >= 10 && b <= 99) return a * 100 + b;
  if (said.length === 3 && b === 'oh' && typeof c === 'number' && c >= 1 && c <= 9) return a * 100 + c;
  return undefined;
};

/** The ways a run can be read, most likely first: one chapter, then each chapter-and-verse split. */
const readings = (said: readonly Said[]): { chapter: number; verse?: number }[] => {
  const out: { chapter: number; verse?: number }[] = [];
  const whole = asOne(said);
  if (whole) out.push({ chapter: whole });
  for (let i = 1; i < said.length; i++) {
    const chapter = asOne(said.slice(0, i));
    const verse = asOne(said.slice(i));
    if (chapter && verse) out.push({ chapter, verse });
  }
  return out;
};

/**
 * The run of numbers said after `before` as a reference ("139", "8:28"), when `before` ends with a
 * book's name (and "chapter") and the book has that chapter and verse, and `after` does not say what
 * the numbers count; undefined otherwise.
 */
export const spokenReference = (before: string, said: readonly Said[], after = ''): string | undefined => {
  if (COUNTED.test(after)) return undefined;
  for (const r of readings(said)) {
    const written = r.verse ? `${r.chapter}:${r.verse}` : `${r.chapter}`;
    const text = `${before}${written}`;
    const found = parseReferences(text).find(
      (ref) =>
        ref.indices[1] === text.length &&
        ref.chapter === r.chapter &&
        ref.verses?.start === r.verse &&
        !NOT_A_BOOK.has(text.slice(ref.indices[0], before.length).trim().toLowerCase()),
    );
    if (found) return written;
  }
  return undefined;
};
