import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'emmaus-dist-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Emmaus</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What scripts/build-pwa.mjs writes after the Vite build.
  writeFileSync(join(dist, 'version.json'), '{"buildHash":"b1"}');
  writeFileSync(join(dist, 'service-worker.js'), 'self.skipWaiting()');
  writeFileSync(join(dist, 'service-worker.js.br'), brotliCompressSync('self.skipWaiting()'));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Emmaus"}');
  // What scripts/compress-web.mjs writes beside a built file.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('sends the build-time brotli file of an asset when the browser accepts it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/read/JHN/3?verse=16', '/reading-plans', '/eng-web/JHN/3'])(
    'answers %s with index.html, never cached (history fallback)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('gives shared reader links Open Graph tags with the verse (link previews)', async () => {
    const res = await t.app.inject({ url: '/read/JHN/3?verse=16' });
    expect(res.body).toContain('<meta property="og:title" content="John 3:16 (WEB) — Emmaus" />');
    expect(res.body).toContain(
      '<meta property="og:description" content="For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life." />',
    );
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));
    const range = await t.app.inject({ url: '/read/jhn/3?verse=16-17,19' });
    expect(range.body).toContain('content="John 3:16–17, 19 (WEB) — Emmaus"');
    const chapter = await t.app.inject({ url: '/read/PSA/23' });
    expect(chapter.body).toContain('content="Psalms 23 (WEB) — Emmaus"');
  });

  it.each(['/read/XYZ/3', '/read/JHN/99?verse=1', '/read/JHN/3?verse=99', '/reading-plans'])(
    'adds no preview for %s, which names no verse',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
    },
  );

  it('paints the chapter into the first response of a reader address (issue 17, reader-prerender.ts)', async () => {
    const res = await t.app.inject({ url: '/read/JHN/3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The page is per chapter but never cached: a deploy and a new translation show at once.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const body = res.body;
    const pre = body.indexOf('<div id="prerender" data-bible="eng-web" data-book="JHN" data-chapter="3">');
    expect(pre).toBeGreaterThan(body.indexOf('<body>'));
    expect(pre).toBeLessThan(body.indexOf('<div id="root">'));
    const painted = body.slice(pre, body.indexOf('<div id="root">'));
    expect(painted).toContain('For God so loved the world');
    // The app's own article alone is the one tests and the skip link find (data-passage, #chapter-text).
    expect(painted).not.toMatch(/data-passage|id="chapter-text"/);
    expect(painted).toContain('>John 3</button></h1>');
    expect(painted).toContain('href="/read/JHN/2"');
    expect(painted).toContain('href="/read/JHN/4"');
    // The phone's tab bar as the app draws it, Bible current, so the app's takeover moves nothing (issue 36).
    expect(painted).toContain('<nav class="tab-bar" aria-label="Sections">');
    expect(painted).toContain('<a href="/read/JHN/3" class="tab" aria-current="page">');
    // No inline script (the CSP allows none): the stand-in is hidden and shown by CSS alone.
    expect(painted).not.toContain('<script');
    expect(body.indexOf('#prerender~#root')).toBeLessThan(body.indexOf('</head>'));
    // Any spelling the router reads as the same chapter; the verse parameter changes nothing here.
    expect((await t.app.inject({ url: '/read/jhn/3/?verse=16' })).body).toContain('data-chapter="3"');
  });

  it.each(['/read/XXX/1', '/read/JHN/99', '/read/JHN/0', '/read/JHN', '/search'])(
    'paints nothing for %s: the plain shell, as before (the app says not found)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('id="prerender"');
      expect(res.body).not.toContain('<style>');
    },
  );

  it('escapes verse text in the tags', async () => {
    const res = await t.app.inject({ url: '/read/GEN/1?verse=1' });
    const description = /og:description" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
    expect(description).toContain('In the beginning');
    expect(description).not.toMatch(/[<>]/);
  });

  it('does not fall back for missing assets or API routes', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/missing' })).json().code).toBe('route.not_found');
  });

  it.each([
    ['/version.json', 'application/json'],
    ['/service-worker.js', 'javascript'],
    ['/manifest.webmanifest', 'manifest+json'],
  ])('serves %s itself with no-cache headers', async (url, type) => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.includes('<div id="root">')).toBe(false);
  });

  it('answers the build hash at /version.json', async () => {
    expect((await t.app.inject({ url: '/version.json' })).json()).toEqual({ buildHash: 'b1' });
  });

  it.each(['/icons/missing.png', '/missing.js', '/read/JHN/worker.js'])(
    'answers a missing file %s with 404, never index.html',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('sends security headers and compresses large responses', async () => {
    const res = await t.app.inject({
      url: '/api/bible/eng-web/book/PSA/chapters/119',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
