import type { ChapterHit } from './home.repository.ts';
import type { RankingEvidence } from './home-ranking.ts';

/** A chapter hit from "BOOK C" and a score, for ranking tests. */
export const hit = (ref: string, score: number): ChapterHit => {
  const [book_id = '', chapter = '1'] = ref.split(' ');
  return { book_id, chapter: Number(chapter), score };
};

/** Evidence where every source is silent but the fields given. */
export const evidence = (over: Partial<RankingEvidence>): RankingEvidence => ({
  question: '',
  words: [],
  verses: [],
  phrase: [],
  topics: [],
  outlines: [],
  quotes: [],
  mentions: [],
  named: null,
  theme: null,
  ...over,
});
