// The words of an offline study day (issue 30: studies a pastor would publish): a title that says what
// the day is about, never the reference plus a stock tag; a question made for that day, never one the
// study already asked.

const QUOTE = /[“"]([^”"]{6,})[”"]?/;

/** An outline point as a title: "Secondly, consider the branch and its abiding." → "The branch and its abiding". */
export const pointTitle = (point: string): string => {
  let t = point.trim();
  for (let i = 0; i < 4; i++)
    t = t
      .replace(
        /^(?:and\s+|then,?\s+|so,?\s+|now,?\s+)?(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|next|then|finally|lastly|last|in conclusion)\b[\s,:;-]*/i,
        '',
      )
      .replace(/^and\s+/i, '');
  t = t.replace(/^(?:let us |let's |we )?(?:consider|notice|see|observe|look at|think about|note)\s+/i, '');
  t = t.replace(/[.!;:,]+$/, '').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
};

// A title or hook never ends on a word that needs another after it: a phrase cut there reads as a
// fragment ("Therefore leaving the teaching of the first principles of").
const DANGLING_END =
  /\s+(?:of|the|and|to|a|an|in|on|for|with|by|from|at|as|or|but|nor|that|which|who|whose|whom|his|her|its|their|our|my|your|thy|thine|is|are|was|were|be|unto|upon|into|than|if|so|not|shall|will|let|us)$/i;
const TRAILING = /[\s,;:—–-]+$/;

/** A phrase without the function words it was cut on ("…the forty-sixth Psalm; and" → "…the forty-sixth Psalm"). */
export const trimDangling = (text: string): string => {
  let t = text.trim().replace(TRAILING, '');
  for (let i = 0; i < 8 && DANGLING_END.test(t); i++) t = t.replace(DANGLING_END, '').replace(TRAILING, '');
  return t;
};

const clip = (text: string, maxWords = 9): string => {
  const w = text.trim().split(/\s+/);
  return trimDangling(w.length <= maxWords ? text.trim() : w.slice(0, maxWords).join(' '));
};

/** Words a day's title may have: longer is a sentence, not a title, and is never cut to fit. */
export const TITLE_WORDS = 12;

/** The first clause of a quotation or verse (3 to 9 words): a day's title that quotes Scripture. */
export const clauseOf = (text: string): string => {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s"“'‘]+/, '')
    .trim();
  const first = clean.split(/[,;:.!?]/)[0]?.trim() ?? '';
  const pick = first.split(/\s+/).length >= 3 ? first : clean;
  return clip(pick).replace(/[\s,;:.!?—-]+$/, '');
};

/** "You will remember the fifth chapter of Isaiah, the song of the vineyard." → "The song of the vineyard". */
export const appositive = (sentence: string): string | undefined => {
  const m = /,\s+((?:the|a|an)\s+[^,.;:!?"“”]{6,60})[.!?]?$/i.exec(sentence.trim());
  if (!m?.[1] || m[1].split(/\s+/).length > 9) return undefined;
  return m[1].charAt(0).toUpperCase() + m[1].slice(1);
};

/** The Scripture a sentence quotes, as a title (“I have hidden your word in my heart”). */
export const quotedTitle = (sentence: string): string | undefined => {
  const q = QUOTE.exec(sentence)?.[1];
  if (!q) return undefined;
  const c = clauseOf(q);
  return c.split(/\s+/).length >= 3 ? `“${c}”` : undefined;
};

export const verseTitle = (text: string): string | undefined => {
  const c = clauseOf(text);
  return c.split(/\s+/).length >= 3 ? `“${c}”` : undefined;
};

/** What makes two questions the same question: their frame, once quotations and references go. */
export const questionFrame = (q: string): string =>
  q
    .replace(/[“"][^”"]*[”"]/g, '')
    .replace(/\b(?:[1-3] )?[A-Z][a-z]+ \d+(?::\d+(?:-\d+)?)?/g, '')
    .replace(/[^a-z]+/gi, ' ')
    .trim()
    .toLowerCase();

type Frame = (ref: string, hook: string) => string;

/** Question frames for a day of the sermon's own passages, each asked once in a study. */
export const SERMON_FRAMES: Frame[] = [
  (ref, hook) =>
    `Read ${ref} aloud. What does “${hook}” show you about God, and what does it ask of you this week?`,
  (ref, hook) =>
    `Where have you seen “${hook}” (${ref}) to be true in your own life, or found it hard to believe?`,
  (ref, hook) => `Which word or phrase in ${ref} stops you, and how does it fit with “${hook}”?`,
  (ref, hook) =>
    `What would change at home or at work if you took “${hook}” (${ref}) at its word for one day?`,
  (ref, hook) =>
    `Who do you know who needs to hear “${hook}” this week, and how could ${ref} help you say it?`,
  (ref, hook) => `What does ${ref} warn against or promise, and how does “${hook}” answer it?`,
  (ref, hook) => `How does ${ref} carry on what the sermon said before it, and what does “${hook}” add?`,
  (ref, hook) =>
    `What is one thing in ${ref} you want to remember tomorrow, and why does “${hook}” matter for it?`,
  (ref, hook) => `Pray through ${ref}. What does “${hook}” move you to thank God for, or to ask him for?`,
  (ref, hook) => `If you had only ${ref} to explain “${hook}” to a friend, what would you point to first?`,
];

/** Frames for a passage the study adds beside the sermon's. */
export const ADDED_FRAMES: Frame[] = [
  (ref, hook) =>
    `Set ${ref} beside the sermon's text. What does it add to “${hook}”, and what does it change?`,
  (ref, hook) =>
    `${ref} says it in other words. Where do you hear “${hook}” in it, and where does it go further?`,
  (ref, hook) =>
    `What in ${ref} would you have missed without the sermon's “${hook}”, and what would you have missed in the sermon without it?`,
  (ref, hook) => `How does ${ref} help you believe “${hook}” on a hard day?`,
];

export const themeQuestion = (ref: string, theme: string): string =>
  `This study's theme is ${theme}. How does ${ref} deepen what you understand by it, and what will you do about it this week?`;
