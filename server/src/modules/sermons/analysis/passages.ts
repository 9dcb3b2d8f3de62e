import type { SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { passageLabel } from '../../../../../common/src/passage-label.ts';
import { versesIn } from './canon.ts';
import { type Found, type FoundForm, findReferences } from './find.ts';
import { type Chapter, sameChapter } from './quoted-verses.ts';

/** A verified citation found in one sentence. `whole` when only a chapter was named. */
export interface Citation {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  whole: boolean;
  sentence: number;
  /** A range into a later chapter ("Genesis 1:31-2:3"): `end` is then the first chapter's last verse. */
  toChapter?: number;
  toVerse?: number;
  /** Where it is in the text the citations were found in (sentences joined by spaces). */
  offset?: number;
  length?: number;
  /** How it was written or said. */
  form?: FoundForm;
  /** A bare "verse 3", placed in the passage being expounded. */
  bare?: boolean;
}

export const formatReference = (p: {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  whole?: boolean;
  toChapter?: number;
  toVerse?: number;
}): string =>
  passageLabel({
    bookId: p.bookId,
    chapter: p.chapter,
    startVerse: p.whole ? undefined : p.start,
    endChapter: p.toChapter,
    endVerse: p.toChapter ? p.toVerse : p.end,
  });

/** A range into a later chapter is given by its first chapter's part (the reference names it all). */
export const toSermonPassage = (c: Omit<Citation, 'sentence'>): SermonPassage => ({
  reference: formatReference(c),
  book_id: c.bookId,
  chapter: c.chapter,
  start_verse: c.start,
  end_verse: c.end,
});

/** The reader's link: /read/BOOK/C?verse=a-b (one verse: ?verse=a; a whole chapter: the chapter). */
export const readerLink = (p: SermonPassage): string => {
  const last = versesIn(p.book_id, p.chapter);
  if (p.start_verse === 1 && p.end_verse >= last) return `/read/${p.book_id}/${p.chapter}`;
  const verse = p.start_verse === p.end_verse ? `${p.start_verse}` : `${p.start_verse}-${p.end_verse}`;
  return `/read/${p.book_id}/${p.chapter}?verse=${verse}`;
};

/** The same rule as splitSentences: after . ! ? (and closing quotes) before a capital or digit. */
const sentenceStarts = (text: string): number[] => {
  const starts = [0];
  for (const m of text.matchAll(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/g))
    starts.push(m.index + m[0].length);
  return starts;
};

const sentenceAt = (starts: number[], offset: number): number => {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

// Words that may stand before the reference a text opens with and still leave it the text's heading.
const HEADING_LEAD =
  /^[\s"“‘'(]*(?:(?:(?:our|the|my|this\s+morning'?s?|today'?s)\s+)?text(?:\s+(?:this\s+morning\s+|today\s+)?is)?\s*:?)?[\s"“‘'(]*$/i;

/**
 * The chapter the sermon lives in: the title's, else the reference the text opens with ("Psalm 16
 * OVERVIEW", "Our text is John 15:1-8"): the preacher's own signpost, which a list of other psalms in
 * the notes on its title ("Psalms 56, 57, 58, 59, and 60", named twice) must not outvote; else the
 * chapter its verse headings quote (quoted-verses.ts); else most explicit citations (ties to the earliest).
 */
const homeChapter = (
  citations: Citation[],
  text: string,
  title?: string | null,
  expounded?: Chapter | null,
): Chapter | undefined => {
  const titled = title ? findReferences(title).find((f) => f.kind === 'explicit') : undefined;
  if (titled) return titled;
  const opening = citations[0];
  if (opening?.offset !== undefined && HEADING_LEAD.test(text.slice(0, opening.offset))) return opening;
  // The chapter the verse headings quote, for a cut that starts partway through and never names it.
  if (expounded) return expounded;
  const counts = new Map<string, { c: Citation; n: number }>();
  for (const c of citations) {
    const k = `${c.bookId}.${c.chapter}`;
    const e = counts.get(k);
    if (e) e.n++;
    else counts.set(k, { c, n: 1 + (c.end > c.start ? 1 : 0) });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.c.sentence - b.c.sentence)[0]?.c;
};

const toCitation = (f: Found, sentence: number): Citation => {
  const c: Citation = {
    bookId: f.bookId,
    chapter: f.chapter,
    start: f.start,
    end: f.end,
    whole: f.whole,
    sentence,
    offset: f.from,
    length: f.to - f.from,
    form: f.form,
  };
  if (f.toChapter) {
    c.toChapter = f.toChapter;
    c.toVerse = f.toVerse;
  }
  if (f.kind !== 'explicit') c.bare = true;
  return c;
};

// Words saying the preacher is back in the text: "here", "our text", "the psalm".
const BACK_HOME = /\b(?:here|our text|the text|this psalm|the psalm|our psalm|this passage|our passage)\b/i;

// Captions carry no punctuation, so no sentence says whether a bare verse is still in the passage just
// named: "acts ten thirty five john boys verse one the earth is jehovah's" (a note's source, then the
// next heading) is the expounded psalm's verse 1. There a bare verse stays in a passage that has its own
// verse only when list words join it ("romans eight twenty eight and then in verse thirty"), and in a
// chapter named alone only when words of turning to it do ("romans eight and look with me at verse
// twenty eight"); "psalm eight christopher wordsworth d d in loc verse one" is neither. Where the text
// is punctuated, this says nothing (undefined) and the sentence rules decide.
const UNPUNCTUATED = /^[^.,;:!?()[\]"“”]*$/;
const LIST_JOIN = /^\s*(?:(?:and|or|to|also|again|then|in|at|through|thru|till|until|cf|see)\s+)*$/i;
const TURN_JOIN =
  /^\s*(?:(?:and|or|to|also|again|then|in|at|now|there|where|look|turn|read|reads|see|notice|with|me|us|you|let|let's|we|it|says|said|find|the)\s+){0,8}$/i;
const speechJoins = (text: string, before: Citation, bare: Found): boolean | undefined => {
  const from = before.offset ?? 0;
  const end = from + (before.length ?? 0);
  if (!UNPUNCTUATED.test(text.slice(Math.max(0, from - 80), bare.from))) return undefined;
  const words = text.slice(end, bare.from);
  return bare.from - from <= 80 && (before.whole ? TURN_JOIN : LIST_JOIN).test(words);
};

// "…see Ps 68:17. —Samuel Horsley Verse 4. —I will…", "(Josephus. Bell. Jud 6:5,1) Verse 2. As the
// mountains…": an author's signature after a dash, or a closing bracket, ends a note; a "Verse N." heading
// after it starts the next note on the passage expounded, though no sentence break is seen there.
const NOTE_ENDED = /(?:[.!?]["”’]?\s*[—–]\s*(?:[A-Z][\w.'’-]*\s+){1,5}|\)\s+)$/;
const HEADING = /^Verses?\s+\d{1,3}(?:\s*[-–,]\s*\d{1,3})*\.$/;

/**
 * Places each bare "verse 3" in the passage being expounded at that point: the sermon's own chapter,
 * unless the same sentence has just named another passage ("Romans 8:28, and in verse 30") or the
 * preacher has turned to another chapter ("Turn to Romans 8. Verse 28 says…"). Never simply the last
 * book named: "Matthew 15:13 … Verse 3." in a sermon on Psalm 1 is Psalm 1:3.
 */
const LONG_CHAPTER = 50;
const OF_THE_CHAPTER = /\bverses?\s+(?:of|in)\s+(?:this|the|our)\s+(?:psalm|chapter)\b/i;

const placeBare = (
  found: Found[],
  text: string,
  starts: number[],
  title?: string | null,
  expounded?: Chapter | null,
): Citation[] => {
  const explicit = found
    .filter((f) => f.kind === 'explicit')
    .map((f) => toCitation(f, sentenceAt(starts, f.from)));
  const home = homeChapter(explicit, text, title, expounded);
  const out: Citation[] = [];
  let lastExplicit: Citation | undefined;
  let pointer: Citation | undefined;
  let k = 0;
  for (const [i, f] of found.entries()) {
    const sentence = sentenceAt(starts, f.from);
    if (f.kind === 'explicit') {
      lastExplicit = explicit[k++];
      if (lastExplicit) out.push(lastExplicit);
      continue;
    }
    let place: Chapter | undefined;
    let start = f.start;
    let end = f.end;
    if (f.kind === 'relative') {
      if (!pointer) continue;
      place = pointer;
      start = f.step && f.step > 0 ? pointer.end + 1 : pointer.start - 1;
      end = start;
    } else {
      const before = lastExplicit;
      const between = before?.offset !== undefined ? text.slice(before.offset, f.from) : '';
      const sameSentence =
        before &&
        before.sentence === sentence &&
        between.length <= 80 &&
        !BACK_HOME.test(between) &&
        !(NOTE_ENDED.test(between) && HEADING.test(text.slice(f.from, f.to + 1)));
      // A "Verse 1." heading opening a sentence starts the next note on the psalm expounded, whatever
      // chapter the last note named ("…Richard Gilpin, 1677. Verse 1. 'Rebuke me not.'", "See the hints
      // on Psalm 14. Verse 1.").
      const heading = before?.sentence !== sentence && HEADING.test(text.slice(f.from, f.to + 1));
      // Naming a list of chapters ("Psalms 56, 57, 58, 59, and 60") turns to none of them.
      const turnedTo =
        !heading &&
        before?.whole &&
        !before.toChapter &&
        before.form !== 'list' &&
        sentence - before.sentence <= 2 &&
        f.from - (before.offset ?? 0) <= 200 &&
        // A new paragraph ("…in Psalm 53 a second edition of this psalm. ¶ DIVISION. ¶ … (verse 1)") turns back.
        !/\n\s*\n/.test(between) &&
        !(home && before.bookId === home.bookId && before.chapter === home.chapter);
      // "the seventeenth verse of Re 19:1": a verse "of" the passage named right after it is in its chapter.
      const next = found[i + 1];
      const ofNext =
        next?.kind === 'explicit' && /^\s*of\s+$/i.test(text.slice(f.to, next.from)) ? next : undefined;
      const spoken = before ? speechJoins(text, before, f) : undefined;
      const stays = spoken ?? (sameSentence || turnedTo);
      // A heading the psalm has no such verse for is the last passage's ("Verse 8." in a note quoting
      // Psalm 20, in a document on Psalm 13's six verses).
      const order = [ofNext, stays ? before : undefined, home, heading ? before : undefined];
      place = order.find((c) => c && versesIn(c.bookId, c.chapter) >= (f.fromEnd ?? start));
    }
    if (!place) continue;
    const last = versesIn(place.bookId, place.chapter);
    // "the last two verses" while the preacher is far from a long chapter's end is the last of a part
    // (Psalm 119's stanza), not the chapter's: left unplaced.
    if (
      f.fromEnd &&
      last > LONG_CHAPTER &&
      (!pointer || !sameChapter(pointer, place) || last - pointer.end > f.fromEnd + 10)
    )
      continue;
    // "Verse 8. … In the last two verses he besought Jehovah to arise": under a heading well before the
    // chapter's end, "the last two verses" are the two just expounded, not the psalm's final ones (which
    // the preacher has not reached), so it is left unplaced. "…of this psalm" says the end is meant.
    if (
      f.fromEnd &&
      pointer &&
      sameChapter(pointer, place) &&
      pointer.end + f.fromEnd < last &&
      !OF_THE_CHAPTER.test(text.slice(f.from, f.to + 30))
    )
      continue;
    if (f.fromEnd) {
      start = last - f.fromEnd + 1;
      end = last;
    }
    if (start < 1 || start > last) continue;
    const c = toCitation(
      { ...f, bookId: place.bookId, chapter: place.chapter, start, end: Math.min(end, last) },
      sentence,
    );
    out.push(c);
    pointer = c;
  }
  return out;
};

/** Every reference in a text, written or said, verified against the canon, in text order. */
export const extractFromText = (
  text: string,
  title?: string | null,
  expounded?: Chapter | null,
): Citation[] => placeBare(findReferences(text), text, sentenceStarts(text), title, expounded);

/**
 * Every Scripture citation in the sentences, spoken or written, verified against the canon. The
 * sentences are read as one text (a reference split by the sentence splitter, "Heb. | 4:15", stays
 * whole), and each citation is given the sentence it starts in.
 */
export const extractCitations = (
  sentences: string[],
  title?: string | null,
  expounded?: Chapter | null,
): Citation[] => {
  const starts: number[] = [];
  let at = 0;
  for (const s of sentences) {
    starts.push(at);
    at += s.length + 1;
  }
  const text = sentences.join(' ');
  return placeBare(findReferences(text), text, starts.length ? starts : [0], title, expounded);
};
