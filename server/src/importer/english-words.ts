/**
 * The common English words of a word list of one word a line (Debian's `wamerican`, SCOWL): the
 * lower-case entries, a–z only. A capitalised entry is a name ("Issac", "Mathew", "Philippines"), which
 * must not keep the speller from putting a misspelt Bible name right; a possessive ("lunch's") or an
 * accented word ("café") is no word a question's speller meets.
 */
export const parseEnglishWords = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((word) => /^[a-z]+$/.test(word)),
  ),
];
