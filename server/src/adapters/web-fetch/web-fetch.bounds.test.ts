import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowlist } from './address-policy.ts';
import { createSafeFetcher, type Resolver, WebFetchError } from './web-fetch.ts';

// The fetcher's byte cap and deadline against servers on 127.0.0.1 that send too much or too slowly
// (issue 37): each ends in a typed error by the deadline, never a hang.

const DEADLINE_MS = 1_000;
const MAX_BYTES = 1024 * 1024;
const TEN_MB = 10 * 1024 * 1024;
/** A deadline's timer fires late on a loaded machine: how late we still call it on time. */
const SLACK_MS = 1_500;

let server: Server;
let origin = '';
let allow = '';
const timers = new Set<NodeJS.Timeout>();

/** Writes `bytes` one at a time, one every `everyMs`, never ending. */
const drip = (write: (b: Buffer) => void, bytes: Buffer, everyMs: number) => {
  let at = 0;
  const timer = setInterval(() => {
    if (at < bytes.length) write(bytes.subarray(at, ++at));
  }, everyMs);
  timers.add(timer);
  return () => {
    clearInterval(timer);
    timers.delete(timer);
  };
};

beforeAll(async () => {
  const page = Buffer.from(`<html><body>${'<p>Sunday worship</p>'.repeat(1_000)}</body></html>`);
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/drip') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.on(
        'close',
        drip((b) => res.write(b), page, 100),
      );
    } else if (path === '/drip-gzip') {
      // A compressed answer cut off mid-stream: the decompressor must not wait for the rest for ever.
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.on(
        'close',
        drip((b) => res.write(b), zlib.gzipSync(page), 100),
      );
    } else if (path === '/ten-mb') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const more = () => {
        while (sent < TEN_MB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    } else if (path === '/ten-mb-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(TEN_MB) });
      res.write('<html>');
      // Nothing more: the declared length alone is refused.
    } else if (path === '/gzip-bomb') {
      const body = zlib.gzipSync(Buffer.alloc(TEN_MB, ' '));
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(body);
    } else if (path.startsWith('/slow-hop/')) {
      // Each hop answers within the deadline; five of them do not.
      const n = Number(path.split('/')[2]);
      const timer = setTimeout(() => {
        res.writeHead(302, { location: `/slow-hop/${n + 1}` });
        res.end();
      }, 400);
      timers.add(timer);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  allow = `127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetcher = (resolver?: Resolver) =>
  createSafeFetcher({
    allow: parseAllowlist(allow),
    pageTimeoutMs: DEADLINE_MS,
    maxBytes: MAX_BYTES,
    ...(resolver ? { resolver } : {}),
  });

/** The fetch's typed error and how long it took to come. */
const refusal = async (url: string, resolver?: Resolver) => {
  const started = performance.now();
  const error = await fetcher(resolver)
    .fetchPage(url)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(WebFetchError);
  return { error: error as WebFetchError, ms: performance.now() - started };
};

describe('safe fetcher bounds', () => {
  it('reads an ordinary page', async () => {
    expect((await fetcher().fetchPage(`${origin}/`)).html).toContain('Sunday worship');
  });

  it.each([
    ['a server dripping a byte every 100 ms', '/drip'],
    ['a gzip answer dripping a byte every 100 ms', '/drip-gzip'],
    ['five redirects of 400 ms each (the deadline spans every hop)', '/slow-hop/0'],
  ])('cuts off %s at the deadline with a timeout', async (_what, path) => {
    const { error, ms } = await refusal(`${origin}${path}`);
    expect(error.type).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
  });

  it('gives up a name lookup that never answers at the deadline', async () => {
    const never: Resolver = () => new Promise(() => undefined);
    const { error, ms } = await refusal('http://church.example/', never);
    expect(error.type).toBe('timeout');
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
  });

  it.each([
    ['a 10 MB page streamed without a length', '/ten-mb'],
    ['a page declaring 10 MB (refused before reading)', '/ten-mb-declared'],
    ['a gzip answer that inflates to 10 MB', '/gzip-bomb'],
  ])('refuses %s as too_large, at once', async (_what, path) => {
    const { error, ms } = await refusal(`${origin}${path}`);
    expect(error.type).toBe('too_large');
    expect(error.message).toMatch(`larger than ${MAX_BYTES} bytes`);
    expect(ms).toBeLessThan(DEADLINE_MS);
  });
});
