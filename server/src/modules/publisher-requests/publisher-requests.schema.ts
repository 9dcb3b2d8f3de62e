import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Readers asking for publisher access (issue 34): what they told about their church, and the admin's
 * decision. One open (pending) request per reader, enforced by the database.
 */
export const publisherRequests = pgTable(
  'publisher_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    churchName: text('church_name').notNull(),
    churchWebsite: text('church_website').notNull().default(''),
    churchRole: text('church_role').notNull(),
    note: text('note').notNull().default(''),
    /** pending | approved | declined */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reader was told of the decision (on their next visit). */
    seen: boolean('seen').notNull().default(false),
  },
  (t) => [
    uniqueIndex('publisher_requests_open_idx').on(t.userId).where(sql`status = 'pending'`),
    index('publisher_requests_status_idx').on(t.status, t.createdAt),
  ],
);
