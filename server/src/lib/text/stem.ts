// Two suffix-stripping stemmers, crude on purpose: each meets its engine's word forms, and the
// evaluation figures of each engine depend on it exactly as it is.

// Tried in this order; the first that leaves enough of the word is stripped.
const SCRIPTURE_SUFFIXES = 'ingly fulness ness ings ing eth est edst ed es ly s e'.split(' ');

/**
 * The stemmer of home search and the study engine: knows the KJV's endings ("loveth", "lovedst"), so
 * "loved", "loveth" and "loving" meet at "lov". Lower-cases; leaves at least three letters.
 */
export const stem = (word: string): string => {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  const suffix = SCRIPTURE_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  return suffix ? w.slice(0, -suffix.length) : w;
};

/** Stems of stems, so that "forgiveness" (→ forgive) and "forgive" (→ forgiv) meet: the study engine's. */
export const root = (word: string): string => stem(stem(word));

const SPEECH_SUFFIXES = 'ingly ings ing edly ness ment ies ied es ed ly s e'.split(' ');

/**
 * The stemmer of sermon analysis, for modern spoken English ("abide", "abiding", "abides" meet;
 * "-ment", "-ies" stripped): expects lower case; leaves at least four letters.
 */
export const speechStem = (word: string): string => {
  const suffix = SPEECH_SUFFIXES.find((s) => word.length > s.length + 3 && word.endsWith(s));
  return suffix ? word.slice(0, -suffix.length) : word;
};
