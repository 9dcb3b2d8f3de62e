import type { OutlinePoint, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { type Citation, toSermonPassage } from './passages.ts';
import type { SentenceUnit } from './sentences.ts';
import { bigIdeaSignpost, isFiller } from './signposts.ts';

// Outline, big idea, summary, illustrations and applications, all in the preacher's own sentences
// (issue 30): each is one whole sentence as spoken — never pieces of two sentences joined, never cut
// mid-sentence, never a piece of a quotation, never filler. The preacher's own signposts win.

const ENUMERATION =
  /^(?:(?:and\s+|now\s+|so\s+|okay,?\s+|alright,?\s+)?(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|last(?:ly)?|finally|number (?:one|two|three|four|five)|point (?:one|two|three|four|five)|in the (?:first|second|third|fourth|last) place|my (?:first|second|third|fourth|last) point|the (?:first|second|third|fourth|fifth|last) (?:thing|point|lesson|truth|mark|reason|way)))\b/i;
const ILLUSTRATION =
  /\b(?:I remember|I once|I knew a|I heard (?:of|a)|there (?:was|were) once|once upon|a story|the story of (?:a|an)|let me tell you|imagine|picture (?:a|an|this)|suppose|it is said that|an old (?:man|woman|saying)|a man who|a woman who|a friend of mine|when I was)\b/i;
/** Exhortations: "let us…", "you must…", or an imperative opening the sentence ("Friends, do not…"). */
const APPLICATION =
  /\b(?:let us|let's|you must|you should|we must|we should|we ought|go home|this week|ask yourself|I (?:urge|beseech|pray|entreat|exhort) you|will you|take (?:this|heed)|remember (?:this|that)|begin today|start today)\b|^(?:(?:so|now|and|then|friends|church|brothers and sisters|beloved|dear friends?),?\s+)*(?:do not|don't|never|go|come|ask|pray|read|trust|rest|take|give|stop|start|begin|confess|forgive|abide|bring|cast|seek|look to|turn to)\b/i;

const ARCHAIC = /\b(?:ye|thee|thou|thy|thine|hath|doth|unto|\w+eth)\b/i;
/**
 * A sentence that leans on the one before it: a connective ("But…", "And…", "So…", "Therefore…") or a
 * word pointing back ("That is what…", "This is why…", "It…", "These…", "Such…"). Fine in the middle of
 * the summary, never as its first sentence (issue 30). "This"/"that" count only as pronouns: "This
 * psalm teaches…" names what it points at, as "Those who…" does.
 */
const LEANS_BACK = new RegExp(
  [
    String.raw`^["“‘(]*(?:but|and|so|therefore|thus|hence|yet|or|nor|also|it|it's|its|they|them|such)\b`,
    // "These are…", but not "Those who love the Lord…", which names whom it means.
    String.raw`^["“‘(]*(?:these|those)\b(?!\s+(?:who|whom|whose|that|which|of|in)\b)`,
    String.raw`^["“‘(]*(?:this|that)(?:'s|\s+(?:is|was|are|were|will|would|can|could|does|did|has|had|means|meant|shows|tells|explains|says|said)\b|\s*[,.;:!?])`,
  ].join('|'),
  'i',
);
const PRAYER =
  /\b(?:amen|let us pray|o lord|we pray|make us|forgive us|keep us|help us|prune us|we thank you|we confess)\b|\b(?:father|lord),/i;
const wordLen = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * A transcript with hardly any whole sentences (auto captions carry no punctuation) can only be quoted
 * in pieces: then a piece is shown between ellipses, so it is never passed off as a sentence.
 */
export const needsPieces = (units: SentenceUnit[]): boolean =>
  units.length > 0 && units.filter((u) => u.whole).length / units.length < 0.3;

/** How a unit is shown: a whole sentence as spoken, a piece between ellipses. */
export const shown = (u: SentenceUnit): string => (u.whole ? u.text : `…${u.text}…`);

/** A sentence that may stand in the notes as the preacher's own: whole, theirs, not filler, not a prayer. */
const usable = (u: SentenceUnit | undefined, loose: boolean, min = 6, max = 45): u is SentenceUnit => {
  if (!u || (!u.whole && !loose) || u.quoted) return false;
  const n = wordLen(u.text);
  return n >= min && n <= max && !isFiller(u.text) && !PRAYER.test(u.text);
};

const ORDINALS: [RegExp, number][] = [
  [/^(?:\W*\w+\s+){0,2}?(?:first(?:ly)?|in the first place|my first|number one|point one)\b/i, 1],
  [/^(?:\W*\w+\s+){0,2}?(?:second(?:ly)?|in the second place|my second|number two|point two)\b/i, 2],
  [/^(?:\W*\w+\s+){0,2}?(?:third(?:ly)?|in the third place|my third|number three|point three)\b/i, 3],
  [/^(?:\W*\w+\s+){0,2}?(?:fourth(?:ly)?|my fourth|number four|point four)\b/i, 4],
  [/^(?:\W*\w+\s+){0,2}?(?:fifth(?:ly)?|number five|point five)\b/i, 5],
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
        // "Finally" after two or more points is the last point when none was called the last ("Thirdly,
        // and lastly") and it comes about a point's length after the previous one; otherwise it closes
        // the sermon, not a point.
        const prev = run.at(-1) as number;
        const gap = run.length > 1 ? prev - (run.at(-2) as number) : prev - m.i;
        const lastCalled = /\blast(?:ly)?\b/i.test(sentences[prev] ?? '');
        if (!lastCalled && next.i - prev <= gap * 1.5 + 5) run.push(next.i);
        break;
      } else if (next.n === 1) break;
    }
    if (run.length >= 2) best = run;
  });
  if (best.length >= 2) return best;
  const parts = Math.min(5, Math.max(2, Math.round(sentences.length / 60)));
  return Array.from({ length: parts }, (_, k) => Math.floor((k * sentences.length) / parts));
};

