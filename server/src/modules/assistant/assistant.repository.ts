import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chapters, crossReferences, verses } from '../bible/bible.schema.ts';
import { strongsEntries, topicRefs, topics } from '../library/library.schema.ts';

/** A verse span inside one chapter. */
export interface Span {
  bookId: string;
  chapter: number;
  from: number;
  to: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The study helps the assistant's tools read (commentary comes through the library repository). */
export const createAssistantRepository = (db: Db) => ({
  /** Verse text with its OSIS markup (Strong's numbers live there). */
  verses: (translationId: string, s: Span) =>
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

  crossReferences: (translationId: string, s: Span) =>
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

  /** Nave's topic headings that cite any verse of the span. */
  topicsForSpan: (s: Span) =>
    db
      .selectDistinct({ name: topics.name, label: topicRefs.label })
      .from(topicRefs)
      .innerJoin(topics, eq(topics.id, topicRefs.topicId))
      .where(
        and(
          eq(topicRefs.bookId, s.bookId),
          sql`(${topicRefs.startChapter}, ${topicRefs.startVerse}) <= (${s.chapter}, ${s.to})`,
          sql`(${topicRefs.endChapter}, ${topicRefs.endVerse}) >= (${s.chapter}, ${s.from})`,
        ),
      )
      .orderBy(asc(topics.name), asc(topicRefs.label))
      .limit(60),

  /** A topic by name (exact first, then the first that starts with it), with its cited passages. */
  topicByName: async (name: string) => {
    const found =
      (await db.select().from(topics).where(ilike(topics.name, name)).limit(1))[0] ??
      (
        await db
          .select()
          .from(topics)
          .where(ilike(topics.name, `${name.replace(/[%_\\]/g, '')}%`))
          .orderBy(asc(sql`length(${topics.name})`))
          .limit(1)
      )[0];
    if (!found) return undefined;
    const refs = await db
      .select()
      .from(topicRefs)
      .where(eq(topicRefs.topicId, found.id))
      .orderBy(asc(topicRefs.id))
      .limit(40);
    return { name: found.name, refs };
  },

  /**
   * Passages elsewhere that Nave's files under the same headings as this span: the more headings they
   * share, the closer the connection. Cross-references in the translation's notes are few; this finds
   * the rest of Scripture on the same subjects.
   */
  relatedByTopic: async (s: Span, limit: number) =>
    rowsOf<{
      book_id: string;
      start_chapter: number;
      start_verse: number;
      end_chapter: number;
      end_verse: number;
      shared: number;
      topics: string;
    }>(
      await db.execute(sql`
        with mine as (
          select distinct topic_id, label from topic_refs
          where book_id = ${s.bookId}
            and (start_chapter, start_verse) <= (${s.chapter}::int, ${s.to}::int)
            and (end_chapter, end_verse) >= (${s.chapter}::int, ${s.from}::int)
        )
        select r.book_id, r.start_chapter, r.start_verse, r.end_chapter, r.end_verse,
               count(*)::int as shared, string_agg(distinct t.name, ', ') as topics
        from topic_refs r
        join mine m on m.topic_id = r.topic_id and m.label = r.label
        join topics t on t.id = r.topic_id
        where not (r.book_id = ${s.bookId} and r.start_chapter = ${s.chapter})
        group by r.book_id, r.start_chapter, r.start_verse, r.end_chapter, r.end_verse
        order by shared desc, min(r.id)
        limit ${limit}`),
    ),

  strongs: (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.select().from(strongsEntries).where(inArray(strongsEntries.id, ids)),

  /** Verse counts of every chapter of a translation: the canon the reference check measures against. */
  canon: (translationId: string) =>
    db
      .select({ bookId: chapters.bookId, chapter: chapters.chapter, verseCount: chapters.verseCount })
      .from(chapters)
      .where(eq(chapters.translationId, translationId)),
});

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
