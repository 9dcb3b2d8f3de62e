import { randomUUID } from 'node:crypto';
import { serialize } from 'node:v8';
import { yieldToLoop } from '../../lib/heavy-work.ts';
import { memoizeAsync } from '../../lib/memo.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { createHomeRanker, type HomeData, type HomeRanker, type PreparedQuestion } from './home.ranker.ts';
import { byReference, type HomeAnswer } from './home.references.ts';
import type { HomeBible, HomeLibrary, HomeRepository } from './home.repository.ts';
import type { HOME_TASKS, HomeDataRef } from './home.tasks.ts';
import { type HomeDataCache, type HomeDataParts, homeDataKey } from './home-data-cache.ts';
import type { RankingEvidence } from './home-ranking.ts';

/** What home search reads: its own repository, and the Bible and the library through their services. */
export interface HomeSources {
  repo: HomeRepository;
  bible: HomeBible;
  library: HomeLibrary;
}

/** Home search reads the default translation: verse numbering, not wording, decides the chapter. */
export const HOME_TRANSLATION = 'eng-web';

/** The pool whose worker threads rank (home.tasks.ts); omitted, the ranking runs on this thread. */
export type HomePool = WorkerPool<typeof HOME_TASKS>;

/** Where the ranking runs: its two steps, given the question and then PostgreSQL's reading of it. */
interface Ranking {
  prepare(question: string): Promise<PreparedQuestion>;
  answer(p: PreparedQuestion, terms: { lexemes: string[]; tsquery: string }): Promise<HomeAnswer | null>;
  warm(): Promise<void>;
  forget(): void;
}

/** Ranking on this thread (the eval and training scripts, which also read the evidence). */
const localRanking = (load: () => Promise<HomeData>, reranker?: Parameters<typeof createHomeRanker>[1]) => {
  const ranker = memoizeAsync(() => load().then((data) => createHomeRanker(data, reranker)));
  return {
    ranker: () => ranker(undefined),
    prepare: async (q: string) => (await ranker(undefined)).prepare(q),
    answer: async (p: PreparedQuestion, terms: { lexemes: string[]; tsquery: string }) =>
      (await ranker(undefined)).answer(p, terms),
    warm: async () => void (await ranker(undefined)),
    forget: () => ranker.clear(),
  };
};

/** The data serialised part by part (v8) into shared memory: a SharedArrayBuffer crosses to a thread uncopied. */
const toShared = async (data: HomeData): Promise<HomeDataParts> => {
  // Part by part, the loop let through in between: the whole at once is ~40 MB and held it longer.
  const parts = {} as HomeDataParts;
  for (const key of Object.keys(data) as (keyof HomeData)[]) {
    const bytes = serialize(data[key]);
    const buffer = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    parts[key] = buffer;
    await yieldToLoop();
  }
  return parts;
};

/**
 * Ranking in the pool's worker threads: the data is read once (from the cache files, else the database),
 * in shared memory, and named by an id; each worker builds its indexes from it on its first question (or
 * when warmed) and keeps them.
 */
const pooledRanking = (load: () => Promise<HomeDataParts>, pool: HomePool, threads: number): Ranking => {
  const shared = memoizeAsync(async (): Promise<HomeDataRef> => ({ id: randomUUID(), parts: await load() }));
  const data = () => shared(undefined);
  return {
    prepare: async (question) => pool.run('home.prepare', { data: await data(), question }),
    answer: async (prepared, terms) => pool.run('home.answer', { data: await data(), prepared, terms }),
    // One build per thread: as many warm tasks as threads, each held by one until its build is done.
    warm: async () => {
      const ref = await data();
      await Promise.all(
        Array.from({ length: Math.max(1, threads) }, () => pool.run('home.warm', { data: ref })),
      );
    },
    forget: () => shared.clear(),
  };
};

/**
 * Home search (spec §4): a bare reference opens its chapter; anything else opens the chapter that best
 * answers it, with the question attached for the assistant. The ranking (home.ranker.ts) runs in the
 * pool's worker threads when one is given (the server's), else on this thread.
 */
export const createHomeService = (
  { repo, bible, library }: HomeSources,
  translation: string,
  options: {
    reranker?: Parameters<typeof createHomeRanker>[1];
    pool?: HomePool;
    threads?: number;
    /** Where the data read from the database is kept between starts (DATA_DIR/cache; home-data-cache.ts). */
    cache?: HomeDataCache;
    /** A cache that could not be written (a read-only data directory): told, and the server goes on. */
    onCacheError?: (err: unknown) => void;
  } = {},
) => {
  const load = async (): Promise<HomeData> => {
    const [lexemeRows, verses, outlines, sections, topicRefs, englishWords] = await Promise.all([
      bible.lexemeRows(translation),
      bible.canonicalVerses(),
      library.allOutlines(),
      library.allCommentarySections(),
      library.allTopicRefs(),
      library.englishWords(),
    ]);
    return { lexemeRows, verses, outlines, sections, topicRefs, englishWords };
  };
  const { cache } = options;
  const keyNow = async () => homeDataKey(await bible.libraryStamp(), translation);
  // From the cache when it holds this library's data; else read, and kept for the next start.
  const loadShared = async (): Promise<HomeDataParts> => {
    const key = cache && (await keyNow());
    const kept = key && (await cache.read(key));
    if (kept) return kept;
    const parts = await toShared(await load());
    if (key) void cache.write(key, parts).catch((err) => options.onCacheError?.(err));
    return parts;
  };
  const local = localRanking(load, options.reranker);
  const ranking: Ranking = options.pool
    ? pooledRanking(loadShared, options.pool, options.threads ?? 1)
    : local;
  const rankerHere = (): Promise<HomeRanker> => local.ranker();
  return {
    /** What each source says about a question, for `npm run eval:home -- --why` (on this thread). */
    explain: async (prompt: string): Promise<RankingEvidence> => {
      const ranker = await rankerHere();
      const prepared = ranker.prepare(prompt.trim());
      return ranker.evidence(prepared, await repo.queryTerms(prepared.asked, prepared.extra));
    },
    /** Drops the indexes (the library was imported again) and builds them anew in the background. */
    forget: (): void => {
      ranking.forget();
      // A failed rebuild is retried by the next question (each index is built on first use).
      void ranking.warm().catch(() => undefined);
    },
    /**
     * Reads the data and writes it to the cache unless it holds this library's already (after an import:
     * scripts/import.ts, the e2e seed), so the next start reads files instead of the database.
     */
    fillCache: async (): Promise<void> => {
      const key = await keyNow();
      if (cache && !(await cache.has(key))) await cache.write(key, await toShared(await load()));
    },
    /** Builds the indexes now (after start-up) rather than on the first question. */
    warm: (): Promise<void> => ranking.warm(),
    /** The passage a prompt names by reference, if it names one (find opens it without ranking). */
    byReference,
    find: async (prompt: string): Promise<HomeAnswer | null> => {
      const text = prompt.trim();
      const named = byReference(text);
      if (named) return named;
      const prepared = await ranking.prepare(text);
      // The one statement home search makes: PostgreSQL's English parser (home.repository.ts).
      const terms = await repo.queryTerms(prepared.asked, prepared.extra);
      return ranking.answer(prepared, terms);
    },
  };
};

export type HomeService = ReturnType<typeof createHomeService>;
