import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Anonymous readers are rows too: the signed id they carry points here.
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  role: text('role').notNull().default('user'),
  preferredTranslation: text('preferred_translation').notNull().default('eng-web'),
  commentary: text('commentary'),
  /** Chosen profile and perspective slugs (server/data); null until the reader chooses. */
  profileSlug: text('profile_slug'),
  theologySlug: text('theology_slug'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The account (better-auth user) this reader signed in as; null while anonymous. */
  authUserId: text('auth_user_id').unique(),
  /** When the reader last used Emmaus, to the hour (issue 34: the admin console's users list). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});
