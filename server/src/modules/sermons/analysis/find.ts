import { bookByOsis } from '../../../../../common/src/books.ts';
import { createReferenceParser } from '../../../../../common/src/references.ts';
import { isSpokenBookName, versesIn } from './canon.ts';
import { originalSpan, type Rewritten } from './rewrite.ts';
import { normaliseReferences } from './spoken.ts';

// Every Scripture reference in a text as written or said, with where it is. Written references
// (abbreviations, lists, ranges across chapters) are the reference parser's; what it lacks is added
// around it: spoken forms and Roman numerals are rewritten first (spoken.ts), a bare "verse 3" is found
// here and left for the caller to place (passages.ts), and words that only look like references
// ("it is 5", "Job one day") are turned away.

export type FoundForm =
  | 'full'
  | 'abbreviation'
  | 'list'
  | 'chapter'
  | 'spoken'
  | 'roman'
  | 'bare'
  | 'relative';

export interface Found {
  /** Empty for a bare verse until the caller places it. */
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  /** Only a chapter was named. */
  whole: boolean;
  /** A range into a later chapter ("Gen 1:31-2:3"): `end` is then the first chapter's last verse. */
  toChapter?: number;
  toVerse?: number;
  /** Where it is in the original text, [from, to). */
  from: number;
  to: number;
  kind: 'explicit' | 'bare' | 'relative';
  form: FoundForm;
  /** For a relative reference: +1 "the next verse", -1 "the preceding verse". */
  step?: number;
  /** For "the last 7 (verses)": how many verses before the chapter's end it starts. */
  fromEnd?: number;
  /** For a list item: the index (in the returned list) of the reference it continues. */
  after?: number;
}

interface Point {
  b: string;
  c: number;
  v: number;
  type?: string;
}
interface Entity {
  start: Point;
  end: Point;
  type: string;
  absolute_indices: [number, number];
}

// Built once: the parser's regexes are large.
let parser: ReturnType<typeof createReferenceParser> | undefined;
const getParser = () => {
  parser ??= createReferenceParser();
  return parser;
};

/** Two-letter words that are also book abbreviations ("Is", "Am", "So" → Isaiah, Amos, Song). */
const SHORT_WORDS =
  /^(?:is|am|so|as|be|no|on|at|in|me|do|he|we|us|ex|or|if|it|to|up|ge|le|de|ne|es|ho|mi|na|ha|ma|ba)$/i;
/** Book names that are ordinary words or people, read as books only when written with a number. */
const ENGLISH_BOOK_WORDS = new Set([
  'job',
  'mark',
  'acts',
  'numbers',
  'judges',
  'song',
  'songs',
  'kings',
  'ruth',
]);
/** Words English even with a capital ("his Son. 4. Great in his love", "Sir Henry"): books only with chapter:verse. */
const CAPITAL_WORDS = new Set(['son', 'sir']);
const PERSON_BOOKS = new Set([
  'JOB',
  'MRK',
  'JHN',
  'LUK',
  'ACT',
  'NUM',
  'JDG',
  'RUT',
  'DAN',
  'JAS',
  'JUD',
  'MAT',
]);
const KEYWORDS = /\b(?:verses?|vv?|vers?|vs|ch(?:apters?|ap)?|and|to|through|thru|ff|title)\b\.?/gi;
const VERSES_NAMED = /\d\s*[:.]\s*\d|\bv(?:erses?|v?\.|er\.)\s*\d/i;
// Between two items of one list: "Job 9:8, 9", "Isaiah 36:2; 37:25", "Rom 8:28, verse 30", "1 and 4",
// "John 7:16; 8:28; and 12:49".
const LIST_SEPARATOR =
  /^\s*(?:[,;&]|[,;]?\s*and|;\s*also|,\s*also|;\s*cf\.?|;\s*see|,\s*see|also|cf\.?|or|,\s*or)?\s*$/i;

