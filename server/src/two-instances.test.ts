import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../common/src/headers.ts';
import { SAME_ORIGIN, signedUpAccount } from '../../test/accounts.ts';
import { TEST_SECRET } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { runAdmin } from './admin.ts';
import { buildApp } from './app.ts';
import { publishChange } from './db/changes.ts';
import { type Database, openDatabase } from './db/database.ts';
import { createJobQueue, recurringKey } from './jobs/queue.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { createHeavyWork } from './lib/heavy-work.ts';
import { chapters } from './modules/bible/bible.schema.ts';
import { sharedWindowCounter } from './modules/chat/chat.rate-limit.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { churchMembers } from './modules/churches/churches.schema.ts';
import { readingPlans } from './modules/reading-plans/reading-plans.schema.ts';
import { createUserIdSigner } from './modules/users/user-id.ts';
import { EXPIRE_ANONYMOUS_USERS_JOB } from './modules/users/users.expiry.ts';
import { seedDemo } from './seed/demo.ts';

// Two server instances behind one load balancer share one PostgreSQL database and nothing else (README
// "Several instances"). PGlite is one process's embedded database: a second process cannot open its data
// directory (db/lock.ts), so there is nothing to share there and this file runs on PostgreSQL only.
const url = process.env.TEST_DATABASE_URL;

/** Polls until `check` holds (notifications and jobs arrive when they arrive; no timing is asserted). */
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};

