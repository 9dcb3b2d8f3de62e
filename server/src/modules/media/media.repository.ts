import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { media } from './media.schema.ts';

export type MediaRow = typeof media.$inferSelect;

/** Rows copied (or shown) more than `ms` ago, by the database's clock, as copied_at is written. */
const copiedBefore = (ms: number) =>
  lt(media.copiedAt, sql`now() - ${ms}::double precision * interval '1 millisecond'`);

export const createMediaRepository = (db: Db) => ({
  find: async (id: string): Promise<MediaRow | undefined> => {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
    return row ? { ...row, data: Buffer.from(row.data) } : undefined;
  },

  /**
   * Same bytes, same id: a second copy of a picture is the row already there, marked as copied now (a
   * save about to name it must not lose it to a removal meanwhile).
   */
  insert: async (row: Omit<MediaRow, 'createdAt' | 'copiedAt'>): Promise<void> => {
    await db
      .insert(media)
      .values(row)
      .onConflictDoUpdate({ target: media.id, set: { copiedAt: sql`now()` } });
  },

  /** For each source URL already copied, the newest copy's id. */
  idsOfSources: async (urls: readonly string[]): Promise<Map<string, string>> => {
    if (!urls.length) return new Map();
    const rows = await db
      .select({ id: media.id, sourceUrl: media.sourceUrl })
      .from(media)
      .where(inArray(media.sourceUrl, [...urls]))
      .orderBy(desc(media.createdAt));
    const found = new Map<string, string>();
    for (const r of rows) if (!found.has(r.sourceUrl)) found.set(r.sourceUrl, r.id);
    return found;
  },

  /** Marks these images as shown now (thumbnails a list found already copied), unless done this hour. */
  touch: async (ids: readonly string[]): Promise<void> => {
    if (!ids.length) return;
    await db
      .update(media)
      .set({ copiedAt: sql`now()` })
      .where(and(inArray(media.id, [...ids]), copiedBefore(3_600_000)));
  },

  /** Up to `limit` ids after `after`, in id order, of images copied more than `ms` ago (the sweep's pages). */
  idsCopiedBefore: async (ms: number, after: string, limit: number): Promise<string[]> =>
    (
      await db
        .select({ id: media.id })
        .from(media)
        .where(and(copiedBefore(ms), gt(media.id, after)))
        .orderBy(asc(media.id))
        .limit(limit)
    ).map((r) => r.id),

  /** Removes those of these images copied more than `ms` ago; the ids removed. */
  removeCopiedBefore: async (ids: readonly string[], ms: number): Promise<string[]> =>
    ids.length
      ? (
          await db
            .delete(media)
            .where(and(inArray(media.id, [...ids]), copiedBefore(ms)))
            .returning({ id: media.id })
        ).map((r) => r.id)
      : [],
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
