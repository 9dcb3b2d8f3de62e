import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  type Enqueued,
  type EnqueueOptions,
  type Job,
  type JobError,
  JobGroupFull,
  type JobProgress,
} from './job-types.ts';
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

/** The database or a transaction on it: what enqueue's statements run on. */
type Exec = Pick<Db, 'select' | 'insert' | 'execute'>;
// Correlated subqueries over another row of the table (`other`) for the row of the enclosing query
// (`jobs`), written out: Drizzle leaves column names unqualified in a one-table select.
/** A group with a running job: its queued jobs wait (decision 0018, issue 37 "Fair jobs"). */
const groupBusy = sql.raw(
  `exists (select 1 from jobs other where other.group_key = jobs.group_key and other.status = 'running')`,
);
/** When the job's group last started a job (null: never, or no group): least recently served first. */
const groupLastStart = sql.raw(
  '(select max(other.started_at) from jobs other where other.group_key = jobs.group_key)',
);
/** How many of the job's group's jobs run before it: the running one, and those queued ahead of it. */
const groupAhead = sql.raw(`(select count(*)::int from jobs other
  where other.group_key = jobs.group_key and other.id <> jobs.id
    and (other.status = 'running'
      or (other.status = 'queued'
        and (other.run_after, other.created_at, other.id) < (jobs.run_after, jobs.created_at, jobs.id))))`);
/** PostgreSQL's unique_violation: another worker's claim took the group's running slot first. */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/**
 * The durable job queue on our own schema (works the same on PGlite and PostgreSQL). Producers call
 * enqueue/get/getActiveByKey/latestByKey; the worker (worker.ts) calls claim/renew/finish/fail/release.
 * Every worker-side write is guarded by `locked_by`, so a worker that lost its lease cannot overwrite
 * the attempt that took the job over.
 */
export const createJobQueue = (db: Db) => {
  const listeners = new Set<(kind: string) => void>();

  const activeByKey = async <P = unknown, R = unknown>(
    exec: Exec,
    key: string,
  ): Promise<Job<P, R> | undefined> => {
    const [row] = await exec
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, key), inArray(jobs.status, ACTIVE)))
      .limit(1);
    return row ? toJob<P, R>(row) : undefined;
  };
  const getActiveByKey = <P = unknown, R = unknown>(key: string) => activeByKey<P, R>(db, key);

  const countActive = async (exec: Exec, group: string): Promise<number> => {
    const [row] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.groupKey, group), inArray(jobs.status, ACTIVE)));
    return Number(row?.n ?? 0);
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
      const insert = async (exec: Exec) => {
        // The loop covers the race where the active job finishes between our insert and our read.
        for (let i = 0; i < 5; i++) {
          const [row] = await exec
            .insert(jobs)
            .values({
              kind,
              key,
              groupKey: opts.group ?? null,
              payload: payload as unknown,
              maxAttempts: opts.maxAttempts ?? 3,
              runAfter: nowPlus(opts.delayMs ?? 0),
            })
            .onConflictDoNothing({ target: jobs.key, where: active })
            .returning();
          if (row) return { job: toJob<P, R>(row), created: true };
          const existing = key ? await activeByKey<P, R>(exec, key) : undefined;
          if (existing) return { job: existing, created: false };
        }
        throw new Error(`could not enqueue ${kind} ${key}`);
      };
      const { group, maxActiveInGroup: limit } = opts;
      const enqueued =
        group === undefined || limit === undefined
          ? await insert(db)
          : // Counted and inserted under a lock of the group, so concurrent enqueues (any instance) cannot
            // pass the bound together.
            await db.transaction(async (tx) => {
              await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`jobs:${group}`}, 0))`);
              const existing = key ? await activeByKey<P, R>(tx, key) : undefined;
              if (existing) return { job: existing, created: false };
              if ((await countActive(tx, group)) >= limit) throw new JobGroupFull(group, limit);
              return insert(tx);
            });
      if (enqueued.created) for (const l of listeners) l(kind);
      return enqueued;
    },

    async get<P = unknown, R = unknown>(id: string): Promise<Job<P, R> | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row ? toJob<P, R>(row) : undefined;
    },

    getActiveByKey,

    /** How many jobs of the group are queued or running (the bound enqueue's `maxActiveInGroup` checks). */
    activeInGroup: (group: string) => countActive(db, group),

    /**
     * For each queued job of a group among `ids`: how many of its group's jobs run before it (the running
     * one and those queued ahead of it, in the claim's order within a group). Others are left out.
     */
    async aheadOf(ids: readonly string[]): Promise<Map<string, number>> {
      const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ id: jobs.id, ahead: sql<number>`${groupAhead}` })
        .from(jobs)
        .where(and(inArray(jobs.id, valid), eq(jobs.status, 'queued'), isNotNull(jobs.groupKey)));
      return new Map(rows.map((r) => [r.id, Number(r.ahead)]));
    },

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
      const every = sql`${Math.max(0, Math.round(everyMs))} * interval '1 millisecond'`;
      // The insert reads the key's rows in its own snapshot, but its conflict check sees the latest
      // ones: a job running (or still queued) in that snapshot may be done by the check, so it does not
      // conflict. Counting it as started (a queued one: starting now) keeps the next a period away
      // rather than due at once, which ran a daily job twice when two workers started together (CI, PG).
      const lastStart = sql`(select max(started_at) from jobs where key = ${key} and status in ('running', 'done', 'failed'))`;
      const queuedSeen = sql`exists (select 1 from jobs where key = ${key} and status = 'queued')`;
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
            runAfter: sql`coalesce(${lastStart} + ${every}, case when ${queuedSeen} then now() + ${every} else now() end)`,
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
     * Claims one due job of the given kinds: a queued one whose run_after has come and whose group has
     * nothing running, or a running one whose lease ran out (its worker died). SKIP LOCKED lets concurrent
     * workers pass over each other's rows. Groups are served least recently started first, so one church's
     * ten jobs do not hold another's first one back; the unique index on a group's running job makes the
     * rule hold when two instances claim at once (the later update fails, and the claim is asked again).
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
          and ((${jobs.status} = 'queued' and ${jobs.runAfter} <= now()
              and (${jobs.groupKey} is null or not ${groupBusy}))
            or (${jobs.status} = 'running' and ${jobs.leaseUntil} < now()))
        order by ${groupLastStart} nulls first, ${jobs.runAfter}, ${jobs.createdAt}
        limit 1
        for update skip locked
      )`;
      for (let i = 0; i < 5; i++) {
        try {
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
        } catch (err) {
          // Another instance started a job of the same group between our look and our update.
          if (!isUniqueViolation(err)) throw err;
        }
      }
      return undefined;
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
