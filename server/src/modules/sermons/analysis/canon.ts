import { BOOKS, bookById } from '../../../../../common/src/books.ts';
import { chapterBookName as labelName } from '../../../../../common/src/passage-label.ts';
import { createReferenceParser, parseReferences } from '../../../../../common/src/references.ts';

// Chapter and verse counts of the canon (the reference parser's default versification), so the
// offline analysis verifies every passage without a database. The study generator checks again
// against the chosen translation.

let chapters: Record<string, number[]> | undefined;
const table = (): Record<string, number[]> => {
  chapters ??= (
    createReferenceParser() as unknown as {
      translation_info(s: string): { chapters: Record<string, number[]> };
    }
  ).translation_info('default').chapters;
  return chapters;
};

/** Verses in a chapter, or 0 when the chapter does not exist. */
export const versesIn = (bookId: string, chapter: number): number => {
  const book = bookById(bookId);
  if (!book) return 0;
  return table()[book.osis]?.[chapter - 1] ?? 0;
};

export const chaptersIn = (bookId: string): number => {
  const book = bookById(bookId);
  return book ? (table()[book.osis]?.length ?? 0) : 0;
};

/** The name before one chapter's number: "Psalm 23", not "Psalms 23" (common/src/passage-label.ts). */
export const chapterBookName = (bookId: string): string => labelName(bookId);

/** Names a preacher says aloud; abbreviations ("Is", "Jn") in speech are too often ordinary words. */
const SPOKEN_NAMES = new Set<string>();
for (const b of BOOKS) SPOKEN_NAMES.add(b.name.toLowerCase());
for (const extra of [
  'psalm',
  'psalms',
  'song of songs',
  'song of solomon',
  'revelations',
  'revelation',
  'proverb',
  'acts of the apostles',
  'the acts',
  'canticles',
])
  SPOKEN_NAMES.add(extra);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any spoken book name, longest first ("1 John" before "John"). */
export const BOOK_NAME_PATTERN = `(?:${[...SPOKEN_NAMES]
  .sort((a, b) => b.length - a.length)
  .map((n) => escapeRegExp(n).replace(/^(\\d) /, '$1\\s*'))
  .join('|')})`;

export const isSpokenBookName = (s: string): boolean =>
  SPOKEN_NAMES.has(s.trim().replace(/\s+/g, ' ').toLowerCase());

const bookTokens = new Map<string, boolean>();
/** Whether a word the text puts before a number names a book ("Isa.", "1 Cor", "Psalm"); cached. */
export const isBookToken = (token: string): boolean => {
  const key = token.trim();
  let known = bookTokens.get(key);
  if (known === undefined) {
    const probe = `${key} 1`;
    const found = parseReferences(probe)[0];
    known = found !== undefined && found.indices[0] === 0 && found.indices[1] === probe.length;
    if (bookTokens.size < 5000) bookTokens.set(key, known);
  }
  return known;
};
