import type {
  Book,
  Passage,
  SearchResponse,
  SearchResult,
  Translation,
} from '../../../../common/src/contracts/bible.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { parseRange, type VerseRange } from '../../../../common/src/references.ts';
import { escapeHtml } from '../../importer/osis-tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { Precompressed } from '../../lib/precompressed.ts';
import { createSpeller } from '../../lib/text/spelling.ts';
import { chapterNotFound } from './bible.errors.ts';
import type { BibleRepository, SearchPage } from './bible.repository.ts';

export type { SearchPage } from './bible.repository.ts';

const TTL = 5 * 60_000;

const MAX_PASSAGES = 20;
const MAX_PASSAGE_VERSES = 40;

/** "John 3:16", "Romans 5:8–10", "Genesis 1:31–2:3" from the verses actually found. */
const passageLabel = (bookName: string, rows: { chapter: number; verse: number }[]): string => {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return bookName;
  const start = `${bookName} ${first.chapter}:${first.verse}`;
  if (first === last) return start;
  return first.chapter === last.chapter ? `${start}–${last.verse}` : `${start}–${last.chapter}:${last.verse}`;
};

const chapterKey = (bibleId: string, bookId: string, chapter: number) => `${bibleId}/${bookId}/${chapter}`;

/** A chapter ready to send: its ETag and its HTML in every encoding. */
export interface CachedChapter {
  etag: string;
  body: Precompressed;
}

/**
 * Search by the original words behind the text (issue 32): the word-study module answers it. It is wired
 * after this module (it reads the Bible through it), so it hands this in (useOriginalWordSearch).
 */
export interface OriginalWordSearch {
  /** A page of the verses carrying the Strong's numbers a query names (`G26`, `strong:H7965`), else null. */
  byNumbers(bibleId: string, q: string, page: SearchPage): Promise<SearchResponse | null>;
  /** The same for an original word's transliteration (`agape`, `shalom`), else null. */
  byTransliteration(bibleId: string, q: string, page: SearchPage): Promise<SearchResponse | null>;
}

