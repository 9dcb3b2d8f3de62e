import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bodyDeadlineMs, DEFAULT_BODY_DEADLINE } from './body-deadline.ts';

describe('body deadlines', () => {
  const req = (method: string, url: string, length?: number) =>
    ({ method, url, headers: length === undefined ? {} : { 'content-length': String(length) } }) as never;

  it('gives a JSON body 30 s, and a sermon audio upload the time its size takes at 64 KiB/s', () => {
    expect(bodyDeadlineMs(req('POST', '/api/chat', 1000), DEFAULT_BODY_DEADLINE)).toBe(30_000);
    expect(
      bodyDeadlineMs(req('POST', '/api/sermons/abc/audio', 200 * 1024 * 1024), DEFAULT_BODY_DEADLINE),
    ).toBe(3_200_000);
    expect(bodyDeadlineMs(req('POST', '/api/sermons/abc/audio', 10), DEFAULT_BODY_DEADLINE)).toBe(30_000);
    expect(bodyDeadlineMs(req('POST', '/api/sermons/abc/audio'), DEFAULT_BODY_DEADLINE)).toBe(30_000);
    expect(bodyDeadlineMs(req('PUT', '/api/sermons/abc/audio', 1e9), DEFAULT_BODY_DEADLINE)).toBe(30_000);
  });
});

// Issue 19 item 8 (headers and bodies that never finish are cut off) and issue 16 (a 200 MB recording
// must not be cut off at the JSON body's deadline), over a real socket with the deadlines shortened.
describe('requests that never finish, on a listening server', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({
      requestLimits: {
        headersMs: 400,
        // Home search stands in for the upload route here: it reads its body, and needs no account.
        body: { bodyMs: 400, uploadPaths: /^\/api\/home$/, minUploadBytesPerSecond: 1000 },
      },
    });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => t.close());

  /** Opens a socket, writes `text`, and resolves with what came back and when the server closed it. */
  const talk = (text: string, more?: (s: Socket) => void) =>
    new Promise<{ reply: string; closedAfterMs: number }>((resolve) => {
      const started = performance.now();
      let reply = '';
      const s = connect(port, '127.0.0.1', () => {
        s.write(text);
        more?.(s);
      });
      s.on('data', (d) => {
        reply += d.toString();
      });
      s.on('close', () => resolve({ reply, closedAfterMs: performance.now() - started }));
      s.on('error', () => undefined);
      // Never longer than the test: whatever the server did by then is the answer.
      setTimeout(() => s.destroy(), 8000).unref();
    });

  it('closes a connection whose headers never finish', async () => {
    const { closedAfterMs } = await talk('GET /api/bibles HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('answers 408 request.timeout and closes when a JSON body never finishes', async () => {
    const { reply, closedAfterMs } = await talk(
      'POST /api/home HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"prompt":',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('"code":"request.timeout"');
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('lets a large upload take longer than a JSON body, at the minimum rate', async () => {
    // 3,000 bytes at 1,000 B/s may take 3 s: sent over 1.2 s (three times a JSON body's deadline).
    const body = `{"prompt":"the Lord is my shepherd"}`.padEnd(3000, ' ');
    const { reply } = await talk(
      'POST /api/home HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 3000\r\nConnection: close\r\n\r\n',
      (s) => {
        let sent = 0;
        const tick = setInterval(() => {
          s.write(body.slice(sent, sent + 500));
          sent += 500;
          if (sent >= 3000) clearInterval(tick);
        }, 200);
      },
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});
