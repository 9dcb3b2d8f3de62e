import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One row per imported source (a translation, the commentary, Strong's, Nave's); see importer. */
export const imports = pgTable('imports', {
  source: text('source').primaryKey(),
  version: text('version').notNull(),
  scope: text('scope').notNull().default('full'),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const translations = pgTable('translations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  language: text('language').notNull(),
  format: text('format').notNull().default('OSIS'),
  licence: text('licence').notNull(),
  module: text('module').notNull(),
  position: integer('position').notNull().default(0),
});

export const books = pgTable(
  'books',
  {
    translationId: text('translation_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    testament: text('testament').notNull(),
    chapterCount: integer('chapter_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.translationId, t.id] })],
);

export const chapters = pgTable(
  'chapters',
  {
    translationId: text('translation_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    html: text('html').notNull(),
    etag: text('etag').notNull(),
    verseCount: integer('verse_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.translationId, t.bookId, t.chapter] })],
);

export const verses = pgTable(
  'verses',
  {
    translationId: text('translation_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    verse: integer('verse').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    osis: text('osis').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.translationId, t.bookId, t.chapter, t.verse] }),
    uniqueIndex('verses_position_idx').on(t.translationId, t.position),
  ],
);

/**
 * The full-text index of the verses, kept apart from them on purpose: ranking reads every matching
 * row's tsvector, and in this narrow table that is five times faster than among the verses' text and
 * OSIS (measured by `npm run bench`). Filled by the importer from verses.text.
 */
export const verseSearch = pgTable(
  'verse_search',
  {
    translationId: text('translation_id').notNull(),
    position: integer('position').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.translationId, t.position] }),
    index('verse_search_idx').using('gin', t.search),
  ],
);

export const footnotes = pgTable(
  'footnotes',
  {
    id: serial('id').primaryKey(),
    translationId: text('translation_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    verse: integer('verse').notNull(),
    marker: text('marker').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('footnotes_chapter_idx').on(t.translationId, t.bookId, t.chapter)],
);

/** A cross-reference from one verse to a target range written BOOK.C.V[-BOOK.C.V]. */
export const crossReferences = pgTable(
  'cross_references',
  {
    id: serial('id').primaryKey(),
    translationId: text('translation_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    verse: integer('verse').notNull(),
    target: text('target').notNull(),
  },
  (t) => [index('xrefs_chapter_idx').on(t.translationId, t.bookId, t.chapter)],
);
