import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { media } from './media.schema.ts';

export type MediaRow = typeof media.$inferSelect;

export const createMediaRepository = (db: Db) => ({
  find: async (id: string): Promise<MediaRow | undefined> => {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
    return row ? { ...row, data: Buffer.from(row.data) } : undefined;
  },

  /** Same bytes, same id: a second copy of a picture is the row already there. */
  insert: async (row: Omit<MediaRow, 'createdAt'>): Promise<void> => {
    await db.insert(media).values(row).onConflictDoNothing();
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
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
