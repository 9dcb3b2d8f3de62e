import type { CareKind } from '../contracts/care.ts';
import { careFeatures } from './care-features.ts';

// A small multinomial logistic model over care-features.ts, trained by `npm run train:care` on phrasings
// written for it (server/data/care/train-*.jsonl) and the tuning sets, never the untouched ones. It
// catches what the patterns (care-patterns.ts) do not name: the same danger in other words.

// "friend": someone close at risk (the gentler pointer, never the card).
export const CARE_CLASSES = [
  'none',
  'suicide',
  'selfharm',
  'abuse',
  'domestic',
  'medical',
  'friend',
] as const;
const KINDS = [1, 2, 3, 4, 5];

/** The class a labelled line's kind trains: the sets written since stop 48 call violence at home "violence". */
export const classOfKind = (kind: string): string => (kind === 'violence' ? 'domestic' : kind);
const FRIEND = 6;

export interface CareModel {
  /** How sure the model must be that a text is not "none" before the card is shown. */
  threshold: number;
  bias: number[];
  weights: Record<string, number[]>;
}

/** The probability of each class, in CARE_CLASSES order, for features already read (training reads them once). */
export const scoreFeatures = (model: CareModel, features: readonly string[]): number[] => {
  const scores = [...model.bias];
  for (const f of features) {
    const w = model.weights[f];
    if (!w) continue;
    for (let k = 0; k < scores.length; k++) scores[k] = (scores[k] ?? 0) + (w[k] ?? 0);
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
};

/** The probability of each class, in CARE_CLASSES order. */
export const classify = (model: CareModel, question: string): number[] =>
  scoreFeatures(model, careFeatures(question));

const OWN = /\b(?:i|i'm|im|i've|ive|i'd|my|me|myself)\b/iu;
const SENTENCE_BAR = 0.8;

const dangerIn = (p: number[]): number => KINDS.reduce((sum, k) => sum + (p[k] ?? 0), 0);

/**
 * The class probabilities of the text or of the one sentence in it that reads most as danger. A reader
 * often says it once inside a long message about something else ("…anyway what's the main point of
 * chapter 3"); read whole, the ordinary words outweigh the one sentence that matters.
 */
export const classifyMost = (model: CareModel, question: string): number[] => {
  let best = classify(model, question);
  const sentences = question.split(/(?<=[.?!…。！？])\s*|\n+/u).filter((s) => s.trim().length > 0);
  if (sentences.length < 2) return best;
  // A sentence read alone has lost its context, so it must be the reader's own and say it clearly.
  for (const sentence of sentences) {
    if (!OWN.test(sentence)) continue;
    const p = classify(model, sentence);
    if (dangerIn(p) >= SENTENCE_BAR && dangerIn(p) > dangerIn(best)) best = p;
  }
  return best;
};

/** How much the model reads the text as danger (any of the five kinds), as modelCareOf decides. */
export const dangerOf = (model: CareModel, question: string): number =>
  dangerIn(classifyMost(model, question));

/** The danger the model sees, if it is sure enough: the five kinds of danger together against the rest. */
export const modelCareOf = (model: CareModel, question: string, threshold?: number): CareKind | null => {
  const p = classifyMost(model, question);
  const danger = dangerIn(p);
  if (danger < Math.max(model.threshold, threshold ?? 0)) return null;
  const best = KINDS.reduce((a, k) => ((p[k] ?? 0) > (p[a] ?? 0) ? k : a), 1);
  return CARE_CLASSES[best] as CareKind;
};

/** Whether the model reads the text as someone close at risk, more than anything else. */
export const modelFriendOf = (model: CareModel, question: string): boolean => {
  const p = classify(model, question);
  return (p[FRIEND] ?? 0) > 0.5;
};
