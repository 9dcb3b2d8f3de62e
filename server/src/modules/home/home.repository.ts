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

/** A line of text filed under a chapter (a commentary outline line or section). */
export interface ChapterText {
  book_id: string;
  chapter: number;
  text: string;
}

/**
 * What home search reads from the bible module, through its service (never its tables): the verses'
 * full-text lexemes (ranked in memory, lexeme-index.ts) and every canonical verse (verse-index.ts).
 */
export interface HomeBible {
  lexemeRows(translationId: string): Promise<LexemeRow[]>;
  canonicalVerses(): Promise<
    { translation_id: string; book_id: string; chapter: number; verse: number; text: string }[]
  >;
  /** Changes with every import (the key of home search's cached data, home-data-cache.ts). */
  libraryStamp(): Promise<string>;
}

/**
 * What home search reads from the library module, through its service: Matthew Henry's chapter
 * outlines ("Christ feeds four thousand") and sections, Nave's topic references, and the common English
 * words of the imported word list (the speller's).
 */
export interface HomeLibrary {
  allOutlines(): Promise<ChapterText[]>;
  allCommentarySections(): Promise<ChapterText[]>;
  allTopicRefs(): Promise<TopicRef[]>;
  englishWords(): Promise<string[]>;
}

/** Home search's own database reads: none of a table, only PostgreSQL's English parser. */
export const createHomeRepository = (db: Db) => ({
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
});

export type HomeRepository = ReturnType<typeof createHomeRepository>;
