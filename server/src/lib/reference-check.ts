import { bookById, bookByOsis } from '../../../common/src/books.ts';
import { createReferenceParser } from '../../../common/src/references.ts';
import { readLink } from './citation.ts';

/** Verse counts by "BOOK C" for one translation: what "exists" means for a reference. */
export type Canon = Map<string, number>;

export interface CheckedAnswer {
  text: string;
  /** Every reference found, as written. */
  references: string[];
  /** References naming a chapter or verse the Bible does not have. */
  unresolved: string[];
}

export const UNRESOLVED_FLAG = ' ⚠️ *(no such passage in the Bible)*';

interface Point {
  b: string;
  c: number;
  v: number;
}
interface Entity {
  start: Point;
  end: Point;
  type: string;
  absolute_indices: [number, number];
}

let parser: ReturnType<typeof createReferenceParser> | undefined;
const getParser = () => {
  // Keep references to verses that do not exist (flagging them is the point); "Mark my words" and
  // "Acts of kindness" are not references, nor is "is 5" Isaiah.
  parser ??= createReferenceParser({
    invalid_passage_strategy: 'include',
    book_alone_strategy: 'ignore',
    case_sensitive: 'books',
  });
  return parser;
};

const exists = (canon: Canon, bookId: string, chapter: number, verse?: number): boolean => {
  const count = canon.get(`${bookId} ${chapter}`);
  return count !== undefined && (verse === undefined || (verse >= 1 && verse <= count));
};

/** Links and flags the references in a stretch of plain text (no links or code inside). */
const checkPlain = (text: string, canon: Canon, out: CheckedAnswer): string => {
  const p = getParser();
  p.parse(text);
  const entities = (p.parsed_entities() as { entities: Entity[] }[]).flatMap((e) => e.entities);
  let result = '';
  let at = 0;
  for (const e of entities) {
    // "v. 5" and "verse 7" lean on the previous reference's context: leave them as written.
    if (e.type === 'v' || e.type === 'integer') continue;
    const [from, to] = e.absolute_indices;
    if (from < at) continue;
    const written = text.slice(from, to);
    const book = bookByOsis(e.start.b);
    const chapterOnly = e.type === 'bc' || e.type === 'b';
    const ok =
      book !== undefined &&
      exists(canon, book.id, e.start.c, chapterOnly ? undefined : e.start.v) &&
      exists(canon, book.id, e.end.c, chapterOnly ? undefined : e.end.v);
    out.references.push(written);
    result += text.slice(at, from);
    if (!book || !ok) {
      out.unresolved.push(written);
      result += `${written}${UNRESOLVED_FLAG}`;
    } else {
      const sameChapter = e.end.c === e.start.c;
      const link = chapterOnly
        ? readLink(book.id, e.start.c)
        : readLink(book.id, e.start.c, e.start.v, sameChapter ? e.end.v : undefined);
      result += `[${written}](${link})`;
    }
    at = to;
  }
  return result + text.slice(at);
};

/** Checks a link the answer already wrote to the reader: `/read/BOOK/C?verse=N[-M]`. */
const checkLink = (label: string, url: string, canon: Canon, out: CheckedAnswer): boolean => {
  const m = url.match(/^\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+)(?:-(\d+))?)?$/);
  if (!m) return true;
  out.references.push(label);
  const bookId = m[1] ?? '';
  const chapter = Number(m[2]);
  const verses = [m[3], m[4]].filter((v): v is string => v !== undefined).map(Number);
  const ok =
    bookById(bookId) !== undefined &&
    (verses.length ? verses : [undefined]).every((v) => exists(canon, bookId, chapter, v));
  if (!ok) out.unresolved.push(label);
  return ok;
};

// Code, existing markdown links, and everything else.
const SEGMENTS = /(```[\s\S]*?```|`[^`\n]*`|\[[^\]\n]*\]\([^)\s]*\))/g;

/**
 * The reference check every answer passes before it is stored, whoever wrote it: each Bible reference is
 * parsed, checked against the translation's canon and linked to the reader; one that names a verse the
 * Bible does not have is flagged in the text and reported for the audit.
 */
export const checkReferences = (answer: string, canon: Canon): CheckedAnswer => {
  const out: CheckedAnswer = { text: '', references: [], unresolved: [] };
  out.text = answer
    .split(SEGMENTS)
    .map((segment, i) => {
      if (i % 2 === 0) return checkPlain(segment, canon, out);
      const link = segment.match(/^\[([^\]]*)\]\(([^)]*)\)$/);
      if (!link) return segment;
      return checkLink(link[1] ?? '', link[2] ?? '', canon, out) ? segment : `${segment}${UNRESOLVED_FLAG}`;
    })
    .join('');
  return out;
};
