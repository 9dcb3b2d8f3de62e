import type { ReadingLength, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { READING_VERSES } from '../../../../../common/src/contracts/sermons.ts';

// Spec §9 lengths: short 1–5 verses, medium 5–20, chapter = the whole chapter; a day never leaves its
// chapter. Issue 30: a day starts and ends where a thought does. The translation's paragraph, stanza and
// heading marks are the fine units; the commentary's sections (Matthew Henry's "Isaiah 5:1-7", the song of
// the vineyard, where the WEB's poetry has no mark before the woes of 5:8) are the coarse ones, the
// pericopes. A window is grown from whole units around the cited verses; verse by verse only when the
// chapter has no marks that fit the asked length.

export interface Range {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
}

/** Where a chapter's thoughts begin (study/sources.ts `structure`). */
export interface ChapterStructure {
  /** Verses that begin a paragraph, a stanza or a section heading. */
  breaks: number[];
  /** The commentary's sections in this chapter (pericopes), in order. */
  sections: { start: number; end: number }[];
}

/** A chapter longer than this is read in parts even when whole chapters are asked (Psalm 119's 176 verses). */
export const LONG_CHAPTER = 60;
/** The most verses of one such part. */
export const CHAPTER_PART = 40;

type Unit = [number, number];

/** Consecutive units covering 1..last from the verses that begin one. */
const unitsFrom = (starts: Iterable<number>, last: number): Unit[] => {
  const s = [...new Set([1, ...starts])].filter((v) => v >= 1 && v <= last).sort((a, b) => a - b);
  return s.map((v, i): Unit => [v, (s[i + 1] ?? last + 1) - 1]);
};

const at = (units: Unit[], i: number): Unit => units[i] as Unit;

/**
 * The window of whole units that starts with the unit holding `s`, takes in the units up to `e` while the
 * day's `max` allows (a passage longer than a day is read from its start), then, if it is still shorter
 * than `min`, the units after it, else before it. Undefined when no such window fits.
 */
const grow = (units: Unit[], s: number, e: number, min: number, max: number): Unit | undefined => {
  const i = units.findIndex(([a, b]) => a <= s && s <= b);
  const j = units.findIndex(([a, b]) => a <= e && e <= b);
  if (i < 0 || j < 0) return undefined;
  let lo = i;
  let hi = i;
  const len = (l: number, h: number) => at(units, h)[1] - at(units, l)[0] + 1;
  if (len(lo, hi) > max) return undefined;
  while (hi < j && len(lo, hi + 1) <= max) hi++;
  while (len(lo, hi) < min) {
    if (hi + 1 < units.length && len(lo, hi + 1) <= max) hi++;
    else if (lo > 0 && len(lo - 1, hi) <= max) lo--;
    else break;
  }
  return len(lo, hi) >= min ? [at(units, lo)[0], at(units, hi)[1]] : undefined;
};

/** The coarse units: the commentary's sections, with any verses they leave out as units of their own. */
const sectionUnits = (structure: ChapterStructure, last: number): Unit[] =>
  unitsFrom(
    structure.sections.flatMap((x) => [x.start, x.end + 1]),
    last,
  );

/** Verse by verse: the cited verses, widened (after them first, then before) to the shortest length. */
const byVerses = (s: number, e: number, min: number, max: number, last: number): Unit | undefined => {
  let start = s;
  let end = Math.max(start, e);
  if (end - start + 1 > max) end = start + max - 1;
  while (end - start + 1 < min && (start > 1 || end < last)) {
    if (end < last) end++;
    if (end - start + 1 < min && start > 1) start--;
  }
  return end - start + 1 >= min ? [start, end] : undefined;
};

/**
 * A long chapter's parts: whole units gathered from verse 1 up to CHAPTER_PART verses each (a unit longer
 * than that is cut), so every cited verse falls in one fixed part and parts never overlap.
 */
export const chapterParts = (last: number, structure?: ChapterStructure): Unit[] => {
  const units = unitsFrom(
    [...(structure?.breaks ?? []), ...(structure ? sectionUnits(structure, last).map((u) => u[0]) : [])],
    last,
  );
  const parts: Unit[] = [];
  let cur: Unit | undefined;
  for (const [a, b] of units) {
    for (let from = a; from <= b; from += CHAPTER_PART) {
      const to = Math.min(b, from + CHAPTER_PART - 1);
      if (cur && to - cur[0] + 1 <= CHAPTER_PART) cur = [cur[0], to];
      else {
        if (cur) parts.push(cur);
        cur = [from, to];
      }
    }
  }
  if (cur) parts.push(cur);
  return parts;
};

/**
 * Fits a cited passage to the asked length inside its chapter (`last` = its last verse), at the chapter's
 * thought boundaries when `structure` is given, or undefined.
 */
export const shapePassage = (
  p: SermonPassage,
  length: ReadingLength,
  last: number,
  structure?: ChapterStructure,
): Range | undefined => {
  if (last < 1) return undefined;
  const base = { bookId: p.book_id, chapter: p.chapter };
  const s = Math.max(1, Math.min(p.start_verse, last));
  const e = Math.max(s, Math.min(p.end_verse, last));
  if (length === 'chapter') {
    if (last <= LONG_CHAPTER) return { ...base, start: 1, end: last };
    const part = chapterParts(last, structure).find(([a, b]) => a <= s && s <= b);
    return part ? { ...base, start: part[0], end: part[1] } : undefined;
  }
  const [min, max] = READING_VERSES[length];
  const fine = unitsFrom(
    [...(structure?.breaks ?? []), ...(structure?.sections.map((x) => x.start) ?? [])],
    last,
  );
  const starts = new Set(fine.map((u) => u[0]));
  const n = e - s + 1;
  // The preacher's own window, when it already starts and ends on a boundary and fits the day.
  if (structure && starts.has(s) && (e === last || starts.has(e + 1)) && n >= min && n <= max)
    return { ...base, start: s, end: e };
  const found =
    (structure && grow(sectionUnits(structure, last), s, e, min, max)) ||
    (structure && grow(fine, s, e, min, max)) ||
    byVerses(s, e, min, max, last);
  return found ? { ...base, start: found[0], end: found[1] } : undefined;
};

/** The days a passage longer than one day is read in, from its start (Psalm 119 is never one day). */
export const partsOf = (
  p: SermonPassage,
  length: ReadingLength,
  last: number,
  structure?: ChapterStructure,
): Range[] => {
  const out: Range[] = [];
  let from = Math.max(1, p.start_verse);
  const to = Math.min(p.end_verse, last);
  while (from <= to && out.length < 30) {
    const r = shapePassage({ ...p, start_verse: from, end_verse: to }, length, last, structure);
    if (!r || r.end < from) break;
    out.push(r);
    from = r.end + 1;
  }
  return out;
};

export const overlaps = (a: Range, b: Range): boolean =>
  a.bookId === b.bookId && a.chapter === b.chapter && a.start <= b.end && b.start <= a.end;
