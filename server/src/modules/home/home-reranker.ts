import type { ChapterHit } from './home.repository.ts';
import {
  chapterScores,
  describesSomeone,
  firstStory,
  isPersonal,
  meaningfulWords,
  mentionSubject,
  type RankingEvidence,
} from './home-ranking.ts';

/**
 * A learned second look at the hand-built fusion (home-ranking.ts). The fusion scales every source to
 * its best and adds them up, so a source that cannot choose (several topics tied at the top) still
 * votes, and one whose scores lie close together (the verses: the second chapter often scores 0.78 of
 * the first) barely says which it prefers. How much each source's score, rank and ties should count
 * depends on the kind of question (a description of someone, the asker's own life, a long remembered
 * line, a name), and that is learned from labelled questions by `npm run train:home` rather than
 * guessed. The fusion's own score is one of the features, so the learned model can only move a
 * chapter that the evidence puts among the best few.
 */

// The chapters the fusion ranks best are the only candidates: beyond them no source speaks for a chapter.
export const CANDIDATES = 10;
// The chapters the questions most like it were sent to (similar-questions.ts) are candidates too.
const SIMILAR_CANDIDATES = 3;
/** With the story the question describes (story-keys.ts) and those chapters, when the fusion ranks them lower. */
export const MAX_CANDIDATES = CANDIDATES + 1 + SIMILAR_CANDIDATES;

// The commentary is no source of the hand-built fusion: it counts here only, as the data says it should.
const SOURCES = [
  'verses',
  'phrase',
  'outlines',
  'topics',
  'described',
  'quotes',
  'mentions',
  'commentary',
  'similar',
] as const;

// The kinds of question a source's evidence is weighed for separately ("all" is every question).
const KINDS = ['all', 'personal', 'describes', 'long', 'short', 'person'] as const;
type Kind = (typeof KINDS)[number];

const kindsOf = (e: RankingEvidence): Record<Kind, boolean> => {
  const words = meaningfulWords(e.question);
  return {
    all: true,
    personal: isPersonal(e.question),
    describes: describesSomeone(e),
    long: words >= 6,
    short: words < 3,
    person: Boolean(mentionSubject(e.question)?.person),
  };
};

/** The name of every feature, in the order `features` gives them (the weights file is checked against it). */
export const FEATURES: readonly string[] = [
  'fused',
  'fused.first',
  ...SOURCES.flatMap((s) => KINDS.flatMap((k) => [`${s}.score.${k}`, `${s}.rank.${k}`, `${s}.tie.${k}`])),
  'agree',
  'named',
  'theme',
  'doctrine',
  'remembered',
  'firstStory',
  'introduced',
  'told',
  'told.any',
  'similar.votes',
  'verses.margin',
  'quotes.margin',
  'similar.weak',
  'told.impersonal',
];

const keyOf = (h: ChapterHit) => `${h.book_id} ${h.chapter}`;

/**
 * How far a source's best chapter stands above its next (0 for every other chapter): a line quoted in
 * other words ("the thief comes to steal and kill and destroy") still puts its chapter far ahead in the
 * verses, where a life question's chance words leave the best few close together. The per-chapter score
 * over the best cannot say this: the best is 1 either way.
 */
const margin = (hits: ChapterHit[]) => {
  const top = hits[0];
  const next = hits.find((h) => top && keyOf(h) !== keyOf(top));
  return (chapter: string): number =>
    top && keyOf(top) === chapter && top.score > 0 ? 1 - (next?.score ?? 0) / top.score : 0;
};

/** What one source says of each chapter it ranks: score over its best, 1/rank, and a share of a tied top. */
const sourceView = (hits: ChapterHit[]) => {
  const top = hits[0]?.score ?? 0;
  const tied = (h: ChapterHit) => top > 0 && h.score >= top - 1e-9;
  const ties = hits.filter(tied).length;
  const view = new Map<string, [score: number, rank: number, tie: number]>();
  hits.forEach((h, i) => {
    const k = keyOf(h);
    if (!view.has(k)) view.set(k, [top > 0 ? h.score / top : 0, 1 / (i + 1), tied(h) ? 1 / ties : 0]);
  });
  return view;
};

