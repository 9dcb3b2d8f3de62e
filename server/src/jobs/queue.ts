import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Enqueued, EnqueueOptions, Job, JobError, JobProgress } from './job-types.ts';
import { jobs } from './jobs.schema.ts';

type Row = typeof jobs.$inferSelect;
const toJob = <P, R>(row: Row): Job<P, R> => ({
  ...row,
  payload: row.payload as P,
  result: (row.result ?? null) as R | null,
  status: row.status as Job['status'],
  progress: row.progress ?? null,
  error: row.error ?? null,
});

const ACTIVE = ['queued', 'running'];
const active = sql`${jobs.status} in ('queued', 'running')`;
/** `now() + ms` on the database's clock, so instances with skewed clocks still agree on leases. */
const nowPlus = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;
/** The dedupe key of a recurring kind's jobs (worker.ts `everyMs`). */
export const recurringKey = (kind: string) => `every:${kind}`;

/**
 * The durable job queue on our own schema (works the same on PGlite and PostgreSQL). Producers call
 * enqueue/get/getActiveByKey/latestByKey; the worker (worker.ts) calls claim/renew/finish/fail/release.
 * Every worker-side write is guarded by `locked_by`, so a worker that lost its lease cannot overwrite
 * the attempt that took the job over.
 */
export const createJobQueue = (db: Db) => {
  const listeners = new Set<(kind: string) => void>();

  const getActiveByKey = async <P = unknown, R = unknown>(key: string): Promise<Job<P, R> | undefined> => {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, key), inArray(jobs.status, ACTIVE)))
      .limit(1);
    return row ? toJob<P, R>(row) : undefined;
  };

  return {
    /**
     * Queues a job, or returns the queued/running job that already holds `key` (one job per sermon at
     * a time). A null key never dedupes.
     */
    async enqueue<P = unknown, R = unknown>(
      kind: string,
      key: string | null,
      payload: P,
      opts: EnqueueOptions = {},
    ): Promise<Enqueued<P, R>> {
      // The loop covers the race where the active job finishes between our insert and our read.
      for (let i = 0; i < 5; i++) {
        const [row] = await db
          .insert(jobs)
          .values({
            kind,
            key,
            payload: payload as unknown,
            maxAttempts: opts.maxAttempts ?? 3,
            runAfter: nowPlus(opts.delayMs ?? 0),
          })
          .onConflictDoNothing({ target: jobs.key, where: active })
          .returning();
        if (row) {
          for (const l of listeners) l(kind);
          return { job: toJob<P, R>(row), created: true };
        }
        const existing = key ? await getActiveByKey<P, R>(key) : undefined;
        if (existing) return { job: existing, created: false };
      }
      throw new Error(`could not enqueue ${kind} ${key}`);
    },

    async get<P = unknown, R = unknown>(id: string): Promise<Job<P, R> | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row ? toJob<P, R>(row) : undefined;
    },

    getActiveByKey,

    /** The newest job for a key whatever its status (a sermon's last analysis, done or failed). */
    async latestByKey<P = unknown, R = unknown>(key: string): Promise<Job<P, R> | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, key))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(1);
      return row ? toJob<P, R>(row) : undefined;
    },

    /**
     * Keeps one job of a recurring kind queued (key `every:<kind>`): due `everyMs` after the last one of
     * the kind started (done or failed), or at once when none has run. While one is queued or running
     * this inserts nothing, and workers of several instances asking at once share one job (the partial
     * unique index on active keys), so a daily job runs once a day however many instances there are.
     */
    async ensureRecurring(kind: string, everyMs: number): Promise<Enqueued> {
      const key = recurringKey(kind);
      const lastStart = sql`(select max(started_at) from jobs where key = ${key} and status in ('done', 'failed'))`;
      for (let i = 0; i < 5; i++) {
        // Nearly always one is queued: answered by the active-key index, without the insert's look back.
        const existing = await getActiveByKey(key);
        if (existing) return { job: existing, created: false };
        const [row] = await db
          .insert(jobs)
          .values({
            kind,
            key,
            payload: {},
            runAfter: sql`coalesce(${lastStart} + ${Math.max(0, Math.round(everyMs))} * interval '1 millisecond', now())`,
          })
          .onConflictDoNothing({ target: jobs.key, where: active })
          .returning();
        if (row) {
          for (const l of listeners) l(kind);
          return { job: toJob(row), created: true };
        }
      }
      throw new Error(`could not schedule ${kind}`);
    },

    /** Records progress of a running job; false when `workerId` no longer holds it. */
    async reportProgress(id: string, workerId: string, progress: JobProgress): Promise<boolean> {
      const share = Math.min(1, Math.max(0, Number.isFinite(progress.share) ? progress.share : 0));
      const rows = await db
        .update(jobs)
        .set({ progress: { ...progress, share }, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Called on every enqueue in this process (the local worker wakes at once instead of at its next poll). */
    onEnqueue(listener: (kind: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    // ---- worker side ----

    /**
     * Ends every running job's lease now. Only for the embedded database at start-up: its data-directory
     * lock proves no other process runs jobs, so a job still marked running was orphaned by a crash.
     */
    async expireAllLeases(): Promise<void> {
      await db.update(jobs).set({ leaseUntil: sql`now()` }).where(eq(jobs.status, 'running'));
    },

    /**
     * Claims one due job of the given kinds: a queued one whose run_after has come, or a running one whose
     * lease ran out (its worker died). SKIP LOCKED lets concurrent workers pass over each other's rows.
     */
    async claim(workerId: string, kinds: readonly string[], leaseMs: number): Promise<Job | undefined> {
      if (kinds.length === 0) return undefined;
      // A job whose worker died on its last allowed attempt is failed rather than run once more.
      await db
        .update(jobs)
        .set({
          status: 'failed',
          lockedBy: null,
          leaseUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
          error: sql`coalesce(${jobs.error}, ${JSON.stringify({ code: 'lease_expired', message: 'The worker stopped before the job finished.' })}::jsonb)`,
        })
        .where(
          and(
            eq(jobs.status, 'running'),
            lt(jobs.leaseUntil, sql`now()`),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
            inArray(jobs.kind, [...kinds]),
          ),
        );
      const due = sql`(
        select ${jobs.id} from ${jobs}
        where ${inArray(jobs.kind, [...kinds])}
          and ((${jobs.status} = 'queued' and ${jobs.runAfter} <= now())
            or (${jobs.status} = 'running' and ${jobs.leaseUntil} < now()))
        order by ${jobs.runAfter}, ${jobs.createdAt}
        limit 1
        for update skip locked
      )`;
      const [row] = await db
        .update(jobs)
        .set({
          status: 'running',
          lockedBy: workerId,
          leaseUntil: nowPlus(leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
          startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, due))
        .returning();
      return row ? toJob(row) : undefined;
    },

    /** Extends the lease; false when the job is no longer this worker's (its lease ran out and it was taken). */
    async renew(id: string, workerId: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ leaseUntil: nowPlus(leaseMs) })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async finish(id: string, workerId: string, result: unknown): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'done',
          result: result ?? null,
          error: null,
          lockedBy: null,
          leaseUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Fails the attempt: queued again after `retryInMs`, or failed for good when attempts are spent or retry is null. */
    async fail(id: string, workerId: string, error: JobError, retryInMs: number | null): Promise<boolean> {
      const last = retryInMs === null ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
      const rows = await db
        .update(jobs)
        .set({
          status: sql`case when ${last} then 'failed' else 'queued' end`,
          runAfter: retryInMs === null ? sql`${jobs.runAfter}` : nowPlus(retryInMs),
          finishedAt: sql`case when ${last} then now() else null end`,
          error,
          lockedBy: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Gives a job back unrun (graceful shutdown): queued again at once, the interrupted attempt not counted. */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          runAfter: sql`now()`,
          lockedBy: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
