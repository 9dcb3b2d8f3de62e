import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassagesResponse } from '../../../../common/src/contracts/bible.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { serverPath } from '../../paths.ts';
import { countLines, LINE_HEIGHT, layoutFor } from './verse-image.layout.ts';
import { LOGO_SVG, verseRun } from './verse-image.render.ts';

// Issue 33: verses shared as pictures, GET /api/bible/:bibleId/image.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk (always the first, right after the signature). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

const image = (query: string, headers: Record<string, string> = {}, bible = 'eng-web') =>
  t.app.inject({ url: `/api/bible/${bible}/image?${query}`, headers });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('verse images', () => {
  it('paints a short verse as a 1080×1080 PNG, cacheable, revalidated by its ETag', async () => {
    const res = await image('ref=JHN.11.35&style=light&size=square');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1080 });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // The defaults are light and square: the same picture, the same ETag.
    expect((await image('ref=JHN.11.35')).headers.etag).toBe(etag);
    const again = await image('ref=JHN.11.35&style=light&size=square', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another style is another picture.
    const dark = await image('ref=JHN.11.35&style=dark&size=square');
    expect(dark.statusCode).toBe(200);
    expect(dark.headers.etag).not.toBe(etag);
    expect(dark.rawPayload.equals(res.rawPayload)).toBe(false);
  }, 120_000);

  it('paints six long verses as a 1080×1920 story', async () => {
    const res = await image('ref=PSA.23.1-6&style=parchment&size=story');
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1920 });
    const square = await image('ref=ROM.8.35-39&style=dark');
    expect(square.statusCode).toBe(200);
    expect(pngSize(square.rawPayload)).toEqual({ width: 1080, height: 1080 });
  }, 120_000);

  it('refuses more than 6 verses, or more than 600 characters, with image.too_long', async () => {
    const seven = await image('ref=JHN.3.16-22');
    expect(seven.statusCode).toBe(400);
    expect(seven.json().code).toBe('image.too_long');
    // Six verses whose text is longer than 600 characters together.
    const refs = 'ROM.8.34-ROM.8.39';
    const passages = PassagesResponse.parse(
      (await t.app.inject({ url: `/api/bible/eng-web/passages?refs=${refs}` })).json(),
    ).passages;
    const verses = passages.flatMap((p) => p.verses);
    expect(verses).toHaveLength(6);
    expect(verses.reduce((n, v) => n + v.text.trim().length, 0)).toBeGreaterThan(600);
    const long = await image('ref=ROM.8.34-39');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('image.too_long');
  });

  it.each([
    ['ref=JHN.3', 'image.invalid_ref'],
    ['', 'image.invalid_ref'],
    ['ref=JHN.3.18-16', 'image.invalid_ref'],
    ['ref=JHN.3.0', 'image.invalid_ref'],
    ['ref=XYZ.1.1', 'image.invalid_ref'],
    ['ref=JHN.3.99', 'image.invalid_ref'],
    ['ref=JHN.99.1', 'image.invalid_ref'],
    ['ref=JHN.3.16;DROP', 'image.invalid_ref'],
    ['ref=JHN.3.16&style=neon', 'image.invalid_style'],
    ['ref=JHN.3.16&size=huge', 'image.invalid_size'],
  ])('answers %s with 400 %s', async (query, code) => {
    const res = await image(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('answers an unknown translation with 404 bible.not_found', async () => {
    const res = await image('ref=JHN.3.16', {}, 'xx-none');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('bible.not_found');
  });

  it('shows Emmaus’s own mark (web/public/logo.svg)', () => {
    expect(LOGO_SVG).toBe(readFileSync(serverPath('..', 'web/public/logo.svg'), 'utf8'));
  });
});

describe('verse image layout', () => {
  // The longest text an image takes: 600 characters of wide words, and 6 verse numbers.
  const worst = `${'Wow, MMM meant mammoth WHOM we named! '.repeat(16).slice(0, 600)}`;
  it.each(['square', 'story'] as const)('fits the longest text a %s image takes in its box', (size) => {
    const l = layoutFor(worst, size);
    expect(l.lines * l.fontSize * LINE_HEIGHT).toBeLessThanOrEqual(l.textHeight);
    expect(l.fontSize).toBeGreaterThanOrEqual(24);
  });

  it('sets a short verse large and a long passage smaller', () => {
    const short = layoutFor('Jesus wept.', 'square');
    const long = layoutFor(worst, 'square');
    expect(short.fontSize).toBeGreaterThan(long.fontSize * 2);
    expect(short.lines).toBe(1);
    expect(short.align).toBe('center');
    expect(long.align).toBe('left');
  });

  it('counts wrapped lines as greedy wrapping at spaces does', () => {
    // "aaa" is 3 × 0.516 em: at 100 px, 154.8 px a word, 26.3 px a space.
    expect(countLines('aaa aaa aaa', 100, 340)).toBe(2);
    expect(countLines('aaa aaa aaa', 100, 520)).toBe(1);
    expect(countLines('aaa', 100, 100)).toBe(2);
    expect(verseRun([{ verse: 1, text: ' a ' }])).toBe('a');
    expect(
      verseRun([
        { verse: 1, text: 'a' },
        { verse: 2, text: 'b' },
      ]),
    ).toBe('1 a 2 b');
  });
});

describe('verse image rate limit', () => {
  it('allows a budget of renders per client address a minute, then 429 with Retry-After', async () => {
    let now = 1_000_000_020_000;
    const limited = await createTestApp({
      heavyWork: { perMinute: { image: 1 } },
      heavyWorkClock: () => now,
    });
    try {
      const get = (ref: string, ip = '203.0.113.9') =>
        limited.app.inject({ url: `/api/bible/eng-web/image?ref=${ref}`, remoteAddress: ip });
      expect((await get('JHN.11.35')).statusCode).toBe(200);
      const refused = await get('GEN.1.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('request.rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A picture already made costs nothing: still answered.
      expect((await get('JHN.11.35')).statusCode).toBe(200);
      // Another address has its own budget.
      expect((await get('GEN.1.2', '198.51.100.4')).statusCode).toBe(200);
      // The next minute, a new budget.
      now += 60_000;
      expect((await get('GEN.1.3')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
    // Three renders on a loaded machine: seconds each.
  }, 180_000);
});
