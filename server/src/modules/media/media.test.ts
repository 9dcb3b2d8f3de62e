import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeImageHost, solidPng, startFakeImageHost } from '../../../../test/fake-image-host.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches, churchMembers } from '../churches/churches.schema.ts';
import { sermons } from '../sermons/sermons.schema.ts';
import { imageRefusal, MEDIA_MAX_BYTES, readImageInfo } from './media.image.ts';
import { media } from './media.schema.ts';

// Issue 37: publishers' images are fetched once by the server (through the outbound address policy),
// checked by their bytes, stored, and served from /api/media/{id}; readers' browsers ask no one else.

describe('image headers', () => {
  it('reads the type and size of PNG, JPEG, GIF and WebP from their first bytes', () => {
    expect(readImageInfo(solidPng(3, 2, [0, 0, 0]))).toEqual({ type: 'image/png', width: 3, height: 2 });

    const gif = Buffer.from('GIF89a\x40\x01\xc8\x00\x00\x00\x00', 'latin1');
    expect(readImageInfo(gif)).toEqual({ type: 'image/gif', width: 320, height: 200 });

    // SOI, an APP0 segment, then a baseline frame header: precision 8, height 480, width 640.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80,
      0x03,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 640, height: 480 });

    const riff = (chunk: string, body: number[]) =>
      Buffer.concat([
        Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
        Buffer.from(chunk, 'latin1'),
        Buffer.from(body),
        Buffer.alloc(16),
      ]);
    // Lossy: size, key-frame tag, start code 9d 01 2a, then 14-bit width 400 and height 300.
    const lossy = riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x90, 0x01, 0x2c, 0x01]);
    expect(readImageInfo(lossy)).toEqual({ type: 'image/webp', width: 400, height: 300 });
    // Lossless: size, signature 0x2f, then (width-1) | (height-1) << 14 = 99 | 49 << 14.
    const bits = 99 | (49 << 14);
    const lossless = riff('VP8L', [
      0,
      0,
      0,
      0,
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      0,
    ]);
    expect(readImageInfo(lossless)).toEqual({ type: 'image/webp', width: 100, height: 50 });
    // Extended: size, flags, then 24-bit canvas width-1 (1023) and height-1 (767).
    const extended = riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x03, 0, 0xff, 0x02, 0]);
    expect(readImageInfo(extended)).toEqual({ type: 'image/webp', width: 1024, height: 768 });
  });

  it('refuses SVG, text, truncated headers, oversized files and huge canvases', () => {
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageInfo(Buffer.from('GIF89a'))).toBeNull();
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(imageRefusal(Buffer.from('hello'))).toEqual({
      reason: 'it is not a PNG, JPEG, GIF or WebP image',
    });
    expect(imageRefusal(Buffer.alloc(MEDIA_MAX_BYTES + 1))).toEqual({
      reason: `it is larger than ${MEDIA_MAX_BYTES} bytes`,
    });
    // A small file declaring a 20000×20000 canvas (a decompression bomb for the reader's browser).
    const bomb = solidPng(1, 1, [0, 0, 0]);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expect(imageRefusal(bomb)).toEqual({ reason: 'it is too large (20000×20000 pixels)' });
    expect(imageRefusal(solidPng(2, 2, [1, 2, 3]))).toEqual({
      info: { type: 'image/png', width: 2, height: 2 },
    });
  });
});

