import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** A chapter and how strongly one source points at it (higher is better). */
export interface ChapterHit {
  book_id: string;
  chapter: number;
  score: number;
}

const rows = (r: unknown) =>
  (r as { rows: ChapterHit[] }).rows.map((h) => ({
    ...h,
    score: Number(h.score),
    chapter: Number(h.chapter),
  }));

// A "verse" longer than this is an import accident (the WEB module's glossary stored as Revelation
// 22:21, about 17,000 characters) that would match every question; the longest real verse is ~600.
const MAX_VERSE_CHARS = 2000;

/**
 * The three places a question's words can point to a chapter: the verses themselves (ranked in the
 * narrow verse_search table, summed per chapter over its best verses), Matthew Henry's chapter outlines
 * ("Christ feeds four thousand"), and Nave's topics whose name the question uses.
 */
export const createHomeRepository = (db: Db) => ({
  /**
   * Chapter-level BM25 over verse hits: every word of the question weighs by its rarity (idf over the
   * translation's verses), a chapter's term frequency is the number of its verses using the word, and
   * the chapter's best single verse (a quotation matches one verse on many words) adds to it. Only the
   * protestant canon is searched, as the reader's table of contents shows.
   */
  fromVerses: async (translationId: string, q: string): Promise<ChapterHit[]> =>
    rows(
      await db.execute(sql`
        with words as (select distinct lexeme from unnest(to_tsvector('english', ${q}))),
        n as (select count(*)::float as n from verse_search where translation_id = ${translationId}),
        matches as (
          select w.lexeme, s.position
          from words w
          join verse_search s on s.translation_id = ${translationId} and s.search @@ quote_literal(w.lexeme)::tsquery
        ),
        idf as (
          select lexeme, ln(1 + ((select n from n) - count(*) + 0.5) / (count(*) + 0.5)) as idf
          from matches group by lexeme
        ),
        located as (
          select v.book_id, v.chapter, m.position, m.lexeme, i.idf
          from matches m
          join idf i using (lexeme)
          join verses v on v.translation_id = ${translationId} and v.position = m.position
            and length(v.text) <= ${MAX_VERSE_CHARS}
          join books b on b.translation_id = ${translationId} and b.id = v.book_id and b.testament <> 'DC'
        ),
        per_word as (
          select book_id, chapter, lexeme, max(idf) as idf, count(*) as tf
          from located group by book_id, chapter, lexeme
        ),
        chapter_bm25 as (
          select book_id, chapter, sum(idf * tf * 2.2 / (tf + 1.2)) as bm25
          from per_word group by book_id, chapter
        ),
        best_verse as (
          select book_id, chapter, max(verse_score) as best
          from (select book_id, chapter, position, sum(idf) as verse_score from located
                group by book_id, chapter, position) x
          group by book_id, chapter
        )
        select c.book_id, c.chapter, c.bm25 + 1.5 * b.best as score
        from chapter_bm25 c join best_verse b using (book_id, chapter)
        order by score desc
        limit 30`),
    ),

  /** Verses holding all the question's words close together (a quotation), best per chapter. */
  fromPhrase: async (translationId: string, q: string): Promise<ChapterHit[]> =>
    rows(
      await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${q}) as query),
        hits as (
          select s.position, ts_rank_cd(s.search, (select query from q)) as rank
          from verse_search s
          where s.translation_id = ${translationId} and s.search @@ (select query from q)
          order by rank desc
          limit 50
        )
        select v.book_id, v.chapter, max(h.rank) as score
        from hits h
        join verses v on v.translation_id = ${translationId} and v.position = h.position
          and length(v.text) <= ${MAX_VERSE_CHARS}
        join books b on b.translation_id = ${translationId} and b.id = v.book_id and b.testament <> 'DC'
        group by v.book_id, v.chapter
        order by score desc
        limit 30`),
    ),

  /** Every canonical verse of every installed translation, for the in-memory quotation index. */
  allVerses: async (): Promise<
    { translation_id: string; book_id: string; chapter: number; verse: number; text: string }[]
  > =>
    (
      (await db.execute(sql`
        select v.translation_id, v.book_id, v.chapter, v.verse, v.text from verses v
        join books b on b.translation_id = v.translation_id and b.id = v.book_id and b.testament <> 'DC'
        where length(v.text) <= ${MAX_VERSE_CHARS}`)) as unknown as {
        rows: { translation_id: string; book_id: string; chapter: number; verse: number; text: string }[];
      }
    ).rows,

  /** Every commentary outline line with its chapter (a few thousand short rows), for the in-memory index. */
  allOutlines: async (): Promise<{ book_id: string; chapter: number; text: string }[]> =>
    (
      (await db.execute(sql`select book_id, chapter, text from commentary_outlines`)) as unknown as {
        rows: { book_id: string; chapter: number; text: string }[];
      }
    ).rows,

  fromTopics: async (words: string[]): Promise<ChapterHit[]> =>
    words.length === 0
      ? []
      : rows(
          await db.execute(sql`
            with t as (
              select id, (select count(*) from topic_refs r where r.topic_id = topics.id) as n
              from topics where lower(name) in (${sql.join(
                words.map((w) => sql`${w}`),
                sql`, `,
              )})
            )
            select r.book_id, r.start_chapter as chapter, sum(1.0 / greatest(t.n, 1)) as score
            from topic_refs r join t on t.id = r.topic_id
            group by r.book_id, r.start_chapter
            order by score desc
            limit 30`),
        ),
});

export type HomeRepository = ReturnType<typeof createHomeRepository>;
