import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { JobGroupFull } from './job-types.ts';
import { jobs } from './jobs.schema.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { createJobWorker, type JobWorker } from './worker.ts';

// Issue 37 "Fair jobs": one running job per church, churches interleave, a bound on a church's queue,
// and a queued job's position. On PGlite, and on PostgreSQL with two instances claiming at once.

let database: Database;
let queue: JobQueue;
const workers: JobWorker[] = [];
const newWorker = (q: JobQueue, opts: Parameters<typeof createJobWorker>[1] = {}) => {
  const w = createJobWorker(q, { pollMs: 10, leaseMs: 5000, ...opts });
  workers.push(w);
  return w;
};
const until = async <T>(f: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const allDone = (ids: string[]) =>
  until(async () => {
    const rows = await database.db.select({ status: jobs.status }).from(jobs);
    return rows.length === ids.length && rows.every((r) => r.status === 'done');
  });

/**
 * A handler that records, for each group, how many of its jobs ran at once (at most) and in which
 * order jobs started; each run lasts `ms`.
 */
const tracker = (ms: number) => {
  const now = new Map<string, number>();
  const most = new Map<string, number>();
  const started: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const handler = async ({ job }: { job: { payload: { g: string; n: number } } }) => {
    const { g, n } = job.payload;
    started.push(`${g}${n}`);
    now.set(g, (now.get(g) ?? 0) + 1);
    most.set(g, Math.max(most.get(g) ?? 0, now.get(g) ?? 0));
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((r) => setTimeout(r, ms));
    now.set(g, (now.get(g) ?? 0) - 1);
    inFlight--;
    return g;
  };
  return { handler, most, started, mostInFlight: () => mostInFlight };
};
const enqueueMany = async (q: JobQueue, kind: string, group: string, count: number) => {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    // A group's jobs are ordered by when they were enqueued; the embedded database's clock counts
    // milliseconds, and two jobs enqueued within one have no order between them (the id decides).
    const at = Date.now();
    while (Date.now() === at) await new Promise((resolve) => setTimeout(resolve, 1));
    ids.push((await q.enqueue(kind, null, { g: group, n }, { group })).job.id);
  }
  return ids;
};

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

