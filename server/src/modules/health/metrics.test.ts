import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { parsePrometheusText, sampleValue } from '../../../../test/prometheus-text.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { jobQueueDepth } from '../../jobs/queue-depth.ts';
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from '../../lib/metrics.ts';
import { serveMetrics } from '../../metrics-server.ts';
import { createReadiness } from './readiness.ts';

// Issue 34: GET /metrics in the Prometheus text format when METRICS=on, read here by a strict parser of
// that format (test/prometheus-text.ts); GET /api/ready for load balancers.

let t: TestApp;
let metrics: Metrics;

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
};

/** Scrapes until `check` holds (a job the worker runs on its own schedule), at most a minute. */
const scrapeUntil = async (check: (f: Awaited<ReturnType<typeof scrape>>) => boolean) => {
  for (let i = 0; i < 600; i++) {
    const families = await scrape();
    if (check(families)) return families;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the metric never appeared');
};

beforeAll(async () => {
  // As main.ts makes them, over the app's database (the test app opens it: read when scraped).
  metrics = createMetrics({
    jobDepth: () => jobQueueDepth(t.database.db)(),
    ...(process.env.TEST_DATABASE_URL
      ? { pool: () => t.database.poolUse?.() ?? { total: 0, idle: 0, waiting: 0 } }
      : {}),
  });
  t = await createTestApp({ metrics });
});
afterAll(() => t.close());

describe('GET /metrics (METRICS=on)', () => {
  it('counts requests by route pattern and status, never by path', async () => {
    const secret = `reader-${randomUUID()}`;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/chat/${randomUUID()}/messages` });
    await t.app.inject({ method: 'GET', url: `/no/such/${secret}` });
    await t.app.inject({ method: 'GET', url: `/api/${secret}?q=${secret}` });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain(secret);
    const families = parsePrometheusText(res.body);
    const count = (route: string, status: string) =>
      sampleValue(families, 'emmaus_http_requests_total', { method: 'GET', route, status });
    expect(count('/api/health', '200')).toBeGreaterThanOrEqual(1);
    expect(count('/api/chat/:id/messages', '404')).toBe(1);
    // The unknown API path (404) and the unknown page (the web app's fallback, 200) share one label.
    expect(count(UNMATCHED_ROUTE, '404')).toBe(1);
    expect(count(UNMATCHED_ROUTE, '200')).toBe(1);
    // Every route label is a pattern of the route table or the one unmatched label.
    for (const s of families.get('emmaus_http_requests_total')?.samples ?? []) {
      const { method = '', route = '' } = s.labels;
      expect(route === UNMATCHED_ROUTE || t.app.hasRoute({ method, url: route }), route).toBe(true);
    }
    // Latency histogram of the same series; requests in flight (this scrape itself is one).
    expect(
      sampleValue(families, 'emmaus_http_request_duration_seconds_count', {
        route: '/api/chat/:id/messages',
        status: '404',
      }),
    ).toBe(1);
    expect(sampleValue(families, 'emmaus_http_requests_in_flight')).toBe(1);
  });

  it("tells the process's event-loop lag and heap", async () => {
    const families = await scrape();
    expect(families.get('emmaus_nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
    expect(sampleValue(families, 'emmaus_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('tells the job queue by kind and status, and job outcomes by kind', async () => {
    // A kind no worker runs stays queued: the depth counts it.
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.database.db.execute(sql`insert into jobs (kind, payload) values ('metrics.test-kind', '{}'),
                                      ('metrics.test-kind', '{}')`);
    const families = await scrape();
    expect(families.get('emmaus_jobs')?.type).toBe('gauge');
    expect(sampleValue(families, 'emmaus_jobs', { kind: 'metrics.test-kind', status: 'queued' })).toBe(2);
    // The daily expiry of empty anonymous users runs when the app starts: its outcome is counted.
    const done = await scrapeUntil(
      (f) =>
        (sampleValue(f, 'emmaus_jobs_finished_total', { kind: 'users.expire-anonymous', outcome: 'done' }) ??
          0) >= 1,
    );
    expect(done.get('emmaus_jobs_finished_total')?.type).toBe('counter');
  });

  it('tells chat answers and their duration by provider', async () => {
    const user = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [USER_ID_HEADER]: user },
      payload: {
        bible_id: 'eng-web',
        bookId: 'JHN',
        chapter: 3,
        verses: [16],
        prompt: 'Why did God love the world?',
      },
    });
    expect(parseEventStream(res.body).some((e) => e.event === 'stream_end')).toBe(true);
    const families = await scrape();
    const answered = families
      .get('emmaus_chat_answers_total')
      ?.samples.find((s) => s.labels.outcome === 'answered');
    expect(answered?.value).toBe(1);
    const provider = answered?.labels.provider ?? '';
    expect(provider).not.toBe('');
    expect(sampleValue(families, 'emmaus_chat_answer_duration_seconds_count', { provider })).toBe(1);
    // The built-in study engine answers in seconds, minutes on a loaded machine.
  }, 300_000);

  it('tells the PostgreSQL pool (and nothing of a pool on the embedded database)', async () => {
    const families = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sampleValue(families, 'emmaus_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
        1,
      );
      // Queries waiting for a connection: none or a few, as the load allows.
      expect(
        sampleValue(families, 'emmaus_db_pool_connections', { state: 'waiting' }),
      ).toBeGreaterThanOrEqual(0);
    } else expect(families.has('emmaus_db_pool_connections')).toBe(false);
  });

  it('serves the metrics on METRICS_PORT alone when set, and the app then answers 404', async () => {
    const own = await createTestApp({ metrics, metricsOnAppPort: false });
    try {
      const here = await own.app.inject({ method: 'GET', url: '/metrics' });
      expect(here.statusCode).toBe(404);
      expect(here.json()).toEqual({ detail: 'Not found', code: 'route.not_found' });
    } finally {
      await own.close();
    }
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const ok = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(ok.status).toBe(200);
      expect(parsePrometheusText(await ok.text()).has('emmaus_http_requests_total')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('GET /metrics with METRICS off (the default)', () => {
  it('is a 404 like any unknown API path, not the web app', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found', code: 'route.not_found' });
    } finally {
      await off.close();
    }
  });

  it('is configured through the validated config: off by default, METRICS_PORT apart from PORT', () => {
    expect(loadConfig({}).METRICS).toBe('off');
    // Its own port listens on the loopback, whatever HOST the public app has, unless told otherwise.
    expect(loadConfig({ METRICS: 'on', METRICS_PORT: '9464', HOST: '0.0.0.0' })).toMatchObject({
      METRICS: 'on',
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(loadConfig({ METRICS: 'on', METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3' }).METRICS_HOST).toBe(
      '10.1.2.3',
    );
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
    expect(() => loadConfig({ METRICS: 'on', PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });
});

describe('GET /api/ready', () => {
  it('is 200 when the database answers, migrations are applied and the library is imported; 503 otherwise', async () => {
    const fresh = await createTestApp();
    try {
      const saved = await fresh.database.db.execute(sql`select * from imports`);
      await fresh.database.db.execute(sql`delete from imports`);
      const notYet = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notYet.statusCode).toBe(503);
      expect(notYet.json()).toEqual({
        code: 'server.unavailable',
        detail: 'Not ready: the Bible library is not imported yet.',
      });
      // The newest migration not applied (drizzle's own record): said too, and then it is not ready.
      const [newest] = (
        (await fresh.database.db.execute(
          sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
      ).rows;
      await fresh.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest?.id}`);
      const behind = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().detail).toMatch(/database migrations are not all applied/);
      expect(behind.json().detail).toMatch(/the Bible library is not imported yet/);
      await fresh.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id}, ${newest?.hash}, ${newest?.created_at})`,
      );
      const rows = (saved as unknown as { rows: Record<string, unknown>[] }).rows;
      for (const r of rows)
        await fresh.database.db.execute(
          sql`insert into imports (source, version, scope, completed_at) values (${r.source}, ${r.version}, ${r.scope}, ${r.completed_at})`,
        );
      const ready = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
      });
    } finally {
      await fresh.close();
    }
  });

  it('says the database does not answer, also after it was ready', async () => {
    let down = false;
    const db = {
      execute: async (query: unknown) => {
        if (down) throw new Error('connection refused');
        return t.database.db.execute(query as Parameters<typeof t.database.db.execute>[0]);
      },
      select: (...args: Parameters<typeof t.database.db.select>) => t.database.db.select(...args),
    } as unknown as typeof t.database.db;
    const readiness = createReadiness(db);
    expect(await readiness.missing()).toEqual([]);
    down = true;
    expect(await readiness.missing()).toEqual(['the database does not answer']);
    down = false;
    expect(await readiness.missing()).toEqual([]);
  });
});
