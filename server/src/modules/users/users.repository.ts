import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

const update = async (db: Db, id: string, set: Partial<UserRow>): Promise<UserRow> => {
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return rows[0]!;
};

export const createUsersRepository = (db: Db) => ({
  find: async (id: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

  /** Inserts the user if missing (idempotent under concurrent first requests) and returns the row. */
  ensure: async (id: string): Promise<UserRow> => {
    await db.insert(users).values({ id }).onConflictDoNothing();
    return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;
  },

  /**
   * The row a new reader would get, without inserting it: reads never create users (issue 19 item 5),
   * the first write does (ensure). Mirrors the column defaults in users.schema.ts.
   */
  unsaved: (id: string): UserRow => ({
    id,
    role: 'user',
    preferredTranslation: 'eng-web',
    commentary: null,
    profileSlug: null,
    theologySlug: null,
    createdAt: new Date(),
    authUserId: null,
  }),

  findByAuthUser: async (authUserId: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.authUserId, authUserId)).limit(1))[0],

  linkAuthUser: (id: string, authUserId: string) => update(db, id, { authUserId }),

  setPreferredTranslation: (id: string, translationId: string) =>
    update(db, id, { preferredTranslation: translationId }),

  /** Saves some of a user's settings and returns the row as it now is. */
  updateSettings: (
    id: string,
    set: Partial<Pick<UserRow, 'profileSlug' | 'theologySlug' | 'commentary'>>,
  ): Promise<UserRow> => update(db, id, set),
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
