import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BiblesResponse,
  CommentaryResponse,
  PassagesResponse,
  SearchResponse,
  TocResponse,
} from '../../../../common/src/contracts/bible.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/bibles', () => {
  it('lists the imported translations, WEB first', async () => {
    const res = await get('/api/bibles');
    expect(res.statusCode).toBe(200);
    const { bibles } = BiblesResponse.parse(res.json());
    expect(bibles.map((b) => b.id)).toEqual(['eng-web', 'eng-kjv']);
    expect(bibles[0]).toMatchObject({ name: 'World English Bible', abbreviation: 'WEB', format: 'OSIS' });
    expect(bibles[0]?.licence).toMatch(/public domain/i);
  });
});

describe('GET /api/bible/:id/toc', () => {
  it('lists books in canonical order with chapter counts, without the deuterocanon by default', async () => {
    const { books } = TocResponse.parse((await get('/api/bible/eng-web/toc')).json());
    expect(books.map((b) => b.id)).toEqual(['GEN', 'PSA', 'MAL', 'MAT', 'JHN', 'ROM', 'JUD', 'REV']);
    expect(books.find((b) => b.id === 'PSA')).toMatchObject({ name: 'Psalms', chapter_count: 150 });
    expect(books.find((b) => b.id === 'JHN')?.chapter_count).toBe(21);
  });

  it('includes deuterocanonical books with ?canon=full, in canonical position', async () => {
    const { books } = TocResponse.parse((await get('/api/bible/eng-web/toc?canon=full')).json());
    expect(books.map((b) => b.id)).toEqual(['GEN', 'PSA', 'MAL', 'TOB', 'MAT', 'JHN', 'ROM', 'JUD', 'REV']);
    expect(books.find((b) => b.id === 'TOB')).toMatchObject({ testament: 'DC', chapter_count: 14 });
  });

  it('has no deuterocanon in the KJV', async () => {
    const { books } = TocResponse.parse((await get('/api/bible/eng-kjv/toc?canon=full')).json());
    expect(books.some((b) => b.id === 'TOB')).toBe(false);
  });
});

describe('GET /api/bibles/:id/format', () => {
  it('reports OSIS', async () => {
    expect((await get('/api/bibles/eng-web/format')).json()).toEqual({ format: 'OSIS' });
  });
});

