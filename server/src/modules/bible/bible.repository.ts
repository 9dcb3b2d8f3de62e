import { and, asc, eq, sql } from 'drizzle-orm';
import type { VerseRange } from '../../../../common/src/references.ts';
import type { Db } from '../../db/database.ts';
import { whenQuiet } from '../../db/quiet.ts';
import { yieldToLoop } from '../../lib/heavy-work.ts';
import { readInPages } from '../../lib/paged-read.ts';
import { books, chapters, crossReferences, imports, translations, verses } from './bible.schema.ts';

// Only translations whose import committed are visible (see importer/import.ts).
const importedTranslations = (db: Db) =>
  db
    .select({
      id: translations.id,
      name: translations.name,
      abbreviation: translations.abbreviation,
      language: translations.language,
      format: translations.format,
      licence: translations.licence,
    })
    .from(translations)
    .innerJoin(imports, eq(imports.source, translations.id))
    .orderBy(asc(translations.position), asc(translations.id));

export type TranslationRow = Awaited<ReturnType<typeof importedTranslations>>[number];

// A "verse" longer than this is an import accident (the WEB module's glossary stored as Revelation
// 22:21, about 17,000 characters) that would match every question; the longest real verse is ~600.
const MAX_VERSE_CHARS = 2000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One row of a translation's full-text table, with the chapter it is in (null outside the canon). */
export interface LexemeRow {
  search: string;
  book_id: string | null;
  chapter: number | null;
  /** In the protestant canon (what the reader's table of contents shows) and not an import accident. */
  canonical: boolean;
}

/** A verse of the protestant canon, of any installed translation. */
export interface CanonicalVerse {
  translation_id: string;
  book_id: string;
  chapter: number;
  verse: number;
  text: string;
}

