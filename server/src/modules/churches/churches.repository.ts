import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { normaliseChurchRole } from '../../../../common/src/roles.ts';
import type { Db } from '../../db/database.ts';
import { mediaNamedIn } from '../../db/media-references.ts';
import { type DeleteUserData, type UserDataPart, usersWithRows } from '../../db/user-data.ts';
import { churches, churchJoinRequests, churchMembers } from './churches.schema.ts';

/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it, wrapped or not. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export type ChurchRow = typeof churches.$inferSelect;
export type NewChurch = Omit<typeof churches.$inferInsert, 'id' | 'createdAt' | 'seedKey'>;

/** Church rows, members and join requests (the churches module's own tables). */
/**
 * A reader who deletes their account (issue 34) leaves every church they belonged to and withdraws
 * their requests to join. The only owner of a church is refused first (soleOwnedChurches): a church is
 * never left with no one to run it.
 */
export const deleteMemberships: DeleteUserData = async (tx, userId) => {
  await tx.delete(churchMembers).where(eq(churchMembers.userId, userId));
  await tx.delete(churchJoinRequests).where(eq(churchJoinRequests.userId, userId));
};

/** The churches the reader belongs to and asked to join, for their data export (issue 34). */
async function* exportMemberships(db: Db, userId: string): AsyncIterable<UserDataPart> {
  const memberships = await db
    .select({ m: churchMembers, name: churches.name })
    .from(churchMembers)
    .leftJoin(churches, eq(churches.id, churchMembers.churchId))
    .where(eq(churchMembers.userId, userId))
    .orderBy(asc(churchMembers.joinedAt));
  yield {
    section: 'church_memberships',
    rows: memberships.map(({ m, name }) => ({
      church_id: m.churchId,
      church: name,
      role: normaliseChurchRole(m.role),
      joined_at: m.joinedAt.toISOString(),
    })),
  };
  const requests = await db
    .select({ r: churchJoinRequests, name: churches.name })
    .from(churchJoinRequests)
    .leftJoin(churches, eq(churches.id, churchJoinRequests.churchId))
    .where(eq(churchJoinRequests.userId, userId))
    .orderBy(asc(churchJoinRequests.requestedAt));
  yield {
    section: 'church_join_requests',
    rows: requests.map(({ r, name }) => ({
      church_id: r.churchId,
      church: name,
      status: r.status,
      requested_at: r.requestedAt.toISOString(),
    })),
  };
}

