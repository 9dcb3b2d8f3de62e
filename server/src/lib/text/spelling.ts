import { words } from './tokenise.ts';

/** Edit distance (insert, delete, substitute, swap two neighbours), giving up beyond `max`. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
};

/**
 * The first of `candidates` (in their order) nearest to `word`: one edit away for short words, two for
 * words of eight letters or more; undefined when none is that near.
 */
export const nearest = (word: string, candidates: Iterable<string>): string | undefined => {
  let best: string | undefined;
  let bestD = (word.length >= 8 ? 2 : 1) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate, bestD - 1);
    if (d < bestD) {
      best = candidate;
      bestD = d;
      if (d === 1) break;
    }
  }
  return best;
};

/**
 * "Did you mean": the words of the translation (names of people and places included) and its book
 * names, counted; a word of a query that is none of them is replaced by the nearest one (one edit for
 * short words, two for long ones), the more frequent winning a tie. Built once per translation.
 */
export const createSpeller = (texts: string[], bookNames: string[]) => {
  const counts = new Map<string, number>();
  for (const t of texts) for (const w of words(t)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const name of bookNames) for (const w of words(name)) counts.set(w, (counts.get(w) ?? 0) + 1000);
  const vocabulary = [...counts].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  const correct = (word: string): string | undefined => {
    const w = word.toLowerCase();
    if (w.length < 4 || counts.has(w)) return undefined;
    return nearest(w, vocabulary);
  };
  /** The query with unknown words corrected, keeping the reader's capitals; null when nothing changes. */
  return (query: string): string | null => {
    let changed = false;
    const out = query.replace(/[A-Za-z]+/g, (word) => {
      const fixed = correct(word);
      if (!fixed) return word;
      changed = true;
      return /^[A-Z]/.test(word) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
    });
    return changed ? out : null;
  };
};
