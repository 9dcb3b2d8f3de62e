import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accessWriter } from './access-log.ts';

// The server at the default level (info), its log lines caught as the process would write them.
let t: TestApp;
let lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logDestination: sink });
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

const access = () => lines.filter((l) => l.msg === 'request');
const SECRET_COOKIE = 'better-auth.session_token=s3cr3t-session-value';

describe('access log at the default level', () => {
  it('writes exactly one line per request, with method, url, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bibles' });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/bible/eng-web/book/NOPE/chapters/1' });
    // Nothing else at info: not Fastify's own two lines, not a second line for the rejected request.
    expect(lines).toHaveLength(2);
    const [ok, rejected] = access();
    expect(ok).toMatchObject({ level: 30, method: 'GET', url: '/api/bibles', status: 200 });
    expect(typeof ok?.ms).toBe('number');
    expect(rejected).toMatchObject({
      method: 'GET',
      url: '/api/bible/eng-web/book/NOPE/chapters/1',
      status: 400,
    });
  });

  it('keeps each line valid JSON whatever the path holds (the line is built, not serialised by pino)', () => {
    const out: string[] = [];
    const write = accessWriter('info', { write: (l: string) => out.push(l) });
    const url = '/api/nope"},{"level":60\\\n';
    write?.({ method: 'GET', url: `${url}?q=secret`, status: 404, ms: Number.NaN });
    expect(out).toHaveLength(1);
    expect(out[0]?.endsWith('}\n')).toBe(true);
    expect(JSON.parse(out[0] ?? '')).toMatchObject({ level: 30, url, status: 404, ms: 0, msg: 'request' });
    expect(out[0]).not.toContain('secret');
    expect(accessWriter('warn', { write: () => 0 })).toBeUndefined();
  });

  it('writes no cookies, user ids, addresses or query strings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bible/eng-web/search?q=my+private+sorrow&limit=5',
      headers: { cookie: SECRET_COOKIE, 'x-forwarded-for': '203.0.113.9', 'user-agent': 'secret-agent' },
    });
    expect(res.statusCode).toBe(200);
    const userId = res.headers['x-user-id'];
    expect(access()).toHaveLength(1);
    expect(access()[0]).toMatchObject({ url: '/api/bible/eng-web/search', status: 200 });
    const text = JSON.stringify(lines);
    for (const secret of ['s3cr3t', 'sorrow', '203.0.113.9', '127.0.0.1', 'secret-agent', 'cookie'])
      expect(text).not.toContain(secret);
    if (typeof userId === 'string') expect(text).not.toContain(userId);
  });

  it('logs a chapter answered by the fast path with the same one line', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const path = '/api/bible/eng-web/book/JHN/chapters/3';
    expect((await fetch(base + path)).status).toBe(200); // through Fastify, fills the cache
    expect((await fetch(base + path, { headers: { cookie: SECRET_COOKIE } })).status).toBe(200); // fast path
    expect(access()).toHaveLength(2);
    for (const line of access()) expect(line).toMatchObject({ method: 'GET', url: path, status: 200 });
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
  });

  it('beyond ACCESS_LOG_PER_SECOND lines in a second, summarises the rest (written on close at the latest)', async () => {
    const caught: Record<string, unknown>[] = [];
    const own = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n'))
          if (l) caught.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    const small = await createTestApp({ logLevel: 'info', logDestination: own, accessLogPerSecond: 2 });
    // Within one clock second (each request takes a few ms; retried if a second boundary falls inside).
    for (let attempt = 0; attempt < 3; attempt++) {
      while (Date.now() % 1000 > 500) await new Promise((r) => setTimeout(r, 20));
      caught.length = 0;
      const started = Math.floor(Date.now() / 1000);
      for (let i = 0; i < 5; i++) await small.app.inject({ method: 'GET', url: '/api/bibles' });
      if (Math.floor(Date.now() / 1000) === started) break;
    }
    expect(caught.filter((l) => l.msg === 'request')).toHaveLength(2);
    await small.close();
    const summary = caught.find((l) => l.unlogged !== undefined);
    expect(summary).toMatchObject({ unlogged: 3, status: { '2xx': 3 } });
  });
});
