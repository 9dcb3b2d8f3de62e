import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import { BOOKS, bookById, bookByOsis } from './books.ts';

/** One parsed passage: a book, a chapter and, when the text named verses, the verse span. */
export interface PassageRef {
  book: string;
  chapter: number;
  /** Present only when the text named verses ("jn 3:16"), absent for "Psalm 23". */
  verses?: { start: number; end: number };
  /** Set when the passage runs into a later chapter ("Gen 1:31-2:3"). */
  endChapter?: number;
  /** Where in the input the reference was found. */
  indices: [number, number];
}

// Spellings the parser does not know; rewritten before parsing. Keys are lower-case whole words.
const EXTRA_ALIASES: Record<string, string> = {
  canticles: 'Song of Songs',
  cant: 'Song of Songs',
  'canticle of canticles': 'Song of Songs',
  qoheleth: 'Ecclesiastes',
  apocalypse: 'Revelation',
};
const aliasPattern = new RegExp(`\\b(${Object.keys(EXTRA_ALIASES).join('|')})\\b\\.?`, 'gi');

/**
 * An English reference parser with Emmaus's settings (each passage separate, deuterocanon included);
 * `options` adjusts them (the answer check keeps invalid passages, ignores book names alone).
 */
export const createReferenceParser = (options: Record<string, string> = {}): bcv_parser => {
  const p = new bcv_parser(en);
  p.set_options({
    osis_compaction_strategy: 'bcv',
    consecutive_combination_strategy: 'separate',
    sequence_combination_strategy: 'separate',
    book_alone_strategy: 'full',
    invalid_passage_strategy: 'ignore',
    ...options,
  } as never);
  p.include_apocrypha(true);
  return p;
};

let parser: bcv_parser | undefined;
const getParser = (): bcv_parser => {
  parser ??= createReferenceParser();
  return parser;
};

// Indices refer to the rewritten text; isBareReference rewrites before measuring for that reason.
const rewriteAliases = (text: string): string =>
  text.replace(aliasPattern, (m) => EXTRA_ALIASES[m.replace(/\.$/, '').toLowerCase()] ?? m);

interface Point {
  b: string;
  c: number;
  v: number;
}
interface Entity {
  start: Point;
  end: Point;
  absolute_indices?: [number, number];
}

/** Parses every Bible reference in free text ("jn 3:16", "Phil 4:6-7; rev 22:1-5", "I Thess 4:13"). */
export const parseReferences = (input: string): PassageRef[] => {
  const text = rewriteAliases(input);
  const entities = getParser().parse(text).parsed_entities() as unknown as {
    indices: [number, number];
    entities: Entity[];
  }[];
  const out: PassageRef[] = [];
  for (const group of entities) {
    for (const e of group.entities) {
      const book = bookByOsis(e.start.b);
      if (!book || e.start.b !== e.end.b) continue;
      const indices = e.absolute_indices ?? group.indices;
      const span = text.slice(indices[0], indices[1]);
      const versesNamed = /\d\s*[:.]\s*\d/.test(span) || /\bv(?:erses?|v?\.)\s*\d/i.test(span);
      const ref: PassageRef = { book: book.id, chapter: e.start.c, indices };
      if (versesNamed) ref.verses = { start: e.start.v, end: e.end.c === e.start.c ? e.end.v : e.start.v };
      if (e.end.c !== e.start.c) ref.endChapter = e.end.c;
      out.push(ref);
    }
  }
  return out;
};

/** The first reference in the text, or undefined. */
export const parseReference = (input: string): PassageRef | undefined => parseReferences(input)[0];

/** True when the whole input is a reference and nothing else ("Psalm 23", "jn 3:16"), not a question. */
export const isBareReference = (input: string): boolean => {
  const text = rewriteAliases(input.trim());
  const refs = parseReferences(text);
  if (refs.length === 0) return false;
  const leftover = refs.reduceRight((s, r) => s.slice(0, r.indices[0]) + s.slice(r.indices[1]), text);
  return leftover.replace(/[\s,;.]+/g, '').length === 0;
};

const normalise = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();

const localNames = new Map<string, string>();
for (const b of BOOKS) {
  localNames.set(normalise(b.id), b.id);
  localNames.set(normalise(b.name), b.id);
  localNames.set(normalise(b.osis), b.id);
  localNames.set(normalise(b.sword), b.id);
}

/**
 * Maps a book name in any common spelling ("1 Cor", "I Corinthians", "First Corinthians", "Ps",
 * "Canticles", "Jn") to its USFM id. Unknown names come back unchanged.
 */
export const normaliseBookName = (name: string): string => {
  const key = normalise(name);
  const local = localNames.get(key);
  if (local) return local;
  const ref = parseReference(`${name.trim()} 1`);
  if (ref && ref.indices[0] === 0) return ref.book;
  return name;
};

/** A verse range in the `BOOK.C.V[-BOOK.C.V]` form the chapter markup's data-refs use. */
export const osisRefToRange = (osisRef: string): string | undefined => {
  const [from, to] = osisRef.split('-');
  const conv = (part: string | undefined): string | undefined => {
    if (!part) return undefined;
    const [b, c, v] = part.split('.');
    const book = b ? bookByOsis(b) : undefined;
    if (!book || !c) return undefined;
    return [book.id, c, v].filter(Boolean).join('.');
  };
  const a = conv(from);
  if (!a) return undefined;
  const b = conv(to);
  return b ? `${a}-${b}` : a;
};

export const isKnownBook = (id: string): boolean => bookById(id) !== undefined;

/** Writes a parsed passage as the `BOOK.C[.V][-BOOK.C.V]` range used by data-refs and the API. */
export const passageToRange = (ref: PassageRef): string => {
  if (!ref.verses)
    return ref.endChapter
      ? `${ref.book}.${ref.chapter}-${ref.book}.${ref.endChapter}`
      : `${ref.book}.${ref.chapter}`;
  const start = `${ref.book}.${ref.chapter}.${ref.verses.start}`;
  const endChapter = ref.endChapter ?? ref.chapter;
  if (endChapter === ref.chapter && ref.verses.end === ref.verses.start) return start;
  return `${start}-${ref.book}.${endChapter}.${ref.verses.end}`;
};

export interface VerseRange {
  bookId: string;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

/**
 * Reads a `BOOK.C.V-BOOK.C.V`, `BOOK.C.V` or `BOOK.C` range (the data-refs form) into columns; a whole
 * chapter spans verses 1..999. Undefined for anything malformed.
 */
export const parseRange = (range: string): VerseRange | undefined => {
  const [from, to, extra] = range.trim().split('-');
  if (extra !== undefined) return undefined;
  const [b, c, v] = (from ?? '').split('.');
  if (!b || !c) return undefined;
  const [b2, c2, v2] = (to ?? '').split('.');
  if (to !== undefined && b2 !== b) return undefined;
  const startChapter = Number(c);
  const startVerse = v ? Number(v) : 1;
  const endChapter = c2 ? Number(c2) : startChapter;
  const endVerse = v2 ? Number(v2) : v && !to ? startVerse : 999;
  const nums = [startChapter, startVerse, endChapter, endVerse];
  // No chapter or verse goes past 999 (999 itself is "to the chapter's end"); a larger number must not
  // reach the database, where it overflows an integer column (a 500).
  if (!nums.every((n) => Number.isInteger(n) && n >= 1 && n <= 999)) return undefined;
  if (endChapter < startChapter || (endChapter === startChapter && endVerse < startVerse)) return undefined;
  return { bookId: b.toUpperCase(), startChapter, startVerse, endChapter, endVerse };
};
