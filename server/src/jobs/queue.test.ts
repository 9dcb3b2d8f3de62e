import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { JobFailure } from './job-types.ts';
import { jobs } from './jobs.schema.ts';
import { createJobQueue, type JobQueue, recurringKey } from './queue.ts';
import { createJobWorker, type JobWorker } from './worker.ts';

let database: Database;
let queue: JobQueue;
const workers: JobWorker[] = [];
const newWorker = (opts: Parameters<typeof createJobWorker>[1] = {}) => {
  const w = createJobWorker(queue, { pollMs: 20, leaseMs: 3000, ...opts });
  workers.push(w);
  return w;
};
const until = async <T>(f: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const finished = (id: string) =>
  until(async () => {
    const j = await queue.get(id);
    return j && (j.status === 'done' || j.status === 'failed') ? j : undefined;
  });

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database.db);
});
beforeEach(async () => {
  for (const w of workers.splice(0)) await w.stop(0);
  await database.db.execute(sql`delete from jobs`);
});
afterAll(async () => {
  for (const w of workers.splice(0)) await w.stop(0);
  await database.close();
});

describe('job queue', () => {
  it('dedupes by key while a job is active, and queues a new one once it is done', async () => {
    const a = await queue.enqueue('t.echo', 'sermon:1', { n: 1 });
    const b = await queue.enqueue('t.echo', 'sermon:1', { n: 2 });
    expect(a.created).toBe(true);
    expect(b.created).toBe(false);
    expect(b.job.id).toBe(a.job.id);
    expect(b.job.payload).toEqual({ n: 1 });
    expect((await queue.getActiveByKey('sermon:1'))?.id).toBe(a.job.id);
    // Concurrent enqueues for one key still make exactly one job.
    const many = await Promise.all([1, 2, 3, 4].map((n) => queue.enqueue('t.echo', 'sermon:2', { n })));
    expect(new Set(many.map((m) => m.job.id)).size).toBe(1);
    expect(many.filter((m) => m.created)).toHaveLength(1);

    const w = newWorker();
    w.register('t.echo', async ({ job }) => ({ echoed: job.payload }));
    w.start();
    const done = await finished(a.job.id);
    expect(done.status).toBe('done');
    expect(done.result).toEqual({ echoed: { n: 1 } });
    expect(done.attempts).toBe(1);
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await queue.getActiveByKey('sermon:1')).toBeUndefined();
    const c = await queue.enqueue('t.echo', 'sermon:1', { n: 3 });
    expect(c.created).toBe(true);
    expect(c.job.id).not.toBe(a.job.id);
    expect((await queue.latestByKey('sermon:1'))?.id).toBe(c.job.id);
    expect(await queue.get('not-a-uuid')).toBeUndefined();
  });

  it('records step-by-step progress while the handler runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const w = newWorker();
    w.register('t.steps', async ({ progress }) => {
      await progress({ step: 'transcribing', share: 0.25, checklist: [{ label: 'Captions', done: true }] });
      await gate;
      await progress({ step: 'analyzing', share: 7 });
      return 'ok';
    });
    w.start();
    const { job } = await queue.enqueue('t.steps', 'sermon:9', {});
    const mid = await until(async () => {
      const j = await queue.get(job.id);
      return j?.progress?.step === 'transcribing' ? j : undefined;
    });
    expect(mid.status).toBe('running');
    expect(mid.lockedBy).toBe(w.id);
    expect(mid.progress).toEqual({
      step: 'transcribing',
      share: 0.25,
      checklist: [{ label: 'Captions', done: true }],
    });
    release();
    const done = await finished(job.id);
    // Shares are clamped to 0–1.
    expect(done.progress).toEqual({ step: 'analyzing', share: 1 });
  });

  it('retries with backoff up to max_attempts, then fails with the last error', async () => {
    const seen: number[] = [];
    const w = newWorker();
    w.register(
      't.flaky',
      async ({ job }) => {
        seen.push(Date.now());
        throw new JobFailure('flaky', `attempt ${job.attempts} failed`);
      },
      { backoffMs: 100 },
    );
    w.start();
    const { job } = await queue.enqueue('t.flaky', null, {}, { maxAttempts: 3 });
    const done = await finished(job.id);
    expect(done.status).toBe('failed');
    expect(done.attempts).toBe(3);
    expect(done.error).toEqual({ code: 'flaky', message: 'attempt 3 failed' });
    expect(seen).toHaveLength(3);
    // 100 ms, then 200 ms (doubling).
    expect((seen[1] ?? 0) - (seen[0] ?? 0)).toBeGreaterThanOrEqual(90);
    expect((seen[2] ?? 0) - (seen[1] ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it('succeeds on a later attempt, and a non-retryable failure fails at once', async () => {
    const w = newWorker();
    w.register(
      't.second',
      async ({ job }) => {
        if (job.attempts < 2) throw new Error('transient');
        return job.attempts;
      },
      { backoffMs: 10 },
    );
    w.register('t.final', async () => {
      throw new JobFailure('not_a_sermon', 'This video is music.', false);
    });
    w.start();
    const second = await queue.enqueue('t.second', null, {});
    const final = await queue.enqueue('t.final', null, {});
    const s = await finished(second.job.id);
    expect(s).toMatchObject({ status: 'done', result: 2, attempts: 2, error: null });
    const f = await finished(final.job.id);
    expect(f).toMatchObject({ status: 'failed', attempts: 1, error: { code: 'not_a_sermon' } });
  });

  it('aborts a handler past its kind time limit (signal) and records a timeout', async () => {
    let abortedWith: unknown;
    const w = newWorker();
    w.register(
      't.slow',
      ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            abortedWith = signal.reason;
            reject(signal.reason);
          });
        }),
      { timeoutMs: 100 },
    );
    w.start();
    const { job } = await queue.enqueue('t.slow', null, {}, { maxAttempts: 1 });
    const done = await finished(job.id);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('timeout');
    expect(abortedWith).toBeInstanceOf(JobFailure);
  });

  it('claims a running job again once its lease has run out (its worker died)', async () => {
    const { job } = await queue.enqueue('t.orphan', 'sermon:5', {});
    // A worker that claims and then "dies": no renewals, no finish.
    const claimed = await queue.claim('dead-worker', ['t.orphan'], 1000);
    expect(claimed?.id).toBe(job.id);
    expect(await queue.claim('other', ['t.orphan'], 1000)).toBeUndefined();
    // The dead worker's key is still active: no second job for the sermon.
    expect((await queue.enqueue('t.orphan', 'sermon:5', {})).created).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    const w = newWorker();
    w.register('t.orphan', async ({ job: j }) => `finished on attempt ${j.attempts}`);
    w.start();
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: 'finished on attempt 2' });
    // The dead worker cannot overwrite it afterwards.
    expect(await queue.finish(job.id, 'dead-worker', 'late')).toBe(false);
    expect((await queue.get(job.id))?.result).toBe('finished on attempt 2');
  });

  it('fails an orphaned job that has used its last attempt instead of running it again', async () => {
    const { job } = await queue.enqueue('t.orphan2', null, {}, { maxAttempts: 1 });
    await queue.claim('dead-worker', ['t.orphan2'], 20);
    await new Promise((r) => setTimeout(r, 60));
    expect(await queue.claim('other', ['t.orphan2'], 1000)).toBeUndefined();
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', error: { code: 'lease_expired' } });
  });

  it('renews the lease while a handler runs longer than the lease', async () => {
    const w = newWorker({ leaseMs: 150 });
    w.register('t.long', async () => {
      await new Promise((r) => setTimeout(r, 600));
      return 'long';
    });
    w.start();
    const { job } = await queue.enqueue('t.long', null, {});
    await until(async () => (await queue.get(job.id))?.status === 'running');
    // Another worker polling meanwhile never takes it: the lease keeps being renewed.
    const thief = newWorker({ leaseMs: 150 });
    const stolen: string[] = [];
    thief.register('t.long', async ({ job: j }) => {
      stolen.push(j.id);
      return 'stolen';
    });
    thief.start();
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'done', result: 'long', attempts: 1 });
    expect(stolen).toEqual([]);
  });

  it('gives a running job back on shutdown without counting the attempt', async () => {
    const w = newWorker();
    w.register(
      't.stop',
      ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    w.start();
    const { job } = await queue.enqueue('t.stop', 'sermon:7', {});
    await until(async () => (await queue.get(job.id))?.status === 'running');
    await w.stop(50);
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('keeps one job of a recurring kind queued, due its period after the last one started, for all workers', async () => {
    const DAY = 86_400_000;
    const runs: string[] = [];
    for (const w of [newWorker({ id: 'w1' }), newWorker({ id: 'w2' })]) {
      w.register(
        't.daily',
        async ({ job }) => {
          runs.push(job.id);
          return runs.length;
        },
        { everyMs: DAY },
      );
      w.start();
    }
    const rows = () =>
      database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, recurringKey('t.daily')))
        .orderBy(asc(jobs.createdAt));
    const settled = (n: number) =>
      until(async () => {
        const r = await rows();
        return r.length === n &&
          r.slice(0, -1).every((j) => j.status === 'done') &&
          r.at(-1)?.status === 'queued'
          ? r
          : undefined;
      });
    // None has run: the first is due at once and runs once for both workers; the next waits a day.
    const [first, next] = await settled(2);
    if (!first?.startedAt || !next) throw new Error('no run');
    expect(runs).toEqual([first.id]);
    expect(next.runAfter.getTime() - first.startedAt.getTime()).toBe(DAY);
    // Asking again (another instance starting, the periodic check) finds it and adds none.
    const again = await queue.ensureRecurring('t.daily', DAY);
    expect([again.created, again.job.id]).toEqual([false, next.id]);
    // A day later (made due now) it runs once more, and the one after is queued.
    await database.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, next.id));
    await settled(3);
    expect(runs).toEqual([first.id, next.id]);
  });
});

