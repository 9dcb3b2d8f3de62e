import type { Suggestion } from '../../../../common/src/contracts/bible.ts';
import { Lru } from '../../lib/lru.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { LibraryService } from '../library/library.service.ts';

const range = (start: number, end: number) => (start === end ? `${start}` : `${start}-${end}`);
const topicOf = (outline: string) =>
  outline
    .replace(/[.;:,\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !/^(God|Christ|Jesus|Lord)\b/.test(s) ? s[0]?.toLowerCase() + s.slice(1) : s;

/**
 * Three questions worth asking about a chapter, from the study engine: one for each of the first two
 * sections of Matthew Henry's outline of the chapter ("Christ's discourse with Nicodemus (1-21)"), and one
 * about the chapter as a whole. Profiles that are not Christian are offered background questions rather
 * than devotional ones. Cached: the chapter's text and outline never change between imports (and an import clears it).
 */
export const createSuggestionsService = (bible: BibleService, library: LibraryService) => {
  const cache = new Lru<Suggestion[]>(2000, 60 * 60_000);
  bible.onForget(() => cache.clear());
  return {
    forChapter: async (
      bibleId: string,
      bookId: string,
      chapter: number,
      christian = false,
    ): Promise<Suggestion[]> => {
      const key = `${bibleId}/${bookId}/${chapter}/${christian}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const { outline } = await library.commentaryForChapter(bibleId, bookId, chapter);
      const book = (await bible.toc(bibleId, 'full')).find((b) => b.id === bookId)?.name ?? bookId;
      const place = `${book} ${chapter}`;
      const out: Suggestion[] = [];
      for (const o of outline.slice(0, 2)) {
        const topic = topicOf(o.text);
        if (!topic) continue;
        const where = `${place}:${range(o.start_verse, o.end_verse)}`;
        out.push(
          christian
            ? {
                summary: `What does ${where} teach about ${lowerFirst(topic)}`,
                question: `What does ${where} (${topic}) teach, and how can I live it out?`,
              }
            : {
                summary: `What is happening in ${where}`,
                question: `What is happening in ${where} (${topic}), and what did it mean to its first readers?`,
              },
        );
      }
      // The chapter as a whole, then its book: enough to make three even without an outline.
      out.push(
        christian
          ? {
              summary: `How does ${place} point to Jesus`,
              question: `How does ${place} point to Jesus and the gospel?`,
            }
          : {
              summary: `What is the main message of ${place}`,
              question: `What is the main message of ${place}, and why does it matter?`,
            },
        {
          summary: `Who wrote ${book}, and why`,
          question: `Who wrote ${book}, to whom, and why? How does chapter ${chapter} fit its purpose?`,
        },
        {
          summary: `What is the historical background of ${place}`,
          question: `What is the historical and cultural background of ${place}?`,
        },
      );
      const result = out.slice(0, 3);
      cache.set(key, result);
      return result;
    },
  };
};

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
