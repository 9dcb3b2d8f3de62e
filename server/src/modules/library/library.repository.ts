import { and, asc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { whenQuiet } from '../../db/quiet.ts';
import { readInPages } from '../../lib/paged-read.ts';
import { commentaries, commentaryOutlines, commentarySections, topicRefs, topics } from './library.schema.ts';

/** A verse span inside one chapter. */
export interface Span {
  bookId: string;
  chapter: number;
  from: number;
  to: number;
}

/** The Nave's headings (topic and label) filed on passages overlapping the span: both topic queries start here. */
export const headingsOfSpan = (s: Span) => sql`
  select distinct topic_id, label from topic_refs
  where book_id = ${s.bookId}
    and (start_chapter, start_verse) <= (${s.chapter}::int, ${s.to}::int)
    and (end_chapter, end_verse) >= (${s.chapter}::int, ${s.from}::int)`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A line of Matthew Henry's (an outline line or a section) with the chapter it is filed under. */
export interface ChapterText {
  book_id: string;
  chapter: number;
  text: string;
}

/** A Nave's topic reference: the topic, the sub-heading it is listed under, and the chapter its passage starts in. */
export interface TopicChapter {
  topic_id: number;
  name: string;
  /** The sub-heading the reference is listed under ("SIN AGAINST" under HOLY SPIRIT); may be empty. */
  label: string;
  book_id: string;
  chapter: number;
}

export const createLibraryRepository = (db: Db) => ({
  getCommentary: async (id: string) =>
    (await db.select().from(commentaries).where(eq(commentaries.id, id)))[0],

  sectionsForChapter: (commentaryId: string, bookId: string, chapter: number) =>
    db
      .select()
      .from(commentarySections)
      .where(
        and(
          eq(commentarySections.commentaryId, commentaryId),
          eq(commentarySections.bookId, bookId),
          lte(commentarySections.startChapter, chapter),
          gte(commentarySections.endChapter, chapter),
        ),
      )
      .orderBy(asc(commentarySections.startChapter), asc(commentarySections.startVerse)),

  outlineForChapter: (commentaryId: string, bookId: string, chapter: number) =>
    db
      .select()
      .from(commentaryOutlines)
      .where(
        and(
          eq(commentaryOutlines.commentaryId, commentaryId),
          eq(commentaryOutlines.bookId, bookId),
          eq(commentaryOutlines.chapter, chapter),
        ),
      )
      .orderBy(asc(commentaryOutlines.position)),
  /** A Nave's topic by its exact name (any case), with how many passages it files. */
  topicNamed: async (name: string) =>
    (
      await db
        .select({
          id: topics.id,
          name: topics.name,
          text: topics.text,
          refs: sql<number>`(select count(*)::int from ${topicRefs} where ${topicRefs.topicId} = ${topics.id})`,
        })
        .from(topics)
        .where(ilike(topics.name, name.replace(/[%_\\]/g, '')))
        .limit(1)
    )[0],

  /** The shortest topic name starting with `prefix` that files any passage. */
  topicStartingWith: async (prefix: string) =>
    (
      await db
        .select({ name: topics.name })
        .from(topics)
        .where(
          and(
            ilike(topics.name, `${prefix.replace(/[%_\\]/g, '')}%`),
            sql`exists (select 1 from ${topicRefs} where ${topicRefs.topicId} = ${topics.id})`,
          ),
        )
        .orderBy(asc(sql`length(${topics.name})`))
        .limit(1)
    )[0]?.name,

  /** Every passage a topic files, in Nave's order, with the sub-heading it is listed under. */
  topicRefs: (topicId: number, limit: number) =>
    db.select().from(topicRefs).where(eq(topicRefs.topicId, topicId)).orderBy(asc(topicRefs.id)).limit(limit),

  /** The sub-headings of a topic under which any of these spans is filed. */
  labelsFiling: async (topicId: number, spans: Span[]) => {
    if (spans.length === 0) return [];
    const match = sql.join(
      spans.map(
        (s) =>
          sql`(${topicRefs.bookId} = ${s.bookId} and (${topicRefs.startChapter}, ${topicRefs.startVerse}) <= (${s.chapter}::int, ${s.to}::int) and (${topicRefs.endChapter}, ${topicRefs.endVerse}) >= (${s.chapter}::int, ${s.from}::int))`,
      ),
      sql` or `,
    );
    const rows = await db
      .selectDistinct({ label: topicRefs.label })
      .from(topicRefs)
      .where(and(eq(topicRefs.topicId, topicId), sql`(${match})`));
    return rows.map((r) => r.label);
  },

  /**
   * Passages elsewhere that Nave's files under the same headings as this span, closest first: each shared
   * heading counts 1/its size (a narrow heading like "Vine, the" says more than a list of hundreds), then
   * the narrowest passage: the span's nearest neighbours in Scripture by subject. Whole chapters and
   * books, which Nave's files under many headings, say little about this span and are left out.
   */
  relatedByTopic: async (s: Span, limit: number) =>
    rowsOf<{
      book_id: string;
      start_chapter: number;
      start_verse: number;
      end_chapter: number;
      end_verse: number;
      score: number;
    }>(
      await db.execute(sql`
        with mine as (
          ${headingsOfSpan(s)}
        ), heading as (
          select r.topic_id, r.label, count(*) as size
          from topic_refs r join mine m on m.topic_id = r.topic_id and m.label = r.label
          group by r.topic_id, r.label
        )
        select r.book_id, r.start_chapter, r.start_verse, r.end_chapter, r.end_verse,
               sum(1.0 / h.size)::float8 as score
        from topic_refs r
        join heading h on h.topic_id = r.topic_id and h.label = r.label
        where not (r.book_id = ${s.bookId} and r.start_chapter = ${s.chapter})
          and r.end_chapter = r.start_chapter and r.end_verse - r.start_verse < 12
        group by r.book_id, r.start_chapter, r.start_verse, r.end_chapter, r.end_verse
        order by score desc, r.end_verse - r.start_verse, min(r.id)
        limit ${limit}`),
    ),

  /** Home search's read model (its outline index): every commentary outline line with its chapter. */
  allOutlines: async (): Promise<ChapterText[]> =>
    (
      await readInPages(
        // In the table's own order (its physical order, which the unpaged read returned).
        async (after: string | undefined, limit) =>
          rowsOf<ChapterText & { tid: string }>(
            await db.execute(sql`
              select book_id, chapter, text, ctid::text as tid from commentary_outlines
              where ctid > ${after ?? '(0,0)'}::tid order by ctid limit ${limit}`),
          ),
        (r) => r.tid,
        { before: () => whenQuiet(db) },
      )
    ).map(({ tid: _tid, ...row }) => row),

  /** Home search's read model (its commentary index): every commentary section with the chapter it starts in. */
  allCommentarySections: async (): Promise<ChapterText[]> =>
    (
      await readInPages(
        async (after: number | undefined, limit) =>
          rowsOf<ChapterText & { id: number }>(
            await db.execute(sql`
              select id, book_id, start_chapter as chapter, text from commentary_sections
              where id > ${after ?? -1} order by id limit ${limit}`),
          ),
        (r) => r.id,
        { before: () => whenQuiet(db) },
      )
    ).map(({ book_id, chapter, text }) => ({ book_id, chapter, text })),

  /** Home search's read model (its topic index): every Nave's topic reference with its topic's name. */
  allTopicRefs: async (): Promise<TopicChapter[]> =>
    (
      await readInPages(
        async (after: number | undefined, limit) =>
          rowsOf<TopicChapter & { id: number }>(
            await db.execute(sql`
              select r.id, r.topic_id, t.name, r.label, r.book_id, r.start_chapter as chapter
              from topic_refs r join topics t on t.id = r.topic_id
              where r.id > ${after ?? -1} order by r.id limit ${limit}`),
          ),
        (r) => r.id,
        { before: () => whenQuiet(db) },
      )
    ).map(({ id: _id, ...row }) => row),

  /** Home search's read model (its speller): every common English word of the imported word list. */
  englishWords: async (): Promise<string[]> =>
    (
      await readInPages(
        async (after: string | undefined, limit) =>
          rowsOf<{ word: string }>(
            await db.execute(sql`
              select word from english_words
              where word > ${after ?? ''} order by word limit ${limit}`),
          ),
        (r) => r.word,
        // Short rows: 5,000 a page take ~11 ms of the embedded database, as 1,000 verse rows do.
        { before: () => whenQuiet(db), limit: 5000 },
      )
    ).map((r) => r.word),
});

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
