import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Each Strong's number a translation's words carry: where it occurs and how the translation renders
 * it (importer/word-index.ts). One row per number, not per word: a whole translation is ~14,000 rows,
 * so the import stays fast, and a number's occurrences are read in one row (at most ~10,000 verses).
 * The words themselves are read from the verses' OSIS when asked for (importer/osis-words.ts).
 */
export const strongsIndex = pgTable(
  'strongs_index',
  {
    translationId: text('translation_id').notNull(),
    strongs: text('strongs').notNull(),
    /**
     * One verse per occurrence in canonical order, each as book × 1,000,000 + chapter × 1,000 + verse
     * (importer/word-index.ts verseOrd). JSON rather than integer[]: half the import's cost, and read
     * only whole.
     */
    occurrences: jsonb('occurrences').$type<number[]>().notNull(),
    /** The most frequent renderings, most frequent first: [{ text, count }]. */
    renderings: jsonb('renderings').$type<{ text: string; count: number }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.translationId, t.strongs] })],
);