describe('copying and serving publishers’ images', () => {
  let t: TestApp;
  let host: FakeImageHost;
  let owner: Principal;
  let churchId = 0;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers: object = {}) =>
    t.app.inject({
      method,
      url,
      headers: { [USER_ID_HEADER]: owner.id, cookie: owner.cookie, ...SAME_ORIGIN, ...headers },
      ...(payload ? { payload } : {}),
    });
  const setLogo = (logo_url: string) => call('PUT', `/api/churches/${churchId}`, { logo_url });

  beforeAll(async () => {
    host = await startFakeImageHost();
    t = await createTestApp({
      signInPerMinute: 1000,
      // Only the image host's own port is reachable although private.
      outboundAllowPrivate: host.allow,
    });
    owner = await signedUpAccount(t.app, 'media-owner@example.org');
    await runAdmin(t.database.db, ['grant-role', 'media-owner@example.org', 'publisher'], () => '');
    const [church] = await t.database.db
      .insert(churches)
      .values({ name: 'Pictured Chapel' })
      .returning({ id: churches.id });
    churchId = church?.id ?? 0;
    await t.database.db
      .insert(churchMembers)
      .values({ churchId, userId: owner.id.split('.')[0] ?? '', role: 'owner' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it('copies a logo once and serves it from Emmaus with its type, a long cache and nosniff', async () => {
    const res = await setLogo(`${host.origin}/logo.png`);
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo_url as string;
    expect(logo).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    expect(host.requests).toContain('/logo.png');

    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(host.logo)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: logo,
      headers: { 'if-none-match': image.headers.etag },
    });
    expect(again.statusCode).toBe(304);

    // Saved again as the copy it now is: kept, nothing fetched; the church page names the copy.
    const before = host.requests.length;
    expect((await setLogo(logo)).json().logo_url).toBe(logo);
    expect(host.requests.length).toBe(before);
    expect((await call('GET', `/api/churches/${churchId}`)).json().logo_url).toBe(logo);
    const [row] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.id, logo.split('/').pop() ?? ''));
    expect(row).toMatchObject({
      contentType: 'image/png',
      width: 48,
      height: 48,
      sourceUrl: `${host.origin}/logo.png`,
    });
  });

  it('follows a redirect on the same host', async () => {
    const res = await setLogo(`${host.origin}/moved.png`);
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().logo_url });
    expect(image.rawPayload.equals(host.photo)).toBe(true);
  });

  it.each([
    ['an HTML page', '/page.html', 'it is not an image (text/html)'],
    ['text sent as image/png', '/fake.png', 'it is not a PNG, JPEG, GIF or WebP image'],
    ['an image over the size bound', '/huge.png', `it is larger than ${MEDIA_MAX_BYTES} bytes`],
    ['an SVG', '/logo.svg', 'it is not a PNG, JPEG, GIF or WebP image'],
    ['a missing image', '/nothing.png', 'it was not found there'],
  ])('refuses %s as a logo with a 422 that says why, and keeps the old logo', async (_name, path, reason) => {
    const before = (await call('GET', `/api/churches/${churchId}`)).json().logo_url;
    const res = await setLogo(`${host.origin}${path}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'media.image_refused',
      detail: `The image at ${host.origin}${path} could not be copied to Emmaus: ${reason}.`,
    });
    expect((await call('GET', `/api/churches/${churchId}`)).json().logo_url).toBe(before);
  });

  it('never connects to a private address outside the allowlist', async () => {
    const before = host.requests.length;
    for (const url of [
      'http://169.254.169.254/latest/meta-data/logo.png',
      'http://10.0.0.1/logo.png',
      // The image host's address on a port the allowlist does not name.
      `http://127.0.0.1:${Number(host.allow.split(':')[1]) + 1}/logo.png`,
      'http://[::1]/logo.png',
    ]) {
      const res = await setLogo(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail).toContain('its address is not one Emmaus fetches from');
    }
    expect(host.requests.length).toBe(before);
  });

  it('copies the images of an about text, leaving one that cannot be copied as written', async () => {
    const about = [
      'Welcome to our chapel.',
      `![Our building](${host.origin}/photo.png "The chapel")`,
      `![A page](${host.origin}/page.html)`,
      'A [link](https://example.org/) stays a link.',
    ].join('\n\n');
    const res = await call('PUT', `/api/churches/${churchId}`, { about });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().about as string;
    const copied = /!\[Our building\]\((\/api\/media\/[0-9a-f]{64}) "The chapel"\)/.exec(saved)?.[1];
    expect(copied).toBeDefined();
    expect(saved).toContain(`![A page](${host.origin}/page.html)`);
    expect(saved).toContain('A [link](https://example.org/) stays a link.');
    const image = await t.app.inject({ method: 'GET', url: copied ?? '' });
    expect(image.rawPayload.equals(host.photo)).toBe(true);
  });

  it('copies reference-style images through their definitions, and fetches nothing only linked', async () => {
    const before = host.requests.length;
    const about = [
      'Our chapel: ![Building][chapel], ![Map][], ![Logo] and ![A page].',
      'Read [our story][story].',
      '',
      `[chapel]: ${host.origin}/photo.png "The chapel"`,
      '[MAP]:',
      `   <${host.origin}/moved.png>`,
      `  [logo]: ${host.origin}/logo.png`,
      `[a page]: ${host.origin}/page.html`,
      // A later definition of a label is never used: not fetched, left as written.
      `[Chapel]: ${host.origin}/logo.svg`,
      `[story]: ${host.origin}/story.png`,
    ].join('\n');
    const res = await call('PUT', `/api/churches/${churchId}`, { about });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().about as string;
    const media = '\\/api\\/media\\/[0-9a-f]{64}';
    expect(saved).toMatch(new RegExp(`\\n\\[chapel\\]: ${media} "The chapel"\\n`));
    expect(saved).toMatch(new RegExp(`\\n\\[MAP\\]:\\n   <${media}>\\n`));
    expect(saved).toMatch(new RegExp(`\\n  \\[logo\\]: ${media}\\n`));
    // Not an image: left as written, so readers are not shown it.
    expect(saved).toContain(`[a page]: ${host.origin}/page.html`);
    expect(saved).toContain(`[Chapel]: ${host.origin}/logo.svg`);
    expect(saved).toContain(`[story]: ${host.origin}/story.png`);
    expect(saved.split('\n').slice(0, 2)).toEqual(about.split('\n').slice(0, 2));
    const asked = host.requests.slice(before);
    expect(asked).toEqual(expect.arrayContaining(['/photo.png', '/moved.png', '/logo.png', '/page.html']));
    expect(asked).not.toContain('/logo.svg');
    expect(asked).not.toContain('/story.png');
    const chapel = /\[chapel\]: (\S+)/.exec(saved)?.[1] ?? '';
    expect((await t.app.inject({ method: 'GET', url: chapel })).rawPayload.equals(host.photo)).toBe(true);
  });

  it('copies the images of sermon notes a publisher saves', async () => {
    const [sermon] = await t.database.db
      .insert(sermons)
      .values({ churchId, title: 'Pictured sermon', hasAnalysis: true, status: 'ready' })
      .returning({ id: sermons.id });
    const res = await call('PUT', `/api/sermons/${sermon?.id}`, {
      content: `# Notes\n\n![Diagram](${host.origin}/logo.png)\n\nRead [John 3:16](/read/JHN/3?verse=16).`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toMatch(
      /^# Notes\n\n!\[Diagram\]\(\/api\/media\/[0-9a-f]{64}\)\n\nRead \[John 3:16\]\(\/read\/JHN\/3\?verse=16\)\.$/,
    );
  });

  it('answers an unknown or malformed image id with 404', async () => {
    for (const url of [
      `/api/media/${'0'.repeat(64)}`,
      '/api/media/not-an-id',
      `/api/media/${'A'.repeat(64)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'media.not_found', detail: 'Image not found' });
    }
  });

  it('lets browsers load images from Emmaus only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data:;");
  });
});
