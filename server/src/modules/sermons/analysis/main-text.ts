import type { CitedPassage, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { versesIn } from './canon.ts';
import { type Citation, toSermonPassage } from './passages.ts';

// The main text is the passage the sermon expounds: named often, named early, and the preacher
// stays in it (sentences after a citation belong to that chapter until another chapter is cited).

const key = (c: { bookId: string; chapter: number }) => `${c.bookId}.${c.chapter}`;
const single = (c: Citation) => c.end === c.start;

/**
 * The finder reports each item of a list where it is said ("verses thirty-three and thirty-four", "Job
 * 9:8, 9": two verses); a passage to read is the verses it names, so an item continuing the verse before
 * it in the same chapter and sentence joins it into one passage (33-34, Job 9:8-9).
 */
export const joinListedVerses = (citations: Citation[]): Citation[] => {
  const out: Citation[] = [];
  for (const c of citations) {
    const prev = out[out.length - 1];
    const continues =
      prev !== undefined &&
      c.form === 'list' &&
      !c.whole &&
      !prev.whole &&
      !c.toChapter &&
      !prev.toChapter &&
      c.bookId === prev.bookId &&
      c.chapter === prev.chapter &&
      c.sentence === prev.sentence &&
      c.start === prev.end + 1;
    if (continues) out[out.length - 1] = { ...prev, end: c.end };
    else out.push(c);
  }
  return out;
};

/** Sentences spent in each chapter: after a citation, up to 15 sentences until another chapter. */
export const chapterDwell = (citations: Citation[], sentenceCount: number): Map<string, number> => {
  const dwell = new Map<string, number>();
  const sorted = [...citations].sort((a, b) => a.sentence - b.sentence);
  const counted = new Set<string>();
  sorted.forEach((c, i) => {
    // One sentence counts once per chapter, however many verses of it are named there.
    if (counted.has(`${key(c)}@${c.sentence}`)) return;
    counted.add(`${key(c)}@${c.sentence}`);
    const next = sorted.slice(i + 1).find((o) => o.sentence > c.sentence);
    const until = Math.min(c.sentence + 15, next?.sentence ?? sentenceCount, sentenceCount);
    dwell.set(key(c), (dwell.get(key(c)) ?? 0) + Math.max(1, until - c.sentence));
  });
  return dwell;
};

// A verse of the chapter expounded is preached on even beyond the run the sermon reached: a Division naming
// the psalm's later parts, a cut that stops at verse 33 and looks ahead to verse 40.
const ofMainChapter = (c: Citation, main: SermonPassage | null): boolean =>
  main !== null && c.bookId === main.book_id && c.chapter === main.chapter;

/** Each citation's role: the main passage's chapter and the verses expounded in it, or a passage mentioned. */
export const citationRoles = (
  citations: Citation[],
  main: SermonPassage | null,
): ('preached_on' | 'mentioned')[] =>
  citations.map((c) => (ofMainChapter(c, main) ? 'preached_on' : 'mentioned'));

export const citedPassages = (cited: Citation[], sentences: string[]): CitedPassage[] => {
  const citations = joinListedVerses(cited);
  const n = Math.max(sentences.length, 1);
  const dwell = chapterDwell(citations, sentences.length);
  const main = findMainText(citations, sentences.length);
  const byPassage = new Map<string, { c: Citation; mentions: number; positions: number[] }>();
  for (const c of citations) {
    const k = `${key(c)}.${c.start}-${c.end}.${c.toChapter ?? ''}`;
    const position = Math.min(1, c.sentence / n);
    const entry = byPassage.get(k);
    if (entry) {
      entry.mentions++;
      entry.positions.push(position);
    } else byPassage.set(k, { c, mentions: 1, positions: [position] });
  }
  return [...byPassage.values()]
    .sort((a, b) => a.c.sentence - b.c.sentence)
    .map(({ c, mentions, positions }) => ({
      ...toSermonPassage(c),
      mentions,
      first_position: Math.min(1, c.sentence / n),
      dwell: Math.min(1, (dwell.get(key(c)) ?? 0) / n),
      quote: (sentences[c.sentence] ?? '').slice(0, 400),
      role: ofMainChapter(c, main) ? ('preached_on' as const) : ('mentioned' as const),
      positions,
    }));
};

/**
 * The chapter expounded (most named, named early, stayed in), and in it the whole range expounded: the
 * verses taken in turn, joined where they follow one another (a gap of more than three verses starts
 * another run; the run named most wins), widened to an announced range that overlaps it, and the whole
 * chapter when it covers (nearly) every verse: a sermon taking each verse of Psalm 46 in turn is on
 * Psalm 46, not 46:8-10.
 */
// Characters before the first citation for the text to open on it (a heading, not a sentence about it).
const OPENING_HEADING = 20;
// Times its verses are named for a run to be the text over a range said first that it never touches.
const HEAVY_RUN = 6;
export const findMainText = (cited: Citation[], sentenceCount: number): SermonPassage | null => {
  const citations = joinListedVerses(cited);
  if (citations.length === 0) return null;
  const n = Math.max(sentenceCount, 1);
  const dwell = chapterDwell(citations, sentenceCount);
  const chapters = new Map<string, Citation[]>();
  for (const c of citations) chapters.set(key(c), [...(chapters.get(key(c)) ?? []), c]);
  let best: { score: number; list: Citation[] } | undefined;
  for (const [k, list] of chapters) {
    const first = Math.min(...list.map((c) => c.sentence)) / n;
    const score = list.length + ((dwell.get(k) ?? 0) / n) * 40 + (first < 0.1 ? 4 : first < 0.25 ? 2 : 0);
    if (!best || score > best.score) best = { score, list };
  }
  const list = best?.list ?? [];
  const first = list[0] as Citation;
  const last = versesIn(first.bookId, first.chapter);
  const whole = { ...first, start: 1, end: last, whole: true, toChapter: undefined };
  const named = list.filter((c) => !c.whole && !c.toChapter);
  if (named.length === 0) return toSermonPassage(whole);
  // A Division naming every range of the psalm, or a section "Verses 29-45." where the cut stops at verse
  // 33, must not make the whole psalm the text: the verses taken in turn say how far it went.
  const verses = expounded(named);
  // Runs of verses: each verse with how often it is named.
  const times = new Map<number, number>();
  for (const v of verses) for (let x = v.start; x <= v.end; x++) times.set(x, (times.get(x) ?? 0) + 1);
  const sorted = [...times.keys()].sort((a, b) => a - b);
  const runs: { lo: number; hi: number; weight: number }[] = [];
  for (const x of sorted) {
    const run = runs[runs.length - 1];
    if (run && x - run.hi <= 2) {
      run.hi = x;
      run.weight += times.get(x) ?? 0;
    } else runs.push({ lo: x, hi: x, weight: times.get(x) ?? 0 });
  }
  const top = [...runs].sort((a, b) => b.weight - a.weight || a.lo - b.lo)[0] as (typeof runs)[number];
  // The run itself ends there, so a range said first joins it as far as the verses taken go.
  top.hi = endOfVersesTaken(top, verses, times);
  let { lo, hi } = top;
  // A range announced first ("open your Bibles to Romans 8:31-39") is the text; the verses expounded
  // widen it only where they run on from it, not a verse looked at "just before our passage".
  const opening = [...list].sort((a, b) => a.sentence - b.sentence)[0] as Citation;
  // A range said first that the verses taken never touch, while a run of many is taken elsewhere in the
  // chapter (notes on verses 1-14 after a reference to 25-27 under the heading), is a reference.
  if (!opening.whole && !opening.toChapter && opening.end > opening.start && opening.sentence / n < 0.15) {
    const joined = runs.filter((r) => r.lo <= opening.end + 1 && opening.start <= r.hi + 1);
    const joinedWeight = joined.reduce((sum, r) => sum + r.weight, 0);
    if (joined.includes(top) || top.weight < Math.max(HEAVY_RUN, 2 * joinedWeight)) {
      lo = Math.min(opening.start, ...joined.map((r) => r.lo));
      hi = Math.max(opening.end, ...joined.map((r) => r.hi));
    }
  }
  // An announced range ("Our text is John 15:1-8") that overlaps the run widens it; one that starts within
  // it, past its first verses, is a note on a later section ("Verses 6-20" among the notes on verse 6),
  // not the text: the verses taken say how far the sermon went.
  const widenFrom = lo;
  for (const r of verses)
    if (r.end > r.start && r.start <= hi && lo <= r.end && r.start <= widenFrom + 1) {
      lo = Math.min(lo, r.start);
      hi = Math.max(hi, r.end);
    }
  // As written, before joinListedVerses makes "Verses 7, 8." one range like "Verses 29-31.".
  const notes = headedNotes(cited.filter((c) => key(c) === key(first) && !c.whole && !c.toChapter));
  // The notes' first heading widens the start, never narrows it: a section heading that names its verse
  // in full ("Psalms 119:105*") is no bare heading.
  if (notes && notes.lo <= hi && lo <= notes.hi) {
    lo = Math.min(lo, notes.lo);
    hi = notes.hi;
  }
  // A cut that opens on a verse's heading ("Verse 34.", "Psalms 119:33*") starts there: hints on "Verses
  // 32-34." at its end, or parallels drawn with the verses before it, do not move its start back.
  const head = [...list].sort((a, b) => (a.offset ?? 0) - (b.offset ?? 0))[0];
  // Not when runs of notes in order take the whole psalm: the Hints printed after the notes on verses
  // 57-71, from "Verse 1." to "Verses 72." (heldout26). Hints on the verses just before it are no such run.
  if (
    head?.offset !== undefined &&
    head.offset < OPENING_HEADING &&
    !(notes && notes.lo <= 2 && notes.hi >= last - 1) &&
    !head.whole &&
    head.start > 2 &&
    head.start <= hi
  )
    lo = Math.max(lo, head.start);
  if (lo <= 2 && hi >= last - 1 && hi - lo + 1 >= Math.min(last, 3)) return toSermonPassage(whole);
  return toSermonPassage({ ...first, start: lo, end: hi, whole: false, toChapter: undefined });
};

/**
 * Notes taken verse by verse ("Verse 17." … "Verse 18." … "Verse 20." … "Verse 24."), in the order of the
 * verses, are on the verses from the first heading to the last, whatever verses they skip: a cut of notes
 * has none on a verse no writer commented on (heldout25: Psalm 102:17-28 with none on verses 21-23). Its
 * end is the last verse a heading takes: a range's first verse ("Verses 29-31." under verse 29's notes
 * names an outline), a list's next verse ("Verses 7, 8."), not one further on ("Verses 7-8, 10-11."), nor
 * a verse a note cites in passing ("Ps 132:11-12"). Null unless the bare headings, HEAVY_RUN or more,
 * mostly run in order.
 */
const ASIDES = 3;
// The most verses one note's heading may pass over to the next's and still be the same run of notes.
const SKIP = 6;
// The next heading of a run: on, and within SKIP verses of the last heading's verses ("Verses 59-72."
// then "Verses 70-72." goes on inside the range).
const follows = (prev: Citation, c: Citation): boolean =>
  c.start >= prev.start && c.start - Math.max(prev.start, Math.min(prev.end, c.start)) <= SKIP;
const headedNotes = (named: Citation[]): { lo: number; hi: number } | null => {
  const bare = named
    .filter((c) => c.bare && c.form !== 'relative' && c.offset !== undefined)
    .sort((a, b) => (a.offset ?? 0) - (b.offset ?? 0));
  const headings = (list: Citation[]) => list.filter((c) => c.form !== 'list');
  const chains: Citation[][] = [];
  let chain: Citation[] = [];
  bare.forEach((c, i) => {
    // A list's later item goes with its heading, in or out of order ("Verses 7-8, 10-11." then "Verse 8.").
    const prev = chain.findLast((x) => x.form !== 'list');
    // A leap further on (verse 11, then 105) is a sermon choosing verses across a long psalm, not notes.
    if (!prev || c.form === 'list' || follows(prev, c)) chain.push(c);
    // A verse named in passing among the notes ("as in verse 1"), or two, is an aside when the notes then
    // go on in order.
    else if (
      headings(bare.slice(i + 1))
        .slice(0, ASIDES)
        .some((x) => follows(prev, x))
    )
      return;
    else {
      chains.push(chain);
      chain = [c];
    }
  });
  chains.push(chain);
  // Each run of notes in order (an exposition verse by verse, then the notes on the verses again): together
  // they must be most of the headings.
  const long = chains.filter((c) => headings(c).length >= HEAVY_RUN);
  const inLong = long.reduce((n, c) => n + headings(c).length, 0);
  if (long.length === 0 || inLong * 3 < headings(bare).length * 2) return null;
  let hi = 0;
  for (const c of long)
    c.forEach((x, i) => {
      const before = c[i - 1];
      hi = Math.max(hi, x.form !== 'list' ? x.start : before && x.start === before.end + 1 ? x.start : 0);
    });
  return { lo: Math.min(...long.flatMap((c) => headings(c).map((x) => x.start))), hi };
};

/**
 * Where the heaviest run of verses really ends (the run's `hi`, lowered). Notes taken verse by verse under
 * bare headings ("Verse 11.", "Verse 12.") end at the last verse they take: a verse past it named once
 * inside a note ("yet, Ps 69:6,13: But, Lord…" among verse 1's notes), or in the introduction before the
 * notes begin ("the 8th verse that Peter infers…"), is a reference, not a verse expounded. So is "…as we
 * shall see in the next verse", said once at the end of the last verse taken: it points past it.
 */
const endOfVersesTaken = (
  run: { lo: number; hi: number },
  verses: Citation[],
  times: Map<number, number>,
): number => {
  const bareSingles = verses
    .filter((v) => v.bare && single(v) && v.offset !== undefined)
    .sort((a, b) => (a.offset ?? 0) - (b.offset ?? 0));
  const notesBegin = bareSingles.find((v) => v.start === run.lo)?.offset ?? 0;
  const headed = new Set(bareSingles.filter((v) => (v.offset ?? 0) >= notesBegin).map((v) => v.start));
  const passing = (x: number) =>
    !headed.has(x) &&
    (times.get(x) ?? 0) <= 1 &&
    (headed.has(x - 1) || (!times.has(x - 1) && headed.has(x - 2)));
  let hi = run.hi;
  if (headed.size >= HEAVY_RUN) while (hi > run.lo && passing(hi)) hi = headed.has(hi - 1) ? hi - 1 : hi - 2;
  const onlyAhead = (x: number) =>
    (times.get(x) ?? 0) <= 1 && verses.every((v) => x < v.start || x > v.end || v.form === 'relative');
  while (hi > run.lo && onlyAhead(hi)) hi--;
  return hi;
};

/**
 * A range later taken verse by verse from its first verse ("Verses 29-45." over "Verse 29.", "Verse 30.",
 * …; a Division's "verse 4 to verse 19" over "Verse 4.") is a heading: the verses taken after it say how
 * far the sermon went, so the range itself is left out. A range whose first verse is not taken again
 * stands (an announced text; "Verses 5-8." noted later only at "the sixth verse"). So does an outline's
 * part, when the outline is the sermon's only word on those verses.
 */
const expounded = (named: Citation[]): Citation[] => {
  const outline = outlined(named);
  // Among the notes on its first verse, with the next verse's notes after it ("Verse 6." … "Verses 6-20."
  // … "Verse 7."), a range is a note on a section, not how far the sermon went.
  const amidNotes = (r: Citation, i: number) =>
    named.slice(0, i).findLast(single)?.start === r.start &&
    named.slice(i + 1).find(single)?.start === r.start + 1;
  const kept = named.filter(
    (r, i) =>
      !outline.has(r) &&
      (single(r) ||
        (!named.some((c, j) => j > i && c.start === r.start && c.end - c.start < r.end - r.start) &&
          !amidNotes(r, i))),
  );
  return kept.length > 0 ? kept : named;
};

/**
 * An outline: three or more parts of the chapter named close together, each starting where the one before
 * ended, most of them ranges (a Division: "verses 1-3 … 4-9 … 10-16 … 43"). It names the psalm's parts, not how far the sermon
 * went: a cut that stops at verse 32 still has the Division's "33-42" and "43".
 */
const OUTLINE_GAP = 600;
const outlined = (named: Citation[]): Set<Citation> => {
  const sorted = named
    .filter((c) => c.offset !== undefined)
    .sort((a, b) => (a.offset ?? 0) - (b.offset ?? 0));
  const parts = new Set<Citation>();
  let run: Citation[] = [];
  const close = () => {
    // Parts are mostly ranges; notes or hints on verse after verse, close together, are not an outline.
    const ranges = run.filter((c) => c.end > c.start).length;
    if (run.length >= 3 && ranges * 2 >= run.length) for (const c of run) parts.add(c);
    run = [];
  };
  for (const c of sorted) {
    const prev = run[run.length - 1];
    const near = prev !== undefined && (c.offset ?? 0) - (prev.offset ?? 0) < OUTLINE_GAP;
    // A part may skip one verse once the outline is under way ("seventeen to nineteen … verse twenty one").
    if (!prev || (near && (c.start === prev.end + 1 || (run.length >= 3 && c.start === prev.end + 2))))
      run.push(c);
    // A verse the outline already named, said again in passing ("verses one to three … four … as in
    // verse one … five to seven"), is an aside, not the outline's end.
    else if (near && run.length >= 2 && c.start >= (run[0] as Citation).start && c.end <= prev.end) continue;
    else {
      close();
      run = [c];
    }
  }
  close();
  return parts;
};
