import { z } from 'zod';
import data from './word-lists.json' with { type: 'json' };

/**
 * The word lists of the text engines (stop words, frame words, words that are not names), one named
 * list per purpose. They differ because each was tuned on its own texts (questions, verses, Matthew
 * Henry's prose, sermon transcripts, Strong's renderings) and the evaluation figures depend on each
 * exactly as it is; lists that were identical would be one entry.
 */
export const WordListsSchema = z.record(
  z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  z.object({
    purpose: z.string().min(20),
    words: z
      .array(z.string().regex(/^[A-Za-z]+(?:'[a-z]+)?$/))
      .min(1)
      .refine((words) => new Set(words).size === words.length, 'a word is listed twice'),
  }),
);

export type WordListName = keyof typeof data;

const lists = new Map(
  Object.entries(WordListsSchema.parse(data)).map(([name, l]) => [name, new Set(l.words)]),
);

/** One list as a set, built once at start-up. */
export const wordList = (name: WordListName): ReadonlySet<string> => {
  const list = lists.get(name);
  if (!list) throw new Error(`no word list ${name}`);
  return list;
};
