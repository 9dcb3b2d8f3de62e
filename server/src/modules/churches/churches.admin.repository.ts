import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { churches, churchMembers } from './churches.schema.ts';

/** The churches' own tables as the admin console reads and suspends them (issue 34). */
export const createChurchesAdminRepository = (db: Db) => ({
  all: () => db.select().from(churches).orderBy(asc(churches.name), asc(churches.id)),

  /** Every church's member count and owners, in one query. */
  memberships: () =>
    db
      .select({
        churchId: churchMembers.churchId,
        members: sql<number>`count(*)::int`,
        owners: sql<
          string[]
        >`coalesce(array_agg(${churchMembers.userId}::text order by ${churchMembers.joinedAt}) filter (where ${churchMembers.role} in ('owner', 'admin')), '{}')`,
      })
      .from(churchMembers)
      .groupBy(churchMembers.churchId),

  /** Suspends (true) or restores the church; its row before and after, or undefined when unknown. */
  setSuspended: (id: number, suspended: boolean) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(churches).where(eq(churches.id, id)).limit(1).for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(churches)
        .set({ suspendedAt: suspended ? (before.suspendedAt ?? sql`now()`) : null })
        .where(eq(churches.id, id))
        .returning();
      return after ? { before, after } : undefined;
    }),

  suspendedIds: async () =>
    (await db.select({ id: churches.id }).from(churches).where(isNotNull(churches.suspendedAt))).map(
      (r) => r.id,
    ),
});

export type ChurchesAdminRepository = ReturnType<typeof createChurchesAdminRepository>;
