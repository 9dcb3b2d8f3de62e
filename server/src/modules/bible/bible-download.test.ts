import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BibleDownload } from '../../../../common/src/contracts/bible-download.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { publishChange } from '../../db/changes.ts';
import { chapters } from './bible.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/bible/:id/download', () => {
  it('answers the whole translation as one gzip file: every book and every chapter as the reader gets it', async () => {
    const res = await get('/api/bible/eng-web/download', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    // Sent as a file, never encoded again: the client measures progress against this length.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const doc = BibleDownload.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(doc.bible_id).toBe('eng-web');
    expect(doc.books.map((b) => b.id)).toContain('JHN');
    const chapter = await get('/api/bible/eng-web/book/JHN/chapters/3');
    expect(doc.chapters['JHN.3']).toBe(chapter.body);
    expect(doc.chapters['PSA.23']).toContain('shepherd');
    // Every chapter the table of contents promises that exists online is in the file.
    const psalms = doc.books.find((b) => b.id === 'PSA');
    expect(Object.keys(doc.chapters).filter((k) => k.startsWith('PSA.')).length).toBe(psalms?.chapter_count);
  });

  it('carries an ETag and answers 304 when the copy is current', async () => {
    const first = await get('/api/bible/eng-kjv/download');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/bible/eng-kjv/download', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(BibleDownload.parse(JSON.parse(gunzipSync(first.rawPayload).toString())).version).toBe(
      etag.slice(1, -1),
    );
  });

  it('gives the size first through HEAD, without the body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/bible/eng-web/download' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers an unknown translation with 404 bible.not_found, and a malformed id with 400', async () => {
    const missing = await get('/api/bible/xx-none/download');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('bible.not_found');
    const bad = await get('/api/bible/%20%3Cx%3E/download');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/bible/:id/download after an import', () => {
  it('packs the translation again once the library is imported (the import’s notice clears the pack)', async () => {
    const etag = async () => String((await get('/api/bible/eng-web/download')).headers.etag);
    const before = await etag();
    const where = and(
      eq(chapters.translationId, 'eng-web'),
      eq(chapters.bookId, 'JHN'),
      eq(chapters.chapter, 3),
    );
    const [row] = await t.database.db.select().from(chapters).where(where);
    if (!row) throw new Error('no John 3');
    try {
      await t.database.db
        .update(chapters)
        .set({ html: `${row.html} `, etag: '"re-imported"' })
        .where(where);
      // Kept until told: a pack is built once per translation.
      expect(await etag()).toBe(before);
      await publishChange(t.database.db, 'bible');
      let after = before;
      for (let i = 0; i < 400 && after === before; i++) {
        await new Promise((r) => setTimeout(r, 25));
        after = await etag();
      }
      expect(after).not.toBe(before);
      const doc = BibleDownload.parse(
        JSON.parse(gunzipSync((await get('/api/bible/eng-web/download')).rawPayload).toString()),
      );
      expect(doc.chapters['JHN.3']).toBe(`${row.html} `);
    } finally {
      await t.database.db.update(chapters).set({ html: row.html, etag: row.etag }).where(where);
      await publishChange(t.database.db, 'bible');
    }
  });
});
