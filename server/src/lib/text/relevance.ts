import { termsOf } from './content-words.ts';

// Small, dependency-free text relevance for the study engine: which sentences of a commentary, which
// verses of a chapter, which words of a question matter. English only (the study engine's helps are).

/** Splits prose into sentences; long semicolon chains (Matthew Henry's habit) split at their semicolons. */
export const sentences = (text: string): string[] => {
  const out: string[] = [];
  for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z“"‘'(])/)) {
    const trimmed = s.trim();
    if (!trimmed) continue;
    if (trimmed.length > 320) {
      const parts = trimmed.split(/;\s+/);
      parts.forEach((p, i) => {
        const piece = p.trim();
        if (piece) out.push(i < parts.length - 1 ? `${piece}.` : piece);
      });
    } else out.push(trimmed);
  }
  return out.map((s) => s.charAt(0).toUpperCase() + s.slice(1));
};

/**
 * Scores each candidate by the question's terms it contains, rarer terms (among the candidates) counting
 * more, softened by length so a long sentence is not favoured for length alone.
 */
export const rankByQuestion = <T>(
  items: readonly T[],
  textOf: (item: T) => string,
  question: Set<string>,
): { item: T; score: number; index: number }[] => {
  const termSets = items.map((it) => termsOf(textOf(it)));
  const df = new Map<string, number>();
  for (const set of termSets) for (const t of set) if (question.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = items.length || 1;
  return items.map((item, index) => {
    const set = termSets[index] ?? new Set<string>();
    let score = 0;
    for (const t of question) if (set.has(t)) score += Math.log(1 + n / (df.get(t) ?? 1));
    const length = Math.max(set.size, 1);
    return { item, score: score / Math.sqrt(Math.log(2 + length)), index };
  });
};

/** A stable 32-bit hash, for choosing among equally good phrasings by question. */
export const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
