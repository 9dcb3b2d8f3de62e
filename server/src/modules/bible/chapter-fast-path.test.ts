import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ChapterFastPath } from './chapter-fast-path.ts';

// The fast path only exists on a listening server (app.inject() goes straight to Fastify), so these
// tests speak HTTP to one, and read raw bytes: fetch would undo the content encoding.
let t: TestApp;
let base: string;
let served: MockInstance<ChapterFastPath['serve']>;
// Spied afresh for each test: the config restores mocks after every test.
beforeEach(() => {
  served = vi.spyOn(ChapterFastPath.prototype, 'serve');
});

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });

/** The body as sent before its content encoding. */
const decoded = (r: Raw): string => {
  const enc = r.headers['content-encoding'];
  const body = enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body;
  return body.toString('utf8');
};

/** Which path answered the last request: true for the fast path. */
const lastByFastPath = () => served.mock.results.at(-1)?.value as boolean;

describe('cached chapters answered ahead of Fastify', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['no compression asked', 'GEN/chapters/1', {}],
    ['brotli', 'GEN/chapters/2', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', 'PSA/chapters/23', { 'accept-encoding': 'gzip' }],
    ['brotli refused', 'PSA/chapters/24', { 'accept-encoding': 'br;q=0, gzip' }],
    ['every encoding refused', 'MAT/chapters/5', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ];
  it.each(cases)('sends the bytes and headers Fastify sent (%s)', async (_name, chapter, headers) => {
    const path = `/api/bible/eng-web/book/${chapter}`;
    const viaFastify = await get(path, headers);
    expect(lastByFastPath()).toBe(false);
    const viaFastPath = await get(path, headers);
    expect(lastByFastPath()).toBe(true);
    expect(viaFastify.status).toBe(200);
    // The same headers and the same text. The bytes may differ: the first answer is compressed quickly
    // and its best compression replaces it in the background (lib/precompressed.ts), which on a busy
    // machine can land between the two requests; only the length follows the bytes.
    const { 'content-length': _a, ...fastHeaders } = viaFastPath.headers;
    const { 'content-length': _b, ...routeHeaders } = viaFastify.headers;
    expect(fastHeaders).toEqual(routeHeaders);
    expect(decoded(viaFastPath)).toEqual(decoded(viaFastify));
    expect(Number(viaFastPath.headers['content-length'])).toBe(viaFastPath.body.length);
    expect(viaFastPath.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a matching ETag with the same empty 304', async () => {
    const path = '/api/bible/eng-web/book/JHN/chapters/4';
    const etag = String((await get(path)).headers.etag);
    // A lower-case book id reaches the same cached chapter through Fastify's route.
    const viaFastify = await get(path.replace('JHN', 'jhn'), { 'if-none-match': etag });
    expect(lastByFastPath()).toBe(false);
    const viaFastPath = await get(path, { 'if-none-match': etag });
    expect(lastByFastPath()).toBe(true);
    expect(viaFastify.status).toBe(304);
    expect(viaFastPath).toEqual(viaFastify);
  });

  it('leaves every other spelling, method and chapter to the route', async () => {
    await get('/api/bible/eng-web/book/JHN/chapters/1');
    for (const [path, method, status] of [
      ['/api/bible/eng-web/book/jhn/chapters/1', 'GET', 200],
      ['/api/bible/eng-web/book/JHN/chapters/01', 'GET', 200],
      ['/api/bible/eng-web/book/JHN/chapters/1?x=1', 'GET', 200],
      ['/api/bible/eng-web/book/JHN/chapters/1', 'HEAD', 200],
      ['/api/bible/eng-web/book/JHN/chapters/22', 'GET', 404],
      ['/api/bible/eng-web/book/JHN/chapters/22', 'GET', 404],
      ['/api/bible/eng-web/book/JHN/chapters/x', 'GET', 400],
    ] as const) {
      const res = await get(path, {}, method);
      expect([path, method, res.status]).toEqual([path, method, status]);
      expect([path, method, lastByFastPath()]).toEqual([path, method, false]);
    }
  });

  it('hands everything to Fastify once the server is closing', () => {
    const fastPath = new ChapterFastPath();
    const hit = {
      etag: '"x"',
      body: { body: Buffer.from('<p>x</p>'), encoded: () => Buffer.from('<p>x</p>') },
    };
    const lines: unknown[] = [];
    fastPath.attach(
      () => hit as never,
      (entry) => lines.push(entry),
    );
    const res = { writeHead: vi.fn(() => ({ end: vi.fn() })), statusCode: 200 };
    const req = { method: 'GET', url: '/api/bible/eng-web/book/JHN/chapters/1', headers: {} };
    expect(fastPath.serve(req as never, res as never)).toBe(true);
    fastPath.close();
    expect(fastPath.serve(req as never, res as never)).toBe(false);
    expect(res.writeHead).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ method: 'GET', status: 200 })]);
  });
});
