import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action (issue 34): who, what, on what, when, and the thing before and after. Only
 * inserted and read by the app; no route changes or deletes a row.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    /** The admin's Emmaus user id (null: the instance itself, PUBLISHER_AUTO_APPROVE). */
    actorUserId: uuid('actor_user_id'),
    /** What was done: `user.set_role`, `publisher_request.approve`, `church.suspend`, `job.retry`… */
    action: text('action').notNull(),
    /** What it was done to: `user:<id>`, `church:<id>`, `partner:<slug>`, `job:<id>`… */
    target: text('target').notNull(),
    /**
     * The reader the action was about (a role changed, a request decided), so the entry can be found in
     * their export and made anonymous when they delete their account; null for churches, partners, jobs.
     */
    subjectUserId: uuid('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_subject_idx').on(t.subjectUserId),
  ],
);
