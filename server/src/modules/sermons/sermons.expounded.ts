import type { SearchResult } from '../../../../common/src/contracts/bible.ts';
import { findReferences } from './analysis/find.ts';
import {
  type Chapter,
  echoedChapter,
  expoundedChapter,
  type HeadingQuote,
  headingQuotes,
  QUOTE_LEAD,
  quotes,
  sameChapter,
} from './analysis/quoted-verses.ts';

type Search = (bibleId: string, q: string, limit: number) => Promise<SearchResult[]>;
type ChapterVerses = (
  bibleId: string,
  bookId: string,
  chapter: number,
) => Promise<{ verses: { verse: number; text: string }[] }>;

// Older expositions quote the King James; modern preachers a modern version, which the WEB is nearest.
const TRANSLATIONS = ['eng-kjv', 'eng-web'];

/**
 * The chapter a sermon's verse headings quote ("Verse 36. Nevertheless they did flatter him…"), looked up
 * in the Bible's full-text search, for a transcript that never names it (analysis/quoted-verses.ts). Null
 * when the headings quote nothing, or disagree.
 */
export const createExpoundedFinder =
  (search: Search, chapterVerses?: ChapterVerses) =>
  async (paragraphs: string[]): Promise<Chapter | null> => {
    const text = paragraphs.join('\n\n');
    const found: Chapter[][] = [];
    for (const q of headingQuotes(text)) {
      found.push(await chaptersQuoted(search, q));
      // Decided once three headings agree: the rest would only cost statements.
      const sure = expoundedChapter(found);
      if (sure && found.filter((f) => f.some((c) => sameChapter(c, sure))).length >= 3) return sure;
    }
    const quoted = expoundedChapter(found);
    if (quoted || !chapterVerses) return quoted ?? null;
    return (await chapterEchoed(text, chapterVerses)) ?? null;
  };

// Notes quote their verse in pieces, and a caption track runs the quote into the comment: the headings
// that say too little to search for ("verse one tender mercies") still tell which of the chapters the
// text names they quote. The twenty-four named most are read, in the King James that old notes quote (a psalm
// the notes name once, late, "lectures on the fifty-first psalm", is one of them).
const chapterEchoed = async (text: string, chapterVerses: ChapterVerses): Promise<Chapter | undefined> => {
  const headings = headingQuotes(text, 40, 1);
  if (headings.length < 3) return undefined;
  const counts = new Map<string, { chapter: Chapter; n: number }>();
  for (const f of findReferences(text)) {
    if (f.kind !== 'explicit') continue;
    const key = `${f.bookId}.${f.chapter}`;
    const e = counts.get(key) ?? { chapter: { bookId: f.bookId, chapter: f.chapter }, n: 0 };
    e.n++;
    counts.set(key, e);
  }
  const named = [...counts.values()].sort((a, b) => b.n - a.n).slice(0, 24);
  const chapters = await Promise.all(
    named.map(async ({ chapter }) => {
      const read = await chapterVerses('eng-kjv', chapter.bookId, chapter.chapter).catch(() => null);
      return { chapter, verses: new Map((read?.verses ?? []).map((v) => [v.verse, v.text])) };
    }),
  );
  return echoedChapter(headings, chapters);
};

const chaptersQuoted = async (search: Search, q: HeadingQuote): Promise<Chapter[]> => {
  for (const bibleId of TRANSLATIONS) {
    const results = await search(bibleId, q.words.slice(0, QUOTE_LEAD).join(' '), 20).catch(() => []);
    const hits = results
      .filter((r) => r.verse === q.verse && quotes(q, r.text))
      .map((r) => ({ bookId: r.book_id, chapter: r.chapter }));
    if (hits.length) return hits;
  }
  return [];
};
