import type {
  CitedPassage,
  ReadingLength,
  SermonAnalysis,
  SermonPassage,
  StudyFocus,
} from '../../../../../common/src/contracts/sermons.ts';
import { chapterBookName } from '../analysis/canon.ts';
import { formatReference } from '../analysis/passages.ts';
import { isFiller } from '../analysis/signposts.ts';
import {
  ADDED_FRAMES,
  appositive,
  pointTitle,
  questionFrame,
  quotedTitle,
  SERMON_FRAMES,
  TITLE_WORDS,
  themeQuestion,
  trimDangling,
  verseTitle,
} from './day-words.ts';
import { perspectiveNote } from './perspective.ts';
import { isHousekeeping, type SermonWords, sermonWords } from './sermon-words.ts';
import { type ChapterStructure, overlaps, partsOf, type Range, shapePassage } from './shape.ts';
import type { StudySources } from './sources.ts';
import { cleanSermonTitle } from './title.ts';

export interface StudyConfig {
  passage_count: number;
  reading_length: ReadingLength;
  study_focus: StudyFocus;
  bible_id: string;
  name?: string;
  description?: string;
  theme?: string;
  /** The church's perspective (a server/data/perspectives slug): the lens of the insights. */
  theology?: string;
  /** The transcript the analysis read (paragraphs split by blank lines): the preacher's words on each day. */
  transcript?: string;
}

export interface StudyDay {
  book_id: string;
  start_chapter: number;
  start_verse: number;
  end_chapter: number;
  end_verse: number;
  verse_range: string;
  name: string;
  insight: string;
  question: string;
}

export interface GeneratedStudy {
  name: string;
  description: string;
  passages: StudyDay[];
}

type Origin =
  | { kind: 'main' | 'cited' | 'part' }
  | { kind: 'cross'; from: SermonPassage }
  | { kind: 'topic'; topic: string };
interface Candidate {
  passage: SermonPassage;
  origin: Origin;
}

const same = (a: SermonPassage, b: SermonPassage) =>
  a.book_id === b.book_id &&
  a.chapter === b.chapter &&
  a.start_verse === b.start_verse &&
  a.end_verse === b.end_verse;
const rangeOf = (p: SermonPassage): Range => ({
  bookId: p.book_id,
  chapter: p.chapter,
  start: p.start_verse,
  end: p.end_verse,
});
/**
 * A sermon passage that bears on a day: it starts inside the day, or holds the day and is not much
 * longer ("Psalm 119" named whole says nothing of verses 65-72 in particular).
 */
const within = (p: SermonPassage, r: Range): boolean =>
  p.book_id === r.bookId &&
  p.chapter === r.chapter &&
  ((p.start_verse >= r.start && p.start_verse <= r.end) ||
    (p.start_verse <= r.start && p.end_verse >= r.end && p.end_verse - p.start_verse < 30));
const refOf = (r: Range) =>
  formatReference({ bookId: r.bookId, chapter: r.chapter, start: r.start, end: r.end });

/**
 * Named only in passing (issue 30): once, in no part of the outline, never quoted, and left at once for
 * something else (with the transcript: fewer than two sentences on it; without: hardly dwelt on). Such a
 * passage, or one the preacher names only to set aside, is never a day of its own.
 */