/** Bible reading and search. Chapters are cached in memory: they are the hot path of the reader. */
export const createBibleService = (repo: BibleRepository) => {
  let originalWords: OriginalWordSearch | undefined;
  const chapterCache = new Lru<CachedChapter | null>(4000, TTL);
  const tocCache = new Lru<Book[]>(50, TTL);
  // Readers search the same words again and again ("love", "John 3:16", "faith"): results are Bible
  // data, the same for everyone until the next import, so repeated searches are answered from memory.
  const searchCache = new Lru<SearchResponse>(2000, TTL);
  // The spelling vocabulary of each translation (its words and book names), built on first use.
  const spellers = new Map<string, Promise<(q: string) => string | null>>();
  const spellerFor = (bibleId: string) => {
    let s = spellers.get(bibleId);
    if (!s) {
      s = Promise.all([repo.allText(bibleId), allBooks(bibleId)]).then(([texts, list]) =>
        createSpeller(
          texts,
          list.map((b) => b.name),
        ),
      );
      s.catch(() => spellers.delete(bibleId));
      spellers.set(bibleId, s);
    }
    return s;
  };
  let translationsCache: { at: number; list: Translation[] } | undefined;

  const listTranslations = async (): Promise<Translation[]> => {
    if (translationsCache && Date.now() - translationsCache.at < TTL) return translationsCache.list;
    const rows = await repo.listTranslations();
    const list = rows.map((r) => ({ ...r, format: r.format as Translation['format'] }));
    translationsCache = { at: Date.now(), list };
    return list;
  };

  const requireTranslation = async (bibleId: string): Promise<Translation> => {
    const t = (await listTranslations()).find((x) => x.id === bibleId);
    if (!t) throw notFound(ErrorCode.bibleNotFound, `Bible not found: ${bibleId}`);
    return t;
  };

  const allBooks = async (bibleId: string): Promise<Book[]> => {
    const cached = tocCache.get(bibleId);
    if (cached) return cached;
    await requireTranslation(bibleId);
    const rows = await repo.listBooks(bibleId);
    const list = rows.map((b) => ({
      id: b.id,
      name: b.name,
      chapter_count: b.chapterCount,
      testament: b.testament as Book['testament'],
    }));
    tocCache.set(bibleId, list);
    return list;
  };

  // Caches built on Bible data elsewhere (downloads, suggestions, the assistant's canon) forget with these.
  const forgetListeners: (() => void)[] = [];

  // Bumped by forget(): a chapter read or warm-up begun before an import must not refill the cache after.
  let chapterGeneration = 0;

  /** Reads a chapter into the cache: null when it is out of range or blank. */
  const loadChapter = async (key: string, bibleId: string, bookId: string, chapter: number) => {
    const generation = chapterGeneration;
    const book = (await allBooks(bibleId)).find((b) => b.id === bookId);
    if (!book) throw notFound(ErrorCode.bookNotFound, `Book not found: ${bookId}`);
    const row =
      chapter >= 1 && chapter <= book.chapter_count
        ? await repo.getChapter(bibleId, bookId, chapter)
        : undefined;
    // A chapter read again after the TTL is almost always unchanged: its compressed bodies are kept
    // (issue 37: a brotli body costs ~60 ms of the event loop, and every chapter in use expired
    // every five minutes, so the longer a server ran, the more chapters it recompressed).
    const before = chapterCache.stale(key);
    const hit: CachedChapter | null = !row?.html.trim()
      ? null
      : before?.etag === row.etag
        ? before
        : { etag: row.etag, body: new Precompressed(row.html) };
    if (generation === chapterGeneration) chapterCache.set(key, hit);
    return hit;
  };

  // An expired chapter is served while it is read again in the background (stale-while-revalidate): a
  // chapter changes only with an import, which clears the cache at once where the database notifies
  // (bible.module.ts); the TTL catches the rest. A reader never waits for the database for a chapter
  // this server has read before.
  const refreshing = new Set<string>();
  const refreshChapter = (key: string, bibleId: string, bookId: string, chapter: number) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    void loadChapter(key, bibleId, bookId, chapter)
      .catch(() => chapterCache.delete(key))
      .finally(() => refreshing.delete(key));
  };

  const service = {
    /**
     * Drops everything cached from the Bible library, here and in the caches registered with onForget:
     * the library was imported again, on this instance or another (app.ts listens for it).
     */
    forget: () => {
      chapterGeneration += 1;
      chapterCache.clear();
      tocCache.clear();
      searchCache.clear();
      spellers.clear();
      translationsCache = undefined;
      for (const listener of forgetListeners) listener();
    },
    onForget: (listener: () => void) => {
      forgetListeners.push(listener);
    },
    useOriginalWordSearch: (search: OriginalWordSearch) => {
      originalWords = search;
    },
    listTranslations,
    format: async (bibleId: string) => (await requireTranslation(bibleId)).format,

    toc: async (bibleId: string, canon: 'protestant' | 'full'): Promise<Book[]> => {
      const list = await allBooks(bibleId);
      return canon === 'full' ? list : list.filter((b) => b.testament !== 'DC');
    },

    /**
     * A chapter already in the cache, or undefined: the fast path's synchronous look (no database). An
     * expired one is served as it is and read again in the background.
     */
    cachedChapter: (bibleId: string, bookId: string, chapter: number): CachedChapter | undefined => {
      const key = chapterKey(bibleId, bookId, chapter);
      const entry = chapterCache.peek(key);
      if (entry && !entry.fresh) refreshChapter(key, bibleId, bookId, chapter);
      return entry?.value ?? undefined;
    },

    chapter: async (bibleId: string, bookId: string, chapter: number) => {
      const key = chapterKey(bibleId, bookId, chapter);
      const entry = chapterCache.peek(key);
      if (entry && !entry.fresh) refreshChapter(key, bibleId, bookId, chapter);
      const hit = entry ? entry.value : await loadChapter(key, bibleId, bookId, chapter);
      // A chapter out of range and a blank chapter read the same to the client (spec §4).
      if (!hit) throw chapterNotFound();
      return hit;
    },

    /**
     * Puts every chapter not yet cached into the cache, page by page, behind readers' statements (run
     * once the server listens): a fresh server's first readers otherwise each waited for a statement of
     * their own, queued behind start-up work (issue 37). Stops when the library is imported again.
     */
    warmChapters: async (): Promise<number> => {
      const generation = chapterGeneration;
      let added = 0;
      await repo.eachChapterPage((rows) => {
        if (generation !== chapterGeneration) return false;
        for (const r of rows) {
          const key = chapterKey(r.translation_id, r.book_id, r.chapter);
          if (chapterCache.has(key) || !r.html.trim()) continue;
          chapterCache.set(key, { etag: r.etag, body: new Precompressed(r.html) });
          added += 1;
        }
        return true;
      });
      return added;
    },

    /**
     * One chapter's verses with their text (annotations check verse numbers against it; Copy, Compare and
     * link previews read the text). Unknown translation, book or chapter: the same 404s as `chapter`.
     */
    chapterVerses: async (bibleId: string, bookId: string, chapter: number) => {
      const book = (await allBooks(bibleId)).find((b) => b.id === bookId);
      if (!book) throw notFound(ErrorCode.bookNotFound, `Book not found: ${bookId}`);
      const range = { bookId, startChapter: chapter, startVerse: 0, endChapter: chapter, endVerse: 999 };
      const rows =
        chapter >= 1 && chapter <= book.chapter_count ? await repo.versesInRange(bibleId, range, 999) : [];
      if (rows.length === 0) throw chapterNotFound();
      return { book, verses: rows.map((r) => ({ verse: Number(r.verse), text: r.text })) };
    },

    /** Every non-blank chapter of a translation with its ETag, keyed `BOOK.CHAPTER` (for the download). */
    allChapters: async (bibleId: string): Promise<Map<string, { html: string; etag: string }>> => {
      await requireTranslation(bibleId);
      const out = new Map<string, { html: string; etag: string }>();
      for (const r of await repo.allChapters(bibleId)) {
        if (r.html.trim()) out.set(`${r.bookId}.${r.chapter}`, { html: r.html, etag: r.etag });
      }
      return out;
    },

    /** The text of cross-referenced passages (the reader's popovers); unknown or malformed refs are skipped. */
    passages: async (bibleId: string, refs: string): Promise<Passage[]> => {
      const list = await allBooks(bibleId);
      const out: Passage[] = [];
      for (const ref of refs.split(';').slice(0, MAX_PASSAGES)) {
        const range = parseRange(ref);
        const book = range && list.find((b) => b.id === range.bookId);
        if (!range || !book) continue;
        const rows = await repo.versesInRange(bibleId, range, MAX_PASSAGE_VERSES);
        if (rows.length === 0) continue;
        out.push({ ref: ref.trim(), book_id: book.id, label: passageLabel(book.name, rows), verses: rows });
      }
      return out;
    },

    /**
     * The translation's cross-references from verses `from`..`to` of a chapter, as ranges, the most cited
     * target first (a target several of the verses point to is the closest), then in verse order.
     */
    crossReferencesFrom: async (
      bibleId: string,
      bookId: string,
      chapter: number,
      from: number,
      to: number,
    ): Promise<VerseRange[]> => {
      const counts = new Map<string, { range: VerseRange; n: number; order: number }>();
      for (const row of await repo.crossReferencesFrom(bibleId, bookId, chapter, from, to)) {
        const range = parseRange(row.target);
        if (!range) continue;
        const seen = counts.get(row.target);
        if (seen) seen.n += 1;
        else counts.set(row.target, { range, n: 1, order: counts.size });
      }
      return [...counts.values()].sort((a, b) => b.n - a.n || a.order - b.order).map((c) => c.range);
    },

    /** One page of ranked verses with the total, and a spelling suggestion when a word is unknown. */
    searchPage: async (bibleId: string, q: string, page: SearchPage): Promise<SearchResponse> => {
      const key = `${bibleId}|${page.limit}|${page.offset}|${page.testament ?? ''}|${page.book ?? ''}|${q.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const cached = searchCache.get(key);
      if (cached) return cached;
      await requireTranslation(bibleId);
      // `G26` names a word, not English text; `agape` is searched so only when the English has no such word.
      const byNumbers = await originalWords?.byNumbers(bibleId, q, page);
      if (byNumbers) {
        searchCache.set(key, byNumbers);
        return byNumbers;
      }
      const { rows, total } = await repo.search(bibleId, q, page);
      const byTransliteration =
        total === 0 ? await originalWords?.byTransliteration(bibleId, q, page) : undefined;
      if (byTransliteration) {
        searchCache.set(key, byTransliteration);
        return byTransliteration;
      }
      const results = rows.map((r) => ({
        book_id: r.book_id,
        chapter: Number(r.chapter),
        verse: Number(r.verse),
        text: r.text,
        // Escape first, then turn our sentinel markers into <mark>: verse text is never trusted as HTML.
        highlight: escapeHtml(r.highlight).replaceAll('[[[', '<mark>').replaceAll(']]]', '</mark>'),
      }));
      const answer = { results, total, suggestion: (await spellerFor(bibleId))(q) };
      searchCache.set(key, answer);
      return answer;
    },
    /** The best `limit` verses for a query (the assistant's search tool). */
    search: async (bibleId: string, q: string, limit: number): Promise<SearchResult[]> =>
      (await service.searchPage(bibleId, q, { limit, offset: 0 })).results,
    /** Home search reads the verses through these, never the tables (its own indexes cache them). */
    lexemeRows: repo.lexemeRows,
    canonicalVerses: repo.canonicalVerses,
    libraryStamp: repo.libraryStamp,
  };
  return service;
};

export type BibleService = ReturnType<typeof createBibleService>;