describe('GET chapter', () => {
  it('serves John 3 as HTML with the markup contract', async () => {
    const res = await get('/api/bible/eng-web/book/JHN/chapters/3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    for (let v = 1; v <= 36; v++) expect(html).toContain(`data-verse="${v}"`);
    expect(html).toMatch(/<span class="wj">[^<]*For God so loved the world/);
    expect(html).toMatch(/<sup class="fn" data-fn="[a-z]+" data-note="[^"]*only born[^"]*">/);
    expect(html).not.toMatch(/<(w|note|milestone|q|l|lg|div|chapter|title|transChange)[\s>/]/);
  });

  it('renders poetry levels, canonical psalm titles and selah lines', async () => {
    const html = (await get('/api/bible/eng-web/book/PSA/chapters/3')).body;
    expect(html).toContain('<p class="subtitle">A Psalm by David, when he fled from Absalom his son.</p>');
    expect(html).toMatch(/<p class="q[^"]*" data-level="1">/);
    expect(html).toMatch(/<p class="q[^"]*" data-level="2">/);
    expect(html).toMatch(/<p class="selah"><span class="v" data-verse="2">Selah\.<\/span><\/p>/);
    // Verse 1 runs over two poetry lines, so it has two elements.
    expect(html.match(/data-verse="1"/g)?.length).toBe(2);
  });

  it('marks cross-references with BOOK.C.V ranges', async () => {
    const html = (await get('/api/bible/eng-web/book/ROM/chapters/1')).body;
    expect(html).toContain('<sup class="xref" data-refs="HAB.2.4" data-label="Habakkuk 2:4">');
  });

  it('renders KJV added words and the divine name', async () => {
    const html = (await get('/api/bible/eng-kjv/book/PSA/chapters/23')).body;
    expect(html).toContain('The <span class="nd">LORD</span> <i class="add">is</i> my shepherd');
  });

  it('revalidates with ETag: 304 and no body when unchanged', async () => {
    const first = await get('/api/bible/eng-web/book/GEN/chapters/1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('no-cache');
    const again = await get('/api/bible/eng-web/book/GEN/chapters/1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends chapters brotli- or gzip-compressed when the browser accepts it, identical once decoded', async () => {
    const url = '/api/bible/eng-web/book/PSA/chapters/119';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // q=0 refuses an encoding.
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('sends the security headers on API responses', async () => {
    const res = await get('/api/bible/eng-web/book/GEN/chapters/1');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('accepts lower-case book ids', async () => {
    expect((await get('/api/bible/eng-web/book/jhn/chapters/1')).statusCode).toBe(200);
  });

  it.each([
    ['/api/bible/eng-web/book/JHN/chapters/22', 'Chapter not found'],
    ['/api/bible/eng-web/book/JHN/chapters/0', 'Chapter not found'],
    ['/api/bible/eng-web/book/JHN/chapters/-1', 'Chapter not found'],
    ['/api/bible/eng-kjv/book/TOB/chapters/1', 'Book not found: TOB'],
    ['/api/bible/eng-web/book/XYZ/chapters/1', 'Book not found: XYZ'],
    ['/api/bible/eng-xyz/book/JHN/chapters/1', 'Bible not found: eng-xyz'],
  ])('%s → 404 %s', async (url, detail) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(detail);
  });
});

describe('passages (cross-reference popovers)', () => {
  it('returns the text of each referenced range with a readable label', async () => {
    const res = await get('/api/bible/eng-web/passages?refs=JHN.3.16;ROM.5.8-ROM.5.10;GEN.1.31-GEN.2.2');
    expect(res.statusCode).toBe(200);
    const { passages } = PassagesResponse.parse(res.json());
    expect(passages.map((p) => p.label)).toEqual(['John 3:16', 'Romans 5:8–10', 'Genesis 1:31–2:2']);
    expect(passages[0]?.verses[0]?.text).toContain('For God so loved the world');
    expect(passages[1]?.verses.map((v) => v.verse)).toEqual([8, 9, 10]);
    expect(passages[2]?.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['1:31', '2:1', '2:2']);
  });

  it('reads in the requested translation and skips refs it cannot resolve', async () => {
    const res = await get('/api/bible/eng-kjv/passages?refs=JHN.3.16;ZZZ.1.1;JHN.99.1;nonsense');
    const { passages } = PassagesResponse.parse(res.json());
    expect(passages).toHaveLength(1);
    expect(passages[0]?.verses[0]?.text).toContain('only begotten Son');
  });

  it('skips numbers past any chapter or verse before they reach the database (issue 36: it answered 500)', async () => {
    for (const refs of ['JHN.99999999999.1', 'JHN.3.2147483648', 'PSA.23.1-PSA.2147483648.1', 'JHN.1000.1']) {
      const res = await get(`/api/bible/eng-web/passages?refs=${refs};JHN.3.16`);
      expect(res.statusCode, refs).toBe(200);
      expect(PassagesResponse.parse(res.json()).passages.map((p) => p.label)).toEqual(['John 3:16']);
    }
  });
});

describe('compression of API answers', () => {
  it('compresses JSON for browsers that accept it and leaves it plain for those that do not', async () => {
    const url = '/api/bible/eng-web/search?q=love&limit=50';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers uncompressed', async () => {
    const res = await get('/api/bibles/eng-web/format', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('search', () => {
  it('ranks verses and highlights the matched words', async () => {
    const res = await get('/api/bible/eng-web/search?q=God%20so%20loved%20the%20world&limit=5');
    const { results } = SearchResponse.parse(res.json());
    expect(results[0]).toMatchObject({ book_id: 'JHN', chapter: 3, verse: 16 });
    expect(results[0]?.highlight).toContain('<mark>loved</mark>');
    expect(results.length).toBeLessThanOrEqual(5);
  });

  it('falls back to any word when no verse has them all', async () => {
    const { results } = SearchResponse.parse(
      (await get('/api/bible/eng-web/search?q=shepherd%20xylophone')).json(),
    );
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => /shepherd/i.test(r.text))).toBe(true);
  });

  it('escapes verse text in highlights', async () => {
    const { results } = SearchResponse.parse(
      (await get('/api/bible/eng-web/search?q=beginning&limit=50')).json(),
    );
    for (const r of results) expect(r.highlight.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('returns an empty list for stop words only', async () => {
    expect((await get('/api/bible/eng-web/search?q=the')).json()).toEqual({
      results: [],
      total: 0,
      suggestion: null,
    });
  });

  const search = async (qs: string) =>
    SearchResponse.parse((await get(`/api/bible/eng-web/search?${qs}`)).json());

  it('pages through the results with the total kept', async () => {
    const first = await search('q=love&limit=10');
    const second = await search('q=love&limit=10&offset=10');
    expect(first.total).toBeGreaterThan(20);
    expect(second.total).toBe(first.total);
    expect(first.results).toHaveLength(10);
    const key = (r: { book_id: string; chapter: number; verse: number }) =>
      `${r.book_id}${r.chapter}:${r.verse}`;
    const seen = new Set(first.results.map(key));
    expect(second.results.some((r) => seen.has(key(r)))).toBe(false);
    const beyond = await search('q=love&limit=10&offset=5000');
    expect(beyond).toEqual({ results: [], total: first.total, suggestion: null });
  });

  it('filters by testament and by book', async () => {
    const nt = await search('q=love&limit=100&testament=NT');
    expect(nt.results.every((r) => ['MAT', 'JHN', 'ROM', 'JUD', 'REV'].includes(r.book_id))).toBe(true);
    const ot = await search('q=love&limit=100&testament=OT');
    expect(ot.results.every((r) => ['GEN', 'PSA', 'MAL'].includes(r.book_id))).toBe(true);
    expect(nt.total + ot.total).toBeLessThanOrEqual((await search('q=love')).total);
    const rom = await search('q=love&book=ROM&limit=100');
    expect(rom.total).toBeGreaterThan(0);
    expect(rom.results.every((r) => r.book_id === 'ROM')).toBe(true);
    expect((await get('/api/bible/eng-web/search?q=love&book=matthew')).statusCode).toBe(400);
    expect((await get('/api/bible/eng-web/search?q=love&testament=XX')).statusCode).toBe(400);
  });

  it('matches the forms of a word and a quoted phrase in order', async () => {
    const waters = await search('q=water&limit=100');
    expect(waters.results.some((r) => /\bwaters\b/i.test(r.text))).toBe(true);
    const phrase = await search('q=%22living%20water%22&limit=100');
    expect(phrase.total).toBeGreaterThan(0);
    for (const r of phrase.results) expect(r.text.toLowerCase()).toMatch(/living waters?/);
    expect(phrase.results.some((r) => r.book_id === 'JHN' && r.chapter === 4)).toBe(true);
  });

  it('suggests the spelling of names and words it does not know', async () => {
    expect((await search('q=Nicodemas')).suggestion).toBe('Nicodemus');
    expect((await search('q=the%20good%20sheperd')).suggestion).toBe('the good shepherd');
    expect((await search('q=Romans%20shepherd')).suggestion).toBeNull();
  });
});

describe('commentary', () => {
  it("returns Matthew Henry's sections and outline for the chapter", async () => {
    const body = CommentaryResponse.parse(
      (await get('/api/bible/eng-web/book/JHN/chapters/3/commentary')).json(),
    );
    expect(body.commentary.id).toBe('mhc');
    expect(body.outline[0]).toEqual({
      text: "Christ's discourse with Nicodemus.",
      start_verse: 1,
      end_verse: 21,
    });
    const covering16 = body.sections.find((s) => s.start_verse <= 16 && s.end_verse >= 16);
    expect(covering16?.text).toMatch(/Nicodemus/);
  });

  it('404s for a chapter that does not exist', async () => {
    expect((await get('/api/bible/eng-web/book/JHN/chapters/40/commentary')).statusCode).toBe(404);
  });
});
