import { transcriptStems } from '../../../lib/text/content-words.ts';

// TextRank (Mihalcea & Tarau 2004): sentences are nodes, edges weigh shared content words normalised
// by sentence lengths, and PageRank finds the sentences the rest of the sermon keeps coming back to.

export const textRank = (sentences: string[], iterations = 30, damping = 0.85): number[] => {
  const n = sentences.length;
  const stems = sentences.map((s) => new Set(transcriptStems(s)));
  const postings = new Map<string, number[]>();
  stems.forEach((set, i) => {
    for (const w of set) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  // Shared-word counts in a dense matrix (a 6,000-word sermon has ~500 sentences: 250k cells);
  // words in over a third of sentences carry no signal.
  const shared = new Uint16Array(n * n);
  for (const list of postings.values()) {
    if (list.length < 2 || list.length > Math.max(8, n / 3)) continue;
    for (let a = 0; a < list.length; a++) {
      const row = (list[a] as number) * n;
      for (let b = a + 1; b < list.length; b++) {
        const cell = row + (list[b] as number);
        shared[cell] = (shared[cell] ?? 0) + 1;
      }
    }
  }
  const logLen = stems.map((set) => (set.size < 2 ? 0 : Math.log(set.size)));
  const weights: [number, number, number][] = [];
  const outSum = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const li = logLen[i] ?? 0;
    if (li === 0) continue;
    for (let j = i + 1; j < n; j++) {
      const count = shared[i * n + j] ?? 0;
      const lj = logLen[j] ?? 0;
      if (count === 0 || lj === 0) continue;
      const w = count / (li + lj);
      weights.push([i, j, w]);
      outSum[i] = (outSum[i] ?? 0) + w;
      outSum[j] = (outSum[j] ?? 0) + w;
    }
  }
  let score = new Float64Array(n).fill(1 / Math.max(n, 1));
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(n).fill((1 - damping) / Math.max(n, 1));
    for (const [i, j, w] of weights) {
      const si = score[i] ?? 0;
      const sj = score[j] ?? 0;
      next[j] = (next[j] ?? 0) + (damping * si * w) / (outSum[i] || 1);
      next[i] = (next[i] ?? 0) + (damping * sj * w) / (outSum[j] || 1);
    }
    score = next;
  }
  return Array.from(score);
};
