import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** A chapter and how strongly one source points at it (higher is better). */
export interface ChapterHit {
  book_id: string;
  chapter: number;
  score: number;
  /** The verse that earned the score, where one did (a quotation). */
  verse?: number;
}

/** A Nave's topic reference: the topic and the chapter its passage starts in. */
export interface TopicRef {
  topic_id: number;
  name: string;
  /** The sub-heading the reference is listed under ("SIN AGAINST" under HOLY SPIRIT); may be empty. */
  label?: string;
  book_id: string;
  chapter: number;
}

/** One row of a translation's full-text table, with the chapter it is in (null outside the canon). */
export interface LexemeRow {
  search: string;
  book_id: string | null;
  chapter: number | null;
  /** In the protestant canon (what the reader's table of contents shows) and not an import accident. */
  canonical: boolean;
}

// A "verse" longer than this is an import accident (the WEB module's glossary stored as Revelation
// 22:21, about 17,000 characters) that would match every question; the longest real verse is ~600.
const MAX_VERSE_CHARS = 2000;

/**
 * What home search ranks: the verses' full-text lexemes and all verses (ranked in memory, lexeme-index.ts
 * and verse-index.ts), Matthew Henry's chapter outlines ("Christ feeds four thousand"), and Nave's topics
 * whose name the question uses.
 */
export const createHomeRepository = (db: Db) => ({
  /**
   * The translation's full-text rows with their chapter, for the in-memory ranking (lexeme-index.ts).
   * Every row counts for word rarity; only the protestant canon's verses (as the reader's table of
   * contents shows) and no import accident can be a hit.
   */
  lexemeRows: async (translationId: string): Promise<LexemeRow[]> =>
    (
      (await db.execute(sql`
        select s.search::text as search, v.book_id, v.chapter,
          coalesce(length(v.text) <= ${MAX_VERSE_CHARS} and b.testament <> 'DC', false) as canonical
        from verse_search s
        left join verses v on v.translation_id = s.translation_id and v.position = s.position
        left join books b on b.translation_id = s.translation_id and b.id = v.book_id
        where s.translation_id = ${translationId}
        order by s.position`)) as unknown as { rows: LexemeRow[] }
    ).rows,

  /**
   * A question as PostgreSQL's English parser reads it: its lexemes (to_tsvector) and its web-search
   * query (websearch_to_tsquery). One cheap statement; the ranking itself runs in memory.
   */
  queryTerms: async (q: string, extra = ''): Promise<{ lexemes: string[]; tsquery: string }> => {
    // `extra` words count among the lexemes only: the web-search query is the question's own.
    const row = (
      (await db.execute(sql`
        select array(select distinct lexeme from unnest(to_tsvector('english', ${`${q} ${extra}`}))) as lexemes,
          websearch_to_tsquery('english', ${q})::text as tsquery`)) as unknown as {
        rows: { lexemes: string[]; tsquery: string }[];
      }
    ).rows[0];
    return { lexemes: row?.lexemes ?? [], tsquery: row?.tsquery ?? '' };
  },

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

  /** Every commentary section with the chapter it starts in (some 4,000 rows), for the in-memory index. */
  allCommentarySections: async (): Promise<{ book_id: string; chapter: number; text: string }[]> =>
    (
      (await db.execute(
        sql`select book_id, start_chapter as chapter, text from commentary_sections order by id`,
      )) as unknown as {
        rows: { book_id: string; chapter: number; text: string }[];
      }
    ).rows,

  /** Every Nave's topic reference with its topic's name, for the in-memory topic index. */
  allTopicRefs: async (): Promise<TopicRef[]> =>
    (
      (await db.execute(sql`
        select r.topic_id, t.name, r.label, r.book_id, r.start_chapter as chapter
        from topic_refs r join topics t on t.id = r.topic_id order by r.id`)) as unknown as {
        rows: TopicRef[];
      }
    ).rows,
});

export type HomeRepository = ReturnType<typeof createHomeRepository>;
