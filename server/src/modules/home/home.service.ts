import { isBareReference, parseReference } from '../../../../common/src/references.ts';
import { yieldToLoop } from '../../lib/heavy-work.ts';
import { stem } from '../../lib/relevance.ts';
import type { ChapterHit, HomeRepository } from './home.repository.ts';
import { createLexemeIndex } from './lexeme-index.ts';
import { LIFE_THEMES } from './life-themes.ts';
import { createOutlineIndex } from './outline-index.ts';
import { createNameIndex, PASSAGE_NAMES } from './passage-names.ts';
import { createTopicIndex } from './topic-index.ts';
import { createVerseIndex, indexTerms } from './verse-index.ts';

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
const WEIGHTS = { verses: 1, phrase: 0.6, outlines: 0.4, topics: 0.7, quote: 2.5, name: 3, theme: 1 };

// The forms a topic's name may take in a question ("tithing" asks about TITHES, "prayers" about PRAYER).
const topicForms = (words: string[]) => [
  ...new Set(words.flatMap((w) => [w, w.replace(/s$/, ''), `${w}s`, stem(w), `${stem(w)}e`, `${stem(w)}es`])),
];

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
  let verses: Promise<ReturnType<typeof createVerseIndex>> | undefined;
  const verseIndex = () => {
    verses ??= repo.allVerses().then(createVerseIndex);
    return verses;
  };
  let lexemes: Promise<ReturnType<typeof createLexemeIndex>> | undefined;
  const lexemeIndex = () => {
    lexemes ??= repo.lexemeRows(translation).then(createLexemeIndex);
    return lexemes;
  };
  let topicRefs: Promise<ReturnType<typeof createTopicIndex>> | undefined;
  const topicIndex = () => {
    topicRefs ??= repo.allTopicRefs().then(createTopicIndex);
    return topicRefs;
  };
  const names = createNameIndex(PASSAGE_NAMES, indexTerms);
  const themes = createNameIndex(LIFE_THEMES, indexTerms);
  return {
    /** Builds the in-memory indexes now (at start-up) rather than on the first question. */
    warm: async (): Promise<void> => {
      await Promise.all([outlineIndex(), verseIndex(), lexemeIndex(), topicIndex()]);
    },
    find: async (prompt: string): Promise<HomeAnswer | null> => {
      const text = prompt.trim();
      if (isBareReference(text)) {
        const ref = parseReference(text);
        if (ref)
          return withVerse({ ask_question: false, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
      }
      // A question that names a passage ("What does John 3:16 mean?") is about that passage.
      const ref = parseReference(text);
      if (ref?.verses || (ref && /\d/.test(text))) {
        return withVerse({ ask_question: true, book: ref.book, chapter: ref.chapter }, ref.verses?.start);
      }
      const words = [...new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])].filter(
        (w) => w.length > 2 && !STOP.has(w),
      );
      // Everything but one short statement ranks in memory, one source after another with the event
      // loop let through in between: on the embedded database a query holds the only thread while it
      // runs, and the ranking SQL this replaced held it for up to a second (issue 19 item 7).
      const terms = await repo.queryTerms(text);
      const lexical = await lexemeIndex();
      const verses = lexical.verses(terms.lexemes);
      await yieldToLoop();
      const phrase = lexical.phrase(terms.tsquery);
      await yieldToLoop();
      const topics = (await topicIndex())(topicForms(words));
      await yieldToLoop();
      const outlines = (await outlineIndex())(words);
      await yieldToLoop();
      const quotes = (await verseIndex())(text);
      const scores = fuse([
        { hits: verses, weight: WEIGHTS.verses },
        { hits: phrase, weight: WEIGHTS.phrase },
        { hits: outlines, weight: WEIGHTS.outlines },
        { hits: topics, weight: WEIGHTS.topics },
      ]);
      // A quotation counts by how much of it one verse holds in order (1 = all of it), not relative to
      // the best: a loose match must not outweigh the other sources just because it is the best loose one.
      for (const h of quotes) {
        const key = `${h.book_id} ${h.chapter}`;
        scores.set(key, (scores.get(key) ?? 0) + WEIGHTS.quote * h.score ** 3);
      }
      // A traditional name ("the beatitudes") names its chapter outright when it is most of the question.
      const named = names(text);
      if (named && named.score >= 0.5)
        scores.set(named.ref, (scores.get(named.ref) ?? 0) + WEIGHTS.name * named.score);
      // A situation of life ("I am anxious") goes where Bibles' helps send it, unless it is a quotation.
      const theme = (quotes[0]?.score ?? 0) < 0.6 ? themes(text) : null;
      if (theme) scores.set(theme.ref, (scores.get(theme.ref) ?? 0) + WEIGHTS.theme);
      let best: string | undefined;
      for (const [k, s] of scores) if (best === undefined || s > (scores.get(best) ?? 0)) best = k;
      if (!best) return null;
      const [book = '', chapter = '1'] = best.split(' ');
      return { ask_question: true, book, chapter: Number(chapter) };
    },
  };
};

export type HomeService = ReturnType<typeof createHomeService>;
