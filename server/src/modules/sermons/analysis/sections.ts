import type { OutlinePoint, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { type Citation, toSermonPassage } from './passages.ts';

// Outline, illustrations and applications, all in the preacher's own sentences.

const ENUMERATION =
  /^(?:(?:and\s+|now\s+|so\s+)?(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|last(?:ly)?|finally|in the (?:first|second|third|fourth|last) place|my (?:first|second|third|fourth|last) point|the (?:first|second|third|fourth|last) (?:thing|point|lesson|truth)))\b/i;
const ILLUSTRATION =
  /\b(?:I remember|I once|I knew a|I heard (?:of|a)|there (?:was|were) once|once upon|a story|the story of (?:a|an)|let me tell you|imagine|picture (?:a|an|this)|suppose|it is said that|an old (?:man|woman|saying)|a man who|a woman who|a friend of mine|when I was)\b/i;
const APPLICATION =
  /\b(?:let us|let's|you must|you should|we must|we should|we ought|go home|this week|ask yourself|I (?:urge|beseech|pray|entreat|exhort) you|do not|don't be|will you|take (?:this|heed)|remember (?:this|that)|begin today|start today)\b/i;

const ARCHAIC = /\b(?:ye|thee|thou|thy|thine|hath|doth|unto|\w+eth)\b/i;
const PRAYER =
  /\b(?:amen|let us pray|o lord|we pray|make us|forgive us|keep us|help us|prune us|we thank you|we confess)\b|\b(?:father|lord),/i;
const wordLen = (s: string) => s.split(/\s+/).length;
const trim = (s: string, max = 320) => (s.length <= max ? s : `${s.slice(0, s.lastIndexOf(' ', max))}…`);

const dedupePassages = (cs: Citation[], max: number): SermonPassage[] => {
  const seen = new Set<string>();
  const out: SermonPassage[] = [];
  for (const c of cs) {
    const k = `${c.bookId}.${c.chapter}.${c.start}.${c.end}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(toSermonPassage(c));
    if (out.length >= max) break;
  }
  return out;
};

const ORDINALS: [RegExp, number][] = [
  [/^(?:\W*\w+\s+){0,2}?(?:first(?:ly)?|in the first place|my first)\b/i, 1],
  [/^(?:\W*\w+\s+){0,2}?(?:second(?:ly)?|in the second place|my second)\b/i, 2],
  [/^(?:\W*\w+\s+){0,2}?(?:third(?:ly)?|in the third place|my third)\b/i, 3],
  [/^(?:\W*\w+\s+){0,2}?(?:fourth(?:ly)?|my fourth)\b/i, 4],
  [/^(?:\W*\w+\s+){0,2}?(?:fifth(?:ly)?)\b/i, 5],
];
const ordinalOf = (s: string): number => {
  if (!ENUMERATION.test(s)) return 0;
  for (const [re, n] of ORDINALS) if (re.test(s)) return n;
  return /\b(?:last(?:ly)?|finally)\b/i.test(s) ? 99 : 0;
};

/**
 * Boundaries: the preacher's own "first … secondly … thirdly" (the last such run, so a preview of the
 * points in the introduction does not count twice), else equal parts.
 */
const segmentStarts = (sentences: string[]): number[] => {
  const marks = sentences
    .map((s, i) => ({ i, n: wordLen(s) <= 60 ? ordinalOf(s) : 0 }))
    .filter((m) => m.n > 0);
  let best: number[] = [];
  marks.forEach((m, k) => {
    if (m.n !== 1) return;
    const run = [m.i];
    let want = 2;
    for (const next of marks.slice(k + 1)) {
      if (next.n === want) {
        run.push(next.i);
        want++;
      } else if (next.n === 99 && want > 2) {
        // "Thirdly, and lastly" already counted; a later "finally" closes the sermon, not a point.
        break;
      } else if (next.n === 1) break;
    }
    if (run.length >= 2) best = run;
  });
  if (best.length >= 2) return best;
  const parts = Math.min(5, Math.max(2, Math.round(sentences.length / 60)));
  return Array.from({ length: parts }, (_, k) => Math.floor((k * sentences.length) / parts));
};

export const buildOutline = (sentences: string[], rank: number[], citations: Citation[]): OutlinePoint[] => {
  const starts = segmentStarts(sentences);
  const enumerated = starts.length > 0 && ordinalOf(sentences[starts[0] as number] ?? '') === 1;
  // An enumerated sermon's last point ends where its application begins (roughly the next segment's length).
  const lastLen =
    starts.length > 1 ? (starts.at(-1) as number) - (starts.at(-2) as number) : sentences.length;
  return starts.map((from, k) => {
    const to =
      starts[k + 1] ??
      (enumerated ? Math.min(sentences.length, from + Math.round(lastLen * 1.5)) : sentences.length);
    let pick = from;
    if (!enumerated || wordLen(sentences[from] ?? '') < 5) {
      for (let i = from; i < to; i++) {
        const len = wordLen(sentences[i] ?? '');
        if (len >= 8 && len <= 45 && (rank[i] ?? 0) > (rank[pick] ?? 0)) pick = i;
      }
    }
    const inSegment = citations.filter((c) => c.sentence >= from && c.sentence < to);
    return { point: trim(sentences[pick] ?? ''), passages: dedupePassages(inSegment, 4) };
  });
};

const ranked = (sentences: string[], rank: number[], re: RegExp, max: number, withNext: boolean): string[] =>
  sentences
    .map((s, i) => ({ s, i, r: rank[i] ?? 0 }))
    .filter(({ s }) => re.test(s) && wordLen(s) >= 6)
    .sort((a, b) => b.r - a.r)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ s, i }) =>
      trim(withNext && wordLen(s) < 25 && sentences[i + 1] ? `${s} ${sentences[i + 1]}` : s, 400),
    );

export const findIllustrations = (sentences: string[], rank: number[]): string[] =>
  ranked(sentences, rank, ILLUSTRATION, 5, true);

/** Exhortations to the hearers; prayers and Scripture read aloud are not applications. */
export const findApplications = (sentences: string[], rank: number[]): string[] =>
  ranked(
    sentences.map((s) => (PRAYER.test(s) || ARCHAIC.test(s) ? '' : s)),
    rank,
    APPLICATION,
    6,
    false,
  );

/**
 * The big idea: a key sentence that states (present tense, "is"/"are") rather than narrates, favouring
 * the introduction where preachers set out their thesis.
 */
export const findBigIdea = (sentences: string[], rank: number[]): string => {
  const n = sentences.length;
  let best = { s: '', score: -1 };
  sentences.forEach((s, i) => {
    const len = wordLen(s);
    if (len < 10 || len > 35 || PRAYER.test(s) || ARCHAIC.test(s) || s.includes('?')) return;
    const score =
      (rank[i] ?? 0) *
      (i < n * 0.25 ? 1.5 : 1) *
      (/\b(?:is|are)\b/i.test(s) ? 1.3 : 0.7) *
      (/^(?:and|but|so|yet|or)\b/i.test(s) ? 0.6 : 1) *
      (/\b(?:he|she|they|I)\s+(?:was|were|said|had|asked|told)\b/i.test(s) ? 0.4 : 1);
    if (score > best.score) best = { s, score };
  });
  return trim(best.s);
};

/** The sentences TextRank ranks highest (of a readable length), in the order preached. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();

/**
 * The sentences TextRank ranks highest (of a readable length), in the order preached. Scripture read
 * aloud (archaic wording) ranks high by sharing every word of the sermon; it counts for half, and
 * prayers for a fifth, so the preacher's own teaching leads. Repeated sentences count once.
 */
export const keySentences = (sentences: string[], rank: number[], max: number): string[] => {
  const seen = new Set<string>();
  return sentences
    .map((s, i) => ({ s, i, r: (rank[i] ?? 0) * (ARCHAIC.test(s) ? 0.5 : 1) * (PRAYER.test(s) ? 0.2 : 1) }))
    .filter(({ s }) => wordLen(s) >= 8 && wordLen(s) <= 45)
    .sort((a, b) => b.r - a.r)
    .filter(({ s }) => {
      const k = norm(s);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ s }) => trim(s));
};
