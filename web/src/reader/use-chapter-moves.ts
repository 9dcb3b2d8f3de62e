import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Book } from '../../../common/src/contracts/bible.ts';
import { adjacentChapter } from '../../../common/src/navigation.ts';
import { chapterQuery } from '../api/bible-queries.ts';
import { leaveSheets } from '../lib/use-close-on-back.ts';
import type { PlanMode } from './plan-mode.tsx';
import { useChapterKeys } from './use-chapter-keys.ts';

export const readHref = (bookId: string, chapter: number) => `/read/${bookId}/${chapter}`;

/**
 * The ways on from a chapter: the previous and next chapters (arrows and ← →), or in plan mode the
 * previous and next day; the neighbours load in the background so that either opens at once.
 */
export const useChapterMoves = (opts: {
  bibleId: string;
  books: Book[];
  bookId: string;
  chapter: number;
  plan: PlanMode | undefined;
  loaded: boolean;
}) => {
  const { bibleId, books, bookId, chapter, plan, loaded } = opts;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prev = adjacentChapter(books, bookId, chapter, -1);
  const next = adjacentChapter(books, bookId, chapter, 1);
  // Navigating clears the verse selection (spec §4): the hrefs carry no query string.
  // In plan mode the arrows are hidden: movement is by day (spec §2 plan mode).
  const prevHref = plan ? undefined : prev && readHref(prev.bookId, prev.chapter);
  const nextHref = plan ? undefined : next && readHref(next.bookId, next.chapter);
  // From under an open sheet (a phone's verse actions), the next chapter takes the sheet's entry.
  const go = useCallback(
    (href: string | undefined) => href && navigate(href, { replace: leaveSheets() }),
    [navigate],
  );
  useChapterKeys(
    plan ? undefined : readHref(bookId, chapter),
    plan
      ? plan.step.passage_order > 1
        ? plan.onPrevious
        : undefined
      : prevHref
        ? () => go(prevHref)
        : undefined,
    plan ? plan.onNext : nextHref ? () => go(nextHref) : undefined,
  );

  // Neighbours load in the background so next / previous render at once.
  const neighbours = [next, prev].flatMap((n) => (n ? [`${n.bookId}/${n.chapter}`] : [])).join(',');
  useEffect(() => {
    if (!loaded || !neighbours) return;
    for (const key of neighbours.split(',')) {
      const [b = '', c = ''] = key.split('/');
      void queryClient.prefetchQuery(chapterQuery(bibleId, b, Number(c)));
    }
  }, [loaded, bibleId, neighbours, queryClient]);
  return { next, prevHref, nextHref };
};
export type ChapterMoves = ReturnType<typeof useChapterMoves>;
