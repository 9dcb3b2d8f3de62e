import { nearest } from '../../lib/text/spelling.ts';

/**
 * A name as it sounds: doubled letters as one, "ph" as "f", "ck" and "c" before a, o, u or at the end
 * as "k", a final "h" left out ("rebecca" and "rebekah" are both "rebeka", "isaak" and "isaac" "isak").
 */
export const sound = (word: string): string =>
  word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/(.)\1+/g, '$1')
    .replace(/c(?=[aou]|$)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/h$/, '')
    .replace(/(.)\1+/g, '$1');

/**
 * Spelling for home questions: a word no verse holds and no table knows ("beattitudes", "Nicodemas",
 * "Melchisedec") is replaced by the nearest word of the traditional names' tables or the Bible's own
 * names of people and places, one edit away (two for long words), or else by the name that sounds the
 * same ("Isaak"). Only towards those: a modern word ("cancer", "coworker") is not a misspelt Bible word
 * ("canker"), and is left as it is. `sounds` gives the names in the strict sense and in how many verses
 * a word stands.
 */
export const createHomeSpeller = (
  tables: [string, string][][],
  properNames: Iterable<string>,
  known: (word: string) => boolean,
  sounds: { verses: (word: string) => number; names: Iterable<string> } = { verses: () => 0, names: [] },
) => {
  const tableWords = new Set(tables.flatMap((t) => t.flatMap(([names]) => names.match(/[a-z]+/g) ?? [])));
  const targets = [...new Set([...tableWords, ...properNames])].filter((w) => w.length >= 4);
  // Of names that sound alike, the one most verses use (names in the strict sense: a word that merely
  // starts a sentence, "Lose", must not make "loose" a misspelling).
  const { verses } = sounds;
  const bySound = new Map<string, string>();
  for (const name of sounds.names) {
    if (name.length < 4) continue;
    const other = bySound.get(sound(name));
    if (!other || verses(name) > verses(other)) bySound.set(sound(name), name);
  }
  const correct = (word: string): string | undefined => {
    const w = word.toLowerCase();
    if (w.length < 5 || tableWords.has(w)) return undefined;
    // A rare spelling of a name is read as the usual one that sounds the same: the KJV's New Testament
    // has "Rebecca" once, the Old Testament "Rebekah" thirty times over, and her story is told there.
    if (known(w)) {
      const usual = bySound.get(sound(w));
      return usual && usual !== w && verses(usual) >= 5 * verses(w) ? usual : undefined;
    }
    // A dropped "g" ("walkin on water", "prayin") is the word with it.
    if (w.endsWith('in') && known(`${w}g`)) return `${w}g`;
    return nearest(w, targets) ?? bySound.get(sound(w));
  };
  /** The question with unknown words corrected. */
  return (question: string): string => question.replace(/[A-Za-z]+/g, (word) => correct(word) ?? word);
};
