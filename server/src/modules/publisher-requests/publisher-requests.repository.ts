import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { usersWithRows } from '../../db/user-data.ts';
import { publisherRequests } from './publisher-requests.schema.ts';

export type PublisherRequestRow = typeof publisherRequests.$inferSelect;
type NewRequest = Pick<
  typeof publisherRequests.$inferInsert,
  'userId' | 'name' | 'churchName' | 'churchWebsite' | 'churchRole' | 'note'
>;

/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it, wrapped or not. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export const createPublisherRequestsRepository = (db: Db) => ({
  /** The new request; null when the reader has an open one (the partial unique index decides). */
  create: async (values: NewRequest): Promise<PublisherRequestRow | null> => {
    try {
      return (await db.insert(publisherRequests).values(values).returning())[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  },

  find: async (id: number) =>
    (await db.select().from(publisherRequests).where(eq(publisherRequests.id, id)).limit(1))[0],

  latestOf: async (userId: string) =>
    (
      await db
        .select()
        .from(publisherRequests)
        .where(eq(publisherRequests.userId, userId))
        .orderBy(desc(publisherRequests.createdAt), desc(publisherRequests.id))
        .limit(1)
    )[0],

  list: (status: string | undefined, limit: number) =>
    db
      .select()
      .from(publisherRequests)
      .where(status ? eq(publisherRequests.status, status) : undefined)
      .orderBy(desc(publisherRequests.createdAt), desc(publisherRequests.id))
      .limit(limit),

  /** Decides a pending request; undefined when it is not pending (decided meanwhile, or unknown). */
  decide: async (id: number, status: 'approved' | 'declined', reason: string | null) =>
    (
      await db
        .update(publisherRequests)
        .set({ status, reason, decidedAt: sql`now()`, seen: false })
        .where(and(eq(publisherRequests.id, id), eq(publisherRequests.status, 'pending')))
        .returning()
    )[0],

  markSeen: async (id: number) => {
    await db.update(publisherRequests).set({ seen: true }).where(eq(publisherRequests.id, id));
  },

  /** The reader's requests, oldest first (their data export, issue 34). */
  ofUser: (userId: string, offset: number, size: number) =>
    db
      .select()
      .from(publisherRequests)
      .where(eq(publisherRequests.userId, userId))
      .orderBy(asc(publisherRequests.id))
      .offset(offset)
      .limit(size),

  /** A deleted account's requests go with it, inside the deletion's transaction. */
  deleteOfUser: async (tx: Db, userId: string) => {
    await tx.delete(publisherRequests).where(eq(publisherRequests.userId, userId));
  },

  /** For the anonymous-user expiry (users.expiry.ts): readers who asked keep their row. */
  usersWithData: (ids: readonly string[]) => usersWithRows(db, publisherRequests.userId, ids),
});

export type PublisherRequestsRepository = ReturnType<typeof createPublisherRequestsRepository>;
