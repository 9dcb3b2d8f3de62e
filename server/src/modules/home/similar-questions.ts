import type { ChapterHit } from './home.repository.ts';

/**
 * Questions about the asker's own life are answered best by what answered questions like them. A
 * situation table (life-themes.ts) sends each situation to one chapter, but people name two situations
 * at once ("lost my job and my wife left"), tell them by their details ("working 80 hr weeks and barely
 * see my family") and expect the chapter that speaks to the whole of it. So the chapters a good pastor
 * would open for many such questions (life-questions.ts, written apart from every evaluation set) vote
 * for a new question in proportion to how like it each is: nearest neighbours over words weighed by
 * how rare they are among those questions (a question's "i", "my", "feel" say little).
 */
export type LabelledQuestion = readonly [question: string, chapters: readonly string[]];

// How many of the most similar questions vote; the first chapter of each counts a half more (the best).
const NEIGHBOURS = 20;
const FIRST_CHOICE = 1.5;

/** A question as typed, whatever its case and spacing: what makes two questions the same one. */
export const sameQuestion = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

export const createSimilarQuestions = (
  rows: readonly LabelledQuestion[],
  termsOf: (text: string) => string[],
): ((question: string) => ChapterHit[]) => {
  // A question never votes for itself: the reranker learns from the tuning questions, which are among the
  // rows (asked-questions.jsonl), and must see them as it will see a new question.
  const docs = rows.map(([q, chapters]) => ({ terms: new Set(termsOf(q)), chapters, text: sameQuestion(q) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map([...df].map(([t, n]) => [t, Math.log((docs.length + 1) / (n + 0.5))]));
  const norm = (terms: Iterable<string>) =>
    Math.sqrt([...terms].reduce((sum, t) => sum + (idf.get(t) ?? 0) ** 2, 0)) || 1;
  const norms = docs.map((d) => norm(d.terms));
  // Which questions hold each word: a question is compared only with those that share one.
  const holding = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const t of d.terms) {
      const list = holding.get(t);
      if (list) list.push(i);
      else holding.set(t, [i]);
    }
  });
  return (question) => {
    const terms = new Set(termsOf(question).filter((t) => idf.has(t)));
    if (!terms.size) return [];
    const shared = new Map<number, number>();
    const text = sameQuestion(question);
    for (const t of terms)
      for (const i of holding.get(t) ?? [])
        if (docs[i]?.text !== text) shared.set(i, (shared.get(i) ?? 0) + (idf.get(t) ?? 0) ** 2);
    const q = norm(terms);
    const nearest = [...shared]
      .map(([i, s]) => ({ i, similarity: s / q / (norms[i] ?? 1) }))
      .sort((a, b) => b.similarity - a.similarity || a.i - b.i)
      .slice(0, NEIGHBOURS);
    const votes = new Map<string, number>();
    for (const { i, similarity } of nearest)
      docs[i]?.chapters.forEach((c, rank) => {
        votes.set(c, (votes.get(c) ?? 0) + similarity * (rank === 0 ? FIRST_CHOICE : 1));
      });
    return [...votes]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([c, score]) => {
        const [book_id = '', chapter = '0'] = c.split(' ');
        return { book_id, chapter: Number(chapter), score };
      });
  };
};
