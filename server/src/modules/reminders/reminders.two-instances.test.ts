import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type PushService, startPushService } from '../../../../test/push-service.ts';
import { TEST_SECRET } from '../../../../test/test-app.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { jobs } from '../../jobs/jobs.schema.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { createJobWorker, type JobWorker } from '../../jobs/worker.ts';
import { REMINDERS_TICK_JOB } from './reminders.module.ts';
import { reminderSends } from './reminders.schema.ts';
import { SEND_REMINDER_JOB } from './reminders.service.ts';

// Two instances over one PostgreSQL database (README "Several instances"), both running reminder jobs:
// a reader is reminded once, whoever ticks, even when ticks of both run at the same moment. PGlite is one
// process's database, so this runs on PostgreSQL only.
const url = process.env.TEST_DATABASE_URL;

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 4000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};

describe.skipIf(!url)('reminders on two instances (PostgreSQL only)', () => {
  const day = Date.UTC(2030, 0, 7);
  let clock = day + 5 * 3_600_000;
  let push: PushService;
  let dbA: Database;
  let dbB: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let queueA: JobQueue;
  const workers: JobWorker[] = [];

  const instance = async (database: Database, name: string) => {
    const queue = createJobQueue(database.db);
    const worker = createJobWorker(queue, { id: name, pollMs: 20, leaseMs: 5000, concurrency: 3 });
    workers.push(worker);
    const app = await buildApp({
      db: database.db,
      userIdSecret: TEST_SECRET,
      logLevel: 'silent',
      jobs: { queue, worker },
      outboundAllowPrivate: push.allow,
      reminders: { clock: () => new Date(clock), tickMs: 20 },
    });
    await app.ready();
    worker.start();
    return { app, queue };
  };
  const count = async (kind: string, statuses: string[]) =>
    Number(
      (
        await dbA.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), inArray(jobs.status, statuses)))
      )[0]?.n,
    );

  beforeAll(async () => {
    push = await startPushService();
    dbA = await createTestDatabase();
    const [row] = (
      (await dbA.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const u = new URL(url ?? '');
    u.pathname = `/${row?.name}`;
    dbB = await openDatabase({ dataDir: '', databaseUrl: u.toString() });
    const first = await instance(dbA, 'a');
    a = first.app;
    queueA = first.queue;
    b = (await instance(dbB, 'b')).app;
  }, 600_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop(1000)));
    await Promise.all([a?.close(), b?.close()]);
    await dbB?.close();
    await dbA?.close();
    await push?.close();
  });

  it('both sign with one generated VAPID key pair, and a reader is reminded once', async () => {
    const [keyA, keyB] = await Promise.all(
      [a, b].map(
        async (app) => (await app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key,
      ),
    );
    expect(keyB).toBe(keyA);

    const reader = String((await a.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    const sub = await push.subscribe(keyA);
    const headers = { [USER_ID_HEADER]: reader };
    expect(
      (
        await b.inject({
          method: 'PUT',
          url: '/api/user/push-subscription',
          headers,
          payload: { endpoint: sub.endpoint, keys: sub.keys },
        })
      ).statusCode,
    ).toBe(204);
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/user/reminders',
      headers,
      payload: {
        enabled: true,
        time: '06:00',
        days: ['mon'],
        timezone: 'UTC',
        channels: ['push'],
        study_days: false,
      },
    });
    expect(saved.statusCode).toBe(200);

    clock = day + 6 * 3_600_000 + 10_000;
    // Besides the recurring tick, a burst of ticks that the two workers run at the same time.
    for (let i = 0; i < 8; i++) await queueA.enqueue(REMINDERS_TICK_JOB, null, {});
    await until(async () => (await count(REMINDERS_TICK_JOB, ['queued', 'running'])) <= 1, 'the burst');
    await until(async () => (await push.messages(sub.clientHash)).length > 0, 'the reminder');
    const done = await count(REMINDERS_TICK_JOB, ['done']);
    await until(
      async () =>
        (await count(REMINDERS_TICK_JOB, ['done'])) >= done + 3 &&
        (await count(SEND_REMINDER_JOB, ['queued', 'running'])) === 0,
      'more ticks',
    );
    expect(await push.messages(sub.clientHash)).toHaveLength(1);
    const ran = await dbA.db.select({ lockedBy: jobs.lockedBy, kind: jobs.kind }).from(jobs);
    expect(ran.filter((j) => j.kind === REMINDERS_TICK_JOB).length).toBeGreaterThan(8);
    expect(await dbA.db.select().from(reminderSends)).toHaveLength(1);
  }, 300_000);
});
