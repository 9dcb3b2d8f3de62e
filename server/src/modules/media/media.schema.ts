import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as Node Buffers (PGlite hands back Uint8Array: the repository wraps it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images publishers named (a church's logo, pictures in its about text and sermon notes, video
 * thumbnails), fetched once by the server and served from Emmaus, so a reader's browser never asks
 * the publisher's host (issue 37). Rows are content-addressed: the id is the SHA-256 of the bytes, so
 * the same picture named twice is one row and its URL never changes meaning. An image no church, sermon
 * or partner names any more is removed (media.service.ts release, and a daily sweep).
 */
export const media = pgTable(
  'media',
  {
    /** SHA-256 of `data`, lower-case hex. */
    id: text('id').primaryKey(),
    /** image/png, image/jpeg, image/gif or image/webp, read from the bytes, not the sender's header. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    /** The URL it was first fetched from: a thumbnail already copied is found by it. */
    sourceUrl: text('source_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a save last copied these bytes, or a list last showed them (a thumbnail): an image no row
     * names yet may be in a save still under way, so it is removed only once this is old enough.
     */
    copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_source_url_idx').on(t.sourceUrl)],
);
