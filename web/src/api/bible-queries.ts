import { queryOptions } from '@tanstack/react-query';
import type {
  BiblesResponse,
  CommentaryResponse,
  PassagesResponse,
  TocResponse,
} from '../../../common/src/contracts/bible.ts';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import type { ExampleQuestionsResponse } from '../../../common/src/contracts/guidance.ts';
import type { UserResponse } from '../../../common/src/contracts/user.ts';
import { ApiError, apiRequest, getChapterHtml, getJson, isNotFound } from './client.ts';
import { ChapterNotOffline, keepReadChapter, storedChapter } from './stored-chapter.ts';

// Query factories: one key per call, shared by components, prefetching and tests.
export const biblesQuery = () =>
  queryOptions({
    queryKey: ['bibles'],
    queryFn: async () => (await getJson<BiblesResponse>('/api/bibles', 'Translations'))?.bibles ?? [],
  });

/**
 * Errors surface to the navigator ('Error: {message}'); the reader treats a failed TOC as empty (spec §8).
 * The full canon: a translation's deuterocanonical books are readable like any other (issue 14).
 */
export const tocQuery = (bibleId: string) =>
  queryOptions({
    queryKey: ['toc', bibleId],
    queryFn: async () =>
      (await getJson<TocResponse>(`/api/bible/${bibleId}/toc?canon=full`, 'Table of contents'))?.books ?? [],
    // Offline and not cached: fail at once (the reader goes on unchecked) rather than wait for a network.
    networkMode: 'always',
    retry: (count) => navigator.onLine && count < 1,
  });

export const chapterQuery = (bibleId: string, bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ['chapter', bibleId, bookId, chapter],
    queryFn: async () => {
      let html: string;
      try {
        html = await getChapterHtml(bibleId, bookId, chapter);
        if (html.trim()) keepReadChapter(bibleId, bookId, chapter, html);
      } catch (e) {
        if (e instanceof ApiError) throw e;
        // The network failed (the service worker looked in its caches already): a downloaded chapter is
        // still found here without one; offline and nowhere stored, the reader says so at once.
        const stored = await storedChapter(bibleId, bookId, chapter);
        if (stored !== null) html = stored;
        else if (!navigator.onLine) throw new ChapterNotOffline();
        else throw e;
      }
      // Spec §4: an empty or blank chapter is an error, like a missing one.
      if (!html.trim()) throw new ApiError('Chapter not found', 404, ErrorCode.chapterNotFound);
      return html;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, err) => !isNotFound(err) && !(err instanceof ChapterNotOffline) && count < 1,
    // Offline, run anyway (answered from the caches) instead of waiting for a connection.
    networkMode: 'always',
  });

export const passagesQuery = (bibleId: string, refs: string) =>
  queryOptions({
    queryKey: ['passages', bibleId, refs],
    queryFn: async () =>
      (
        await getJson<PassagesResponse>(
          `/api/bible/${bibleId}/passages?refs=${encodeURIComponent(refs)}`,
          'Passage',
        )
      )?.passages ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

export const userQuery = () =>
  queryOptions({ queryKey: ['user'], queryFn: () => getJson<UserResponse>('/api/user', 'User', true) });

/** Saves the translation choice; failures are ignored (spec §4: the local choice still applies). */
export const saveTranslation = async (translationId: string): Promise<void> => {
  try {
    await apiRequest('/api/user/translation', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ translation_id: translationId }),
    });
  } catch {
    // Offline or server down: the reader keeps the local choice.
  }
};

export const commentaryQuery = (bibleId: string, bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ['commentary', bibleId, bookId, chapter],
    queryFn: () =>
      getJson<CommentaryResponse>(
        `/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}/commentary`,
        'Commentary',
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Spec §8: example questions fail silently; the home page simply shows none. */
export const exampleQuestionsQuery = () =>
  queryOptions({
    queryKey: ['user', 'example-questions'],
    queryFn: async () => {
      try {
        return (
          (await getJson<ExampleQuestionsResponse>('/api/example-questions', 'Example questions'))
            ?.questions ?? []
        );
      } catch {
        return [];
      }
    },
  });
