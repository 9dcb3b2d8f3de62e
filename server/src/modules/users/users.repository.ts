import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

export const createUsersRepository = (db: Db) => ({
  find: async (id: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

  /** Inserts the user if missing (idempotent under concurrent first requests) and returns the row. */
  ensure: async (id: string): Promise<UserRow> => {
    await db.insert(users).values({ id }).onConflictDoNothing();
    return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;
  },

  setPreferredTranslation: async (id: string, translationId: string): Promise<UserRow> => {
    const rows = await db
      .update(users)
      .set({ preferredTranslation: translationId })
      .where(eq(users.id, id))
      .returning();
    return rows[0]!;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
