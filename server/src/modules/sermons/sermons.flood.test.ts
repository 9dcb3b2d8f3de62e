import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH, HOLD, open } from '../../../../test/raw-socket.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { churches } from '../churches/churches.schema.ts';
import { sermons } from './sermons.schema.ts';

// Issue 35: about 20,000 anonymous sockets, each sending an audio upload's headers (200 MB declared) and
// one byte, used up the process's file descriptors; from then on every connection was reset and nothing
// was logged. Here the same attack with a few sockets, against the real app with a lowered cap.

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
