import { stem } from '../../lib/text/stem.ts';
import { words } from '../../lib/text/tokenise.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import type { ChapterHit } from './home.repository.ts';

// Words too common in the commentary's prose to say what a section is about.
const STOP = wordList('commentary-index');

const termsOf = (text: string): string[] =>
  words(text)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);

// BM25's usual constants: how fast a repeated word stops counting, and how much a long section is damped.
const K1 = 1.2;
const B = 0.75;

/**
 * Matthew Henry's commentary, section by section, ranked by BM25 for a question's words; a chapter
 * scores as its best section. The commentary tells each story in plain words and names its people
 * ("Jonah ... flees from the presence of the Lord ... a ship"), so it meets a question that describes a
 * story or a person in other words than the verses use ("the prophet who ran away from god on a ship").
 * Built once in memory (some 4,000 sections); the home reranker weighs it with the other sources.
 */
export const createCommentaryIndex = (rows: { book_id: string; chapter: number; text: string }[]) => {
  const sections = rows.map((r) => {
    const tf = new Map<string, number>();
    const terms = termsOf(r.text);
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { book_id: r.book_id, chapter: Number(r.chapter), tf, length: terms.length };
  });
  const postings = new Map<string, number[]>();
  sections.forEach((s, i) => {
    for (const t of s.tf.keys()) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const n = sections.length;
  const average = sections.reduce((sum, s) => sum + s.length, 0) / Math.max(1, n);
  return (words: string[], limit = 30): ChapterHit[] => {
    const scores = new Map<number, number>();
    for (const term of new Set(words.flatMap(termsOf))) {
      const list = postings.get(term) ?? [];
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const i of list) {
        const s = sections[i];
        const f = s?.tf.get(term) ?? 0;
        if (!s || f === 0) continue;
        const norm = f + K1 * (1 - B + (B * s.length) / average);
        scores.set(i, (scores.get(i) ?? 0) + (idf * f * (K1 + 1)) / norm);
      }
    }
    const best = new Map<string, ChapterHit>();
    for (const [i, score] of scores) {
      const s = sections[i];
      if (!s) continue;
      const key = `${s.book_id} ${s.chapter}`;
      const prev = best.get(key);
      if (!prev || prev.score < score) best.set(key, { book_id: s.book_id, chapter: s.chapter, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  };
};