// Several instances share one PostgreSQL queue: SKIP LOCKED claims never hand a job to two workers.
describe.skipIf(!process.env.TEST_DATABASE_URL)('job queue on PostgreSQL with several workers', () => {
  it('runs each of 40 jobs exactly once across two workers over separate connections', async () => {
    const second = await createTestDatabaseSharing(database);
    try {
      const queue2 = createJobQueue(second.db);
      const runs = new Map<string, string[]>();
      const handler =
        (name: string) =>
        async ({ job }: { job: { id: string } }) => {
          runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 10));
          return name;
        };
      const a = newWorker({ id: 'a', concurrency: 3 });
      const b = createJobWorker(queue2, { id: 'b', pollMs: 10, leaseMs: 3000, concurrency: 3 });
      workers.push(b);
      a.register('t.shared', handler('a'));
      b.register('t.shared', handler('b'));
      const ids = [];
      for (let i = 0; i < 40; i++) ids.push((await queue.enqueue('t.shared', null, { i })).job.id);
      a.start();
      b.start();
      const done = await Promise.all(ids.map(finished));
      expect(done.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
      expect([...runs.values()].every((r) => r.length === 1)).toBe(true);
      expect(runs.size).toBe(40);
      const by = new Set(done.map((j) => j.result));
      expect(by).toEqual(new Set(['a', 'b']));
    } finally {
      await second.close();
    }
  });
});

/** A second pool on the same PostgreSQL database (a second server instance). */
const createTestDatabaseSharing = async (first: Database) => {
  const { openDatabase } = await import('../db/database.ts');
  const [row] = (
    (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows;
  const u = new URL(process.env.TEST_DATABASE_URL ?? '');
  u.pathname = `/${row?.name}`;
  return openDatabase({ dataDir: '', databaseUrl: u.toString() });
};
