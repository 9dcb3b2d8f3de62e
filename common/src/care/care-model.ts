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

/** The danger the model sees, if it is sure enough: the five kinds of danger together against the rest. */
export const modelCareOf = (model: CareModel, question: string): CareKind | null => {
  const p = classify(model, question);
  const danger = KINDS.reduce((sum, k) => sum + (p[k] ?? 0), 0);
  if (danger < model.threshold) return null;
  const best = KINDS.reduce((a, k) => ((p[k] ?? 0) > (p[a] ?? 0) ? k : a), 1);
  return CARE_CLASSES[best] as CareKind;
};

/** Whether the model reads the text as someone close at risk, more than anything else. */
export const modelFriendOf = (model: CareModel, question: string): boolean => {
  const p = classify(model, question);
  return (p[FRIEND] ?? 0) > 0.5;
};
