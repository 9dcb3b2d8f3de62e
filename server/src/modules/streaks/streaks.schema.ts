import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Chapters a reader read (issue 33): one row per chapter and local day, so reading it again that day
 * changes nothing and a later day adds to the history. `read_on` is the reader's own day when they read,
 * fixed then in the time zone they were in (a reader who travels keeps the days they read).
 */
export const readings = pgTable(
  'readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** Null for a Sermon Study's day, which names no translation. */
    bibleId: text('bible_id'),
    bookId: text('book_id').notNull(),
    chapter: integer('chapter').notNull(),
    /** YYYY-MM-DD in `timeZone`. */
    readOn: text('read_on').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** The IANA zone `read_on` was counted in: the reader's zone when a later call sends none. */
    timeZone: text('time_zone').notNull(),
  },
  (t) => [
    uniqueIndex('readings_user_chapter_day').on(t.userId, t.bookId, t.chapter, t.readOn),
    index('readings_user_read_at').on(t.userId, t.readAt),
  ],
);
