import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH, HOLD, open } from '../../../test/raw-socket.ts';
import { defaultMaxConnections, guardConnections, throttledWarn } from './connection-limits.ts';
import { trustsPeer } from './trust-proxy.ts';

// Issue 35: the bounds on open connections (the upload flood itself, against the real app:
// modules/sermons/sermons.flood.test.ts).

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
