import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Churches publish Sermon Studies. Their public fields are readable by anyone. A church's sermons are
// the sermons module's (sermons.schema.ts).
export const churches = pgTable('churches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  youtubeChannel: text('youtube_channel'),
  theologySlug: text('theology_slug').notNull().default('default'),
  about: text('about'),
  logoUrl: text('logo_url'),
  /** The website compared normalised (no scheme, no www., no trailing slash): one church per site. */
  websiteKey: text('website_key').unique(),
  /** What the website analysis read and found where (ChurchAnalysisRecord), for the publisher. */
  analysis: jsonb('analysis'),
  /** Set on rows written by the demo seed, so seeding again finds them instead of duplicating. */
  seedKey: text('seed_key').unique(),
  /** Set by an admin (issue 34): a suspended church's studies leave Discover and its page says so. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /**
   * Set while a church found by a website analysis waits for its publisher's review (issue 36): until
   * "Continue" confirms it, only its owner sees it, and one left unconfirmed is removed (daily sweep).
   */
  setupPendingAt: timestamp('setup_pending_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's role in one church: 'owner' (created it or was made owner), 'publisher' or 'member'.
 * Rows written before the church roles existed say 'admin' (read as owner) or 'user' (member).
 */
export const churchMembers = pgTable(
  'church_members',
  {
    churchId: integer('church_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.userId] })],
);

/** Requests to join a church; one per user and church, asked again answers the same one. */
export const churchJoinRequests = pgTable(
  'church_join_requests',
  {
    churchId: integer('church_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** 'pending', 'approved' or 'declined'. */
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.userId] })],
);