export const createBibleRepository = (db: Db) => ({
  listTranslations: () => importedTranslations(db),

  listBooks: (translationId: string) =>
    db
      .select({
        id: books.id,
        name: books.name,
        chapterCount: books.chapterCount,
        testament: books.testament,
      })
      .from(books)
      .where(eq(books.translationId, translationId))
      .orderBy(asc(books.position)),

  /** The translation's cross-reference targets (BOOK.C.V[-BOOK.C.V]) from verses `from`..`to` of a chapter. */
  crossReferencesFrom: (translationId: string, bookId: string, chapter: number, from: number, to: number) =>
    db
      .select({ verse: crossReferences.verse, target: crossReferences.target })
      .from(crossReferences)
      .where(
        and(
          eq(crossReferences.translationId, translationId),
          eq(crossReferences.bookId, bookId),
          eq(crossReferences.chapter, chapter),
          sql`${crossReferences.verse} between ${from} and ${to}`,
        ),
      )
      .orderBy(asc(crossReferences.verse), asc(crossReferences.id)),

  /** Verses from (startChapter:startVerse) to (endChapter:endVerse) in order, at most `limit`. */
  versesInRange: (translationId: string, r: VerseRange, limit: number) =>
    db
      .select({ chapter: verses.chapter, verse: verses.verse, text: verses.text })
      .from(verses)
      .where(
        and(
          eq(verses.translationId, translationId),
          eq(verses.bookId, r.bookId),
          sql`(${verses.chapter}, ${verses.verse}) >= (${r.startChapter}, ${r.startVerse})`,
          sql`(${verses.chapter}, ${verses.verse}) <= (${r.endChapter}, ${r.endVerse})`,
        ),
      )
      .orderBy(asc(verses.chapter), asc(verses.verse))
      .limit(limit),

  /** Every chapter of a translation in one query (the offline download packs them all). */
  allChapters: (translationId: string) =>
    db
      .select({
        bookId: chapters.bookId,
        chapter: chapters.chapter,
        html: chapters.html,
        etag: chapters.etag,
      })
      .from(chapters)
      .where(eq(chapters.translationId, translationId)),

  getChapter: async (translationId: string, bookId: string, chapter: number) => {
    const rows = await db
      .select({ html: chapters.html, etag: chapters.etag })
      .from(chapters)
      .where(
        and(
          eq(chapters.translationId, translationId),
          eq(chapters.bookId, bookId),
          eq(chapters.chapter, chapter),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /**
   * Ranked full-text search in one round trip, one page at a time, with the total. All words must
   * match (a quoted phrase in order: websearch syntax); when that finds nothing, any word does (the
   * second scan runs only then), so a longer natural question still returns the verses that share its
   * key words. Filters (testament, book) apply before ranking; only the page returned is joined to the
   * verse text and highlighted. A "verse" over 2,000 characters is an import accident (the WEB module's
   * glossary in Revelation 22:21) and is never a result.
   */
  search: async (translationId: string, q: string, page: SearchPage) => {
    const testament = page.testament ?? null;
    const book = page.book ?? null;
    const result = await db.execute(sql`
      with qa as (select websearch_to_tsquery('english', ${q}) as query),
      qo as (select to_tsquery('english', replace((select query from qa)::text, ' & ', ' | ')) as query),
      scope as (
        select v.position from verses v
        join books b on b.translation_id = v.translation_id and b.id = v.book_id
        where v.translation_id = ${translationId} and length(v.text) <= 2000
          and (${testament}::text is null or b.testament = ${testament}::text)
          and (${book}::text is null or b.id = ${book}::text)
      ),
      all_hits as (
        select s.position, ts_rank_cd(s.search, (select query from qa)) as rank
        from verse_search s
        where s.translation_id = ${translationId} and s.search @@ (select query from qa)
          and s.position in (select position from scope)
      ),
      any_hits as (
        select s.position, ts_rank_cd(s.search, (select query from qo)) as rank
        from verse_search s
        where not exists (select 1 from all_hits)
          and s.translation_id = ${translationId} and s.search @@ (select query from qo)
          and s.position in (select position from scope)
      ),
      hits as (select * from all_hits union all select * from any_hits),
      total as (select count(*)::int as n from hits),
      paged as (select * from hits order by rank desc, position limit ${page.limit} offset ${page.offset}),
      q as (
        select case when exists (select 1 from all_hits) then (select query from qa) else (select query from qo) end
          as query
      )
      select v.book_id, v.chapter, v.verse, v.text,
             ts_headline('english', v.text, q.query, 'StartSel=[[[, StopSel=]]], HighlightAll=true') as highlight,
             (select n from total) as total
      from total
      left join paged h on true
      left join verses v on v.translation_id = ${translationId} and v.position = h.position
      cross join q
      order by h.rank desc, h.position`);
    const rows = (result as unknown as { rows: (SearchRow & { total: number })[] }).rows;
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.filter((r) => r.book_id !== null),
    };
  },

  /**
   * Home search's read model (home.service.ts, lexeme-index.ts): a translation's full-text rows in
   * order, with their verse's chapter. Every row counts for word rarity; only the protestant canon's
   * verses (as the reader's table of contents shows) and no import accident can be a hit.
   */
  lexemeRows: async (translationId: string): Promise<LexemeRow[]> =>
    (
      await readInPages(
        async (after: number | undefined, limit) =>
          rowsOf<LexemeRow & { position: number }>(
            await db.execute(sql`
              select s.position, s.search::text as search, v.book_id, v.chapter,
                coalesce(length(v.text) <= ${MAX_VERSE_CHARS} and b.testament <> 'DC', false) as canonical
              from verse_search s
              left join verses v on v.translation_id = s.translation_id and v.position = s.position
              left join books b on b.translation_id = s.translation_id and b.id = v.book_id
              where s.translation_id = ${translationId} and s.position > ${after ?? -1}
              order by s.position
              limit ${limit}`),
          ),
        (row) => row.position,
        { before: () => whenQuiet(db) },
      )
    ).map(({ position: _position, ...row }) => row),

  /**
   * Every imported source with its importer version and time, one line each: it changes with every
   * import, so caches of data read from the library (home search's, home-data-cache.ts) are keyed by it.
   */
  libraryStamp: async (): Promise<string> =>
    (await db.select().from(imports).orderBy(asc(imports.source)))
      .map((r) => `${r.source} ${r.version} ${r.scope} ${r.completedAt.toISOString()}`)
      .join('\n'),

  /** Home search's read model (its quotation index): every canonical verse of every installed translation. */
  canonicalVerses: async (): Promise<CanonicalVerse[]> =>
    (
      await readInPages(
        // In the table's own order (its physical order, which the unpaged read returned): the quotation
        // index breaks ties by it.
        async (after: string | undefined, limit) =>
          rowsOf<CanonicalVerse & { tid: string }>(
            await db.execute(sql`
              select v.translation_id, v.book_id, v.chapter, v.verse, v.text, v.ctid::text as tid from verses v
              join books b on b.translation_id = v.translation_id and b.id = v.book_id and b.testament <> 'DC'
              where length(v.text) <= ${MAX_VERSE_CHARS} and v.ctid > ${after ?? '(0,0)'}::tid
              order by v.ctid
              limit ${limit}`),
          ),
        (row) => row.tid,
        { before: () => whenQuiet(db) },
      )
    ).map(({ tid: _tid, ...row }) => row),

  /**
   * Every chapter's HTML and ETag, for the chapter cache's warm-up after start (bible.service.ts): in
   * pages of a few hundred (~1.5 MB), the table's own order, readers' statements going first. `onPage`
   * returns false to stop.
   */
  eachChapterPage: async (onPage: (rows: ChapterRow[]) => boolean): Promise<void> => {
    const limit = 200;
    let after = '(0,0)';
    for (;;) {
      await whenQuiet(db);
      const rows = rowsOf<ChapterRow & { tid: string }>(
        await db.execute(sql`
          select translation_id, book_id, chapter, html, etag, ctid::text as tid from chapters
          where ctid > ${after}::tid order by ctid limit ${limit}`),
      );
      const last = rows.at(-1);
      if (!onPage(rows) || !last || rows.length < limit) return;
      after = last.tid;
      await yieldToLoop();
    }
  },

  /** Every verse's text of a translation, for the spelling suggestions' vocabulary. */
  allText: async (translationId: string): Promise<string[]> =>
    (
      await db
        .select({ text: verses.text })
        .from(verses)
        .where(and(eq(verses.translationId, translationId), sql`length(${verses.text}) <= 2000`))
    ).map((r) => r.text),
});

/** A chapter as the reader receives it (its rendered HTML). */
export interface ChapterRow {
  translation_id: string;
  book_id: string;
  chapter: number;
  html: string;
  etag: string;
}

export interface SearchPage {
  limit: number;
  offset: number;
  testament?: 'OT' | 'NT' | 'DC';
  book?: string;
}

export interface SearchRow {
  book_id: string;
  chapter: number;
  verse: number;
  text: string;
  highlight: string;
}

export type BibleRepository = ReturnType<typeof createBibleRepository>;
