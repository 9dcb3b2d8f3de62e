import { BOOK_NAME_PATTERN } from './canon.ts';

// Preachers say references ("turn with me to John chapter fifteen, verse five", "first Corinthians
// thirteen", "the eighth chapter of Romans"); this rewrites them into the written form the reference
// parser reads ("John 15:5", "1 Corinthians 13", "Romans 8"). Nothing else in the text changes meaning.

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

const unit = Object.keys(UNITS).join('|');
const tens = Object.keys(TENS).join('|');
const ordUnit = Object.keys(ORDINAL_UNITS).join('|');
const ordTens = Object.keys(ORDINAL_TENS).join('|');
// "one hundred and nineteen", "a hundred", "twenty-three", "forty", "seven"
const CARDINAL = `(?:(?:(?:a|one)\\s+hundred(?:\\s+and)?\\s+)?(?:(?:${tens})(?:[\\s-](?:${unit}))?|(?:${unit}))|(?:a|one)\\s+hundred)`;
const ORDINAL = `(?:(?:${tens})[\\s-](?:${ordUnit})|${ordTens}|${ordUnit}|\\d+(?:st|nd|rd|th))`;

const cardinalValue = (words: string): number => {
  let total = 0;
  const parts = words.toLowerCase().split(/[\s-]+/);
  for (const w of parts) {
    if (w === 'hundred') total = (total || 1) * 100;
    else if (w in UNITS) total += UNITS[w] ?? 0;
    else if (w in TENS) total += TENS[w] ?? 0;
  }
  return total;
};

export const ordinalValue = (words: string): number => {
  const lower = words.toLowerCase();
  const digits = lower.match(/^(\d+)(?:st|nd|rd|th)$/);
  if (digits) return Number(digits[1]);
  let total = 0;
  for (const w of lower.split(/[\s-]+/)) {
    total += TENS[w] ?? UNITS[w] ?? ORDINAL_UNITS[w] ?? ORDINAL_TENS[w] ?? 0;
  }
  return total;
};

const NUMBERED_BOOKS =
  'samuel|kings|chronicles|corinthians|thessalonians|timothy|peter|john|maccabees|esdras';
const BOOK_WORD = `(?:[1-3]\\s+)?[A-Z][a-z]+(?:\\s+of\\s+(?:Solomon|Songs))?`;

const SPOKEN_PAIR = new RegExp(`\\b(${BOOK_NAME_PATTERN})\\s+(\\d{1,3}),?\\s+(\\d{1,3})\\b(?![:.]\\d)`, 'gi');

/** Rewrites number words, numbered books and spoken chapter/verse forms into "Book C:V-W". */
export const normaliseSpokenReferences = (input: string): string => {
  let s = input;
  // Numbered books: "first Corinthians", "1st John", "II Timothy", "the second letter to Timothy".
  s = s.replace(
    new RegExp(
      `\\b(first|1st|second|2nd|third|3rd|iii|ii|i)\\s+(?:(?:letter|epistle)\\s+(?:of|to)\\s+(?:the\\s+)?)?(${NUMBERED_BOOKS})\\b`,
      'gi',
    ),
    (_m, n: string, book: string) => {
      const k = n.toLowerCase();
      const num =
        k.startsWith('f') || k === '1st' || k === 'i'
          ? 1
          : k.startsWith('s') || k === '2nd' || k === 'ii'
            ? 2
            : 3;
      return `${num} ${book[0]?.toUpperCase()}${book.slice(1)}`;
    },
  );
  // "the eighth chapter of Romans" / "the first chapter of John's gospel"
  s = s.replace(
    new RegExp(
      `\\bthe\\s+(${ORDINAL})\\s+chapter\\s+of\\s+(?:the\\s+(?:book|gospel|letter|epistle)\\s+of\\s+)?(${BOOK_WORD})(?:'s\\s+gospel)?`,
      'gi',
    ),
    (_m, ord: string, book: string) => `${book} ${ordinalValue(ord)}`,
  );
  // "the twenty-third Psalm" → "Psalm 23"
  s = s.replace(
    new RegExp(`\\bthe\\s+(${ORDINAL})\\s+psalm\\b`, 'gi'),
    (_m, ord: string) => `Psalm ${ordinalValue(ord)}`,
  );
  // Cardinal number words → digits (hyphenated and "hundred and" forms first, by the regex's order).
  s = s.replace(new RegExp(`\\b${CARDINAL}\\b`, 'gi'), (m) => {
    // "a" alone is not a number; "one" inside prose ("no one") stays harmless: it needs a book name.
    return /^(a|one)$/i.test(m) && m.toLowerCase() === 'a' ? m : String(cardinalValue(m));
  });
  // "chapter 15 of John" → "John 15"
  s = s.replace(
    new RegExp(`\\bchapter\\s+(\\d+)\\s+of\\s+(${BOOK_WORD})`, 'g'),
    (_m, c: string, b: string) => `${b} ${c}`,
  );
  // "John chapter 15, verse 5", "John 15 verses 1 through 8", "John 15, verse 5 and 6"
  s = s.replace(
    /\b(chapter\s+)?(\d+)(?:,)?\s+(?:and\s+)?(?:at\s+)?verses?\s+(\d+)(?:\s*(?:through|thru|to|until|-|–|and)\s*(?:verse\s+)?(\d+))?/gi,
    (_m, _ch: string | undefined, c: string, v: string, w: string | undefined) =>
      w ? `${c}:${v}-${w}` : `${c}:${v}`,
  );
  // "Romans chapter 8" → "Romans 8"
  s = s.replace(/\bchapter\s+(\d+)\b/gi, '$1');
  // "John 3 16" (said "John three sixteen") → "John 3:16"
  s = s.replace(SPOKEN_PAIR, (_m, book: string, c: string, v: string) => `${book} ${c}:${v}`);
  return s;
};
