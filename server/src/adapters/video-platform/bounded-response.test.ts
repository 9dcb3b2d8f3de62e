import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoPlatformError } from './video-platform.ts';
import { createYouTube, MAX_CUES } from './youtube.ts';

// The platform's answers are bounded (issue 37): a watch page or caption track past the byte cap is a
// typed too_large, one that drips past the timeout a typed unavailable, and a caption track of more
// cues than MAX_CUES is read as far as that bound.

const MAX_BYTES = 256 * 1024;
let server: Server;
let base = '';
const timers = new Set<NodeJS.Timeout>();

const watchPage = (track: string) =>
  `<html><head><title>Sermon</title></head><body><script>var p = {"captionTracks":[{"baseUrl":"${track}","languageCode":"en"}],"title":"Sermon"};</script></body></html>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const v = url.searchParams.get('v') ?? '';
    if (url.pathname === '/watch' && v === 'hugepage000') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'a'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 16; i++) res.write(chunk);
      return res.end();
    }
    if (url.pathname === '/watch' && v === 'dripping000') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write(' '), 100);
      timers.add(timer);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url.pathname === '/watch') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(watchPage(`/api/timedtext?v=${v}`));
    }
    if (url.pathname === '/api/timedtext' && v === 'manycues000') {
      res.writeHead(200, { 'content-type': 'text/xml' });
      const cues = Array.from(
        { length: MAX_CUES + 5_000 },
        (_, i) => `<text start="${i}" dur="1">w${i}</text>`,
      );
      return res.end(`<?xml version="1.0"?><transcript>${cues.join('')}</transcript>`);
    }
    if (url.pathname === '/api/timedtext' && v === 'hugetrack00') {
      res.writeHead(200, { 'content-type': 'text/xml', 'content-length': String(MAX_BYTES * 4) });
      return res.end('<transcript>');
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const platform = (maxBytes = MAX_BYTES) => createYouTube({ baseUrl: base, timeoutMs: 600, maxBytes });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as VideoPlatformError,
  );

describe('video platform answers within bounds', () => {
  it('refuses a watch page past the byte cap, and a caption track declaring more, as too_large', async () => {
    const page = await failure(platform().videoDetails('hugepage000'));
    expect(page).toBeInstanceOf(VideoPlatformError);
    expect(page).toMatchObject({
      kind: 'too_large',
      message: expect.stringMatching(/larger than 262144 bytes/),
    });
    expect(await failure(platform().transcript('hugetrack00'))).toMatchObject({ kind: 'too_large' });
  });

  it('gives up a page that drips past the timeout as unavailable (typed, not a raw abort)', async () => {
    const started = performance.now();
    const error = await failure(platform().videoDetails('dripping000'));
    expect(error).toBeInstanceOf(VideoPlatformError);
    expect(error?.kind).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(600 + 1_500);
  });

  it(`reads a caption track of more than ${MAX_CUES} cues as far as that bound`, async () => {
    const segments = await platform(4 * 1024 * 1024).transcript('manycues000');
    expect(segments).toHaveLength(MAX_CUES);
    expect(segments[0]).toEqual({ start: 0, dur: 1, text: 'w0' });
    expect(segments.at(-1)?.text).toBe(`w${MAX_CUES - 1}`);
  });
});
