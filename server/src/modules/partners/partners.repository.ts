import { asc, eq } from 'drizzle-orm';
import type { Partner } from '../../../../common/src/contracts/partners.ts';
import type { Db } from '../../db/database.ts';
import { mediaNamedIn } from '../../db/media-references.ts';
import { partners } from './partners.schema.ts';

const present = (row: typeof partners.$inferSelect): Partner => ({
  id: row.slug,
  slug: row.slug,
  name: row.name,
  icon_url: row.iconUrl,
  about_text: row.aboutText,
});

export const createPartnersRepository = (db: Db) => ({
  find: async (slug: string) => {
    const row = (await db.select().from(partners).where(eq(partners.slug, slug)).limit(1))[0];
    return row ? present(row) : undefined;
  },
  list: async () => (await db.select().from(partners).orderBy(asc(partners.slug))).map(present),
  upsert: async (p: { slug: string; name: string; iconUrl?: string | null; aboutText?: string | null }) => {
    const values = { slug: p.slug, name: p.name, iconUrl: p.iconUrl ?? null, aboutText: p.aboutText ?? null };
    await db.insert(partners).values(values).onConflictDoUpdate({ target: partners.slug, set: values });
  },
  /** Moves an edition to another host label; false when that label is taken (or the edition is gone). */
  rename: async (slug: string, to: string) => {
    const taken = (await db.select().from(partners).where(eq(partners.slug, to)).limit(1))[0];
    if (taken) return false;
    return (
      (await db.update(partners).set({ slug: to }).where(eq(partners.slug, slug)).returning())[0] !==
      undefined
    );
  },
  remove: async (slug: string) =>
    (await db.delete(partners).where(eq(partners.slug, slug)).returning())[0] !== undefined,
  /** Which of these stored images any partner's icon or about text names (media module). */
  mediaNamed: (ids: readonly string[]) => mediaNamedIn(db, [partners.iconUrl, partners.aboutText], ids),
});

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
