// Memory verse practice (issue 33): the verse with its words hidden step by step — a few words to their
// first letter, then every word to its first letter, then blanks — and how much of it a reader typed.

export const HIDE_LEVELS = ['full', 'some', 'letters', 'blanks'] as const;
export type HideLevel = (typeof HIDE_LEVELS)[number];

export interface ClozeWord {
  shown: string;
  hidden: boolean;
}

const WORD = /^([^\p{L}\p{N}]*)([\p{L}\p{N}][\p{L}\p{N}’'-]*)(.*)$/u;

/** A word with its letters hidden: `letter` keeps the first one; punctuation around it stays. */
export const hideWord = (word: string, keep: 'letter' | 'blank'): string => {
  const m = WORD.exec(word);
  if (!m) return word;
  const [, before = '', core = '', after = ''] = m;
  const chars = [...core];
  const hidden = keep === 'letter' ? `${chars[0]}${'_'.repeat(chars.length - 1)}` : '_'.repeat(chars.length);
  return `${before}${hidden}${after}`;
};

/** The verse's words as shown at `level` ("some": every third word, from the second, to its first letter). */
export const clozeOf = (text: string, level: HideLevel): ClozeWord[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => {
      if (level === 'full' || (level === 'some' && i % 3 !== 1) || !WORD.test(w))
        return { shown: w, hidden: false };
      return { shown: hideWord(w, level === 'blanks' ? 'blank' : 'letter'), hidden: true };
    });

/** Where practice starts: a new verse is read whole first; the better it is known, the more is hidden. */
export const levelForReps = (reps: number): HideLevel =>
  reps === 0 ? 'full' : reps === 1 ? 'some' : reps < 4 ? 'letters' : 'blanks';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How much of the verse the typed text recalls, in order: the longest run of the verse's words found in
 * the typed ones in the same order (so a skipped or extra word costs one), as a share of the verse.
 */
export const recallScore = (typed: string, text: string): { matched: number; total: number } => {
  const a = normalise(typed);
  const b = normalise(text);
  const row = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = word === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0);
      diagonal = above;
    }
  }
  return { matched: row[b.length] ?? 0, total: b.length };
};
