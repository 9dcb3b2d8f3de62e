import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lru } from '../../lib/lru.ts';
import { Precompressed } from '../../lib/precompressed.ts';
import type { BibleRepository } from './bible.repository.ts';
import { createBibleService } from './bible.service.ts';

// Issue 37 (throughput decays with uptime): every cached chapter expired after five minutes and was
// rebuilt with fresh, uncompressed bodies, so each chapter in use was compressed again (brotli: ~60 ms
// of the event loop for a 30 KB chapter) every five minutes, however unchanged it was.

const fakeRepo = (chapter: { html: string; etag: string }) => {
  const reads = { chapters: 0 };
  const repo = {
    listTranslations: async () => [
      { id: 'eng-web', name: 'WEB', abbreviation: 'WEB', language: 'en', format: 'OSIS', licence: 'PD' },
    ],
    listBooks: async () => [{ id: 'JHN', name: 'John', chapterCount: 21, testament: 'NT' }],
    getChapter: async () => {
      reads.chapters++;
      return { ...chapter };
    },
  } as unknown as BibleRepository;
  return { repo, reads, chapter };
};

describe('the chapter cache after its time-to-live', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  // Settles the background read an expired chapter starts.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('serves an expired chapter at once, reads it again behind, and keeps its compressed bodies when its ETag is unchanged', async () => {
    const { repo, reads } = fakeRepo({ html: '<p>For God so loved the world</p>'.repeat(50), etag: '"a"' });
    const bible = createBibleService(repo);
    const first = await bible.chapter('eng-web', 'JHN', 3);
    first.body.encoded('br');
    await first.body.upgraded('br');
    const br = first.body.encoded('br');
    vi.setSystemTime(new Date('2026-01-01T00:06:00Z'));
    // Expired: still answered by the fast path (no reader waits for the database), and read again.
    expect(bible.cachedChapter('eng-web', 'JHN', 3)).toBe(first);
    expect(bible.cachedChapter('eng-web', 'JHN', 3)).toBe(first);
    await settle();
    expect(reads.chapters).toBe(2);
    const again = await bible.chapter('eng-web', 'JHN', 3);
    expect(reads.chapters).toBe(2);
    expect(again).toBe(first);
    expect(again.body.encoded('br')).toBe(br);
  });

  it('takes the new text when the ETag changed, once the background read is back', async () => {
    const { repo, chapter } = fakeRepo({ html: '<p>old text</p>', etag: '"old"' });
    const bible = createBibleService(repo);
    const first = await bible.chapter('eng-web', 'JHN', 3);
    chapter.html = '<p>new text</p>';
    chapter.etag = '"new"';
    vi.setSystemTime(new Date('2026-01-01T00:06:00Z'));
    expect(await bible.chapter('eng-web', 'JHN', 3)).toBe(first);
    await settle();
    const again = await bible.chapter('eng-web', 'JHN', 3);
    expect(again).not.toBe(first);
    expect(again.etag).toBe('"new"');
    expect(again.body.encoded('identity')?.toString()).toBe('<p>new text</p>');
  });
});

describe('the chapter cache warmed after start', () => {
  const warmRepo = (
    pages: { translation_id: string; book_id: string; chapter: number; html: string; etag: string }[][],
  ) => {
    const { repo, reads } = fakeRepo({ html: '<p>read one by one</p>', etag: '"one"' });
    let onPageDone: () => void = () => undefined;
    (repo as unknown as Record<string, unknown>).eachChapterPage = async (
      onPage: (rows: unknown[]) => boolean,
    ) => {
      for (const page of pages) {
        if (!onPage(page)) return;
        onPageDone();
      }
    };
    return { repo, reads, afterPage: (f: () => void) => (onPageDone = f) };
  };
  const row = (chapter: number, html = `<p>chapter ${chapter}</p>`) => ({
    translation_id: 'eng-web',
    book_id: 'JHN',
    chapter,
    html,
    etag: `"${chapter}"`,
  });

  it('puts every chapter in the cache, leaving cached and blank ones as they are', async () => {
    const { repo, reads } = warmRepo([
      [row(1), row(2)],
      [row(3), row(4, '  ')],
    ]);
    const bible = createBibleService(repo);
    const before = await bible.chapter('eng-web', 'JHN', 2);
    expect(await bible.warmChapters()).toBe(2);
    expect(bible.cachedChapter('eng-web', 'JHN', 1)?.body.encoded('identity')?.toString()).toBe(
      '<p>chapter 1</p>',
    );
    expect(bible.cachedChapter('eng-web', 'JHN', 2)).toBe(before);
    expect(bible.cachedChapter('eng-web', 'JHN', 3)?.etag).toBe('"3"');
    expect(bible.cachedChapter('eng-web', 'JHN', 4)).toBeUndefined();
    expect(reads.chapters).toBe(1);
  });

  it('stops when the library is imported again meanwhile', async () => {
    const { repo, afterPage } = warmRepo([[row(1)], [row(2)], [row(3)]]);
    const bible = createBibleService(repo);
    afterPage(() => bible.forget());
    expect(await bible.warmChapters()).toBe(1);
    expect(bible.cachedChapter('eng-web', 'JHN', 2)).toBeUndefined();
    expect(bible.cachedChapter('eng-web', 'JHN', 3)).toBeUndefined();
  });
});

describe('Lru', () => {
  afterEach(() => vi.useRealTimers());

  it('reads an expired entry as absent, and still offers it as stale until replaced or evicted', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const lru = new Lru<string>(2, 1000);
    lru.set('a', 'A');
    vi.setSystemTime(1001);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.stale('a')).toBe('A');
    lru.set('b', 'B');
    lru.set('c', 'C');
    expect(lru.stale('a')).toBeUndefined();
    expect(lru.get('c')).toBe('C');
  });
});

describe('compressed chapters', () => {
  // Issue 37: brotli at quality 9 (~64 ms a chapter) ran on the event loop the first time each chapter
  // was asked for. The first answer is now compressed quickly, the best compression made afterwards in
  // libuv's thread pool, one chapter at a time.
  it('answer at once, then with the best compression, made off the event loop', async () => {
    // Real prose, a chapter's size (a sermon of the fixtures): quality 9 is smaller than 5 on it.
    const prose = readFileSync(
      new URL('../../../../test/fixtures/sermons/true-vine.txt', import.meta.url),
      'utf8',
    );
    const body = new Precompressed(prose.slice(0, 30_000));
    const quick = body.encoded('br');
    expect(brotliDecompressSync(quick).equals(body.body)).toBe(true);
    expect(body.encoded('br')).toBe(quick);
    expect(body.encoded('identity')).toBe(body.body);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await body.upgraded('br');
    clearInterval(timer);
    const best = body.encoded('br');
    expect(best).not.toBe(quick);
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(body.body)).toBe(true);
    const gz = body.encoded('gzip');
    await body.upgraded('gzip');
    expect(gunzipSync(gz).equals(body.body)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(body.body)).toBe(true);
    // The loop ran while brotli worked: it was not held for the compression.
    expect(ticks).toBeGreaterThan(0);
  });
});
