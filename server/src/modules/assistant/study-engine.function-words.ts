import { words } from '../../lib/text/tokenise.ts';
import { wordList } from '../../lib/text/word-lists.ts';

// Strong's entries a reader learns nothing from (issue 29): the article, pronouns, prepositions,
// conjunctions and particles. The translation tags a word group with every original word behind it ("the
// peace" is G3588 and G1515), so asking about "peace" also finds the Greek for "the".

// English words that only carry grammar.
const FUNCTION_WORDS = wordList('strongs-function-words');

// How Strong's dictionaries open such an entry, before the renderings: "the definite article", "a primary
// preposition", "a primitive particle", "the personal pronoun", "(As such unrepresented in English.)".
const MARKER =
  /\b(?:definite article|particle|preposition(?:al(?:ly)?)?|pronoun|conjunction|unrepresented in English)\b/i;

/**
 * Whether an entry stands for a function word: its definition says so in its opening (the renderings
 * after ":--" or ": -" and a long derivation are not read), or every English word it stands behind in the
 * passage is one ("your", "of the").
 */
export const isFunctionWord = (entry: { definition: string; english: string[] }): boolean => {
  const opening = (entry.definition.split(/:\s?--|: -/)[0] ?? '').slice(0, 180);
  if (MARKER.test(opening) && !/\bfrom [GH]?\d+[^;]*\b(?:preposition|particle)\b/i.test(opening)) return true;
  const english = entry.english.flatMap((e) => words(e));
  return english.length > 0 && english.every((w) => FUNCTION_WORDS.has(w));
};