/** The candidate chapters of a question, best fused first, each with its features (FEATURES' order). */
export const features = (e: RankingEvidence): { chapter: string; x: number[] }[] => {
  const scores = [...chapterScores(e)].sort((a, b) => b[1] - a[1]).slice(0, CANDIDATES);
  const best = scores[0]?.[1] ?? 0;
  if (best <= 0) return [];
  // The story a question describes is a candidate though no source ranks it among the best: its words
  // are the asker's ("thrown overboard"), which the text and the commentary tell in others.
  const told = e.told?.ref;
  if (told && !scores.some(([c]) => c === told)) scores.push([told, 0]);
  for (const h of (e.similar ?? []).slice(0, SIMILAR_CANDIDATES))
    if (!scores.some(([c]) => c === keyOf(h))) scores.push([keyOf(h), 0]);
  const votes = new Map((e.similar ?? []).map((h) => [keyOf(h), h.score]));
  const kinds = kindsOf(e);
  const views = SOURCES.map((s) => sourceView(e[s] ?? []));
  const first = firstStory(e.mentions);
  // The similar questions' choice when few, far questions made it (their best vote under 1.5: the
  // phrasing is new to them): its score over its best is 1 however weak the vote.
  const weakVote = (e.similar?.[0]?.score ?? 0) < 1.5;
  const similarView = views[SOURCES.indexOf('similar')];
  const versesMargin = margin(e.verses ?? []);
  const quotesMargin = margin(e.quotes ?? []);
  return scores.map(([chapter, score], i) => {
    const x = [score / best, i === 0 ? 1 : 0];
    for (const view of views) {
      const [s = 0, rank = 0, tie = 0] = view.get(chapter) ?? [];
      for (const k of KINDS) x.push(kinds[k] ? s : 0, kinds[k] ? rank : 0, kinds[k] ? tie : 0);
    }
    x.push(
      views.filter((v) => (v.get(chapter)?.[2] ?? 0) > 0).length / SOURCES.length,
      e.named?.ref === chapter ? e.named.score : 0,
      e.theme?.ref === chapter ? (e.theme.score ?? 0) : 0,
      e.doctrine?.ref === chapter ? e.doctrine.score : 0,
      e.remembered?.ref === chapter ? 1 : 0,
      first === chapter ? 1 : 0,
      e.introduced && keyOf(e.introduced) === chapter ? 1 : 0,
      told === chapter ? (e.told?.score ?? 0) : 0,
      told === chapter ? 1 : 0,
      // The votes as they are, not over the best's: ten near questions agreeing say more than two far.
      (votes.get(chapter) ?? 0) / 10,
      versesMargin(chapter),
      quotesMargin(chapter),
      weakVote ? (similarView?.get(chapter)?.[0] ?? 0) : 0,
      // The story a question tells of someone in Scripture ("why did Saul kill himself?"), not of the
      // asker's life: the life questions' vote speaks of the asker's, and must not outweigh it.
      told === chapter && !kinds.personal ? (e.told?.score ?? 0) : 0,
    );
    return { chapter, x };
  });
};

/** A learned model: one weight per feature, named so a model trained on other features is refused. */
export interface RerankerWeights {
  features: readonly string[];
  weights: readonly number[];
}

/** The model that gives the fusion's own ranking (its score only): what rerank does untrained. */
export const FUSION_ONLY: RerankerWeights = {
  features: FEATURES,
  weights: FEATURES.map((f) => (f === 'fused' ? 1 : 0)),
};

export const checkWeights = (model: RerankerWeights): RerankerWeights => {
  if (model.features.length !== FEATURES.length || model.features.some((f, i) => f !== FEATURES[i]))
    throw new Error('home reranker: the weights were trained on other features; run npm run train:home');
  return model;
};

const dot = (x: number[], w: readonly number[]) => x.reduce((sum, v, i) => sum + v * (w[i] ?? 0), 0);

/** The chapter ("BOOK C") the model scores best among the fusion's candidates; undefined when none. */
export const rerank = (e: RankingEvidence, model: RerankerWeights): string | undefined => {
  let best: { chapter: string; score: number } | undefined;
  for (const { chapter, x } of features(e)) {
    const score = dot(x, model.weights);
    if (!best || score > best.score) best = { chapter, score };
  }
  return best?.chapter;
};