describe('fair jobs', () => {
  it('claims the oldest job of a group with nothing running, and one group never holds another back', async () => {
    const [a1, a2] = await enqueueMany(queue, 't.claim', 'A', 3);
    const [b1] = await enqueueMany(queue, 't.claim', 'B', 1);
    const [free1, free2] = [
      (await queue.enqueue('t.claim', null, { g: '-', n: 1 })).job.id,
      (await queue.enqueue('t.claim', null, { g: '-', n: 2 })).job.id,
    ];
    const claimed = [];
    for (let i = 0; i < 6; i++) claimed.push((await queue.claim('w', ['t.claim'], 5000))?.id);
    // Jobs without a group are never held back (both run at once); A's second waits for its first; B's
    // first does not wait behind A's queue.
    expect(new Set(claimed.slice(0, 4))).toEqual(new Set([free1, free2, a1, b1]));
    expect(claimed.slice(4)).toEqual([undefined, undefined]);
    expect(await queue.get(a2 ?? '')).toMatchObject({ status: 'queued' });
    expect(await queue.finish(a1 ?? '', 'w', null)).toBe(true);
    expect((await queue.claim('w', ['t.claim'], 5000))?.id).toBe(a2);
  });

  it("runs another church's job right after the first of one church's ten, not after all ten", async () => {
    const t = tracker(15);
    const w = newWorker(queue, { concurrency: 1 });
    w.register('t.fair', t.handler);
    const ids = [
      ...(await enqueueMany(queue, 't.fair', 'A', 10)),
      ...(await enqueueMany(queue, 't.fair', 'B', 2)),
    ];
    w.start();
    await allDone(ids);
    // The least recently served church goes first: B's jobs interleave with A's.
    expect(t.started.slice(0, 5)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3']);
    expect(t.started).toHaveLength(12);
  });

  it('never runs two jobs of one church at once, while churches run side by side', async () => {
    const t = tracker(100);
    const w = newWorker(queue, { concurrency: 4 });
    w.register('t.side', t.handler);
    const ids: string[] = [];
    for (const g of ['A', 'B', 'C']) ids.push(...(await enqueueMany(queue, 't.side', g, 5)));
    w.start();
    await allDone(ids);
    expect([...t.most.values()]).toEqual([1, 1, 1]);
    // Churches run side by side in the free slots (three churches, four slots: at most three at once).
    expect(t.mostInFlight()).toBeGreaterThanOrEqual(2);
    expect(t.mostInFlight()).toBeLessThanOrEqual(3);
  });

  it('refuses a job beyond the group bound, queuing nothing, while the same key and other groups are answered', async () => {
    const opts = { group: 'church:1', maxActiveInGroup: 3 };
    const first = await queue.enqueue('t.bound', 'sermon:1', {}, opts);
    await queue.enqueue('t.bound', 'sermon:2', {}, opts);
    await queue.enqueue('t.bound', 'sermon:3', {}, opts);
    await expect(queue.enqueue('t.bound', 'sermon:4', {}, opts)).rejects.toBeInstanceOf(JobGroupFull);
    expect(await queue.activeInGroup('church:1')).toBe(3);
    expect(await queue.getActiveByKey('sermon:4')).toBeUndefined();
    // Asking again for a sermon already queued answers its job.
    const again = await queue.enqueue('t.bound', 'sermon:1', {}, opts);
    expect([again.created, again.job.id]).toEqual([false, first.job.id]);
    expect((await queue.enqueue('t.bound', 'sermon:9', {}, { ...opts, group: 'church:2' })).created).toBe(
      true,
    );
    // A finished job frees its place.
    await queue.claim('w', ['t.bound'], 5000);
    await queue.finish(first.job.id, 'w', null);
    expect((await queue.enqueue('t.bound', 'sermon:4', {}, opts)).created).toBe(true);
    // Concurrent enqueues never pass the bound together.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        queue.enqueue('t.bound', `sermon:c${i}`, {}, { group: 'church:3', maxActiveInGroup: 3 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof JobGroupFull)).toHaveLength(
      5,
    );
    expect(await queue.activeInGroup('church:3')).toBe(3);
  });

  it("reports how many of its church's jobs are ahead of a queued job", async () => {
    const [a1, a2, a3] = await enqueueMany(queue, 't.pos', 'A', 3);
    const [b1] = await enqueueMany(queue, 't.pos', 'B', 1);
    const free = (await queue.enqueue('t.pos', null, {})).job.id;
    const before = await queue.aheadOf([a1, a2, a3, b1, free, 'nonsense'].map(String));
    expect(Object.fromEntries(before)).toEqual({
      [String(a1)]: 0,
      [String(a2)]: 1,
      [String(a3)]: 2,
      [String(b1)]: 0,
    });
    // A1 running: it is ahead of A2 and A3 still, and no longer queued itself.
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'w' })
      .where(eq(jobs.id, String(a1)));
    const during = await queue.aheadOf([a1, a2, a3].map(String));
    expect(Object.fromEntries(during)).toEqual({ [String(a2)]: 1, [String(a3)]: 2 });
    await database.db
      .update(jobs)
      .set({ status: 'done', lockedBy: null })
      .where(eq(jobs.id, String(a1)));
    expect(Object.fromEntries(await queue.aheadOf([a2, a3].map(String)))).toEqual({
      [String(a2)]: 0,
      [String(a3)]: 1,
    });
  });

  it('the database refuses a second running job of a group, whoever writes it', async () => {
    const [a1, a2] = await enqueueMany(queue, 't.index', 'A', 2);
    await database.db
      .update(jobs)
      .set({ status: 'running' })
      .where(eq(jobs.id, String(a1)));
    await expect(
      database.db
        .update(jobs)
        .set({ status: 'running' })
        .where(eq(jobs.id, String(a2))),
    ).rejects.toThrow();
    expect(await queue.get(String(a2))).toMatchObject({ status: 'queued' });
  });
});

// Two instances on one PostgreSQL database, each with its own connections, claiming at the same time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('fair jobs on PostgreSQL with two instances', () => {
  it('never hands two jobs of one church to concurrent claims', async () => {
    const second = await sharing(database);
    try {
      const queue2 = createJobQueue(second.db);
      for (let round = 0; round < 10; round++) {
        await database.db.execute(sql`delete from jobs`);
        await enqueueMany(queue, 't.race', 'A', 6);
        const claims = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? queue : queue2).claim(`w${i}`, ['t.race'], 5000)),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
        const running = await database.db.select().from(jobs).where(eq(jobs.status, 'running'));
        expect(running).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('runs every job once, one per church at a time, across two workers', async () => {
    const second = await sharing(database);
    try {
      const queue2 = createJobQueue(second.db);
      const t = tracker(10);
      const a = newWorker(queue, { id: 'a', concurrency: 3 });
      const b = newWorker(queue2, { id: 'b', concurrency: 3 });
      a.register('t.pg', t.handler);
      b.register('t.pg', t.handler);
      const ids: string[] = [];
      for (const g of ['A', 'B', 'C', 'D']) ids.push(...(await enqueueMany(queue, 't.pg', g, 6)));
      a.start();
      b.start();
      await allDone(ids);
      expect(t.started).toHaveLength(24);
      expect(new Set(t.started).size).toBe(24);
      expect([...t.most.values()]).toEqual([1, 1, 1, 1]);
      expect(t.mostInFlight()).toBeGreaterThan(1);
    } finally {
      await second.close();
    }
  });
});

/** A second pool on the same PostgreSQL database (a second server instance). */
const sharing = async (first: Database) => {
  const [row] = (
    (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows;
  const u = new URL(process.env.TEST_DATABASE_URL ?? '');
  u.pathname = `/${row?.name}`;
  return openDatabase({ dataDir: '', databaseUrl: u.toString() });
};
