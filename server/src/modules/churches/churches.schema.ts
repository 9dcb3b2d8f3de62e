import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Churches publish Sermon Studies. Their public fields are readable by anyone.
export const churches = pgTable('churches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  youtubeChannel: text('youtube_channel'),
  theologySlug: text('theology_slug').notNull().default('default'),
  about: text('about'),
  logoUrl: text('logo_url'),
  /** Set on rows written by the demo seed, so seeding again finds them instead of duplicating. */
  seedKey: text('seed_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's role in one church ('user', 'publisher' or 'admin'): who may publish its studies. */
export const churchMembers = pgTable(
  'church_members',
  {
    churchId: integer('church_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull().default('user'),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.userId] })],
);

export const sermons = pgTable(
  'sermons',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id').notNull(),
    title: text('title').notNull(),
    youtubeUrl: text('youtube_url'),
    youtubeVideoId: text('youtube_video_id'),
    theologySlug: text('theology_slug').notNull().default('default'),
    hasAnalysis: boolean('has_analysis').notNull().default(false),
    /** Sermon notes, markdown. */
    content: text('content'),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sermons_church_idx').on(t.churchId)],
);
