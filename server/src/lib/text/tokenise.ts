// The engines' tokenisers. They differ on apostrophes only, each as its stop list spells contractions:
// the study engine's and the sermons' lists hold "don't"-like words whole, home search splits them.

/** Runs of letters, lower-cased ("Don't" → "don", "t"): home search and most word matching. */
export const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** Words with one inner apostrophe kept ("don't", "god's"; a closing one dropped): the study engine's. */
export const wordsWithContractions = (text: string): string[] =>
  text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];

/** Words with every apostrophe after their first letter kept ("don't", "jesus'"): sermon transcripts'. */
export const transcriptWords = (text: string): string[] => text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];

/**
 * A text as its words between single spaces, padded with a space at each end, so a phrase is found as a
 * substring on word boundaries whatever its punctuation and case ("Be still" in "be still, and know").
 */
export const phraseForm = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
