import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Highlights, notes and bookmarks (issue 18). The id is a random uuid: never guessable, never a count. */
export const annotations = pgTable(
  'annotations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    bibleId: text('bible_id').notNull(),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    /** Sorted, distinct verse numbers of the chapter. */
    verses: integer('verses').array().notNull(),
    color: text('color'),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotations_user_chapter').on(t.userId, t.bibleId, t.bookId, t.chapter)],
);
