// Strong's entries a reader learns nothing from (issue 29): the article, pronouns, prepositions,
// conjunctions and particles. The translation tags a word group with every original word behind it ("the
// peace" is G3588 and G1515), so asking about "peace" also finds the Greek for "the".

// English words that only carry grammar.
const FUNCTION_WORDS = new Set(
  `a an the and or nor but if then so yet of to in into on onto upon at by for from with within without
  about above after against among before behind below beneath beside between beyond through toward towards
  under until unto up down out over off as than that this these those which who whom whose what whatever
  i me my mine myself we us our ours you your yours yourself ye thee thou thy thine he him his himself she
  her hers herself it its itself they them their theirs themselves one not no be is are was were am been
  being also even both either neither whether because since though although while when where whereas lest
  indeed verily now there here`.split(/\s+/),
);

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
  const words = entry.english.flatMap((e) => e.toLowerCase().match(/[a-z]+/g) ?? []);
  return words.length > 0 && words.every((w) => FUNCTION_WORDS.has(w));
};
