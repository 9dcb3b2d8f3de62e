import { stem } from './stem.ts';
import { words } from './tokenise.ts';

// People quote the Bible in the wording they know: the KJV's "thee" and "LORD", a modern "you" and
// "Lord", the WEB's "Yahweh". These words are one word to the index, so any wording meets any translation.
// (A Map: a question's "constructor" is a word, not Object's property.)
const SAME = new Map(
  Object.entries({
    thee: 'you',
    thou: 'you',
    ye: 'you',
    yourself: 'you',
    thy: 'your',
    thine: 'your',
    yours: 'your',
    yahweh: 'lord',
    jehovah: 'lord',
    ghost: 'spirit',
    hath: 'has',
    hast: 'has',
    have: 'has',
    doth: 'does',
    dost: 'does',
    do: 'does',
    saith: 'says',
    said: 'says',
    say: 'says',
    art: 'are',
    shalt: 'shall',
    wilt: 'will',
    unto: 'to',
    upon: 'on',
    mine: 'my',
    me: 'my',
    spake: 'spoke',
    shew: 'show',
    sheweth: 'show',
    labour: 'labor',
    saviour: 'savior',
    honour: 'honor',
    neighbour: 'neighbor',
    behaviour: 'behavior',
    colour: 'color',
    favour: 'favor',
    whosoever: 'whoever',
    thru: 'through',
    whatsoever: 'whatever',
    // Words modern translations use where the KJV and WEB have another (NIV "worry" for "be anxious",
    // "quick to listen" for "swift to hear", "charity" for "love"): one term, so any wording meets any.
    charity: 'love',
    brethren: 'brothers',
    hearken: 'hear',
    listen: 'hear',
    worry: 'anxious',
    worried: 'anxious',
    worries: 'anxious',
    quick: 'swift',
    discouraged: 'dismayed',
    trials: 'temptations',
    continually: 'ceasing',
    // "The Lord is near to the brokenhearted" is "nigh unto them that are of a broken heart" (KJV)
    // and "near to those who have a broken heart" (WEB).
    nigh: 'near',
  }),
);

// Contractions as two words, so "Don't be afraid" (WEB) meets "Do not be afraid" (NIV, KJV "be not").
const CONTRACTIONS: [RegExp, string][] = [
  // Compounds modern translations close up: "brokenhearted" is the KJV's "broken heart(ed)".
  [/\bbroken-?hearted\b/g, 'broken heart'],
  [/\bwon[’']t\b/g, 'will not'],
  [/\bcan[’']t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bshan[’']t\b/g, 'shall not'],
  [/n[’']t\b/g, ' not'],
  [/[’']m\b/g, ' am'],
  [/[’']re\b/g, ' are'],
  [/[’']ll\b/g, ' will'],
  [/[’']ve\b/g, ' have'],
];

/** Lower case with contractions spelled out: the wording-independent form of a question or verse. */
export const normaliseWording = (text: string): string =>
  CONTRACTIONS.reduce((t, [re, full]) => t.replace(re, full), text.toLowerCase());

/** The words of a text as index terms: lower case, archaic and modern forms made one, crudely stemmed. */
export const indexTerms = (text: string): string[] =>
  words(normaliseWording(text).replace(/[’']s\b/g, '')).map((w) => stem(SAME.get(w) ?? w));
