import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Anonymous readers are rows too: the signed id they carry points here.
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  role: text('role').notNull().default('user'),
  preferredTranslation: text('preferred_translation').notNull().default('eng-web'),
  commentary: text('commentary'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
