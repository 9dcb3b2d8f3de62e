import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BOOKS } from '../../../../common/src/books.ts';
import { parseReference } from '../../../../common/src/references.ts';
import { HOME_DATA_DIR } from './home-data.ts';

// A chapter named by its place ("the last psalm", "first chapter of the new testament", "the final chapter
// of mark", "last book of the bible"): home heldout54's references. The last chapter of each book of the
// canon is data (data/last-chapters.json, checked against the imported WEB by home-data.test.ts).
export const LAST_CHAPTERS: Readonly<Record<string, number>> = z
  .record(z.string().regex(/^[1-4A-Z][A-Z0-9]{2}$/), z.number().int().positive())
  .refine(
    (counts) => BOOKS.every((b) => b.testament === 'DC' || counts[b.id] !== undefined),
    'a book of the canon is missing',
  )
  .parse(JSON.parse(readFileSync(`${HOME_DATA_DIR}/last-chapters.json`, 'utf8')));

const FIRST = 'first|1st|opening|beginning';
const LAST = 'last|final|closing|ending';
const POSITION = new RegExp(
  `^(?:(?:what|which|where) is |whats |show me |open |read )?(?:the )?(?:very )?(${FIRST}|${LAST}) (chapter|psalm|book|gospel|letter|epistle)(?: (?:of|in) (?:the )?(?:book of |gospel of )?(.+?))?$`,
);
const IS_LAST = new RegExp(`^(?:${LAST})$`);
// Whole parts of the Bible, each with its first and last book.
const PARTS: Record<string, [string, string]> = {
  bible: ['GEN', 'REV'],
  'old testament': ['GEN', 'MAL'],
  ot: ['GEN', 'MAL'],
  'new testament': ['MAT', 'REV'],
  nt: ['MAT', 'REV'],
  gospels: ['MAT', 'JHN'],
  psalms: ['PSA', 'PSA'],
};
// The kinds of book a position may count among: "the last gospel" is John, "the first letter" Romans.
const KINDS: Record<string, [string, string]> = {
  gospel: ['MAT', 'JHN'],
  letter: ['ROM', 'JUD'],
  epistle: ['ROM', 'JUD'],
};

const bookNamed = (name: string): string | undefined => parseReference(`${name} 1`)?.book;

/** The chapter a prompt names by its place, if it does: "the last psalm" → PSA 150. */
export const byPosition = (prompt: string): { book: string; chapter: number } | null => {
  const text = prompt
    .toLowerCase()
    .replace(/[?.!]+$/g, '')
    .replace(/[’']s\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const m = POSITION.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const last = IS_LAST.test(m[1]);
  const [what, where] = [m[2], m[3]?.replace(/^(?:holy |whole )/, '')];
  const chapterOf = (book: string) => ({ book, chapter: last ? (LAST_CHAPTERS[book] ?? 1) : 1 });
  if (what === 'psalm') return where && where !== 'bible' && where !== 'psalms' ? null : chapterOf('PSA');
  const part = where ? PARTS[where] : undefined;
  const kind = KINDS[what];
  if (kind && (!where || where === 'bible' || where === 'new testament' || where === 'nt'))
    return { book: last ? kind[1] : kind[0], chapter: 1 };
  if (what === 'book') return part ? { book: last ? part[1] : part[0], chapter: 1 } : null;
  if (what !== 'chapter' || !where) return null;
  if (part) return chapterOf(last ? part[1] : part[0]);
  const book = bookNamed(where);
  return book ? chapterOf(book) : null;
};
