import { FEATURES, MAX_CANDIDATES, type RerankerWeights } from './home-reranker.ts';

/** One labelled question: its candidates' features and which candidates are a right answer. */
export interface Example {
  x: number[][];
  right: boolean[];
}

export interface FitOptions {
  epochs: number;
  rate: number;
  /** L2 pull of each weight towards the fusion-only model (fused 1, every other 0). */
  l2: number;
}

export const FIT_DEFAULTS: FitOptions = { epochs: 600, rate: 0.5, l2: 0.0001 };

// The fusion-only model: training starts from it and is pulled back towards it, so a feature the
// questions say nothing about leaves the fusion as it was.
const prior = (i: number) => (FEATURES[i] === 'fused' ? 1 : 0);

/**
 * Fits the weights by full-batch gradient descent on the softmax loss over each question's candidates,
 * where any right candidate counts (a question often has several good homes): -log Σ_right p. Questions
 * with no right candidate among the fusion's best (MAX_CANDIDATES) teach nothing and are left out. Full
 * batches from a fixed start make it deterministic: the same questions give the same weights.
 */
export const fitReranker = (
  examples: Example[],
  options: FitOptions = FIT_DEFAULTS,
): RerankerWeights & { loss: number } => {
  const usable = examples.filter((e) => e.right.some(Boolean) && e.x.length <= MAX_CANDIDATES);
  const d = FEATURES.length;
  const w: number[] = FEATURES.map((_, i) => prior(i));
  let loss = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const grad = new Array<number>(d).fill(0);
    loss = 0;
    for (const { x, right } of usable) {
      const s = x.map((row) => row.reduce((sum, v, i) => sum + v * (w[i] ?? 0), 0));
      const max = Math.max(...s);
      const ex = s.map((v) => Math.exp(v - max));
      const z = ex.reduce((a, b) => a + b, 0);
      const p = ex.map((v) => v / z);
      const pRight = p.reduce((sum, v, j) => sum + (right[j] ? v : 0), 0);
      loss -= Math.log(pRight + 1e-12);
      x.forEach((row, j) => {
        const g = (p[j] ?? 0) * (1 - (right[j] ? 1 / pRight : 0));
        for (let i = 0; i < d; i++) grad[i] = (grad[i] ?? 0) + g * (row[i] ?? 0);
      });
    }
    for (let i = 0; i < d; i++) {
      const wi = w[i] ?? 0;
      w[i] = wi - options.rate * ((grad[i] ?? 0) / Math.max(1, usable.length) + options.l2 * (wi - prior(i)));
    }
  }
  return { features: FEATURES, weights: w, loss: loss / Math.max(1, usable.length) };
};