const BARE =
  /\b(?:verses?|vv?\.|vs?\.|ver\.|vers\.)\s*(\d{1,3})((?:\s*(?:-|–|to|through|thru|and|&|,)\s*(?:verses?\s+|ver\.\s*|v\.\s*)?\d{1,3}(?!:\d|\d))*)(?!\s*:\s*\d|\d)/gi;
// "two other Psalms, (81 and 84)", "Psalms of David, namely, 23, 27, 30", "PENITENTIAL PSALMS, (The other six
// are 32, 38, 51, 102, 130, 143)": numbers listed after "Psalms".
const PSALM_LIST =
  /\bPsalms\b[^.;:\d]{0,40}?[(,]\s*(?:(?:[A-Za-z]+|\d{1,2}(?=\s+[A-Za-z]))\s+){0,5}?(\d{1,3}(?:\s*,\s*(?:and\s+)?\d{1,3}|\s+and\s+\d{1,3})+)\b(?!\s*:)/gi;
// "the last seven" (verses): counted from the chapter's end. Not "the last verse": in an exposition it
// is as often the verse just read as the psalm's final one ("the voice which in the last verse was
// tuned…"), so it is left unplaced rather than guessed.
// Not a count of other things: "The last six or seven psalms are the Beulah of the book" (a guess, "six or
// seven", counts no verses, nor does a number before another plural noun, or a number that goes on
// ("during the last two thousand years", a caption track's notes on Psalm 104, truth24).
const LAST_VERSES =
  /\b(?:the|this)\s+last\s+(\d{1,2})(?:\s+verses\b|\b(?!\s+(?:or|to)\s+\d)(?!\s+(?:psalms|chapters|books|years|months|weeks|days|words|lines|clauses|sentences|stanzas|songs|hymns|pages|times|men|hundred|hundreds|thousand|thousands|million|millions|centuries|generations|ages|hours|minutes|seconds)\b))/gi;
// "the last verse of this psalm" is its final verse, said so ("the last verse" alone is as often the one
// just read, and is left unplaced).
const LAST_VERSE_OF = /\bthe\s+last\s+verse\s+of\s+(?:this|the|our)\s+(?:psalm|chapter)\b/gi;
// "which of all the Psalms were the best? … The 32nd, the 51st, the 130th, and the 143rd": three or more
// ordinals in digits, listed where Psalms were just named, are psalms.
const ORDINAL_LIST =
  /\b[Tt]he\s+\d{1,3}(?:st|nd|rd|th)(?:\s*,\s*(?:and\s+)?the\s+\d{1,3}(?:st|nd|rd|th)){2,}\b/g;
const PSALMS_BEFORE = /\bpsalms\b/i;
// "seventy-three times in the Psalms, and three times in the book of Habakkuk": a number before "times"
// or another counted noun counts; it is no chapter or verse of the book just named.
const COUNTED = /^\s*(?:times|years|days|months|weeks|hours|generations|men|women|people|persons)\b/i;
const RELATIVE = /\b(?:the|this|that)\s+(next|following|succeeding|preceding|previous|former)\s+verse\b/gi;

// "one king and some of another", "An Exposition of the Second Epistle of Peter": a numbered book with no
// chapter said after it is a count or a work's title, never a passage (its only digit is the book's).
const CHAPTER_SAID = /^[1-3]?\s*\D+\d/;
// "(Josephus. Bell. Jud 6:5,1)": Josephus' Jewish War (Bellum Judaicum), book 6, not Judges or Jude.
const JOSEPHUS = /\b(?:Bell\.|Josephus\b[^()]{0,30})\s*$/;
const JOSEPHUS_BOOKS = new Set(['JDG', 'JUD']);

const bookToken = (span: string): string => (span.match(/^([1-3]?\s*[^\d]+?)\s*\d/)?.[1] ?? '').trim();

/** A word that only looks like a reference: "it is 5", "Job one day", "I am 3". */
const falseFriend = (token: string, span: string, original: string, bookId: string): boolean => {
  // "Here is — 1. A subject…": a dash stands between a word and a numbered point, never a book and its chapter.
  if (/[—–]$/.test(token)) return true;
  // (A quotation mark between is no part of a book's name: 'It is "one pearl"' is no Isaiah 1.)
  const bare = token
    .replace(/^[1-3]\s*/, '')
    .replace(/\s*["“”‘’]+$/, '')
    .replace(/\.$/, '');
  // "So, two parts there are": a comma between a word and a number said in words is no book and its
  // chapter ("These six psalms, 95 to 100" in digits is).
  if (/,$/.test(token) && !/\d/.test(original)) return true;
  // "Whole Psalm. 1. God…": a full name and a period end a sentence (an abbreviation's period does not).
  if (token.endsWith('.') && isSpokenBookName(bare)) return true;
  const versesNamed = VERSES_NAMED.test(span);
  if (SHORT_WORDS.test(bare) && !versesNamed && !token.endsWith('.')) return true;
  const lower = bare[0] !== undefined && bare[0] === bare[0].toLowerCase();
  if (lower && ENGLISH_BOOK_WORDS.has(bare.toLowerCase()) && !/^[^\d]*\d+:\d/.test(span)) return true;
  if (CAPITAL_WORDS.has(bare.toLowerCase()) && !/^[^\d]*\d+:\d/.test(span)) return true;
  if (lower && bare.length <= 3 && !versesNamed) return true;
  // Said, not written: "John one" is a man and a number unless chapter or verse is said with it.
  if (
    !/\d/.test(original) &&
    PERSON_BOOKS.has(bookId) &&
    !versesNamed &&
    !/\b(?:chapter|verse)/i.test(original)
  )
    return true;
  return false;
};

const formOf = (token: string, original: string, whole: boolean): FoundForm => {
  if (!/\d/.test(original)) return 'spoken';
  if (/\s[ivxlc]+\b/i.test(original.slice(token.length - 1))) return 'roman';
  if (whole) return 'chapter';
  return isSpokenBookName(token.replace(/\.$/, '')) ? 'full' : 'abbreviation';
};

/** Windows of the text around its numbers: parsing only those keeps a long sermon fast. */
const windows = (text: string): [number, number][] => {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/\d+/g)) {
    let from = Math.max(0, m.index - 34);
    while (from > 0 && !/\s/.test(text[from - 1] as string)) from--;
    const to = Math.min(text.length, m.index + m[0].length + 14);
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
};

// The end of a spoken range, then "verse N" (the original words): its group 1 is the range's own part.
const SPOKEN_RANGE_THEN_VERSE = /(\s+to\s+[a-z]+(?:[\s-][a-z]+)?)\s+verses?\s+[a-z]+(?:[\s-][a-z]+)?\s*$/i;

const verify = (bookId: string, chapter: number, start: number, end: number) => {
  const last = versesIn(bookId, chapter);
  if (last === 0 || start < 1 || start > last) return undefined;
  return { start, end: Math.min(Math.max(end, start), last) };
};

const explicitReferences = (text: string, r: Rewritten, found: Found[]): void => {
  for (const [wFrom, wTo] of windows(r.text)) {
    const slice = r.text.slice(wFrom, wTo);
    const groups = getParser().parse(slice).parsed_entities() as unknown as { entities: Entity[] }[];
    let prev: { end: number; index: number } | undefined;
    for (const e of groups.flatMap((g) => g.entities)) {
      const [a, b] = e.absolute_indices;
      const span = slice.slice(a, b);
      if (!/\d/.test(span)) continue;
      // A chapter and verse said is no count: "leviticus 26:36 men have fought" (a caption's cue ends there).
      if (!/\d\s*:\s*\d/.test(span) && COUNTED.test(r.text.slice(wFrom + b, wFrom + b + 16))) {
        prev = undefined;
        continue;
      }
      const hasBook = /[A-Za-z]/.test(span.replace(KEYWORDS, ''));
      const continues = !hasBook && prev !== undefined && LIST_SEPARATOR.test(slice.slice(prev.end, a));
      if (!hasBook && !continues) {
        prev = undefined;
        continue;
      }
      const book = bookByOsis(e.start.b);
      const [from, to] = originalSpan(r, wFrom + a, wFrom + b);
      const original = text.slice(from, to);
      const token = hasBook ? bookToken(span) : '';
      if (
        !book ||
        e.start.b !== e.end.b ||
        (hasBook && falseFriend(token, span, original, book.id)) ||
        (hasBook && !CHAPTER_SAID.test(span)) ||
        (JOSEPHUS_BOOKS.has(book.id) && JOSEPHUS.test(text.slice(Math.max(0, from - 40), from)))
      ) {
        prev = undefined;
        continue;
      }
      // "life song. Verse 4": a book and a verse with no chapter only in a one-chapter book (Jude 3).
      if (hasBook && (e.type === 'bv' || e.start.type === 'bv') && versesIn(book.id, 2) > 0) {
        prev = undefined;
        continue;
      }
      const chapterLast = versesIn(book.id, e.start.c);
      // "deuteronomy one forty one to forty four verse nine": said chapter-and-verse without the word,
      // the range ends at verse 44 and "verse nine" is the next heading, not the end of a range into a
      // chapter 44 (heldout25); "genesis one verse one to two verse three" says "verse" on both sides.
      const spokenEnd = SPOKEN_RANGE_THEN_VERSE.exec(original);
      // The range's end as said (the parser clamps a chapter past the book's last to the last).
      const saidEnd = Number(/:\d+\s+to\s+(\d+)\s+verses?\s+\d+\s*$/i.exec(span)?.[1] ?? 0);
      if (
        spokenEnd &&
        e.end.c > e.start.c &&
        !/\b(?:verses?|chapter)\b/i.test(original.slice(0, spokenEnd.index)) &&
        saidEnd > e.start.v &&
        saidEnd <= chapterLast
      ) {
        const end = saidEnd;
        const cut = from + spokenEnd.index + (spokenEnd[1]?.length ?? 0);
        found.push({
          bookId: book.id,
          chapter: e.start.c,
          start: e.start.v,
          end,
          whole: false,
          from,
          to: cut,
          kind: 'explicit',
          form: formOf(token, text.slice(from, cut), false),
        });
        prev = undefined;
        continue;
      }
      const versesNamed =
        VERSES_NAMED.test(span) ||
        (!hasBook && (e.start.v !== 1 || e.end.v !== chapterLast || e.end.c !== e.start.c)) ||
        e.type === 'bcv' ||
        e.start.type === 'bcv';
      const crossing = e.end.c > e.start.c;
      const v = verify(
        book.id,
        e.start.c,
        versesNamed ? e.start.v : 1,
        crossing ? chapterLast : versesNamed ? e.end.v : chapterLast,
      );
      const toLast = crossing ? versesIn(book.id, e.end.c) : 0;
      if (!v || (crossing && toLast === 0)) {
        prev = undefined;
        continue;
      }
      const item: Found = {
        bookId: book.id,
        chapter: e.start.c,
        ...v,
        whole: !versesNamed,
        from,
        to,
        kind: 'explicit',
        form: continues ? 'list' : formOf(token, original, !versesNamed),
      };
      if (crossing) {
        item.toChapter = e.end.c;
        item.toVerse = versesNamed ? Math.min(e.end.v, toLast) : toLast;
      }
      if (continues && prev) item.after = prev.index;
      found.push(item);
      prev = { end: b, index: found.length - 1 };
    }
  }
};

const overlapsAny = (from: number, to: number, spans: Found[]) =>
  spans.some((s) => s.from < to && from < s.to);

// The end of the sentence a match is in: a stop before a capital or digit, or a paragraph break.
const SENTENCE_END = /[.!?]["”’)]?\s+(?=["“‘(]?[A-Z0-9])|\n\s*\n/g;
// A bare number, or range, set off as an item of a division: after a comma, semicolon, bracket or "and",
// before a comma, semicolon, bracket or stop ("2, 3, 4, 5,", "(8, 11)", "(4 to 6)", "and (from 10 to
// end)"); never a number inside a phrase ("the 12 tribes", "1531-1591").
const DIVISION_ITEM =
  /(?<=(?:[,;(]|\band)\s*(?:\(\s*)?(?:from\s+)?)(?<!\d)(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}|(?:the\s+)?(?:end|close)\b))?(?=\s*(?:[,;).]|$))/gi;

/**
 * A division lists the verses by their numbers once a verse is named: "verse 1, avowal of faith in
 * Jehovah alone, 2, 3, 4, 5, the contentment of his faith…, 6, 7, and … (8, 11)", "(In verses 1, 2, 3)
 * the Nations are raging; (4 to 6) the Lord…; and (from 10 to end) advice…". In the rest of the sentence
 * that named the verse, each number set off as an item is a verse while they go on in order (a division
 * walks through the psalm) with no other number between. The first that does not stops the list, and so
 * does the next verse or passage named ("verse 2, Ps 27:2, 3": that 3 is Psalm 27's).
 */
const divisionItems = (r: Rewritten, after: number, lastNamed: number, explicit: Found[]): Found[] => {
  SENTENCE_END.lastIndex = after;
  const stop = SENTENCE_END.exec(r.text);
  let end = stop ? stop.index + 1 : r.text.length;
  const verse = /\b(?:verses?|vv?\.|vs?\.|ver\.|vers\.)\s*\d/i.exec(r.text.slice(after, end));
  if (verse) end = after + verse.index;
  const origin = originalSpan(r, after, end);
  const named = explicit.find((f) => f.from >= origin[0] && f.from < origin[1]);
  if (named) {
    let i = after;
    while (i < end && (r.origin[i] ?? 0) < named.from) i++;
    end = i;
  }
  const rest = r.text.slice(after, end);
  const out: Found[] = [];
  let previous = lastNamed;
  let prevEnd = 0;
  for (const m of rest.matchAll(DIVISION_ITEM)) {
    const [lo, hi] = itemRange(m);
    // Another number between ("verse 3, 1662, 4 and 2 men, 5") is no division.
    if (lo <= previous || hi < lo || /\d/.test(rest.slice(prevEnd, m.index))) break;
    const listed = out.length > 0 && /^\s*,\s*$/.test(rest.slice(prevEnd, m.index));
    const span = originalSpan(r, after + m.index, after + m.index + m[0].length);
    out.push(bareFound(lo, hi, span, listed ? 'list' : 'bare'));
    previous = Math.min(hi, 998);
    prevEnd = m.index + m[0].length;
  }
  return out;
};

/** A verse or range named by its numbers alone: placed later in the passage expounded (passages.ts). */
const bareFound = (start: number, end: number, [from, to]: [number, number], form: FoundForm): Found => ({
  bookId: '',
  chapter: 0,
  start,
  end,
  whole: false,
  from,
  to,
  kind: 'bare',
  form,
});

/** The verses a division item names: "5", "4 to 6", "10 to end". */
const itemRange = (m: RegExpMatchArray): [number, number] => {
  const lo = Number(m[1]);
  return [lo, m[2] === undefined ? lo : /^\d/.test(m[2]) ? Number(m[2]) : 999];
};

// A DIVISION paragraph walks through the psalm by its verse numbers, in order: said "from N to M" ("From 1
// to 3, David describes the temptation…, and from 4 to 7, the arguments…"), or standing alone as items
// ("in three parts: the question of anxiety, 1, 2; the cry of prayer, 3, 4; the song of faith, 5, 6").
// The heading may stand as a paragraph of its own ("DIVISION.", then the division).
const DIVISION_PARAGRAPH = /\bDIVISION\.?(?:[^\S\n]*\n\s*\n)?[^\n]*/g;
const FROM_TO = /\b[Ff]rom\s+(\d{1,3})\s+(?:to|-|–)\s+(\d{1,3})\b(?!\s*:)/g;
const divisionRanges = (r: Rewritten, found: Found[]): Found[] => {
  const out: Found[] = [];
  for (const paragraph of r.text.matchAll(DIVISION_PARAGRAPH)) {
    const ranges = [...paragraph[0].matchAll(FROM_TO)];
    // "(1) an invitation with reasons, and (2) an invitation with warnings": a number in brackets before
    // the words it numbers counts the parts, not the verses.
    const items = [...paragraph[0].matchAll(DIVISION_ITEM)].filter(
      (m) =>
        !/\(\s*$/.test(paragraph[0].slice(0, m.index)) ||
        !/^\s*\)\s+[a-z]/.test(paragraph[0].slice(m.index + m[0].length)),
    );
    // Items: two or more, the first verse 1 (a walk through the psalm, not a stray number), or the verse
    // after those the paragraph has named in words before it ("In the first and second verses the danger
    // is stated… (3, 4, 5)").
    const [paraFrom] = originalSpan(r, paragraph.index, paragraph.index + paragraph[0].length);
    const [firstAt] = items[0]
      ? originalSpan(r, paragraph.index + (items[0].index ?? 0), paragraph.index + (items[0].index ?? 0) + 1)
      : [0];
    const namedBefore = found.filter((f) => f.kind === 'bare' && f.from >= paraFrom && f.from < firstAt);
    const first = namedBefore.length ? Math.max(...namedBefore.map((f) => f.end)) + 1 : 1;
    const start = items[0]?.[1] === '1' ? 1 : first;
    const walk =
      ranges.length > 0 ? ranges : items.length >= 2 && items[0]?.[1] === String(start) ? items : [];
    let previous = walk === items ? start - 1 : 0;
    for (const m of walk) {
      const [lo, hi] = itemRange(m);
      if (lo <= previous || hi < lo) break;
      const at = paragraph.index + m.index;
      const digits = m[0].indexOf(m[1] ?? '');
      const [from, to] = originalSpan(r, at + digits, at + m[0].length);
      const listed = walk === items && previous === lo - 1 && /,\s*$/.test(paragraph[0].slice(0, m.index));
      previous = Math.min(hi, 998);
      if (!overlapsAny(from, to, found)) out.push(bareFound(lo, hi, [from, to], listed ? 'list' : 'bare'));
    }
  }
  return out;
};

const bareVerses = (text: string, r: Rewritten, explicit: Found[]): Found[] => {
  const out: Found[] = [];
  for (const m of r.text.matchAll(BARE)) {
    const [from, to] = originalSpan(r, m.index, m.index + m[0].length);
    if (overlapsAny(from, to, explicit)) continue;
    // "verses 3-5, 7 and 9": ranges and single verses, in order.
    const items = `${m[1]}${m[2] ?? ''}`
      .replace(/verses?|ver\.|v\./gi, '')
      .split(/\s*(?:,|and|&)\s*/)
      .filter(Boolean);
    // "and" joins a list, "to" a range: "verses twelve and thirteen", "Verses 3, 4", "verses 1 and 4"
    // are each two verses.
    let first = true;
    let at = m.index;
    for (const item of items) {
      const [lo, hi] = item.split(/\s*(?:-|–|to|through|thru)\s*/).map(Number);
      if (!lo) continue;
      // Each item where it stands: "verses 1 and 4" is two references, at "1" and at "4".
      const digits = r.text.indexOf(String(lo), at);
      const [itemFrom, itemTo] = first
        ? [from, originalSpan(r, m.index, digits + item.length)[1]]
        : originalSpan(r, digits, digits + item.length);
      at = digits + String(lo).length;
      out.push(
        bareFound(lo, hi && hi > lo ? hi : lo, [itemFrom, Math.min(itemTo, to)], first ? 'bare' : 'list'),
      );
      first = false;
    }
    const named = out[out.length - 1];
    if (!first && named) out.push(...divisionItems(r, m.index + m[0].length, named.end, explicit));
  }
  out.push(...divisionRanges(r, [...explicit, ...out]));
  // Whole psalms named by their numbers in a list: the first of an ordinal list is cited as a chapter.
  const wholePsalms = (
    numbers: Iterable<{ chapter: number; at: number; length: number }>,
    firstForm: Found['form'],
  ) => {
    let first = true;
    for (const n of numbers) {
      const last = versesIn('PSA', n.chapter);
      const [from, to] = originalSpan(r, n.at, n.at + n.length);
      if (last === 0 || overlapsAny(from, to, explicit)) continue;
      out.push({
        bookId: 'PSA',
        chapter: n.chapter,
        start: 1,
        end: last,
        whole: true,
        from,
        to,
        kind: 'explicit',
        form: first ? firstForm : 'list',
      });
      first = false;
    }
  };
  for (const m of r.text.matchAll(PSALM_LIST)) {
    const list = m[1] ?? '';
    const at = m.index + m[0].length - list.length;
    wholePsalms(
      [...list.matchAll(/\d+/g)].map((n) => ({
        chapter: Number(n[0]),
        at: at + n.index,
        length: n[0].length,
      })),
      'list',
    );
  }
  for (const m of r.text.matchAll(ORDINAL_LIST)) {
    if (!PSALMS_BEFORE.test(r.text.slice(Math.max(0, m.index - 240), m.index))) continue;
    wholePsalms(
      [...m[0].matchAll(/(\d{1,3})(?:st|nd|rd|th)/g)].map((n) => ({
        chapter: Number(n[1]),
        at: m.index + n.index,
        length: n[0].length,
      })),
      'chapter',
    );
  }
  for (const m of [...r.text.matchAll(LAST_VERSES), ...r.text.matchAll(LAST_VERSE_OF)]) {
    const [from, to] = originalSpan(r, m.index, m.index + m[0].length);
    if (overlapsAny(from, to, explicit)) continue;
    out.push({
      bookId: '',
      chapter: 0,
      start: 0,
      end: 0,
      whole: false,
      from,
      to,
      kind: 'bare',
      form: 'bare',
      fromEnd: Number(m[1] ?? 1),
    });
  }
  for (const m of text.matchAll(RELATIVE)) {
    const word = (m[1] ?? '').toLowerCase();
    out.push({
      bookId: '',
      chapter: 0,
      start: 0,
      end: 0,
      whole: false,
      from: m.index,
      to: m.index + m[0].length,
      kind: 'relative',
      form: 'relative',
      step: word === 'next' || word === 'following' || word === 'succeeding' ? 1 : -1,
    });
  }
  return out;
};

/** Explicit references (verified against the canon), then bare and relative verses, in text order. */
export const findReferences = (text: string): Found[] => {
  const explicit: Found[] = [];
  const r = normaliseReferences(text);
  explicitReferences(text, r, explicit);
  // Continuations point at their list's head by index; sorting keeps them after it (same order).
  const all = [
    ...explicit.map((f, i) => ({ f, i })),
    ...bareVerses(text, r, explicit).map((f) => ({ f, i: -1 })),
  ];
  all.sort((x, y) => x.f.from - y.f.from || (x.i >= 0 ? 0 : 1) - (y.i >= 0 ? 0 : 1));
  const position = new Map<number, number>();
  all.forEach(({ i }, k) => {
    if (i >= 0) position.set(i, k);
  });
  return all.map(({ f }) => (f.after !== undefined ? { ...f, after: position.get(f.after) } : f));
};
