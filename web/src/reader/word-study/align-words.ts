import type { Word } from '../../../../common/src/contracts/word-study.ts';

/** A stretch of one text node: `texts[node].slice(start, end)`. */
export interface Piece {
  node: number;
  start: number;
  end: number;
}

const space = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * Where each tagged word of a verse lies in the verse's text as the page shows it (its text nodes in
 * order, verse numbers and note markers left out): the word's index in `words` → the pieces of text nodes
 * it covers (several when red letters or added words split it). The words and the page's text are the
 * same characters but for white space; where they differ otherwise (a module quirk), the words from there
 * on are left unmarked rather than marked in the wrong place.
 */
export const alignWords = (texts: readonly string[], words: readonly Word[]): Map<number, Piece[]> => {
  const found = new Map<number, Piece[]>();
  let node = 0;
  let at = 0;
  // The next character of the page at or after (node, at), skipping empty nodes.
  const settle = () => {
    while (node < texts.length && at >= (texts[node]?.length ?? 0)) {
      node++;
      at = 0;
    }
  };
  const skipSpace = () => {
    for (settle(); node < texts.length && space(texts[node]?.[at]); settle()) at++;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word) continue;
    const pieces: Piece[] = [];
    for (const c of word.text) {
      if (space(c)) continue;
      skipSpace();
      if (node >= texts.length || texts[node]?.[at] !== c) return found;
      const last = pieces[pieces.length - 1];
      if (last && last.node === node) last.end = at + 1;
      else pieces.push({ node, start: at, end: at + 1 });
      at++;
    }
    if (word.strongs.length > 0 && pieces.length > 0) found.set(i, pieces);
  }
  return found;
};
