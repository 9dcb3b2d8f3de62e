import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { headingsOfSpan, type Span } from './library.repository.ts';
import { strongsEntries, topicRefs, topics } from './library.schema.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The study helps the assistant's tools read, through library.study.service.ts. */
export const createLibraryStudyRepository = (db: Db) => ({
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

  /**
   * A topic by name (exact first, then the first that starts with it), with its cited passages; with a
   * heading, only the passages Nave's files under that heading of the topic (one person of a name, one
   * aspect of a subject).
   */
  topicByName: async (name: string, heading?: string) => {
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
      .where(
        heading === undefined
          ? eq(topicRefs.topicId, found.id)
          : and(eq(topicRefs.topicId, found.id), eq(topicRefs.label, heading)),
      )
      .orderBy(asc(topicRefs.id))
      .limit(40);
    return { name: found.name, refs };
  },

  /**
   * Passages elsewhere that Nave's files under the same headings as this span: the more headings they
   * share, the closer the connection. Cross-references in the translation's notes are few; this finds
   * the rest of Scripture on the same subjects. (library.repository.ts relatedByTopic weighs headings
   * by their size instead, for Sermon Studies.)
   */
  sharingHeadings: async (s: Span, limit: number) =>
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
          ${headingsOfSpan(s)}
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

  /** Every Strong's entry's number and transliteration (word study finds `agape` and `shalom` by them). */
  strongsTransliterations: () =>
    db
      .select({ id: strongsEntries.id, transliteration: strongsEntries.transliteration })
      .from(strongsEntries),
});

export type LibraryStudyRepository = ReturnType<typeof createLibraryStudyRepository>;
