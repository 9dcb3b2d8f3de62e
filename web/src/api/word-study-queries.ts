import { queryOptions } from '@tanstack/react-query';
import type {
  ChapterWordsResponse,
  LexiconEntry,
  OccurrencesResponse,
} from '../../../common/src/contracts/word-study.ts';
import { ApiError, getJson, isNotFound } from './client.ts';
import {
  storedChapterWords,
  storedLexiconEntry,
  storedOccurrences,
  WordStudyNotOffline,
  wordsUrl,
} from './stored-words.ts';

// Word study (issue 32): a chapter's words with their Strong's numbers, a lexicon entry and its
// occurrences. Each asks the server first; when the network fails, a translation's downloaded word study
// answers (api/stored-words.ts), and offline without one the reader is told so at once.

const orStored = async <T>(online: () => Promise<T>, stored: () => Promise<T | null>): Promise<T> => {
  try {
    return await online();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const hit = await stored();
    if (hit !== null) return hit;
    if (!navigator.onLine) throw new WordStudyNotOffline();
    throw e;
  }
};

const firstForm = (lemma: string) => lemma.trim().split(/\s+/)[0] ?? '';

/** A stored chapter's words carry no lemmas (the download is smaller so): they come from the lexicon. */
const withLemmas = async (bibleId: string, doc: ChapterWordsResponse): Promise<ChapterWordsResponse> => {
  const ids = new Set(doc.verses.flatMap((v) => [...v.words, ...(v.title ?? [])].flatMap((w) => w.strongs)));
  const lemmas = new Map<string, string>();
  for (const id of ids) {
    const e = await storedLexiconEntry(bibleId, id);
    if (e) lemmas.set(id, firstForm(e.lemma));
  }
  const fill = (w: ChapterWordsResponse['verses'][number]['words'][number]) => {
    const lemma = w.strongs[0] ? lemmas.get(w.strongs[0]) : undefined;
    return lemma && !w.lemma ? { ...w, lemma } : w;
  };
  return {
    verses: doc.verses.map((v) => ({
      ...v,
      words: v.words.map(fill),
      ...(v.title ? { title: v.title.map(fill) } : {}),
    })),
  };
};

const retry = (count: number, err: Error) =>
  !isNotFound(err) && !(err instanceof WordStudyNotOffline) && count < 1;

export const chapterWordsQuery = (bibleId: string, bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ['chapter-words', bibleId, bookId, chapter],
    queryFn: () =>
      orStored(
        async () =>
          (await getJson<ChapterWordsResponse>(wordsUrl(bibleId, bookId, chapter), 'Words')) ?? {
            verses: [],
          },
        async () => {
          const doc = await storedChapterWords(bibleId, bookId, chapter);
          return doc ? withLemmas(bibleId, doc) : null;
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
    networkMode: 'always',
  });

export const lexiconQuery = (bibleId: string, strongs: string) =>
  queryOptions({
    queryKey: ['lexicon', bibleId, strongs],
    queryFn: () =>
      orStored(
        async () => {
          const entry = await getJson<LexiconEntry>(
            `/api/lexicon/${encodeURIComponent(strongs)}?bible_id=${encodeURIComponent(bibleId)}`,
            'Dictionary entry',
          );
          if (!entry) throw new ApiError('Dictionary entry not found', 404);
          return entry;
        },
        () => storedLexiconEntry(bibleId, strongs),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
    networkMode: 'always',
  });

export const occurrencesQuery = (bibleId: string, strongs: string, page: number, book?: string) =>
  queryOptions({
    queryKey: ['occurrences', bibleId, strongs, book ?? '', page],
    queryFn: () =>
      orStored(
        async () => {
          const q = new URLSearchParams({ bible_id: bibleId, page: String(page) });
          if (book) q.set('book', book);
          const res = await getJson<OccurrencesResponse>(
            `/api/lexicon/${encodeURIComponent(strongs)}/occurrences?${q}`,
            'Occurrences',
          );
          if (!res) throw new ApiError('Occurrences not found', 404);
          return res;
        },
        () => storedOccurrences(bibleId, strongs, book, page),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
    networkMode: 'always',
  });
