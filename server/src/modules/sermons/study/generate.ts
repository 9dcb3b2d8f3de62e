import type {
  CitedPassage,
  OutlinePoint,
  ReadingLength,
  SermonAnalysis,
  SermonPassage,
  StudyFocus,
} from '../../../../../common/src/contracts/sermons.ts';
import { formatReference } from '../analysis/passages.ts';
import { perspectiveSentence } from './perspective.ts';
import { overlaps, type Range, shapePassage } from './shape.ts';
import type { StudySources } from './sources.ts';

export interface StudyConfig {
  passage_count: number;
  reading_length: ReadingLength;
  study_focus: StudyFocus;
  bible_id: string;
  name?: string;
  description?: string;
  theme?: string;
  /** The church's perspective (a server/data/perspectives slug): the lens of each day's insight. */
  theology?: string;
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
  | { kind: 'main' | 'cited' }
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

/** Sermon passages, most used first: the main text, then by mentions and how long the preacher stayed. */
const sermonCandidates = (a: SermonAnalysis): Candidate[] => {
  const byUse = [...a.passages].sort(
    (x: CitedPassage, y: CitedPassage) =>
      y.mentions * 2 + y.dwell * 10 - (x.mentions * 2 + x.dwell * 10) || x.first_position - y.first_position,
  );
  const out: Candidate[] = a.main_text ? [{ passage: a.main_text, origin: { kind: 'main' } }] : [];
  for (const p of byUse)
    if (!a.main_text || !same(p, a.main_text)) out.push({ passage: p, origin: { kind: 'cited' } });
  return out;
};

/**
 * Rounds of candidate lists. Within a round the lists take turns, each giving one accepted day (a list
 * whose next passage overlaps a chosen day moves on), so `balanced` alternates the sermon's passages
 * with their closest cross-references even where many of the sermon's verses lie inside its main text.
 */
const candidatesFor = async (
  a: SermonAnalysis,
  config: StudyConfig,
  sources: StudySources,
): Promise<Candidate[][][]> => {
  const sermon = sermonCandidates(a);
  if (config.study_focus === 'sermon_only') return [[sermon]];
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
  if (config.study_focus === 'balanced') return [[sermon, cross]];
  // deeper_study: the main text, then the sermon's themes through the rest of Scripture (each theme's
  // Nave's topic and the cross-references in turn), then the sermon's other passages if days remain.
  const topics = [config.theme, ...a.themes].filter((t): t is string => Boolean(t));
  const near = sermon.map((c) => c.passage);
  const topical: Candidate[][] = [];
  for (const topic of topics.slice(0, 4))
    topical.push(
      (await sources.topicPassages(topic, near))
        .slice(0, 4)
        .map((p): Candidate => ({ passage: p, origin: { kind: 'topic', topic } })),
    );
  return [[sermon.slice(0, 1)], [...topical, cross], [sermon.slice(1)]];
};

/** The outline point that rests on this chapter, else the big idea. */
const pointFor = (a: SermonAnalysis, r: Range, origin: Origin): string => {
  const anchor = origin.kind === 'cross' ? origin.from : undefined;
  const hit = (o: OutlinePoint) =>
    o.passages.some(
      (p) =>
        (p.book_id === r.bookId && p.chapter === r.chapter) ||
        (anchor && p.book_id === anchor.book_id && p.chapter === anchor.chapter),
    );
  return a.outline.find(hit)?.point ?? a.big_idea;
};

const firstSentences = (text: string, max = 320): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return `${end > 80 ? cut.slice(0, end + 1) : cut.slice(0, cut.lastIndexOf(' '))}…`;
};

const dayName = (ref: string, origin: Origin): string => {
  switch (origin.kind) {
    case 'main':
      return `${ref}: the sermon's text`;
    case 'cited':
      return `${ref}: cited in the sermon`;
    case 'cross':
      return `${ref}: alongside ${origin.from.reference}`;
    case 'topic':
      return `${ref}: ${origin.topic}`;
  }
};

const leadFor = (ref: string, origin: Origin): string => {
  switch (origin.kind) {
    case 'main':
      return 'This is the passage the sermon preached from.';
    case 'cited':
      return `The sermon turned to ${ref}.`;
    case 'cross':
      return `Scripture links ${ref} with ${origin.from.reference}, which the sermon cited.`;
    case 'topic':
      return `${ref} is one of the places Scripture speaks of ${origin.topic.toLowerCase()}, a theme of the sermon.`;
  }
};

