import { nearest } from '../../lib/spelling.ts';

/**
 * Spelling for home questions: a word no verse holds and no table knows ("beattitudes", "Nicodemas",
 * "Melchisedec") is replaced by the nearest word of the traditional names' tables or the Bible's own
 * names of people and places, one edit away (two for long words). Only towards those: a modern word
 * ("cancer", "coworker") is not a misspelt Bible word ("canker"), and is left as it is.
 */
export const createHomeSpeller = (
  tables: [string, string][][],
  properNames: Iterable<string>,
  known: (word: string) => boolean,
) => {
  const tableWords = new Set(tables.flatMap((t) => t.flatMap(([names]) => names.match(/[a-z]+/g) ?? [])));
  const targets = [...new Set([...tableWords, ...properNames])].filter((w) => w.length >= 4);
  const correct = (word: string): string | undefined => {
    const w = word.toLowerCase();
    if (w.length < 5 || tableWords.has(w) || known(w)) return undefined;
    return nearest(w, targets);
  };
  /** The question with unknown words corrected. */
  return (question: string): string => question.replace(/[A-Za-z]+/g, (word) => correct(word) ?? word);
};
