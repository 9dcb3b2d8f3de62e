import { cite, excerpt } from '../../lib/citation.ts';
import { termsOf } from '../../lib/text/content-words.ts';
import { rankByQuestion, sentences } from '../../lib/text/relevance.ts';
import { stem } from '../../lib/text/stem.ts';
import { words } from '../../lib/text/tokenise.ts';
import { placeOfLink } from './study-engine.support.ts';

// A question about the asker's own life ("I feel anxious about my job", "my husband left", "how do I cope
// with grief?", issue 29) is answered first by the chapter's verses that speak to it, then by a sentence or
// two tying them to what was asked, made only of the asker's words (turned to "you"), the verses' words
// and Matthew Henry's: the engine writes no claim of its own. The study helps follow.

interface Verse {
  verse: number;
  text: string;
}
interface Section {
  reference: string;
  link: string;
  text: string;
}

// Questions about the text itself ("What does it mean that the Lord is my shepherd?", "How can I apply
// this to my life?") are study questions, though they say "I" or "my".
const ABOUT_TEXT =
  /\b(mean|means|meant|meaning|this (?:passage|verse|chapter|text|story|psalm)|these (?:verses|words)|apply (?:this|it)|here)\b/i;
// First person telling of a situation: opening with it ("I feel…", "My husband…", "We lost…"), or asking
// how to live through one ("How do I cope with…", "How can we forgive…").
const OPENS_FIRST_PERSON = /^\s*(?:i|i'm|im|i've|ive|i'd|my|we|we're|we've|our)\b/i;
const HOW_DO_I = /\bhow (?:do|can|should|will|could) (?:i|we)\b/i;
const I_DO =
  /\b(?:i|we) (?:feel|am|'m|was|were|have|had|lost|can't|cannot|don't|keep|need|struggle|worry|fear)\b/i;

/** Whether the question tells of the asker's own life rather than asking about the text. */
export const isLifeQuestion = (question: string): boolean =>
  !ABOUT_TEXT.test(question) &&
  (OPENS_FIRST_PERSON.test(question) || HOW_DO_I.test(question) || I_DO.test(question)) &&
  termsOf(question).size > 0;

const YOU: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  our: 'your',
  ours: 'yours',
  us: 'you',
  ourselves: 'yourselves',
};

/** "I feel anxious about my job" → "You wrote that you feel anxious about your job." (statements only). */
export const reflectionOf = (question: string): string | undefined => {
  const q = question.trim().replace(/[.!]+$/, '');
  // The asker's words are quoted back as prose: none with quotes or markdown (a link, emphasis) in them.
  if (q.endsWith('?') || q.length > 140 || /["“”[\]()*_`<>#\\|~]/.test(q) || !OPENS_FIRST_PERSON.test(q))
    return undefined;
  const said = q
    .replace(/’/g, "'")
    .replace(/\b(i was|we was)\b/gi, 'you were')
    .replace(/\b[a-z]+(?:'[a-z]+)?\b/gi, (w) => YOU[w.toLowerCase()] ?? w);
  return `You wrote that ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
};

// A verse that opens this way goes on with the one before it ("And the peace of God…" after Philippians 4:6).
const CONTINUES = /^\s*(?:[Aa]nd|[Ff]or|[Ss]o that|[Tt]hat|[Tt]hen)\b|^\s*[a-z]/;

/** The chapter's verses that best speak to the question (the sentence ranking), with those that continue them. */
export const lifeVerses = (verses: Verse[], q: Set<string>): Verse[] => {
  const ranked = rankByQuestion(verses, (v) => v.text, q)
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2);
  const picked = new Set<number>();
  for (const r of ranked) {
    picked.add(r.index);
    const next = verses[r.index + 1];
    if (next && next.verse === r.item.verse + 1 && CONTINUES.test(next.text)) picked.add(r.index + 1);
  }
  return [...picked]
    .sort((a, b) => a - b)
    .slice(0, 3)
    .flatMap((i) => (verses[i] ? [verses[i]] : []));
};

/** The verse's own words for the quote: its clause holding one of the question's words, else its first sentence. */
const clauseOf = (text: string, q: Set<string>): string => {
  const clean = text.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
  const hit = clean.split(/(?<=[,;:.!?])\s+/).find((c) => [...termsOf(c)].some((t) => q.has(t)));
  const chosen = hit ?? excerpt(clean.split(/(?<=[.!?])\s+/)[0] ?? clean, 140);
  return chosen.replace(/[,;:.!?]+$/, '');
};

/** The sentence of Henry's comment on these verses that best meets the question and the verses' words. */
const henryOn = (
  sections: Section[],
  verses: Verse[],
  q: Set<string>,
): (Section & { sentence: string }) | undefined => {
  const wanted = new Set([...q, ...verses.flatMap((v) => [...termsOf(v.text)])]);
  const covers = (s: Section) => {
    const at = placeOfLink(s.link);
    return verses.some(
      (v) => at?.from === undefined || (v.verse >= at.from && v.verse <= (at.to ?? at.from)),
    );
  };
  const candidates = sections
    .filter(covers)
    .flatMap((s) => sentences(s.text).map((sentence) => ({ ...s, sentence: sentence.replace(/\s+/g, ' ') })))
    .filter((c) => c.sentence.length >= 30 && !/["“”]/.test(c.sentence));
  // The question's own words count double: they are what was asked.
  const score = (text: string) => {
    const have = termsOf(text);
    return [...have].filter((t) => q.has(t)).length * 2 + [...have].filter((t) => wanted.has(t)).length;
  };
  const ranked = rankByQuestion(candidates, (c) => c.sentence, wanted)
    .map((r) => ({ ...r, score: r.score + score(r.item.sentence) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return ranked[0]?.item;
};

/**
 * The lead of a life question's answer: the verses quoted, then how they bear on what was asked, in the
 * asker's, the verses' and the commentary's words. Undefined where no verse of the chapter (nor of the
 * selection) shares a word with the question: the engine then claims nothing.
 */
export const lifeSection = (
  ctx: { bookId: string; chapter: number; question: string },
  chapterVerses: Verse[],
  selected: Verse[],
  commentary: Section[],
): { text: string; verses: number[] } | undefined => {
  const q = termsOf(ctx.question);
  const found = lifeVerses(chapterVerses, q);
  const verses = found.length ? found : lifeVerses(selected, q);
  const top = verses.find((v) => [...termsOf(v.text)].some((t) => q.has(t)));
  if (!top) return undefined;
  const quoted = verses.map(
    (v) =>
      `> **${v.verse}** ${v.text.replace(/\s+/g, ' ').trim()} — ${cite(ctx.bookId, ctx.chapter, v.verse)}`,
  );
  const yours = [
    ...new Set(
      words(ctx.question).filter((w) => w.length > 2 && termsOf(top.text).has(stem(w)) && q.has(stem(w))),
    ),
  ];
  const after = verses.find((v) => v.verse === top.verse + 1);
  const said = [
    reflectionOf(ctx.question),
    `${cite(ctx.bookId, ctx.chapter, top.verse)} speaks to it${yours.length ? ` in your own word${yours.length > 1 ? 's' : ''}, ${yours.map((w) => `“${w}”`).join(' and ')}` : ''}: “${clauseOf(top.text, q)}”${after ? `, and ${cite(ctx.bookId, ctx.chapter, after.verse)} goes on: “${clauseOf(after.text, q)}”` : ''}.`,
  ];
  const henry = henryOn(commentary, verses, q);
  if (henry)
    said.push(
      `Matthew Henry writes on them: ${excerpt(henry.sentence, 240)} ([${henry.reference}](${henry.link}))`,
    );
  return {
    text: `#### What the chapter says to you\n\n${quoted.join('\n>\n')}\n\n${said.filter(Boolean).join(' ')}`,
    verses: verses.map((v) => v.verse),
  };
};