const insightFor = async (
  a: SermonAnalysis,
  r: Range,
  ref: string,
  origin: Origin,
  sources: StudySources,
  theology: string | undefined,
): Promise<string> => {
  const point = pointFor(a, r, origin);
  const lead = leadFor(ref, origin);
  const passage = {
    reference: ref,
    book_id: r.bookId,
    chapter: r.chapter,
    start_verse: r.start,
    end_verse: r.end,
  };
  const commentary = await sources.commentary(passage);
  const parts = [
    lead,
    perspectiveSentence(theology, ref, point),
    commentary ? `Matthew Henry notes: ${firstSentences(commentary)}` : '',
  ];
  return parts.filter(Boolean).join(' ');
};

const questionFor = (a: SermonAnalysis, r: Range, ref: string, origin: Origin, used: Set<string>): string => {
  // A discussion question of the sermon that names this passage, once.
  const own = a.discussion_questions.find((q) => q.includes(ref) && !used.has(q));
  if (own) {
    used.add(own);
    return own;
  }
  const point = pointFor(a, r, origin);
  return point
    ? `Read ${ref} together. How does it shed light on the sermon's point that “${point.replace(/[.!]$/, '')}”, and what would living it out look like for your group this week?`
    : `Read ${ref} together. What does it show you about God, and how will you respond this week?`;
};

/**
 * Builds a Sermon Study from an analysed sermon, offline and deterministic: one passage a day, each
 * inside one chapter and of the asked length, none overlapping another, every verse present in the
 * translation.
 */
export const generateStudy = async (
  a: SermonAnalysis,
  config: StudyConfig,
  sources: StudySources,
  ctx: { signal?: AbortSignal; progress?: (share: number) => void | Promise<void> } = {},
): Promise<GeneratedStudy> => {
  const rounds = await candidatesFor(a, config, sources);
  const chosen: { range: Range; origin: Origin }[] = [];
  const accept = async (c: Candidate) => {
    const last = await sources.versesIn(config.bible_id, c.passage.book_id, c.passage.chapter);
    const range = shapePassage(c.passage, config.reading_length, last);
    if (!range || chosen.some((x) => overlaps(x.range, range))) return false;
    chosen.push({ range, origin: c.origin });
    return true;
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
  // Not enough distinct passages: continue through the chapters the sermon used (their context).
  for (const c of sermonCandidates(a)) {
    const last = await sources.versesIn(config.bible_id, c.passage.book_id, c.passage.chapter);
    for (let start = 1; chosen.length < config.passage_count && start <= last; start++) {
      const range = shapePassage(
        { ...c.passage, start_verse: start, end_verse: start },
        config.reading_length,
        last,
      );
      if (range && !chosen.some((x) => overlaps(x.range, range)))
        chosen.push({ range, origin: { kind: 'cited' } });
    }
  }
  const used = new Set<string>();
  const passages: StudyDay[] = [];
  for (const [i, { range, origin }] of chosen.entries()) {
    await ctx.progress?.(i / Math.max(chosen.length, 1));
    const ref = formatReference({
      bookId: range.bookId,
      chapter: range.chapter,
      start: range.start,
      end: range.end,
    });
    passages.push({
      book_id: range.bookId,
      start_chapter: range.chapter,
      start_verse: range.start,
      end_chapter: range.chapter,
      end_verse: range.end,
      verse_range: `${range.bookId}.${range.chapter}.${range.start}-${range.bookId}.${range.chapter}.${range.end}`,
      name: dayName(ref, origin),
      insight: await insightFor(a, range, ref, origin, sources, config.theology),
      question: questionFor(a, range, ref, origin, used),
    });
  }
  const main = a.main_text?.reference;
  return {
    name: config.name ?? `${a.title}: a ${passages.length}-day study`,
    description:
      config.description ??
      `${passages.length} days through ${main ? `${main} and ` : ''}the Scripture of the sermon “${a.title}”.${a.big_idea ? ` ${a.big_idea}` : ''}`,
    passages,
  };
};
