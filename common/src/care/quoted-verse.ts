import { fold } from './care-words.ts';

// A question that is a verse of the passage open beside it ("He makes me lie down in green pastures")
// quotes Scripture; the care model, reading its words, may take "makes me lie down" for danger. Where
// only the model read it so, the verse quoted is the verse (home.routes.ts does the same with the search).
const MOST = 0.7;
const LEAST_WORDS = 4;

const wordsOf = (text: string): Set<string> =>
  new Set((fold(text).match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3));

/** Whether most of the question's words (four at least) are in one of the verses. */
export const quotesAVerse = (question: string, verses: readonly string[]): boolean => {
  const asked = wordsOf(question);
  if (asked.size < LEAST_WORDS) return false;
  return verses.some((text) => {
    const have = wordsOf(text);
    let held = 0;
    for (const w of asked) if (have.has(w)) held++;
    return held >= MOST * asked.size;
  });
};
