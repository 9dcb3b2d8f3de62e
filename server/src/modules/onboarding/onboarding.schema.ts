import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Onboarding hints a reader has dismissed; the others are still offered. */
export const dismissedHints = pgTable(
  'dismissed_hints',
  {
    userId: uuid('user_id').notNull(),
    hintName: text('hint_name').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hintName] })],
);
