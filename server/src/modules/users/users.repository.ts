import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

const update = async (db: Db, id: string, set: Partial<UserRow>): Promise<UserRow> => {
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return rows[0]!;
};

/**
 * Anonymous users older than `days` with nothing of their own on the row: no account, no site role,
 * every setting at its column default (users.schema.ts). Other modules' data is asked for separately.
 */
const bareAnonymous = (days: number) =>
  and(
    isNull(users.authUserId),
    eq(users.role, 'user'),
    eq(users.preferredTranslation, 'eng-web'),
    isNull(users.commentary),
    isNull(users.profileSlug),
    isNull(users.theologySlug),
    sql`${users.createdAt} < now() - ${days} * interval '1 day'`,
  );

/**
 * The last step of account linking, after every module moved its rows: the account keeps its own
 * settings and takes the anonymous reader's where it has none; the anonymous row goes.
 */
export const mergeAnonymousUser = async (tx: Db, from: UserRow, to: UserRow): Promise<void> => {
  await tx
    .update(users)
    .set({
      profileSlug: to.profileSlug ?? from.profileSlug,
      theologySlug: to.theologySlug ?? from.theologySlug,
      commentary: to.commentary ?? from.commentary,
    })
    .where(eq(users.id, to.id));
  await tx.delete(users).where(eq(users.id, from.id));
};

/**
 * Takes the instance-wide lock on who is an admin (to the transaction's end) and counts the admins:
 * a role change and an account deletion each check "not the last admin" under it, so two admins leaving
 * at once cannot both pass the count.
 */
export const lockAdmins = async (tx: Db): Promise<number> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:admins', 0))`);
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
  return Number(row?.n ?? 0);
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
    lastSeenAt: null,
  }),

  /** Marks the reader seen now, at most once an hour (a write per request would cost every reader). */
  touchSeen: async (id: string): Promise<void> => {
    await db
      .update(users)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(users.id, id),
          or(isNull(users.lastSeenAt), lt(users.lastSeenAt, sql`now() - interval '1 hour'`)),
        ),
      );
  },

  /** Users by id, and those of these sign-in accounts (the admin console's search). */
  byIdsOrAccounts: async (ids: readonly string[], authUserIds: readonly string[], limit: number) =>
    ids.length + authUserIds.length === 0
      ? []
      : db
          .select()
          .from(users)
          .where(
            or(
              ids.length ? inArray(users.id, [...ids]) : undefined,
              authUserIds.length ? inArray(users.authUserId, [...authUserIds]) : undefined,
            ),
          )
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(limit),

  /** The newest signed-in users and everyone with a site role (the admin console's first page). */
  recentAccounts: (limit: number) =>
    db
      .select()
      .from(users)
      .where(or(isNotNull(users.authUserId), sql`${users.role} <> 'user'`))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(limit),

  /**
   * Sets a user's site role; an instance keeps at least one admin. Under a transaction-wide lock, so two
   * admins demoting each other at once cannot both pass the count. The row before and after, or why not.
   */
  setRole: (id: string, role: string) =>
    db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      if (!before) return 'not_found' as const;
      if (before.role === 'admin' && role !== 'admin' && admins <= 1) return 'last_admin' as const;
      const [after] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
      return { before, after: after ?? before };
    }),

  findByAuthUser: async (authUserId: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.authUserId, authUserId)).limit(1))[0],

  /** Links user `id` to the sign-in account; undefined when that user no longer exists (merged away). */
  linkAuthUser: async (id: string, authUserId: string): Promise<UserRow | undefined> =>
    (await db.update(users).set({ authUserId }).where(eq(users.id, id)).returning())[0],

  /** The sign-in account of each of these users that has one. */
  authUserIdsOf: async (ids: readonly string[]) =>
    ids.length === 0
      ? []
      : db
          .select({ id: users.id, authUserId: users.authUserId })
          .from(users)
          .where(and(inArray(users.id, [...ids]), sql`${users.authUserId} is not null`)),

  /** Up to `limit` bare anonymous users older than `days`, in id order after `after` (keyset paging). */
  bareAnonymousUsers: async (days: number, after: string | null, limit: number): Promise<string[]> =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(bareAnonymous(days), after === null ? undefined : gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(limit)
    ).map((r) => r.id),

  /**
   * Deletes those of `ids` that are still bare anonymous users older than `days` (checked again in the
   * statement, so a setting saved since they were listed keeps the row); the number deleted.
   */
  deleteBareAnonymous: async (ids: readonly string[], days: number): Promise<number> =>
    ids.length === 0
      ? 0
      : (
          await db
            .delete(users)
            .where(and(inArray(users.id, [...ids]), bareAnonymous(days)))
            .returning({ id: users.id })
        ).length,

  setPreferredTranslation: (id: string, translationId: string) =>
    update(db, id, { preferredTranslation: translationId }),

  /** Saves some of a user's settings and returns the row as it now is. */
  updateSettings: (
    id: string,
    set: Partial<Pick<UserRow, 'profileSlug' | 'theologySlug' | 'commentary'>>,
  ): Promise<UserRow> => update(db, id, set),
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
