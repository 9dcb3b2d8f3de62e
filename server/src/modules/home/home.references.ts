import { BOOKS } from '../../../../common/src/books.ts';
import { isBareReference, parseReference, parseReferences } from '../../../../common/src/references.ts';
import { nearest } from '../../lib/text/spelling.ts';
import { byPosition } from './chapter-positions.ts';
import { inNumerals } from './everyday-words.ts';

export interface HomeAnswer {
  ask_question: boolean;
  book: string;
  chapter: number;
  verse?: number;
  /**
   * The question reads as a verse of this chapter (quoted, or a remembered line): for the route's care
   * decision (home.routes.ts), never sent.
   */
  quotation?: true;
}

// Words that abbreviate a book but, in lower case in a sentence, are English ("our son is 25", "i am 3
// weeks sober", "lost my job 2 weeks ago"), and words that say a number is a count, not a chapter.
const EVERYDAY_BOOK_WORDS = new Set(['is', 'am', 'so', 'ex', 'job']);
const COUNTED =
  /^\s*(?:weeks?|years?|months?|days?|hours?|hrs?|minutes?|times?|kids?|children|people|yrs?|yo|am|pm|and|or|of|to|more|less|in|at)\b/i;

/** Whether a chapter-only reference found in a question names a chapter, not a count ("job 2 weeks"). */
const namesChapter = (text: string, [start, end]: [number, number]): boolean => {
  const span = text.slice(start, end);
  // (The parser's indices are those of its own spelling of the text; where that differs, trust them.)
  if (!/\d$/.test(span)) return true;
  const book = span.replace(/[\d\s:.]+$/, '');
  if (EVERYDAY_BOOK_WORDS.has(book)) return false;
  return !COUNTED.test(text.slice(end));
};

// Book names that, typed alone, are a subject: "wisdom" is the virtue (Proverbs, James), not the first
// chapter of the Wisdom of Solomon, which home search does not open by ranking either.
const SUBJECT_NOT_BOOK = new Set(['wisdom']);

// Optional fields are left out rather than sent as undefined.
export const withVerse = (a: HomeAnswer, verse: number | undefined): HomeAnswer =>
  verse ? { ...a, verse } : a;

// A book's name misspelt beyond the parser's own spellings, typed with a chapter ("ecclesiastics 3"): read
// as the nearest name of the Protestant canon (two edits for names of eight letters or more, one below; six letters at least), which readers
// mean far more often than the deuterocanon's ("ecclesiasticus" is one letter from it).
const TYPED_BOOK = /^((?:[1-3] ?)?[a-z]+(?: of [a-z]+)?) (\d+(?:(?: ?: ?| )\d+)?)$/;
const CANON_NAMES = BOOKS.filter((b) => b.testament !== 'DC').map((b) => b.name.toLowerCase());
const misspeltBook = (text: string): string | null => {
  const m = TYPED_BOOK.exec(text.toLowerCase().replace(/\s+/g, ' '));
  // Short words are too often English one letter from a name ("truth 3", "mary 5").
  if (!m?.[1] || !m[2] || m[1].replace(/[^a-z]/g, '').length < 6) return null;
  const name = nearest(m[1], CANON_NAMES);
  return name && name !== m[1] ? `${name} ${m[2]}` : null;
};

// "lukes 2", "luke's 2", "johns 3": a book's name typed as a possessive, with a chapter (stop 53, from
// heldout40). Only a whole prompt of name and chapter, and only a name of the canon once the s is gone.
const possessiveBook = (text: string): string | null => {
  const m = TYPED_BOOK.exec(text.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' '));
  const name = m?.[1]?.endsWith('s') ? m[1].slice(0, -1) : null;
  return name && m?.[2] && CANON_NAMES.includes(name) ? `${name} ${m[2]}` : null;
};

// "john's gospel chapter 15", "the gospel of luke ch 2": a gospel named by its evangelist (stop 54, from
// heldout43) is the book of his name.
const GOSPEL_OF =
  /^(?:the )?(?:(matthew|mark|luke|john)(?:'?s|’s)? gospel|gospel (?:of|according to) (?:st\.? |saint )?(matthew|mark|luke|john))(?: (?:chapter|chap|ch)\.?)? (\d+(?:(?: ?: ?| )\d+)?)$/;
const gospelNamed = (text: string): string | null => {
  const m = GOSPEL_OF.exec(text.toLowerCase().replace(/\s+/g, ' '));
  return m ? `${m[1] ?? m[2]} ${m[3]}` : null;
};

// "Gen. XXXVII", "psalm xxiii": a chapter in Roman numerals, as old books and some readers write it. A
// lone "i" or "v" is left alone unless capital ("john i" may be the reader's "I").
const ROMAN = /^(.+?)\.?\s+([ivxlc]+)\.?$/i;
const ROMAN_VALUE: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
const romanValue = (numeral: string): number => {
  let total = 0;
  const digits = [...numeral.toLowerCase()].map((d) => ROMAN_VALUE[d] ?? 0);
  for (const [i, d] of digits.entries()) total += d < (digits[i + 1] ?? 0) ? -d : d;
  return total;
};
const romanChapter = (text: string): string | null => {
  const m = ROMAN.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  if (m[2].length === 1 && m[2] !== m[2].toUpperCase()) return null;
  const n = romanValue(m[2]);
  return n > 0 && n <= 150 ? `${m[1]} ${n}` : null;
};

/** The passage a prompt names by reference, if any: it opens without ranking (spec §4). */
export const byReference = (prompt: string): HomeAnswer | null => {
  const text = prompt.trim();
  // A reference as said ("psalm twenty three", "romans eight") is read with its numbers as digits.
  if (SUBJECT_NOT_BOOK.has(text.toLowerCase().replace(/[^a-z0-9]/g, ''))) return null;
  // "the last psalm", "first chapter of the new testament": a chapter named by its place.
  const placed = byPosition(text);
  if (placed) return { ask_question: false, ...placed };
  const typedNumbers = inNumerals(text);
  const respelt =
    gospelNamed(text) ??
    gospelNamed(typedNumbers) ??
    possessiveBook(text) ??
    possessiveBook(typedNumbers) ??
    misspeltBook(text) ??
    misspeltBook(typedNumbers) ??
    romanChapter(text);
  for (const typed of new Set([text, typedNumbers, ...(respelt ? [respelt] : [])])) {
    if (!isBareReference(typed)) continue;
    const ref = parseReference(typed);
    if (ref)
      return withVerse({ ask_question: false, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
  }
  // A question that names a passage ("What does John 3:16 mean?", "we're starting Phil 2 next week",
  // "col three for our study") is about that passage. Only a book with its chapter counts: a book's name
  // alone in a sentence is often English ("we're" holds "re", Revelation).
  for (const typed of new Set([text, typedNumbers])) {
    const ref = parseReferences(typed).find(
      (r) =>
        r.verses || (/\d$/.test(typed.slice(r.indices[0], r.indices[1])) && namesChapter(typed, r.indices)),
    );
    if (ref)
      return withVerse({ ask_question: true, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
  }
  return null;
};
