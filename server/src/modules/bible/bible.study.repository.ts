import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { crossReferences, verses } from './bible.schema.ts';

/** A verse span inside one chapter. */
export interface VerseSpan {
  bookId: string;
  chapter: number;
  from: number;
  to: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The verse-level reads the assistant's tools and the chat pipeline need (bible.study.service.ts). */
export const createBibleStudyRepository = (db: Db) => ({
  /** Verse text with its OSIS markup (Strong's numbers live there). */
  verses: (translationId: string, s: VerseSpan) =>
    db
      .select({ verse: verses.verse, text: verses.text, osis: verses.osis })
      .from(verses)
      .where(
        and(
          eq(verses.translationId, translationId),
          eq(verses.bookId, s.bookId),
          eq(verses.chapter, s.chapter),
          sql`${verses.verse} between ${s.from} and ${s.to}`,
        ),
      )
      .orderBy(asc(verses.verse)),

  /** Every verse of a book with its OSIS markup, in order (word study's offline file: one read per book). */
  bookVerses: (translationId: string, bookId: string) =>
    db
      .select({ chapter: verses.chapter, verse: verses.verse, osis: verses.osis })
      .from(verses)
      .where(and(eq(verses.translationId, translationId), eq(verses.bookId, bookId)))
      .orderBy(asc(verses.chapter), asc(verses.verse)),

  /** The first verse's text of each passage, keyed "BOOK C:V". */
  firstVerses: async (
    translationId: string,
    points: { bookId: string; chapter: number; verse: number }[],
  ) => {
    if (points.length === 0) return new Map<string, string>();
    const values = sql.join(
      points.map((p) => sql`(${p.bookId}, ${p.chapter}::int, ${p.verse}::int)`),
      sql`, `,
    );
    const rows = rowsOf<{ book_id: string; chapter: number; verse: number; text: string }>(
      await db.execute(sql`
        select v.book_id, v.chapter, v.verse, v.text
        from (values ${values}) as p(book_id, chapter, verse)
        join verses v on v.translation_id = ${translationId} and v.book_id = p.book_id
          and v.chapter = p.chapter and v.verse = p.verse`),
    );
    return new Map(rows.map((r) => [`${r.book_id} ${r.chapter}:${r.verse}`, r.text]));
  },

  /** Verses anywhere, with text and OSIS (word study's occurrences), in no order; missing ones left out. */
  versesAt: async (translationId: string, points: { bookId: string; chapter: number; verse: number }[]) => {
    if (points.length === 0) return [];
    const values = sql.join(
      points.map((p) => sql`(${p.bookId}, ${p.chapter}::int, ${p.verse}::int)`),
      sql`, `,
    );
    return rowsOf<{ book_id: string; chapter: number; verse: number; text: string; osis: string }>(
      await db.execute(sql`
        select v.book_id, v.chapter, v.verse, v.text, v.osis
        from (values ${values}) as p(book_id, chapter, verse)
        join verses v on v.translation_id = ${translationId} and v.book_id = p.book_id
          and v.chapter = p.chapter and v.verse = p.verse`),
    );
  },

  crossReferences: (translationId: string, s: VerseSpan) =>
    db
      .select({ verse: crossReferences.verse, target: crossReferences.target })
      .from(crossReferences)
      .where(
        and(
          eq(crossReferences.translationId, translationId),
          eq(crossReferences.bookId, s.bookId),
          eq(crossReferences.chapter, s.chapter),
          sql`${crossReferences.verse} between ${s.from} and ${s.to}`,
        ),
      )
      .orderBy(asc(crossReferences.verse), asc(crossReferences.id)),

  /**
   * The last verse number of every chapter of a translation: the canon the reference check measures
   * against. Not the chapter's verse count: the WEB leaves out verses it holds to be later additions
   * (Acts 8:37), so Acts 8 has 39 verses that run to 40.
   */
  canon: (translationId: string) =>
    db
      .select({
        bookId: verses.bookId,
        chapter: verses.chapter,
        verseCount: sql<number>`max(${verses.verse})::int`,
      })
      .from(verses)
      .where(eq(verses.translationId, translationId))
      .groupBy(verses.bookId, verses.chapter),
});

export type BibleStudyRepository = ReturnType<typeof createBibleStudyRepository>;
