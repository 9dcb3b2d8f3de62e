import { words } from '../../../lib/text/tokenise.ts';
import { wordList } from '../../../lib/text/word-lists.ts';
import { normaliseSpokenReferences } from './spoken.ts';

// Issue 30: an exposition that starts partway through a long psalm ("Verse 36. Nevertheless they did
// flatter him with their mouth…") may never name its chapter. A reader knows it by the verse the heading
// quotes; so does this: the words after each "Verse N." are looked up in the Bible (sermons.expounded.ts),
// and the chapter whose verse N they quote, heading after heading, is the one expounded.

export interface HeadingQuote {
  verse: number;
  /** The content words the heading quotes, in order (at most eight). */
  words: string[];
}
export type Chapter = { bookId: string; chapter: number };
export const sameChapter = (a: Chapter, b: Chapter): boolean =>
  a.bookId === b.bookId && a.chapter === b.chapter;

// A heading: "Verse 36." / "Verses 37, 38." / "Ver. 4." at a sentence's start, or in speech (no stops)
// "verse 33 i will not…" once spoken numbers are digits. What follows, to the next stop or the end of its
// quotation marks ('Verse 7. "The law of the Lord is perfect…"', as notes head theirs) or the next heading
// (captions have no stops), is the quote.
const HEADING =
  /(?:^|[.!?]["”’)]?\s+|\n\s*|\s)(?:Verses?|Ver\.|verses?)\s+(\d{1,3})(?:\s*(?:[-–,]|to|and)\s*\d{1,3})*\.?\s+(?:\(\w+(?: \w+)?\)\.?\s+)?["“‘']?([A-Za-z](?:(?!\s(?:Verses?|Ver\.|verses?)\s+\d)[^.;:!?\d"”]){8,200})/g;

// The study engine's stop words (lib/text), and the names of God and "yea" that fill the Psalms' verses and
// so tell one from another no better than "the".
const STUDY = wordList('study-engine');
const EVERY_PSALM = new Set(['lord', 'god', 'yea', 'myself']);
const quotedWords = (text: string): string[] =>
  words(text).filter((w) => w.length >= 3 && !STUDY.has(w) && !EVERY_PSALM.has(w));

/**
 * The headings of a text with the words each quotes (the first `limit`, in text order). Three content
 * words or more by default: a verse's opening, not "Verse 3 says".
 */
export const headingQuotes = (text: string, limit = 16, least = 3): HeadingQuote[] => {
  const out: HeadingQuote[] = [];
  for (const m of normaliseSpokenReferences(text).matchAll(HEADING)) {
    const words = quotedWords(m[2] ?? '').slice(0, 8);
    if (words.length >= least) out.push({ verse: Number(m[1]), words });
    if (out.length >= limit) break;
  }
  return out;
};

/**
 * Whether a verse's words hold a word the heading's first words quote. Notes quote a verse in pieces
 * ("verse one tender mercies", "verse one blot out"), and a caption track has no stop to end the quote:
 * so only a few of its first words, and only to choose between chapters the text names (named below).
 */
const echoes = (q: HeadingQuote, verseWords: ReadonlySet<string>): boolean =>
  q.words.slice(0, 3).some((w) => verseWords.has(w));

/**
 * Of the chapters a text names, the one its verse headings echo: at least three headings and half of
 * them, and twice as many as any other. "Verse one … mercy … verse one … blot out my transgressions"
 * is Psalm 51 and not 2 Samuel 11, which the notes on its title name with a range.
 */
export const echoedChapter = (
  headings: HeadingQuote[],
  chapters: { chapter: Chapter; verses: Map<number, string> }[],
): Chapter | undefined => {
  const scored = chapters
    .map(({ chapter, verses }) => {
      // Each verse read into words once, however many headings point at it.
      const words = new Map([...verses].map(([n, text]) => [n, new Set(quotedWords(text))]));
      return {
        chapter,
        n: headings.filter((h) => {
          const verseWords = words.get(h.verse);
          return verseWords !== undefined && echoes(h, verseWords);
        }).length,
      };
    })
    .sort((a, b) => b.n - a.n);
  const [best, next] = scored;
  if (!best || best.n < 3 || best.n * 2 < headings.length || (next && next.n * 2 > best.n)) return undefined;
  return best.chapter;
};

/** How many of a heading's first words are looked up in the Bible and must be in its verse. */
export const QUOTE_LEAD = 5;

/**
 * Whether a verse's text holds most of the heading's first five words (the ones searched for), three at
 * least. Only the first: a caption track runs the quote into the comment with no stop between ("verse
 * twenty the lord rewarded me according to my righteousness viewing this psalm as prophetical…"), so the
 * words after them are the preacher's, not the verse's (heldout24, a cut of Psalm 18 that never names it).
 */
export const quotes = (q: HeadingQuote, verseText: string): boolean => {
  const have = new Set(quotedWords(verseText));
  const lead = q.words.slice(0, QUOTE_LEAD);
  const found = lead.filter((w) => have.has(w)).length;
  return found >= 3 && found >= 0.6 * lead.length;
};

/**
 * The chapter the headings quote: the one whose verses most headings quote, when at least two do and no
 * other chapter is as near. One heading alone says too little (a note may quote another psalm).
 */
export const expoundedChapter = (matches: Chapter[][]): Chapter | undefined => {
  const counts = new Map<string, { c: Chapter; n: number }>();
  for (const found of matches) {
    const seen = new Set<string>();
    for (const c of found) {
      const k = `${c.bookId}.${c.chapter}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const e = counts.get(k);
      if (e) e.n++;
      else counts.set(k, { c, n: 1 });
    }
  }
  const [best, next] = [...counts.values()].sort((a, b) => b.n - a.n);
  if (!best || best.n < 2 || (next && next.n * 2 > best.n)) return undefined;
  return { bookId: best.c.bookId, chapter: best.c.chapter };
};
