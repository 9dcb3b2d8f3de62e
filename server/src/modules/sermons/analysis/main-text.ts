import type { CitedPassage, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { type Citation, toSermonPassage } from './passages.ts';

// The main text is the passage the sermon expounds: named often, named early, and the preacher
// stays in it (sentences after a citation belong to that chapter until another chapter is cited).

const key = (c: { bookId: string; chapter: number }) => `${c.bookId}.${c.chapter}`;

/** Sentences spent in each chapter: after a citation, up to 15 sentences until another chapter. */
export const chapterDwell = (citations: Citation[], sentenceCount: number): Map<string, number> => {
  const dwell = new Map<string, number>();
  const sorted = [...citations].sort((a, b) => a.sentence - b.sentence);
  const counted = new Set<string>();
  sorted.forEach((c, i) => {
    // One sentence counts once per chapter, however many verses of it are named there.
    if (counted.has(`${key(c)}@${c.sentence}`)) return;
    counted.add(`${key(c)}@${c.sentence}`);
    const next = sorted.slice(i + 1).find((o) => o.sentence > c.sentence);
    const until = Math.min(c.sentence + 15, next?.sentence ?? sentenceCount, sentenceCount);
    dwell.set(key(c), (dwell.get(key(c)) ?? 0) + Math.max(1, until - c.sentence));
  });
  return dwell;
};

export const citedPassages = (citations: Citation[], sentences: string[]): CitedPassage[] => {
  const n = Math.max(sentences.length, 1);
  const dwell = chapterDwell(citations, sentences.length);
  const byPassage = new Map<string, { c: Citation; mentions: number }>();
  for (const c of citations) {
    const k = `${key(c)}.${c.start}-${c.end}`;
    const entry = byPassage.get(k);
    if (entry) entry.mentions++;
    else byPassage.set(k, { c, mentions: 1 });
  }
  return [...byPassage.values()]
    .sort((a, b) => a.c.sentence - b.c.sentence)
    .map(({ c, mentions }) => ({
      ...toSermonPassage(c),
      mentions,
      first_position: Math.min(1, c.sentence / n),
      dwell: Math.min(1, (dwell.get(key(c)) ?? 0) / n),
      quote: (sentences[c.sentence] ?? '').slice(0, 400),
    }));
};

export const findMainText = (citations: Citation[], sentenceCount: number): SermonPassage | null => {
  if (citations.length === 0) return null;
  const n = Math.max(sentenceCount, 1);
  const dwell = chapterDwell(citations, sentenceCount);
  const chapters = new Map<string, Citation[]>();
  for (const c of citations) chapters.set(key(c), [...(chapters.get(key(c)) ?? []), c]);
  let best: { score: number; list: Citation[] } | undefined;
  for (const [k, list] of chapters) {
    const first = Math.min(...list.map((c) => c.sentence)) / n;
    const score = list.length + ((dwell.get(k) ?? 0) / n) * 40 + (first < 0.1 ? 4 : first < 0.25 ? 2 : 0);
    if (!best || score > best.score) best = { score, list };
  }
  const list = best?.list ?? [];
  const verses = list.filter((c) => !c.whole);
  const first = list[0] as Citation;
  if (verses.length === 0) return toSermonPassage({ ...first, whole: true });
  // The announced text is usually a range read early that covers the verses cited later.
  const ranges = verses.filter((c) => c.end > c.start);
  const covering = ranges
    .map((r) => ({ r, covers: verses.filter((v) => v.start >= r.start && v.end <= r.end).length }))
    .sort((a, b) => b.covers - a.covers || a.r.sentence - b.r.sentence)[0];
  if (covering && covering.covers >= 2) return toSermonPassage(covering.r);
  const lo = Math.min(...verses.map((v) => v.start));
  const hi = Math.max(...verses.map((v) => v.end));
  if (hi - lo <= 25) return toSermonPassage({ ...first, start: lo, end: hi, whole: false });
  // Spread over a long chapter: the verse named most often.
  const counts = new Map<number, { c: Citation; n: number }>();
  for (const v of verses) counts.set(v.start, { c: v, n: (counts.get(v.start)?.n ?? 0) + 1 });
  const top = [...counts.values()].sort((a, b) => b.n - a.n || a.c.sentence - b.c.sentence)[0] as {
    c: Citation;
  };
  return toSermonPassage(top.c);
};