/** The segment's passages, the one cited nearest the point first: the passage the point rests on. */
const passagesNear = (cs: Citation[], at: number, max: number): SermonPassage[] => {
  const seen = new Set<string>();
  const out: SermonPassage[] = [];
  const byDistance = [...cs].sort(
    (a, b) => Math.abs(a.sentence - at) - Math.abs(b.sentence - at) || a.sentence - b.sentence,
  );
  for (const c of byDistance) {
    const k = `${c.bookId}.${c.chapter}.${c.start}.${c.end}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(toSermonPassage(c));
    if (out.length >= max) break;
  }
  return out;
};

/** The passage cited nearest a sentence (within `reach` sentences), else null. */
export const passageNear = (cs: Citation[], at: number, reach = 12): SermonPassage | null =>
  passagesNear(
    cs.filter((c) => Math.abs(c.sentence - at) <= reach),
    at,
    1,
  )[0] ?? null;

export const buildOutline = (
  units: SentenceUnit[],
  rank: number[],
  citations: Citation[],
): OutlinePoint[] => {
  const sentences = units.map((u) => u.text);
  const loose = needsPieces(units);
  const starts = segmentStarts(sentences);
  const enumerated = starts.length > 0 && ordinalOf(sentences[starts[0] as number] ?? '') === 1;
  // An enumerated sermon's last point ends where its application begins (roughly the next segment's length).
  const lastLen =
    starts.length > 1 ? (starts.at(-1) as number) - (starts.at(-2) as number) : sentences.length;
  const seen = new Set<number>();
  const points: OutlinePoint[] = [];
  starts.forEach((from, k) => {
    const to =
      starts[k + 1] ??
      (enumerated ? Math.min(sentences.length, from + Math.round(lastLen * 1.5)) : sentences.length);
    let pick = -1;
    // The preacher's heading: the announcing sentence itself ("Second, God prunes the fruitful."), or
    // when it only announces ("Secondly." / "Point two."), the sentence that follows.
    if (enumerated)
      for (let i = from; i < Math.min(to, from + 3); i++)
        if (usable(units[i], loose)) {
          pick = i;
          break;
        }
    if (pick < 0)
      for (let i = from; i < to; i++)
        if (usable(units[i], loose, 8) && (pick < 0 || (rank[i] ?? 0) > (rank[pick] ?? 0))) pick = i;
    if (pick < 0 || seen.has(pick)) return;
    seen.add(pick);
    const inSegment = citations.filter((c) => c.sentence >= from && c.sentence < to);
    points.push({ point: shown(units[pick] as SentenceUnit), passages: passagesNear(inSegment, pick, 4) });
  });
  return points;
};

interface Picked {
  text: string;
  index: number;
}

const ranked = (
  units: SentenceUnit[],
  rank: number[],
  keep: (u: SentenceUnit) => boolean,
  max: number,
): Picked[] =>
  units
    .map((u, i) => ({ u, i, r: rank[i] ?? 0 }))
    .filter(({ u }) => keep(u))
    .sort((a, b) => b.r - a.r)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ u, i }) => ({ text: shown(u), index: i }));

/**
 * Stories: the sentence that opens one, with the next when it is short and the next is a whole
 * sentence of the same paragraph (the two as spoken, one after the other).
 */
export const findIllustrations = (units: SentenceUnit[], rank: number[]): string[] => {
  const loose = needsPieces(units);
  return ranked(units, rank, (u) => usable(u, loose) && ILLUSTRATION.test(u.text), 5).map(
    ({ text, index }) => {
      const u = units[index] as SentenceUnit;
      const next = units[index + 1];
      return u.whole && wordLen(u.text) < 25 && next?.whole && !next.quoted && next.paragraph === u.paragraph
        ? `${u.text} ${next.text}`
        : text;
    },
  );
};

/** Exhortations to the hearers, with where each stands; prayers and Scripture read aloud are not applications. */
export const findApplications = (units: SentenceUnit[], rank: number[]): Picked[] => {
  const loose = needsPieces(units);
  // An announced heading ("First, God is a refuge we must run to.") is a point, and a stated big
  // idea the big idea, even when they exhort.
  const exhorts = (u: SentenceUnit) =>
    usable(u, loose) &&
    APPLICATION.test(u.text) &&
    !ARCHAIC.test(u.text) &&
    !ENUMERATION.test(u.text) &&
    !bigIdeaSignpost(u.text);
  return ranked(units, rank, exhorts, 6);
};

/** A sentence stated rather than narrated, favouring the introduction where preachers set out their thesis. */
const rankedBigIdea = (units: SentenceUnit[], rank: number[], loose: boolean): string => {
  const n = units.length;
  let best = { i: -1, score: -1 };
  units.forEach((u, i) => {
    const s = u.text;
    if (!usable(u, loose, 10, 35) || ARCHAIC.test(s) || s.includes('?')) return;
    const score =
      (rank[i] ?? 0) *
      (i < n * 0.25 ? 1.5 : 1) *
      (/\b(?:is|are)\b/i.test(s) ? 1.3 : 0.7) *
      (/^(?:and|but|so|yet|or)\b/i.test(s) ? 0.6 : 1) *
      // "Because the trouble with most of us is…" is a whole sentence as spoken, but not a statement.
      (/^(?:because|for|which|that|this|it)\b/i.test(s) ? 0.4 : 1) *
      (/\b(?:he|she|they|I)\s+(?:was|were|said|had|asked|told)\b/i.test(s) ? 0.4 : 1);
    if (score > best.score) best = { i, score };
  });
  return best.i < 0 ? '' : shown(units[best.i] as SentenceUnit);
};

/**
 * The big idea: what the preacher says it is ("the big idea is…", "if you remember one thing…", "here
 * is the big idea." and the sentence after), else the ranking's best statement.
 */
export const findBigIdea = (units: SentenceUnit[], rank: number[]): string => {
  const loose = needsPieces(units);
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as SentenceUnit;
    if (u.quoted === 'part') continue;
    const kind = bigIdeaSignpost(u.text);
    if (kind === 'states' && (u.whole || loose) && wordLen(u.text) <= 60) return shown(u);
    if (kind === 'announces') {
      const next = units[i + 1];
      if (next && (next.whole || loose) && !next.quoted && wordLen(next.text) <= 60 && !isFiller(next.text))
        return shown(next);
    }
  }
  return rankedBigIdea(units, rank, loose);
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();

/**
 * The sentences TextRank ranks highest (of a readable length), in the order preached. Scripture read
 * aloud (archaic wording) ranks high by sharing every word of the sermon; it counts for half, and
 * prayers for a fifth, so the preacher's own teaching leads. Repeated sentences count once. Key
 * sentences may be a whole quotation (it carries its quotation marks); the summary (`summary`) is the
 * preacher's own statements only: no quotation, no prayer.
 */
export const keySentences = (
  units: SentenceUnit[],
  rank: number[],
  max: number,
  { summary = false }: { summary?: boolean } = {},
): string[] => {
  const loose = needsPieces(units);
  const seen = new Set<string>();
  const ranked = units
    .map((u, i) => ({
      u,
      i,
      r: (rank[i] ?? 0) * (ARCHAIC.test(u.text) ? 0.5 : 1) * (PRAYER.test(u.text) ? 0.2 : 1),
    }))
    .filter(({ u }) => {
      const n = wordLen(u.text);
      if (n < 8 || n > 45 || (!u.whole && !loose) || u.quoted === 'part' || isFiller(u.text)) return false;
      // The summary states: no quotation, prayer, question or announced heading ("First, how…?").
      return (
        !summary || (!u.quoted && !PRAYER.test(u.text) && !u.text.includes('?') && !ENUMERATION.test(u.text))
      );
    })
    .sort((a, b) => b.r - a.r)
    .filter(({ u }) => {
      const k = norm(u.text);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  const chosen = ranked.slice(0, max).sort((a, b) => a.i - b.i);
  // The summary's first sentence must make sense alone: one leaning on the sentence before it gives
  // way to the next best of the ranking, until the first stands on its own.
  let next = max;
  while (summary && chosen[0] && LEANS_BACK.test(chosen[0].u.text)) {
    chosen.shift();
    const more = ranked[next++];
    if (!more) continue;
    // Kept in the order preached.
    const at = chosen.findIndex((c) => c.i > more.i);
    chosen.splice(at < 0 ? chosen.length : at, 0, more);
  }
  return chosen.map(({ u }) => shown(u));
};