export const createChurchesRepository = (db: Db) => ({
  exportMemberships: (userId: string) => exportMemberships(db, userId),

  find: async (id: number) => (await db.select().from(churches).where(eq(churches.id, id)).limit(1))[0],

  findByWebsiteKey: async (key: string) =>
    (await db.select().from(churches).where(eq(churches.websiteKey, key)).limit(1))[0],

  /**
   * Creates the church with its creator as owner, in one transaction; null when another church took
   * the same website meanwhile (two analyses of one site racing: the unique website key decides).
   */
  createOwned: (values: NewChurch, ownerId: string) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(churches)
        .values(values)
        .onConflictDoNothing({ target: churches.websiteKey })
        .returning();
      if (!row) return null;
      await tx.insert(churchMembers).values({ churchId: row.id, userId: ownerId, role: 'owner' });
      return row;
    }),

  /** The updated row; 'website_taken' when another church holds the website key (a racing PUT). */
  update: async (id: number, values: Partial<NewChurch>) => {
    try {
      return (await db.update(churches).set(values).where(eq(churches.id, id)).returning())[0];
    } catch (error) {
      if (isUniqueViolation(error)) return 'website_taken' as const;
      throw error;
    }
  },

  /** Which of these stored images any church's logo or about text names (media module). */
  mediaNamed: (ids: readonly string[]) => mediaNamedIn(db, [churches.logoUrl, churches.about], ids),

  /**
   * Removes the church with its members and join requests, and through `deleteOwned` (the reading-plans
   * and sermons modules', passed in) its Sermon Studies and sermons: one transaction, all or nothing.
   */
  deleteCascade: (id: number, deleteOwned: (tx: Db, churchId: number) => Promise<void>) =>
    db.transaction(async (tx) => {
      await deleteOwned(tx, id);
      await tx.delete(churchJoinRequests).where(eq(churchJoinRequests.churchId, id));
      await tx.delete(churchMembers).where(eq(churchMembers.churchId, id));
      await tx.delete(churches).where(eq(churches.id, id));
    }),

  /** The churches a user is a member of, with the role there. */
  churchesOfUser: (userId: string) =>
    db
      .select({ church: churches, role: churchMembers.role })
      .from(churchMembers)
      .innerJoin(churches, eq(churches.id, churchMembers.churchId))
      .where(eq(churchMembers.userId, userId))
      .orderBy(asc(churches.name), asc(churches.id)),

  allChurches: () => db.select().from(churches).orderBy(asc(churches.name), asc(churches.id)),

  /** Churches whose review began before `before` and was never confirmed (issue 36: the daily sweep). */
  pendingSetupsBefore: async (before: Date): Promise<number[]> =>
    (
      await db
        .select({ id: churches.id })
        .from(churches)
        .where(and(isNotNull(churches.setupPendingAt), lt(churches.setupPendingAt, before)))
    ).map((r) => r.id),

  names: async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ id: churches.id, name: churches.name })
          .from(churches)
          .where(inArray(churches.id, [...ids])),

  role: async (userId: string, churchId: number) =>
    (
      await db
        .select({ role: churchMembers.role })
        .from(churchMembers)
        .where(and(eq(churchMembers.userId, userId), eq(churchMembers.churchId, churchId)))
        .limit(1)
    )[0]?.role,

  /** The names of the churches `userId` owns with no other owner ('admin' is the owner's older name). */
  soleOwnedChurches: async (userId: string): Promise<string[]> => {
    const rows = await db
      .select({ name: churches.name })
      .from(churchMembers)
      .innerJoin(churches, eq(churches.id, churchMembers.churchId))
      .where(
        and(
          eq(churchMembers.userId, userId),
          inArray(churchMembers.role, ['owner', 'admin']),
          sql`not exists (select 1 from ${churchMembers} other where other.church_id = ${churchMembers.churchId} and other.user_id <> ${userId} and other.role in ('owner', 'admin'))`,
        ),
      )
      .orderBy(asc(churches.name));
    return rows.map((r) => r.name);
  },

  /** Which of these users belong to a church or asked to join one. */
  usersWithData: async (ids: readonly string[]): Promise<string[]> => {
    const [members, requests] = await Promise.all([
      usersWithRows(db, churchMembers.userId, ids),
      usersWithRows(db, churchJoinRequests.userId, ids),
    ]);
    return [...new Set([...members, ...requests])];
  },

  members: (churchId: number) =>
    db
      .select({
        userId: churchMembers.userId,
        role: churchMembers.role,
        joinedAt: churchMembers.joinedAt,
      })
      .from(churchMembers)
      .where(eq(churchMembers.churchId, churchId))
      .orderBy(asc(churchMembers.joinedAt)),

  /**
   * Changes a member's role (a role) or removes them (null), in one transaction that first locks every
   * member row of the church: two owners demoting or removing each other at once are serialised, and
   * the second sees the first's change, so a church never ends without an owner (issue 35). The actor
   * (null: a site admin) must still be an owner when the change is made, not only when it was asked.
   */
  changeMember: (
    churchId: number,
    userId: string,
    role: string | null,
    actorId: string | null,
  ): Promise<'done' | 'not_member' | 'last_owner' | 'not_owner'> =>
    db.transaction(async (tx) => {
      const members = await tx
        .select({ userId: churchMembers.userId, role: churchMembers.role })
        .from(churchMembers)
        .where(eq(churchMembers.churchId, churchId))
        // One order for every caller: two transactions locking the same rows never deadlock.
        .orderBy(asc(churchMembers.userId))
        .for('update');
      const roleOf = (id: string) => normaliseChurchRole(members.find((m) => m.userId === id)?.role);
      if (actorId !== null && roleOf(actorId) !== 'owner') return 'not_owner';
      const current = roleOf(userId);
      if (!current) return 'not_member';
      const owners = members.filter((m) => normaliseChurchRole(m.role) === 'owner').length;
      if (current === 'owner' && role !== 'owner' && owners <= 1) return 'last_owner';
      const member = and(eq(churchMembers.churchId, churchId), eq(churchMembers.userId, userId));
      if (role !== null) await tx.update(churchMembers).set({ role }).where(member);
      else {
        await tx.delete(churchMembers).where(member);
        await tx
          .delete(churchJoinRequests)
          .where(and(eq(churchJoinRequests.churchId, churchId), eq(churchJoinRequests.userId, userId)));
      }
      return 'done';
    }),

  /** The user's request to join, created pending when there is none (asking again answers the same). */
  /** The request, and whether this call made it (asking again answers the same one). */
  requestJoin: async (churchId: number, userId: string) => {
    const made = await db
      .insert(churchJoinRequests)
      .values({ churchId, userId })
      .onConflictDoNothing()
      .returning();
    const row = (
      await db
        .select()
        .from(churchJoinRequests)
        .where(and(eq(churchJoinRequests.churchId, churchId), eq(churchJoinRequests.userId, userId)))
    )[0];
    return row && { ...row, created: made.length > 0 };
  },

  joinRequests: (churchId: number, status?: string) =>
    db
      .select({ request: churchJoinRequests })
      .from(churchJoinRequests)
      .where(
        and(
          eq(churchJoinRequests.churchId, churchId),
          status ? eq(churchJoinRequests.status, status) : undefined,
        ),
      )
      .orderBy(asc(churchJoinRequests.requestedAt)),

  pendingOfUser: (userId: string) =>
    db
      .select({ church: churches })
      .from(churchJoinRequests)
      .innerJoin(churches, eq(churches.id, churchJoinRequests.churchId))
      .where(and(eq(churchJoinRequests.userId, userId), eq(churchJoinRequests.status, 'pending'))),

  /** Approve (member row added) or decline a pending request, in one transaction. */
  /** Approves (as `role`: member unless said) or declines a pending request; undefined when none is pending. */
  decide: (churchId: number, userId: string, approve: boolean, role: 'member' | 'publisher' = 'member') =>
    db.transaction(async (tx) => {
      const [request] = await tx
        .update(churchJoinRequests)
        .set({ status: approve ? 'approved' : 'declined' })
        .where(
          and(
            eq(churchJoinRequests.churchId, churchId),
            eq(churchJoinRequests.userId, userId),
            eq(churchJoinRequests.status, 'pending'),
          ),
        )
        .returning();
      if (request && approve)
        await tx.insert(churchMembers).values({ churchId, userId, role }).onConflictDoNothing();
      return request;
    }),
});

export type ChurchesRepository = ReturnType<typeof createChurchesRepository>;
