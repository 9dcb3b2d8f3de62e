import { stem } from '../../lib/text/stem.ts';
import { words } from '../../lib/text/tokenise.ts';
import type { ChapterHit } from './home.repository.ts';

const stemsOf = (text: string) => new Set(words(text).map(stem));

/**
 * Matthew Henry's chapter outlines ("Christ's discourse with Nicodemus"), indexed in memory and scored
 * by the rarity of the question's words among them (summed IDF): "Nicodemus" names one outline,
 * "Jesus" hundreds, so a rare name outweighs any number of common words. Built once; the outlines only
 * change with an import.
 */
export const createOutlineIndex = (rows: { book_id: string; chapter: number; text: string }[]) => {
  const entries = rows.map((r) => ({ key: `${r.book_id} ${r.chapter}`, hit: r, stems: stemsOf(r.text) }));
  const df = new Map<string, number>();
  for (const e of entries) for (const s of e.stems) df.set(s, (df.get(s) ?? 0) + 1);
  const total = entries.length;
  return (words: string[], limit = 30): ChapterHit[] => {
    const query = [...new Set(words.map(stem))].filter((s) => df.has(s));
    if (query.length === 0) return [];
    const best = new Map<string, ChapterHit>();
    for (const e of entries) {
      let score = 0;
      for (const s of query) if (e.stems.has(s)) score += Math.log(total / (df.get(s) ?? total));
      if (score <= 0) continue;
      const prev = best.get(e.key);
      if (!prev || prev.score < score)
        best.set(e.key, { book_id: e.hit.book_id, chapter: Number(e.hit.chapter), score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  };
};
