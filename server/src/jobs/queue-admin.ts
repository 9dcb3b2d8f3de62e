import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from './jobs.schema.ts';

type Row = typeof jobs.$inferSelect;
const PAGE = 200;

/** PostgreSQL's unique_violation (23505): another active job holds the key. */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/**
 * The job queue as an operator sees it (issue 34, the admin console): jobs by status and kind, the
 * queue's depth and its oldest waiting job, and a failed job retried or cancelled. Ages are on the
 * database's clock, like the queue's leases.
 */
export const createJobQueueAdmin = (db: Db) => ({
  list: async (filter: { status?: string | undefined; kind?: string | undefined }) =>
    db
      .select({ job: jobs, ageSeconds: sql<number>`extract(epoch from now() - ${jobs.createdAt})::int` })
      .from(jobs)
      .where(
        and(
          filter.status
            ? eq(jobs.status, filter.status)
            : inArray(jobs.status, ['queued', 'running', 'failed']),
          filter.kind ? eq(jobs.kind, filter.kind) : undefined,
        ),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PAGE),

  /** Jobs by kind and status (queued, running, failed), the queue's depth, and its oldest due job's age. */
  stats: async () => {
    const counts = await db
      .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running', 'failed']))
      .groupBy(jobs.kind, jobs.status)
      .orderBy(jobs.kind, jobs.status);
    const [waiting] = await db
      .select({
        depth: sql<number>`count(*)::int`,
        oldest: sql<number | null>`extract(epoch from now() - min(${jobs.runAfter}))::int`,
      })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)));
    return {
      counts: counts.map((c) => ({ ...c, count: Number(c.count) })),
      // Due and waiting for a worker: a recurring job queued for tomorrow is not behind.
      depth: Number(waiting?.depth ?? 0),
      oldestWaitingSeconds:
        waiting?.oldest === null || waiting?.oldest === undefined ? null : Number(waiting.oldest),
    };
  },

  find: async (id: string): Promise<Row | undefined> =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
      ? (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0]
      : undefined,

  /**
   * A failed job queued again from scratch (its attempts reset); 'key_busy' when another job of its key
   * is queued or running (a newer analysis of the same sermon), undefined when it is not failed.
   */
  retry: async (id: string): Promise<Row | 'key_busy' | undefined> => {
    try {
      return (
        await db
          .update(jobs)
          .set({
            status: 'queued',
            attempts: 0,
            runAfter: sql`now()`,
            finishedAt: null,
            error: null,
            lockedBy: null,
            leaseUntil: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
          .returning()
      )[0];
    } catch (err) {
      if (isUniqueViolation(err)) return 'key_busy';
      throw err;
    }
  },

  /** A failed job set aside for good (status `cancelled`): it leaves the failed list. */
  cancel: async (id: string): Promise<Row | undefined> =>
    (
      await db
        .update(jobs)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning()
    )[0],
});

export type JobQueueAdmin = ReturnType<typeof createJobQueueAdmin>;
