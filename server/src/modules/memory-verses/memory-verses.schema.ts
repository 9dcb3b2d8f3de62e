import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Verses a reader memorises (issue 33), each with its FSRS card: `card` is ts-fsrs's state as JSON, `due`
 * copied out of it so the due ones are found by an index. The text is kept as it was when saved, so
 * practice works offline and a re-import never changes what the reader learns.
 */
export const memoryVerses = pgTable(
  'memory_verses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    bibleId: text('bible_id').notNull(),
    /** `BOOK.C.V` or `BOOK.C.V-BOOK.C.V`, within one chapter. */
    ref: text('ref').notNull(),
    text: text('text').notNull(),
    card: jsonb('card').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memory_verses_user_ref').on(t.userId, t.bibleId, t.ref),
    index('memory_verses_user_due').on(t.userId, t.due),
  ],
);
