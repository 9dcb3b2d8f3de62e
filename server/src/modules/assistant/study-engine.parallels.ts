import { contentWords } from '../../lib/text/content-words.ts';
import { root } from '../../lib/text/stem.ts';
import { wordList } from '../../lib/text/word-lists.ts';

// Words too common in Scripture to tell one passage from another.
const COMMON = new Set([...wordList('scripture-common')].map(root));

const telling = (text: string): string[] => [
  ...new Set(contentWords(text).filter((w) => w.length > 3 && !COMMON.has(root(w)))),
];

/**
 * A search for passages worded like the selected verses (a gospel's parallel, an Old Testament line the
 * New quotes): any of their telling words, ranked by how many match. Undefined for too little text.
 */
export const parallelQuery = (selectedText: string, max = 8): string | undefined => {
  const words = telling(selectedText)
    .sort((a, b) => b.length - a.length)
    .slice(0, max);
  return words.length >= 3 ? words.join(' or ') : undefined;
};

/**
 * Whether a verse elsewhere is worded like the selected verses: it shares at least half of their
 * telling words (and three or more), the mark of a parallel account or a quotation.
 */
export const isParallel = (selectedText: string, text: string): boolean => {
  const mine = new Set(telling(selectedText).map(root));
  if (mine.size < 3) return false;
  const theirs = new Set(telling(text).map(root));
  let shared = 0;
  for (const t of mine) if (theirs.has(t)) shared++;
  return shared >= 3 && shared >= mine.size / 2;
};

/**
 * A parallel close enough to stand without a help tying it to the selection: four or more of the
 * selected verses' telling words and two thirds of them ("Our Father in heaven, may your name be kept
 * holy" in Matthew and Luke). Three shared words ("even", "works", "dead") are too few to tell a
 * parallel from a chance match.
 */
export const isCloseParallel = (selectedText: string, text: string): boolean => {
  const mine = new Set(telling(selectedText).map(root));
  const theirs = new Set(telling(text).map(root));
  let shared = 0;
  for (const t of mine) if (theirs.has(t)) shared++;
  return shared >= 4 && shared >= (2 * mine.size) / 3;
};
