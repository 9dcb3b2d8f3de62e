import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { churches, sermons } from '../modules/churches/churches.schema.ts';
import { defaultMaxConnections, guardConnections, throttledWarn } from './connection-limits.ts';
import { trustsPeer } from './trust-proxy.ts';

// Issue 35: about 20,000 anonymous sockets, each sending an audio upload's headers (200 MB declared) and
// one byte, used up the process's file descriptors; from then on every connection was reset and nothing
// was logged. Here the same attack with a few sockets, against the real app with a lowered cap.

interface Talk {
  socket: Socket;
  /** Resolves with what came back once the server closed the connection (or the test gave up). */
  done: Promise<{ reply: string; closedAfterMs: number; closedAfterReplyMs: number }>;
}

const open = (port: number, text: string, localAddress = '127.0.0.1'): Talk => {
  const started = performance.now();
  let reply = '';
  let replied = 0;
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('connect', () => socket.write(text));
  socket.on('data', (d) => {
    replied ||= performance.now();
    reply += d.toString();
  });
  socket.on('error', () => undefined);
  const done = new Promise<{ reply: string; closedAfterMs: number; closedAfterReplyMs: number }>((resolve) =>
    socket.on('close', () => {
      const now = performance.now();
      resolve({ reply, closedAfterMs: now - started, closedAfterReplyMs: replied ? now - replied : 0 });
    }),
  );
  setTimeout(() => socket.destroy(), 8000).unref();
  return { socket, done };
};

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
// Headers never finished: the connection is held (until the 10 s headers deadline).
const HOLD = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n';

describe('connection limits against an upload flood, on a listening server', () => {
  const CAP = 5;
  let t: TestApp;
  let port = 0;
  let sermonId = 0;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      connectionLimits: { perAddress: CAP, max: 1000 },
      logLevel: 'warn',
      logDestination: new Writable({
        write(chunk, _enc, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      }),
    });
    const [church] = await t.database.db.insert(churches).values({ name: 'Flooded Chapel' }).returning();
    const [sermon] = await t.database.db
      .insert(sermons)
      .values({ churchId: church?.id ?? 0, title: 'A sermon', status: 'needs_transcript' })
      .returning();
    sermonId = sermon?.id ?? 0;
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers anonymous uploads declaring 200 MB with 401 and closes each connection at once', async () => {
    const head = `POST /api/sermons/${sermonId}/audio HTTP/1.1\r\nHost: localhost\r\nContent-Type: audio/mpeg\r\nContent-Length: 209715200\r\n\r\nx`;
    const talks = Array.from({ length: CAP }, () => open(port, head));
    for (const { reply, closedAfterReplyMs } of await Promise.all(talks.map((x) => x.done))) {
      expect(reply).toMatch(/^HTTP\/1\.1 401 /);
      expect(reply.toLowerCase()).toContain('connection: close');
      // Before the fix the socket stayed open, reading the 200 MB, until the test itself gave up (8 s).
      expect(closedAfterReplyMs).toBeLessThan(1500);
    }
  });

  it('refuses connections past the per-address cap, while another address is answered', async () => {
    const held = Array.from({ length: CAP }, () => open(port, HOLD));
    await Promise.all(held.map((h) => new Promise((resolve) => h.socket.once('connect', resolve))));
    // Let the server see them all before knocking again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await Promise.all([open(port, HEALTH).done, open(port, HEALTH).done]);
    for (const { reply, closedAfterMs } of refused) {
      expect(reply).toBe('');
      expect(closedAfterMs).toBeLessThan(3000);
    }
    // Another client (127.0.0.2 is loopback too) is still served.
    expect((await open(port, HEALTH, '127.0.0.2').done).reply).toMatch(/^HTTP\/1\.1 200 /);
    // Refusals are logged, once for the burst.
    const warned = lines.filter((l) => l.includes('MAX_CONNECTIONS_PER_IP'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('127.0.0.1');
    // Once the held connections close, the address is served again.
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.done));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await open(port, HEALTH).done).reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the server-wide cap', () => {
  let server: Server;
  let port = 0;
  const warned: string[] = [];
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    guardConnections(server, { max: 3, perAddress: 0 }, (m) => warned.push(m));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('closes connections beyond MAX_CONNECTIONS at once and says so', async () => {
    const held = Array.from({ length: 3 }, () => open(port, HOLD));
    await Promise.all(held.map((h) => new Promise((resolve) => h.socket.once('connect', resolve))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { reply, closedAfterMs } = await open(port, HEALTH, '127.0.0.2').done;
    expect(reply).toBe('');
    expect(closedAfterMs).toBeLessThan(3000);
    expect(warned.join('\n')).toMatch(/holds 3 connections \(MAX_CONNECTIONS\), from 127\.0\.0\.2/);
    for (const h of held) h.socket.destroy();
  });
});

describe('connection limit settings', () => {
  it('keeps MAX_CONNECTIONS below the file descriptor limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'emmaus-limits-'));
    const file = (soft: string) => {
      const path = join(dir, soft);
      writeFileSync(
        path,
        `Max cpu time  unlimited  unlimited  seconds\nMax open files  ${soft}  1048576  files\n`,
      );
      return path;
    };
    try {
      expect(defaultMaxConnections(file('1024'))).toBe(896);
      expect(defaultMaxConnections(file('65536'))).toBe(10_000);
      expect(defaultMaxConnections(file('unlimited'))).toBe(10_000);
      expect(defaultMaxConnections(join(dir, 'missing'))).toBe(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one warning per interval, counting those it left out', () => {
    let now = 0;
    const out: string[] = [];
    const warn = throttledWarn(
      (m) => out.push(m),
      10_000,
      () => now,
    );
    warn('refused');
    now = 5000;
    warn('refused');
    warn('refused');
    now = 10_000;
    warn('refused');
    expect(out).toEqual(['refused', 'refused (2 more like it since the last such line)']);
  });

  it('leaves the proxies TRUST_PROXY trusts uncapped', () => {
    expect(trustsPeer(false)('127.0.0.1')).toBe(false);
    expect(trustsPeer(1)('203.0.113.9')).toBe(true);
    const trusted = trustsPeer(['10.0.0.0/8', '::1']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('not an address')).toBe(false);
  });
});
