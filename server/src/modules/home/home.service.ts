import { isBareReference, parseReference } from '../../../../common/src/references.ts';
import type { ChapterHit, HomeRepository } from './home.repository.ts';
import { createOutlineIndex } from './outline-index.ts';

export interface HomeAnswer {
  ask_question: boolean;
  book: string;
  chapter: number;
  verse?: number;
}

// Words too common to name a topic ("what", "does", "jesus" names a thousand topics' worth of refs).
const STOP = new Set(
  'a an and are as at be but by did do does for from god had has have he her his how i in is it its jesus lord me my of on or our she that the their them then there they this to was we were what when where which who why will with you your about into after before'.split(
    ' ',
  ),
);

// How much each source's ranking counts in the fusion: the verses carry most of the evidence.
const WEIGHTS = { verses: 1, phrase: 0.6, outlines: 0.4, topics: 0.2 };

/**
 * Score fusion (CombSUM over max-normalised scores): each source's scores are scaled to its best, so a
 * chapter far ahead in one source keeps its lead, and chapters strong in several sources rise.
 */
const fuse = (lists: { hits: ChapterHit[]; weight: number }[]): Map<string, number> => {
  const scores = new Map<string, number>();
  for (const { hits, weight } of lists) {
    const top = hits[0]?.score ?? 0;
    if (top <= 0) continue;
    for (const h of hits) {
      const key = `${h.book_id} ${h.chapter}`;
      scores.set(key, (scores.get(key) ?? 0) + (weight * h.score) / top);
    }
  }
  return scores;
};

// Optional fields are left out rather than sent as undefined.
const withVerse = (a: HomeAnswer, verse: number | undefined): HomeAnswer => (verse ? { ...a, verse } : a);

/**
 * Home search (spec §4): a bare reference opens its chapter; anything else opens the chapter that best
 * answers it, with the question attached for the assistant.
 */
export const createHomeService = (repo: HomeRepository, translation: string) => {
  let index: Promise<ReturnType<typeof createOutlineIndex>> | undefined;
  const outlineIndex = () => {
    index ??= repo.allOutlines().then(createOutlineIndex);
    return index;
  };
  return {
    find: async (prompt: string): Promise<HomeAnswer | null> => {
      const text = prompt.trim();
      if (isBareReference(text)) {
        const ref = parseReference(text);
        if (ref)
          return withVerse({ ask_question: false, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
      }
      // A question that names a passage ("What does John 3:16 mean?") is about that passage.
      const named = parseReference(text);
      if (named?.verses || (named && /\d/.test(text))) {
        return withVerse(
          { ask_question: true, book: named.book, chapter: named.chapter },
          named.verses?.start,
        );
      }
      const words = [...new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])].filter(
        (w) => w.length > 2 && !STOP.has(w),
      );
      const [verses, phrase, outlines, topics] = await Promise.all([
        repo.fromVerses(translation, text),
        repo.fromPhrase(translation, text),
        outlineIndex().then((find) => find(words)),
        repo.fromTopics(words),
      ]);
      const scores = fuse([
        { hits: verses, weight: WEIGHTS.verses },
        { hits: phrase, weight: WEIGHTS.phrase },
        { hits: outlines, weight: WEIGHTS.outlines },
        { hits: topics, weight: WEIGHTS.topics },
      ]);
      let best: string | undefined;
      for (const [k, s] of scores) if (best === undefined || s > (scores.get(best) ?? 0)) best = k;
      if (!best) return null;
      const [book = '', chapter = '1'] = best.split(' ');
      return { ask_question: true, book, chapter: Number(chapter) };
    },
  };
};

export type HomeService = ReturnType<typeof createHomeService>;
