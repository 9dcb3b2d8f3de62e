import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { checkChapter } from '../../../common/src/navigation.ts';
import { biblesQuery, chapterQuery, tocQuery } from '../api/bible-queries.ts';
import { isNotFound } from '../api/client.ts';
import { useParallelTranslation } from '../settings/settings.ts';
import { dropPrerendered, replayPrerenderedTap } from './prerendered.ts';
import { useParallelHtml } from './use-parallel-html.ts';

/**
 * What the reader shows for a chapter: the table of contents (to check the address), the chapter, the
 * translations and, when a second translation is chosen, its chapter beside it; the server's painted
 * page is handed over once the chapter is in.
 */
export const useChapterData = (bibleId: string, bookId: string, chapter: number) => {
  const toc = useQuery(tocQuery(bibleId));
  // A failed table of contents is treated as empty (spec §8): the chapter still loads, unchecked.
  const books = toc.data ?? [];
  const check = books.length ? checkChapter(books, bookId, chapter) : { kind: 'ok' as const };
  const chapterQ = useQuery({
    ...chapterQuery(bibleId, bookId, chapter),
    enabled: !toc.isPending && check.kind === 'ok',
  });
  const bibles = useQuery(biblesQuery()).data;
  const [parallelPick] = useParallelTranslation();
  const parallel =
    parallelPick && parallelPick !== bibleId ? bibles?.find((b) => b.id === parallelPick) : undefined;
  const secondQ = useQuery({
    ...chapterQuery(parallel?.id ?? '', bookId, chapter),
    enabled: Boolean(parallel) && chapterQ.isSuccess,
  });
  const notFound = check.kind === 'not-found' || isNotFound(chapterQ.error);
  // The server's painted page (prerendered.ts) stays until this page is complete: chapter and arrows.
  const settled = !toc.isPending && !chapterQ.isPending;
  useLayoutEffect(() => {
    if (!document.getElementById('prerender')) return;
    if (settled) {
      dropPrerendered();
      replayPrerenderedTap();
    } else if (chapterQ.isError || notFound) dropPrerendered();
  }, [settled, chapterQ.isError, notFound]);

  const current = bibles?.find((b) => b.id === bibleId);
  // Two translations side by side when the second has this chapter; else the first alone.
  const parallelOn = Boolean(parallel && secondQ.isSuccess && chapterQ.isSuccess);
  const html = useParallelHtml(
    chapterQ.data,
    parallelOn ? secondQ.data : undefined,
    current?.abbreviation ?? '',
    parallel,
  );
  return { toc, books, check, chapterQ, notFound, current, parallel, parallelOn, html };
};

export type ChapterData = ReturnType<typeof useChapterData>;
