import { describe, expect, it } from 'vitest';
import { FEATURES } from './home-reranker.ts';
import { type Example, fitReranker } from './home-reranker-fit.ts';

const at = (name: string) => FEATURES.indexOf(name);
// A candidate with the fusion's score and one other feature set.
const candidate = (fused: number, feature: string, value: number) => {
  const x = FEATURES.map(() => 0);
  x[at('fused')] = fused;
  x[at(feature)] = value;
  return x;
};
const choose = (weights: readonly number[], x: number[][]) => {
  const scores = x.map((row) => row.reduce((s, v, i) => s + v * (weights[i] ?? 0), 0));
  return scores.indexOf(Math.max(...scores));
};

describe('fitReranker', () => {
  // Descriptions of someone where the verses' leader is right though the fusion prefers another
  // chapter, and other questions where the fusion is right: the fit must learn both.
  const examples: Example[] = [
    ...Array.from({ length: 20 }, () => ({
      x: [candidate(1, 'verses.rank.describes', 0.5), candidate(0.8, 'verses.rank.describes', 1)],
      right: [false, true],
    })),
    ...Array.from({ length: 20 }, () => ({
      x: [candidate(1, 'verses.rank.all', 0.5), candidate(0.8, 'verses.rank.all', 1)],
      right: [true, false],
    })),
  ];

  it('learns which evidence to trust from labelled questions', () => {
    const model = fitReranker(examples, { epochs: 300, rate: 0.5, l2: 0.0001 });
    for (const e of examples) expect(e.right[choose(model.weights, e.x)]).toBe(true);
    expect(model.weights[at('verses.rank.describes')]).toBeGreaterThan(0);
  });

  it('is deterministic and leaves the fusion alone where the questions teach nothing', () => {
    const a = fitReranker(examples, { epochs: 50, rate: 0.5, l2: 0.0001 });
    expect(fitReranker(examples, { epochs: 50, rate: 0.5, l2: 0.0001 }).weights).toEqual(a.weights);
    const none = fitReranker([{ x: [candidate(1, 'named', 1)], right: [false] }], {
      epochs: 50,
      rate: 0.5,
      l2: 0,
    });
    expect(none.weights).toEqual(FEATURES.map((f) => (f === 'fused' ? 1 : 0)));
  });
});