/** A second connection pool on the database `first` uses: the other instance. */
const sameDatabase = async (first: Database) => {
  const [row] = (
    (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows;
  const u = new URL(url ?? '');
  u.pathname = `/${row?.name}`;
  return openDatabase({ dataDir: '', databaseUrl: u.toString() });
};

describe.skipIf(!url)(
  'two instances on one PostgreSQL database (PostgreSQL only: PGlite is one process)',
  () => {
    let dbA: Database;
    let dbB: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const workers: JobWorker[] = [];
    const runs: string[] = [];

    const instance = async (database: Database, name: string) => {
      const queue = createJobQueue(database.db);
      const worker = createJobWorker(queue, { id: name, pollMs: 20, leaseMs: 5000, concurrency: 2 });
      worker.register('test.once', async ({ job }) => {
        runs.push(`${job.id} ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        return name;
      });
      workers.push(worker);
      const app = await buildApp({
        db: database.db,
        // The one thing besides the database that the instances must share (README).
        userIdSecret: TEST_SECRET,
        logLevel: 'silent',
        listen: database.listen,
        jobs: { queue, worker },
        chatRateLimit: { perUser: 3, perIp: 1000, windowSeconds: 3600 },
        heavyWork: { perMinute: { home: 100_000, search: 100_000 } },
        // As main.ts on PostgreSQL: per-address budgets counted in the shared database.
        sharedLimits: true,
        analyticsEventsPerMinute: 3,
      });
      await app.ready();
      worker.start();
      return app;
    };

    beforeAll(async () => {
      dbA = await createTestDatabase();
      dbB = await sameDatabase(dbA);
      await seedDemo(dbA.db);
      a = await instance(dbA, 'a');
      b = await instance(dbB, 'b');
    });
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop(1000)));
      await Promise.all([a?.close(), b?.close()]);
      await dbB?.close();
      await dbA?.close();
    });

    it('shares sessions: signed in on one, recognised on the other; an anonymous id works on both', async () => {
      const account = await signedUpAccount(a, `two-${randomBytes(4).toString('hex')}@example.com`);
      const as = { [USER_ID_HEADER]: account.id, cookie: account.cookie };
      const onB = await b.inject({ method: 'GET', url: '/api/user', headers: as });
      expect(onB.json()).toMatchObject({ id: account.id, is_authenticated: true });
      // Signing out on B ends the session on A too: the account's id alone is refused there.
      const out = await b.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: account.cookie, ...SAME_ORIGIN },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      const after = await a.inject({ method: 'GET', url: '/api/user', headers: as });
      expect([after.statusCode, after.json().code]).toEqual([401, 'user.sign_in_required']);

      const anon = String((await a.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
      await a.inject({
        method: 'PUT',
        url: '/api/user/translation',
        headers: { [USER_ID_HEADER]: anon },
        payload: { translation_id: 'eng-kjv' },
      });
      const seen = await b.inject({ method: 'GET', url: '/api/user', headers: { [USER_ID_HEADER]: anon } });
      expect(seen.json()).toMatchObject({ preferred_translation: 'eng-kjv', is_authenticated: false });
    });

    it('counts a reader’s questions across both instances against one chat limit', async () => {
      const user = String((await a.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
      const ask = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { [USER_ID_HEADER]: user },
          payload: { bible_id: 'eng-web', bookId: 'JHN', chapter: 3, verses: [16], prompt: 'What is love?' },
        });
      // perUser is 3: two on A and one on B use it up, so the fourth is refused wherever it is asked.
      for (const app of [a, b, a]) expect((await ask(app)).statusCode).toBe(200);
      for (const app of [b, a]) {
        const refused = await ask(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('request.rate_limited');
      }
    });

    it('counts an address’s home and search budget across both instances', async () => {
      // Each instance's budgets as app.ts builds them on PostgreSQL, on one fixed clock (no window edge).
      const at = () => Date.UTC(2026, 0, 1, 12, 0, 30);
      const budget = { concurrency: 1, queue: 4, perMinute: { home: 2 }, shared: true };
      const [onA, onB] = [dbA, dbB].map((d) =>
        createHeavyWork(budget, at, sharedWindowCounter(createChatRepository(d.db), 'heavy:')),
      );
      if (!onA || !onB) throw new Error('setup');
      const home = (h: typeof onA, ip: string) => h.run('home', ip, async () => 'answered');
      expect(await home(onA, '203.0.113.9')).toBe('answered');
      expect(await home(onB, '203.0.113.9')).toBe('answered');
      await expect(home(onA, '203.0.113.9')).rejects.toMatchObject({ statusCode: 429 });
      await expect(home(onB, '203.0.113.9')).rejects.toMatchObject({ statusCode: 429 });
      // Another address has its own budget.
      expect(await home(onB, '203.0.113.10')).toBe('answered');
    });

    it('counts an address’s analytics events across both instances against one limit', async () => {
      // The limit counts in fixed one-minute windows of the clock: start well inside one.
      while (Date.now() % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 250));
      const send = (app: FastifyInstance, ip = '203.0.113.77') =>
        app.inject({
          method: 'POST',
          url: '/api/analytics/events',
          remoteAddress: ip,
          payload: { name: 'navigation', path: '/read/JHN/3' },
        });
      // Three a minute: two on A and one on B use it up, so the fourth is refused wherever it is sent.
      for (const app of [a, b, a]) expect((await send(app)).statusCode).toBe(202);
      for (const app of [b, a]) {
        const refused = await send(app);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address has its own budget.
      expect((await send(b, '203.0.113.78')).statusCode).toBe(202);
    });

    it('runs the daily expiry of empty anonymous users once for both instances, the next a day later', async () => {
      const key = recurringKey(EXPIRE_ANONYMOUS_USERS_JOB);
      const jobsOfKey = async () =>
        (
          (await dbA.db.execute(
            sql`select status, started_at, run_after from jobs where key = ${key} order by created_at`,
          )) as unknown as { rows: { status: string; started_at: string | null; run_after: string }[] }
        ).rows;
      // Both workers made sure of it on start: one ran (at once, none having run), one waits a day.
      await until(async () => {
        const r = await jobsOfKey();
        return r.length === 2 && r[0]?.status === 'done' && r[1]?.status === 'queued';
      }, 'one expiry run done and the next queued');
      const [done, next] = await jobsOfKey();
      expect(new Date(next?.run_after ?? 0).getTime() - new Date(done?.started_at ?? 0).getTime()).toBe(
        86_400_000,
      );
    });

    it('runs a job enqueued on one instance exactly once, on either', async () => {
      const queue = createJobQueue(dbA.db);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push((await queue.enqueue('test.once', null, { i })).job.id);
      await until(
        async () => (await Promise.all(ids.map((id) => queue.get(id)))).every((j) => j?.status === 'done'),
        'every job done',
      );
      for (const id of ids) expect(runs.filter((r) => r.startsWith(`${id} `))).toHaveLength(1);
      // A keyed job asked for on both instances at once is one job. It is due later: a job run and done
      // between the two calls is no longer active, and the second call rightly makes a new one.
      const later = { delayMs: 60_000 };
      const [onA, onB] = await Promise.all([
        createJobQueue(dbA.db).enqueue('test.once', 'same-key', {}, later),
        createJobQueue(dbB.db).enqueue('test.once', 'same-key', {}, later),
      ]);
      expect(onA.job.id).toBe(onB.job.id);
      expect([onA.created, onB.created].filter(Boolean)).toHaveLength(1);
    });

    it('shows a study published on one instance on the other at once, and hides it again', async () => {
      const plan = (await a.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans[0];
      // A church publisher is an account with the site role publisher (common/src/roles.ts canManageChurch).
      const email = `publisher-${randomBytes(4).toString('hex')}@example.com`;
      const publisher = await signedUpAccount(a, email);
      await runAdmin(dbA.db, ['grant-role', email, 'publisher'], () => '');
      const reader = String((await b.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
      const uuid = createUserIdSigner(TEST_SECRET).verify(publisher.id);
      if (!uuid) throw new Error('setup');
      await dbA.db
        .insert(churchMembers)
        .values({ churchId: plan.church_id, userId: uuid, role: 'publisher' });
      const visibility = (v: 'public' | 'private') =>
        a.inject({
          method: 'PUT',
          url: `/api/reading-plans/${plan.id}/visibility`,
          headers: { [USER_ID_HEADER]: publisher.id, cookie: publisher.cookie, ...SAME_ORIGIN },
          payload: { visibility: v },
        });
      const readOnB = async () => {
        const listed = (await b.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans;
        const detail = await b.inject({
          method: 'GET',
          url: `/api/reading-plans/${plan.id}`,
          headers: { [USER_ID_HEADER]: reader },
        });
        return [listed.some((p: { id: number }) => p.id === plan.id), detail.statusCode];
      };
      expect((await visibility('private')).statusCode).toBe(200);
      expect(await readOnB()).toEqual([false, 404]);
      expect((await visibility('public')).statusCode).toBe(200);
      expect(await readOnB()).toEqual([true, 200]);
      expect(
        (await dbB.db.select().from(readingPlans).where(eq(readingPlans.id, plan.id)))[0]?.visibility,
      ).toBe('public');
    });

    it('drops a cached chapter on both instances when the library is imported again', async () => {
      const path = '/api/bible/eng-web/book/JHN/chapters/3';
      const html = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: path })).body;
      // Warm both caches (the second read of each is answered from memory).
      const before = await html(a);
      expect(await html(b)).toBe(before);
      const where = and(
        eq(chapters.translationId, 'eng-web'),
        eq(chapters.bookId, 'JHN'),
        eq(chapters.chapter, 3),
      );
      const [row] = await dbA.db.select().from(chapters).where(where);
      if (!row) throw new Error('no John 3');
      const marker = `<!-- re-imported ${randomBytes(4).toString('hex')} -->`;
      try {
        // What an import does (importer/import.ts): new rows, then the notice to every instance.
        await dbA.db
          .update(chapters)
          .set({ html: `${row.html}${marker}`, etag: `"${marker.length}-new"` })
          .where(where);
        // Without the notice both would keep serving the old chapter from memory until its TTL.
        expect(await html(b)).toBe(before);
        await publishChange(dbA.db, 'bible');
        await until(async () => (await html(b)).includes(marker), 'instance B serves the new chapter');
        await until(async () => (await html(a)).includes(marker), 'instance A serves the new chapter');
      } finally {
        await dbA.db.update(chapters).set({ html: row.html, etag: row.etag }).where(where);
        await publishChange(dbA.db, 'bible');
      }
    });
  },
);

describe.skipIf(!url)(
  'start-up lock on PostgreSQL (PostgreSQL only: PGlite has the data-directory lock)',
  () => {
    it('lets two instances starting on an empty database migrate one after the other, once', async () => {
      const name = `emmaus_t_startup_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const u = new URL(url ?? '');
      u.pathname = `/${name}`;
      const [one, two] = await Promise.all([
        openDatabase({ dataDir: '', databaseUrl: u.toString() }),
        openDatabase({ dataDir: '', databaseUrl: u.toString() }),
      ]);
      try {
        const inside: string[] = [];
        const start = (database: Database, id: string) =>
          database.withStartupLock(async () => {
            inside.push(`${id} in`);
            await database.migrate();
            inside.push(`${id} out`);
          });
        await Promise.all([start(one, 'one'), start(two, 'two')]);
        // Never both inside at once: each entry is followed by its own exit.
        expect(inside[1]).toBe(`${inside[0]?.split(' ')[0]} out`);
        expect(inside[3]).toBe(`${inside[2]?.split(' ')[0]} out`);
        const migrations = readdirSync(new URL('../drizzle/', import.meta.url)).filter((f) =>
          f.endsWith('.sql'),
        );
        const applied = await one.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(migrations.length);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