const inPassing = (a: SermonAnalysis, p: CitedPassage, words: SermonWords): boolean => {
  if (p.mentions > 1 || /[“"]/.test(p.quote) || a.outline.some((o) => o.passages.some((x) => same(x, p))))
    return false;
  const said = words.elaboration(rangeOf(p));
  return said === undefined ? p.dwell < 0.004 : said < 2;
};

/**
 * Mentioned, not preached on (issue 30, sermon_only): outside the main text's chapter, named at most
 * twice and not quoted, and the sermon's attention hardly stays there (under 5% of its sentences),
 * whatever outline sentence names it. The Shepherd Psalm's preface names "the twenty-second, the psalm of the cross" to
 * place it; a study of the sermon alone reads Psalm 23, not Psalm 22.
 */
const onlyMentioned = (a: SermonAnalysis, p: CitedPassage): boolean =>
  !(a.main_text && p.book_id === a.main_text.book_id && p.chapter === a.main_text.chapter) &&
  p.mentions <= 2 &&
  p.dwell < 0.05 &&
  // A verse the preacher quotes is one they brought in to be read.
  !/[“"]/.test(p.quote);

/**
 * The main text in the days its exposition makes (sermon_only, issue 30): from each verse the preacher
 * takes in turn to the next, the shortest neighbours joined until `days` remain. Psalm 23 expounded
 * verse by verse is five days of Psalm 23, not Psalm 23 and four of the psalms it names in passing.
 */
const expositionDays = (a: SermonAnalysis, days: number): Range[] => {
  const main = a.main_text;
  if (!main || days < 1) return [];
  const starts = [
    ...new Set([
      main.start_verse,
      ...a.passages
        .filter(
          (p) =>
            p.book_id === main.book_id &&
            p.chapter === main.chapter &&
            p.start_verse > main.start_verse &&
            p.start_verse <= main.end_verse,
        )
        .map((p) => p.start_verse),
    ]),
  ].sort((x, y) => x - y);
  const spans = starts.map((s, i) => [s, (starts[i + 1] ?? main.end_verse + 1) - 1] as [number, number]);
  while (spans.length > days) {
    let best = 0;
    for (let i = 1; i < spans.length - 1; i++) {
      const len = (j: number) => (spans[j + 1]?.[1] ?? 0) - (spans[j]?.[0] ?? 0);
      if (len(i) < len(best)) best = i;
    }
    const [x, y] = [spans[best], spans[best + 1]];
    if (!x || !y) break;
    spans.splice(best, 2, [x[0], y[1]]);
  }
  return spans.map(([start, end]) => ({ bookId: main.book_id, chapter: main.chapter, start, end }));
};

/** The sermon's passages a day may rest on, most used first: the main text, then by mentions and dwell. */
const sermonCandidates = (a: SermonAnalysis, words: SermonWords): Candidate[] => {
  const weakSet = new Set<CitedPassage>();
  // In sermon order: a verse of a chapter already named only in passing ("verse two" read into it) is too.
  for (const p of [...a.passages].sort((x, y) => x.first_position - y.first_position)) {
    if (a.main_text && same(p, a.main_text)) continue;
    const chapterWeak = [...weakSet].some((w) => w.book_id === p.book_id && w.chapter === p.chapter);
    if (
      inPassing(a, p, words) ||
      words.setAside(rangeOf(p)) ||
      (chapterWeak && p.mentions <= 1 && !a.outline.some((o) => o.passages.some((x) => same(x, p))))
    )
      weakSet.add(p);
  }
  const weak = (p: CitedPassage) => weakSet.has(p);
  const byUse = a.passages
    .filter((p) => !weak(p))
    .sort(
      (x, y) =>
        y.mentions * 2 + y.dwell * 10 - (x.mentions * 2 + x.dwell * 10) ||
        x.first_position - y.first_position,
    );
  const out: Candidate[] = a.main_text ? [{ passage: a.main_text, origin: { kind: 'main' } }] : [];
  for (const p of byUse)
    if (!a.main_text || !same(p, a.main_text)) out.push({ passage: p, origin: { kind: 'cited' } });
  return out;
};

/**
 * Rounds of candidate lists. Within a round the lists take turns, each giving one accepted day (a list
 * whose next passage overlaps a chosen day moves on), so `balanced` alternates the sermon's passages
 * with their closest cross-references (and the publisher's theme) even where many of the sermon's verses
 * lie inside its main text.
 */
const candidatesFor = async (
  a: SermonAnalysis,
  config: StudyConfig,
  sources: StudySources,
  sermon: Candidate[],
): Promise<Candidate[][][]> => {
  if (config.study_focus === 'sermon_only') return [[sermon]];
  const near = sermon.map((c) => c.passage);
  const topicList = async (topic: string, n: number) =>
    (await sources.topicPassages(topic, near))
      .slice(0, n)
      .map((p): Candidate => ({ passage: p, origin: { kind: 'topic', topic } }));
  // Cross-references from the first passages of distinct chapters (John 15:2 adds little to John 15:1-8).
  const chapters = new Set<string>();
  const crossFrom = sermon.filter((c) => {
    const k = `${c.passage.book_id}.${c.passage.chapter}`;
    return chapters.has(k) ? false : Boolean(chapters.add(k));
  });
  const cross: Candidate[] = [];
  for (const c of crossFrom.slice(0, 4))
    for (const x of (await sources.crossReferences(c.passage)).slice(0, 3))
      cross.push({ passage: x, origin: { kind: 'cross', from: c.passage } });
  // The theme the publisher typed is followed through Scripture in both focuses that add passages.
  const theme = config.theme ? await topicList(config.theme, 3) : [];
  if (config.study_focus === 'balanced') return [[sermon, ...(theme.length ? [theme] : []), cross]];
  // deeper_study: the main text, then the sermon's themes through the rest of Scripture (each theme's
  // Nave's topic and the cross-references in turn), then the sermon's other passages if days remain.
  const topical: Candidate[][] = theme.length ? [theme] : [];
  for (const topic of a.themes.filter((t) => t !== config.theme).slice(0, 4 - topical.length))
    topical.push(await topicList(topic, 4));
  return [[sermon.slice(0, 1)], [...topical, cross], [sermon.slice(1)]];
};

const firstSentences = (text: string, max = 320): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return `${end > 80 ? cut.slice(0, end + 1) : cut.slice(0, cut.lastIndexOf(' '))}…`;
};
/** Whether a question names this reference itself ("Psalm 119" is not named by "Psalm 119:71"). */
const names = (q: string, ref: string) => {
  const i = q.indexOf(ref);
  return i >= 0 && !/^[\d:]/.test(q.slice(i + ref.length));
};
const unquote = (s: string) => s.replace(/[“”"]/g, '').trim();
const noStop = (s: string) => s.trim().replace(/[.!?]+$/, '');
/** A whole sentence: it starts as one and ends on its stop (a quotation's mark may follow). */
const isWhole = (s: string) => /^[“"‘'(\p{Lu}\d]/u.test(s.trim()) && /[.!?]["”’')\]]*$/.test(s.trim());
/** The preacher's sentence as a day quotes it: a piece of one is marked as cut at either end. */
const asSaid = (s: string) => {
  const t = s.trim();
  if (isWhole(t)) return t;
  const start = /^[“"‘'(\p{Lu}\d…]/u.test(t) ? '' : '…';
  const end = /[.!?…]["”’')\]]*$/.test(t) ? '' : '…';
  return `${start}${t.replace(/[\s,;:—–-]+$/, '')}${end}`;
};
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

const STOP = new Set(
  'that this with from they them their there have will shall unto your yours which what when were been into upon also than then thee thou thy thine hath doth ye you said says every those these because before after about would could should being more such only some over very even like just does make made'.split(
    ' ',
  ),
);
/** Words two passages share (for why an added passage belongs), in the added passage's order. */
const sharedWords = (text: string, other: string): string[] => {
  const tokens = (s: string) => (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w));
  const theirs = new Set(tokens(other).map((w) => w.replace(/(?:s|es|eth|ed|ing)$/, '')));
  return [...new Set(tokens(text))]
    .filter((w) => theirs.has(w.replace(/(?:s|es|eth|ed|ing)$/, '')))
    .slice(0, 2);
};

interface Chosen {
  range: Range;
  origin: Origin;
  /** Where it comes in the sermon's movement (0..1); added passages just after the one they serve. */
  pos: number;
}

/**
 * Builds a Sermon Study from an analysed sermon, offline and deterministic: one passage a day, each
 * inside one chapter and of the asked length, starting and ending where the chapter's thought does, none
 * overlapping another, every verse present in the translation, in the order the sermon took them.
 */
export const generateStudy = async (
  a: SermonAnalysis,
  config: StudyConfig,
  sources: StudySources,
  ctx: { signal?: AbortSignal; progress?: (share: number) => void | Promise<void> } = {},
): Promise<GeneratedStudy> => {
  const words = sermonWords(a, config.transcript);
  const all = sermonCandidates(a, words);
  const sermonOnly = config.study_focus === 'sermon_only';
  // A study of the sermon alone reads what it preached on, never what it only named.
  const sermon = sermonOnly
    ? all.filter((c) => c.origin.kind === 'main' || !onlyMentioned(a, c.passage as CitedPassage))
    : all;
  const rounds = await candidatesFor(a, config, sources, sermon);
  const chapterInfo = new Map<string, Promise<{ last: number; structure?: ChapterStructure }>>();
  const infoOf = (book: string, chapter: number) => {
    const k = `${book}.${chapter}`;
    let hit = chapterInfo.get(k);
    if (!hit) {
      hit = (async () => {
        const last = await sources.versesIn(config.bible_id, book, chapter);
        const structure =
          last > 0 && sources.structure ? await sources.structure(config.bible_id, book, chapter) : undefined;
        return structure ? { last, structure } : { last };
      })();
      chapterInfo.set(k, hit);
    }
    return hit;
  };
  // A day's place in the sermon: the first moment the sermon names a verse that starts inside it.
  const sermonPos = (r: Range, fallback: number) => {
    const at = a.passages
      .filter(
        (p) =>
          p.book_id === r.bookId &&
          p.chapter === r.chapter &&
          p.start_verse >= r.start &&
          p.start_verse <= r.end,
      )
      .map((p) => p.first_position);
    return at.length ? Math.min(...at) : fallback;
  };
  const posOf = (c: Candidate): number => {
    const p = c.passage as Partial<CitedPassage>;
    if (c.origin.kind === 'cross') {
      const from = c.origin.from as Partial<CitedPassage>;
      return (from.first_position ?? 0) + 0.0005;
    }
    if (c.origin.kind === 'topic') return 2;
    return (
      p.first_position ??
      a.passages.find((x) => same(x, c.passage))?.first_position ??
      sermonPos(rangeOf(c.passage), 0.001)
    );
  };
  const chosen: Chosen[] = [];
  const take = (range: Range, origin: Origin, pos: number) => {
    if (chosen.some((x) => overlaps(x.range, range))) return false;
    chosen.push({
      range,
      origin,
      pos: origin.kind === 'cross' || origin.kind === 'topic' ? pos : Math.min(pos, sermonPos(range, pos)),
    });
    return true;
  };
  const accept = async (c: Candidate) => {
    const { last, structure } = await infoOf(c.passage.book_id, c.passage.chapter);
    const range = shapePassage(c.passage, config.reading_length, last, structure);
    return range ? take(range, c.origin, posOf(c)) : false;
  };
  for (const lists of rounds) {
    const next = lists.map(() => 0);
    for (let moved = true; moved && chosen.length < config.passage_count; ) {
      moved = false;
      for (const [i, list] of lists.entries()) {
        ctx.signal?.throwIfAborted();
        while (chosen.length < config.passage_count && (next[i] ?? 0) < list.length) {
          const c = list[next[i] ?? 0] as Candidate;
          next[i] = (next[i] ?? 0) + 1;
          moved = true;
          if (await accept(c)) break;
        }
      }
    }
  }
  // Not enough distinct passages: the rest of the sermon's long passages, read in parts (Psalm 119 is
  // never one day), then the rest of the chapters the sermon used, in the sermon's order. A study of the
  // sermon alone, still short, reads a whole chapter it preached through (a psalm) in the days of the
  // preacher's exposition, shorter than asked; otherwise it has fewer days than asked, never days of
  // passages the sermon only named.
  const byPos = [...sermon].sort((x, y) => posOf(x) - posOf(y));
  for (const whole of [false, true])
    for (const c of byPos) {
      if (chosen.length >= config.passage_count) break;
      const { last, structure } = await infoOf(c.passage.book_id, c.passage.chapter);
      const p = whole ? { ...c.passage, start_verse: 1, end_verse: last } : c.passage;
      for (const r of partsOf(p, config.reading_length, last, structure))
        if (chosen.length < config.passage_count) take(r, { kind: 'part' }, posOf(c) + r.start / 1e5);
    }
  const main = a.main_text;
  const mainLast = sermonOnly && main ? (await infoOf(main.book_id, main.chapter)).last : 0;
  // A whole chapter preached through (a psalm): its exposition is the study's shape.
  if (
    main &&
    mainLast > 0 &&
    main.start_verse <= 1 &&
    main.end_verse >= mainLast &&
    chosen.length < config.passage_count
  ) {
    const mainRange = rangeOf(main);
    const others = chosen.filter((x) => !overlaps(x.range, mainRange));
    const parts = expositionDays(a, config.passage_count - others.length).map((r) => ({
      ...r,
      end: Math.min(r.end, mainLast),
    }));
    if (parts.length > chosen.length - others.length) {
      chosen.splice(0, chosen.length, ...others);
      for (const r of parts) if (r.start <= r.end) take(r, { kind: 'main' }, sermonPos(r, 0));
    }
  }
  // An added passage comes just after the day of the sermon passage it was found from.
  for (const c of chosen)
    if (c.origin.kind === 'cross') {
      const from = rangeOf(c.origin.from);
      const anchor = chosen.find((x) => x !== c && x.origin.kind !== 'cross' && overlaps(x.range, from));
      c.pos = (anchor?.pos ?? sermonPos(from, c.pos)) + 0.0005;
    }
  chosen.sort((x, y) => x.pos - y.pos || x.range.start - y.range.start);
  return writeDays(a, config, sources, words, chosen, ctx);
};

/** The words of each chosen day: title, insight and question, none repeated in the study. */
const writeDays = async (
  a: SermonAnalysis,
  config: StudyConfig,
  sources: StudySources,
  words: SermonWords,
  chosen: Chosen[],
  ctx: { progress?: (share: number) => void | Promise<void> },
): Promise<GeneratedStudy> => {
  const title = cleanSermonTitle(a.title);
  const usedTitles = new Set<string>();
  const usedSentences = new Set<string>();
  const usedOpenings = new Set<string>();
  const usedFrames = new Set<string>();
  const usedCommentary = new Set<string>();
  const usedPoints = new Set<string>();
  const notedPoints = new Set<string>();
  let sermonFrame = 0;
  let addedFrame = 0;
  const textOf = async (r: Range) =>
    sources.text
      ? await sources.text(config.bible_id, {
          reference: refOf(r),
          book_id: r.bookId,
          chapter: r.chapter,
          start_verse: r.start,
          end_verse: r.end,
        })
      : '';
  const pointsOn = (r: Range) =>
    a.outline
      .map((o, i) => ({ ...o, i }))
      .filter((o) => !isFiller(o.point) && !isHousekeeping(o.point) && o.passages.some((p) => within(p, r)));
  // A title is a phrase, not a sentence, never housekeeping, never cut on a function word.
  const unusedTitle = (...options: (string | undefined)[]) => {
    for (const raw of options) {
      if (!raw || isFiller(raw) || isHousekeeping(raw)) continue;
      const o = trimDangling(raw);
      if (o.split(/\s+/).length > TITLE_WORDS || unquote(o).split(/\s+/).length < 2) continue;
      if (!usedTitles.has(o.toLowerCase())) return o;
    }
    return undefined;
  };
  const passages: StudyDay[] = [];
  for (const [dayIndex, { range, origin }] of chosen.entries()) {
    await ctx.progress?.(dayIndex / Math.max(chosen.length, 1));
    const ref = refOf(range);
    const last = dayIndex === chosen.length - 1;
    const added = origin.kind === 'cross' || origin.kind === 'topic';
    const text = await textOf(range);
    const points = pointsOn(origin.kind === 'cross' ? rangeOf(origin.from) : range);
    const leading = points.find((o) => {
      const first = o.passages[0];
      return first && within(first, origin.kind === 'cross' ? rangeOf(origin.from) : range);
    });
    const point = (points.find((o) => !usedPoints.has(o.point)) ?? points[0])?.point ?? '';
    const said = added ? [] : words.about(range).filter((s) => !usedSentences.has(s));
    const cited = a.passages
      .filter((p) => within(p, range))
      .sort((x, y) => x.first_position - y.first_position);

    // The title: the sermon's point that starts here, what the preacher called the passage, the words it
    // quoted, the verse itself; never the reference with a stock tag.
    const bookName = `${chapterBookName(range.bookId)} ${range.chapter}`;
    const name =
      (!added && leading && !usedPoints.has(leading.point) && !isFiller(leading.point)
        ? unusedTitle(pointTitle(leading.point))
        : undefined) ??
      unusedTitle(
        ...(added ? [] : [...said, ...cited.map((c) => c.quote)].map(appositive)),
        ...(added ? [] : [...cited.map((c) => c.quote), ...said].map(quotedTitle)),
        verseTitle(text),
        origin.kind === 'topic' ? `${origin.topic} in ${bookName}` : undefined,
        ...points.map((o) => pointTitle(o.point)),
        origin.kind === 'cross' ? `${bookName}, read beside ${origin.from.reference}` : undefined,
        `${bookName} in “${title}”`,
      ) ??
      `${bookName} in “${title}” (${ref})`;
    usedTitles.add(name.toLowerCase());
    if (!added && leading) usedPoints.add(leading.point);
    else if (point) usedPoints.add(point);
    const hook = unquote(name);

    // The insight: the preacher's own words on the passage first; for an added passage, why it belongs.
    const parts: string[] = [];
    const open = (s: string) => {
      if (usedOpenings.has(s)) return false;
      usedOpenings.add(s);
      parts.push(s);
      return true;
    };
    if (origin.kind === 'cross') {
      const anchorWords = words.about(rangeOf(origin.from))[0];
      const shared = sharedWords(text, `${await textOf(rangeOf(origin.from))} ${anchorWords ?? ''}`);
      const why = shared.length ? `: both speak of ${shared.join(' and ')}` : '';
      const options = [
        `${ref} is read here beside ${origin.from.reference}, which the sermon preached${why}.`,
        `Why ${ref}? Scripture ties it to ${origin.from.reference}${shared.length ? `, where ${shared.join(' and ')} also come` : ''}, and it carries the sermon's “${noStop(pointTitle(point || a.big_idea))}” further.`,
        `${ref} says in other words what the sermon found in ${origin.from.reference}${why}.`,
      ];
      for (let k = 0; k < options.length && !open(options[(addedFrame + k) % options.length] as string); k++);
    } else if (origin.kind === 'topic') {
      const isTheme = config.theme && origin.topic.toLowerCase() === config.theme.toLowerCase();
      const t = origin.topic;
      const options = [
        `${ref} is added for ${isTheme ? "this study's theme" : 'a theme of the sermon'}: Nave's Topical Bible files it under ${t}, and it carries the sermon's message into the rest of Scripture.`,
        `Why ${ref}? Nave's Topical Bible files it under ${t}, ${isTheme ? 'the theme chosen for this study' : 'a theme the sermon kept returning to'}.`,
        `${ref} takes the sermon's ${isTheme ? 'chosen theme' : 'theme'} beyond its own passages: Nave's Topical Bible files it under ${t}.`,
      ];
      for (let k = 0; k < options.length && !open(options[(addedFrame + k) % options.length] as string); k++);
    } else {
      // A whole sentence opens the day before a piece of one (a poem's line, a cut caption); a piece is
      // marked as cut, so the next sentence never runs on from it ("…danger; The nations…").
      const fresh = said.filter((s) => !usedOpenings.has(asSaid(s)));
      const mine = fresh.find(isWhole) ?? fresh[0];
      if (mine) {
        open(asSaid(mine));
        usedSentences.add(mine);
        const more = said.find((s) => s !== mine && s.length < 400);
        if (more) {
          parts.push(asSaid(more));
          usedSentences.add(more);
        }
      } else
        open(
          origin.kind === 'main'
            ? `This is the passage the sermon preached from${a.big_idea ? `, and its big idea: “${noStop(a.big_idea)}”` : ''}.`
            : origin.kind === 'part' && !cited.length
              ? // A part of a chapter the sermon used, read to fill the days: never claimed as preached.
                `${ref} reads on in ${bookName}, which the sermon brought in; take these verses in their own right.`
              : `The sermon turned to ${ref}${point ? ` as it said “${noStop(point)}”` : ''}.`,
        ) || open(`${ref} belongs to the sermon “${title}”.`);
      const n = leading?.i ?? points[0]?.i;
      // The point a day serves is named once in a study, not on every day that rests on it.
      if (
        point &&
        n !== undefined &&
        !notedPoints.has(point) &&
        !parts.some((p) => p.includes(pointTitle(point)))
      ) {
        notedPoints.add(point);
        parts.push(
          [
            `It is where the sermon's ${ORDINALS[n] ?? 'next'} point rests: “${noStop(pointTitle(point))}”.`,
            `The sermon built its ${ORDINALS[n] ?? 'next'} point on it: “${noStop(pointTitle(point))}”.`,
            `Keep in mind the point it serves: “${noStop(pointTitle(point))}”.`,
          ][dayIndex % 3] as string,
        );
      }
    }
    const note = perspectiveNote(config.theology, dayIndex, ref, point ? pointTitle(point) : '');
    if (note) parts.push(note);
    const commentary = await sources.commentary({
      reference: ref,
      book_id: range.bookId,
      chapter: range.chapter,
      start_verse: range.start,
      end_verse: range.end,
    });
    // One commentary paragraph once in a study: a second day in its section gets none.
    if (commentary && !usedCommentary.has(commentary)) {
      usedCommentary.add(commentary);
      const lead = [
        'Matthew Henry notes',
        'Matthew Henry comments on these verses',
        'As Matthew Henry puts it',
      ][usedCommentary.size % 3];
      parts.push(`${lead}: ${firstSentences(commentary)}`);
    }

    // The question: the sermon's own question on this passage, else one made for this day.
    const frames = added ? ADDED_FRAMES : SERMON_FRAMES;
    const own = a.discussion_questions.find(
      (q) =>
        q.trim().endsWith('?') &&
        cited.some((c) => names(q, c.reference)) &&
        !usedFrames.has(questionFrame(q)),
    );
    // The publisher's theme is the last day's question.
    let question = last && config.theme ? themeQuestion(ref, config.theme) : own;
    // This day's kind of frame first, then any other the study has not asked.
    const start = added ? addedFrame++ : sermonFrame++;
    const all = [
      ...frames.slice(start % frames.length),
      ...frames,
      ...(added ? SERMON_FRAMES : ADDED_FRAMES),
    ];
    for (let k = 0; !question && k < all.length; k++) {
      const q = (all[k] as (r: string, h: string) => string)(ref, hook);
      if (!usedFrames.has(questionFrame(q))) question = q;
    }
    question ??= `Day ${dayIndex + 1}: what does ${ref} ask of you this week, after “${hook}”?`;
    usedFrames.add(questionFrame(question));

    passages.push({
      book_id: range.bookId,
      start_chapter: range.chapter,
      start_verse: range.start,
      end_chapter: range.chapter,
      end_verse: range.end,
      verse_range: `${range.bookId}.${range.chapter}.${range.start}-${range.bookId}.${range.chapter}.${range.end}`,
      name: name.slice(0, 200),
      insight: parts.join(' '),
      question,
    });
  }
  const main = a.main_text?.reference;
  return {
    name: config.name ?? title,
    description:
      config.description ??
      `${passages.length} days through ${main ? `${main} and ` : ''}the Scripture of the sermon “${title}”.${config.theme ? ` The study's theme: ${config.theme}.` : ''}${a.big_idea ? ` ${a.big_idea}` : ''}`,
    passages,
  };
};
