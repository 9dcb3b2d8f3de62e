import type { SearchResult } from '../../../../common/src/contracts/bible.ts';
import {
  type Chapter,
  expoundedChapter,
  type HeadingQuote,
  headingQuotes,
  quotes,
  sameChapter,
} from './analysis/quoted-verses.ts';

type Search = (bibleId: string, q: string, limit: number) => Promise<SearchResult[]>;

// Older expositions quote the King James; modern preachers a modern version, which the WEB is nearest.
const TRANSLATIONS = ['eng-kjv', 'eng-web'];

/**
 * The chapter a sermon's verse headings quote ("Verse 36. Nevertheless they did flatter him…"), looked up
 * in the Bible's full-text search, for a transcript that never names it (analysis/quoted-verses.ts). Null
 * when the headings quote nothing, or disagree.
 */
export const createExpoundedFinder =
  (search: Search) =>
  async (paragraphs: string[]): Promise<Chapter | null> => {
    const found: Chapter[][] = [];
    for (const q of headingQuotes(paragraphs.join('\n\n'))) {
      found.push(await chaptersQuoted(search, q));
      // Decided once three headings agree: the rest would only cost statements.
      const sure = expoundedChapter(found);
      if (sure && found.filter((f) => f.some((c) => sameChapter(c, sure))).length >= 3) return sure;
    }
    return expoundedChapter(found) ?? null;
  };

const chaptersQuoted = async (search: Search, q: HeadingQuote): Promise<Chapter[]> => {
  for (const bibleId of TRANSLATIONS) {
    const results = await search(bibleId, q.words.slice(0, 5).join(' '), 20).catch(() => []);
    const hits = results
      .filter((r) => r.verse === q.verse && quotes(q, r.text))
      .map((r) => ({ bookId: r.book_id, chapter: r.chapter }));
    if (hits.length) return hits;
  }
  return [];
};
