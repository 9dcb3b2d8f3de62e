import { bookById } from '../../../../common/src/books.ts';
import type { LexiconEntry, Word } from '../../../../common/src/contracts/word-study.ts';

// The words word study shows (issue 32), kept apart from the components so they can be tested.

export type DefinitionPart = { text: string } | { strongs: string };

/** The definition's text with the numbers it cites ("from G5384") as links, when the lexicon has them. */
export const definitionParts = (definition: string, related: readonly string[]): DefinitionPart[] => {
  const known = new Set(related);
  const parts: DefinitionPart[] = [];
  let last = 0;
  for (const m of definition.matchAll(/\b([GH])(\d{1,5})\b/g)) {
    const id = `${m[1]}${Number(m[2])}`;
    if (!known.has(id) || m.index === undefined) continue;
    if (m.index > last) parts.push({ text: definition.slice(last, m.index) });
    parts.push({ strongs: id });
    last = m.index + m[0].length;
  }
  if (last < definition.length) parts.push({ text: definition.slice(last) });
  return parts;
};

/** "rendered love ×116, beloved ×7 and 3 other ways". */
export const renderingsLine = (renderings: LexiconEntry['renderings'], shown = 6): string => {
  if (renderings.length === 0) return '';
  const head = renderings
    .slice(0, shown)
    .map((r) => `${r.text} ×${r.count}`)
    .join(', ');
  const more = renderings.length - shown;
  return `Rendered ${head}${more > 0 ? ` and ${more} other ${more === 1 ? 'way' : 'ways'}` : ''}`;
};

/** The books a number occurs in most, for the bar chart: the top `shown`, each with its bar's share. */
export const bookBars = (byBook: LexiconEntry['occurrences']['by_book'], shown = 8) => {
  const top = [...byBook].sort((a, b) => b.count - a.count).slice(0, shown);
  const max = Math.max(1, ...top.map((b) => b.count));
  return top.map((b) => ({
    bookId: b.book_id,
    name: bookById(b.book_id)?.name ?? b.book_id,
    count: b.count,
    share: b.count / max,
  }));
};

export const languageName = (strongs: string) => (strongs.startsWith('H') ? 'Hebrew' : 'Greek');

/** The question "Ask about this word" puts to the assistant: the word, its original and its number. */
export const askQuestion = (
  word: Word,
  strongs: string,
  entry: Pick<LexiconEntry, 'lemma' | 'transliteration'> | undefined,
  place: string,
): string => {
  const original = entry
    ? ` (${languageName(strongs)} ${entry.transliteration || entry.lemma}`
    : ` (${languageName(strongs)}`;
  return `What does “${word.text.trim()}”${original}, Strong’s ${strongs}) mean in ${place}, and where else is it used?`;
};

/** The tagged words of a verse, by their index in its words: the ones a reader steps between. */
export const taggedIndexes = (words: readonly Word[]): number[] =>
  words.flatMap((w, i) => (w.strongs.length > 0 ? [i] : []));

/** The tagged word `step` away from `index` in the verse, or undefined at either end. */
export const stepWord = (words: readonly Word[], index: number, step: 1 | -1): number | undefined => {
  const tagged = taggedIndexes(words);
  const at = tagged.indexOf(index);
  return at < 0 ? undefined : tagged[at + step];
};

/** A column of the interlinear: an English word (with the punctuation after it) and what it renders. */
export interface Group {
  index: number;
  text: string;
  word: Word;
}

/** A verse's words as interlinear columns: a word, with the text after it that has no letters. */
export const groupsOf = (words: readonly Word[]): Group[] => {
  const groups: Group[] = [];
  words.forEach((word, index) => {
    const last = groups[groups.length - 1];
    if (word.strongs.length === 0 && last && !/\p{L}/u.test(word.text)) last.text += word.text;
    else groups.push({ index, text: word.text, word });
  });
  return groups;
};
