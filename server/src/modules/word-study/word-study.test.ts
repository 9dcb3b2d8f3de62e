import { gunzipSync } from 'node:zlib';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassagesResponse, SearchResponse } from '../../../../common/src/contracts/bible.ts';
import {
  ChapterWordsResponse,
  LexiconEntry,
  OccurrencesResponse,
  type Word,
  WordStudyDownload,
} from '../../../../common/src/contracts/word-study.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { books, chapters, imports, translations, verses } from '../bible/bible.schema.ts';

// Issue 32: word study over the test library's books (GEN, PSA, MAL, MAT, JHN, ROM, JUD, REV, TOB).

/** A translation imported without Strong's numbers: word study answers 404 bible.no_word_tags for it. */
const addUntaggedTranslation = async (database: Database) => {
  const { db } = database;
  await db.insert(translations).values({
    id: 'eng-plain',
    name: 'Plain English',
    abbreviation: 'PLN',
    language: 'en',
    licence: 'Public Domain',
    module: 'none',
    position: 9,
  });
  await db.insert(imports).values({ source: 'eng-plain', version: 'test', scope: 'test' });
  await db.insert(books).values({
    translationId: 'eng-plain',
    id: 'JHN',
    name: 'John',
    position: 42,
    testament: 'NT',
    chapterCount: 1,
  });
  await db.insert(chapters).values({
    translationId: 'eng-plain',
    bookId: 'JHN',
    chapter: 1,
    html: '<p class="p"><span class="v" data-verse="1"><sup class="vn">1</sup>In the beginning.</span></p>',
    etag: '"plain"',
    verseCount: 1,
  });
  await db.insert(verses).values({
    translationId: 'eng-plain',
    bookId: 'JHN',
    chapter: 1,
    verse: 1,
    position: 0,
    text: 'In the beginning.',
    osis: 'In the beginning.',
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: addUntaggedTranslation });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const expectError = async (url: string, status: number, code: string) => {
  const res = await get(url);
  expect([res.statusCode, res.json().code], url).toEqual([status, code]);
};

const chapterWords = async (bibleId: string, bookId: string, chapter: number) => {
  const res = await get(`/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}/words`);
  expect(res.statusCode).toBe(200);
  return ChapterWordsResponse.parse(res.json()).verses;
};

const tagged = (words: Word[]) => words.filter((w) => w.strongs.length > 0);
const joined = (words: Word[]) => words.map((w) => w.text).join('');

/** How many words of a translation's stored OSIS carry a number, counted from the OSIS itself. */
const countInOsis = async (bibleId: string, strongs: string, bookId?: string): Promise<number> => {
  const digits = strongs.slice(1).padStart(4, '0');
  const rows = await t.database.db
    .select({ osis: verses.osis })
    .from(verses)
    .where(
      and(
        eq(verses.translationId, bibleId),
        like(verses.osis, `%strong:${strongs[0]}${digits}%`),
        ...(bookId ? [eq(verses.bookId, bookId)] : []),
      ),
    );
  // Adjacent <w>s with the same number and only a space between are one word (osis-words.ts).
  const tag = `<w lemma="strong:${strongs[0]}${digits}">[^<]*</w>`;
  const run = new RegExp(`${tag}(?: ${tag})*`, 'g');
  return rows.reduce((n, r) => n + (r.osis.match(run)?.length ?? 0), 0);
};

describe('GET /api/bible/:bibleId/book/:bookId/chapters/:chapter/words', () => {
  it('gives John 21:15–17 in the KJV: Jesus asks agapaō (G25) twice, then phileō (G5368); Peter answers phileō', async () => {
    const verses = await chapterWords('eng-kjv', 'JHN', 21);
    const verse = (n: number) => verses.find((v) => v.verse === n)?.words ?? [];
    const loves = (n: number) =>
      tagged(verse(n))
        .filter((w) => w.strongs.includes('G25') || w.strongs.includes('G5368'))
        .map((w) => `${w.text}=${w.strongs.join('+')}`);
    expect(loves(15)).toEqual(['lovest thou=G25', 'love=G5368']);
    expect(loves(16)).toEqual(['lovest thou=G25', 'love=G5368']);
    // "Lovest thou me?": the module tags only "thou" the second time.
    expect(loves(17)).toEqual(['lovest thou=G5368', 'thou=G5368', 'love=G5368']);
    expect(verse(15).find((w) => w.text === 'lovest thou')).toEqual({
      text: 'lovest thou',
      strongs: ['G25'],
      lemma: 'ἀγαπάω',
    });
    expect(verse(15).find((w) => w.text === 'love')?.lemma).toBe('φιλέω');
  });

  it('gives every verse of the chapter, its words joined being exactly the verse’s text', async () => {
    const verses = await chapterWords('eng-kjv', 'JHN', 21);
    expect(verses.map((v) => v.verse)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const passages = PassagesResponse.parse(
      (await get('/api/bible/eng-kjv/passages?refs=JHN.21.1-JHN.21.25')).json(),
    ).passages[0]?.verses;
    expect(passages?.length).toBe(25);
    for (const p of passages ?? [])
      expect(joined(verses.find((v) => v.verse === p.verse)?.words ?? [])).toBe(p.text);
    // The text between tagged words is there too, untagged: "Simon, son of Jonas, lovest thou me…"
    const v15 = verses.find((v) => v.verse === 15)?.words ?? [];
    expect(v15.some((w) => w.strongs.length === 0 && w.text.includes('son'))).toBe(true);
    expect(v15.every((w) => w.text.length > 0)).toBe(true);
  });

  it('joins the WEB’s one-word tags of one original word ("said to" for G3004)', async () => {
    const v15 = (await chapterWords('eng-web', 'JHN', 21)).find((v) => v.verse === 15)?.words ?? [];
    expect(v15).toContainEqual({ text: 'said to', strongs: ['G3004'], lemma: 'λέγω' });
    expect(tagged(v15).find((w) => w.strongs.includes('G25'))?.text).toBe('love');
  });

  it('gives a KJV psalm title’s words apart from its verse, and Hebrew lemmas', async () => {
    const [first] = await chapterWords('eng-kjv', 'PSA', 3);
    expect(first?.verse).toBe(1);
    expect(joined(first?.title ?? [])).toBe('A Psalm of David, when he fled from Absalom his son.');
    expect(first?.title).toContainEqual({ text: 'Psalm', strongs: ['H4210'], lemma: 'מזמור' });
    expect(joined(first?.words ?? [])).toMatch(/^LORD, how are they increased that trouble me!/);
  });

  it('is cacheable with an ETag, and answers 304 when it matches', async () => {
    const url = '/api/bible/eng-web/book/JHN/chapters/3/words';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers unknown translations, books and chapters as the chapter does, and bad values 400', async () => {
    await expectError('/api/bible/xx-none/book/JHN/chapters/3/words', 404, 'bible.not_found');
    await expectError('/api/bible/eng-web/book/XYZ/chapters/3/words', 404, 'bible.book_not_found');
    await expectError('/api/bible/eng-web/book/EXO/chapters/3/words', 404, 'bible.book_not_found');
    await expectError('/api/bible/eng-web/book/JHN/chapters/22/words', 404, 'bible.chapter_not_found');
    await expectError('/api/bible/eng-web/book/JHN/chapters/0/words', 404, 'bible.chapter_not_found');
    await expectError('/api/bible/eng-web/book/JOHN/chapters/3/words', 400, 'request.invalid');
    await expectError('/api/bible/eng-web/book/JHN/chapters/3.5/words', 400, 'request.invalid');
  });

  it('answers a translation without Strong’s numbers 404 bible.no_word_tags', async () => {
    expect((await get('/api/bible/eng-plain/book/JHN/chapters/1')).statusCode).toBe(200);
    await expectError('/api/bible/eng-plain/book/JHN/chapters/1/words', 404, 'bible.no_word_tags');
    await expectError('/api/lexicon/G25?bible_id=eng-plain', 404, 'bible.no_word_tags');
    await expectError('/api/lexicon/G25/occurrences?bible_id=eng-plain', 404, 'bible.no_word_tags');
  });
});

describe('GET /api/lexicon/:strongs', () => {
  it('gives G25 agapaō: readable definition, usage, related numbers, occurrences and renderings in the WEB', async () => {
    const res = await get('/api/lexicon/G25');
    expect(res.statusCode).toBe(200);
    const entry = LexiconEntry.parse(res.json());
    expect(entry).toMatchObject({
      strongs: 'G25',
      language: 'greek',
      lemma: 'ἀγαπάω',
      transliteration: 'agapáō',
      pronunciation: "ag-ap-ah'-o",
      usage: '(be-)love(-ed).',
      bible_id: 'eng-web',
    });
    expect(entry.definition).toContain('to love (in a social or moral sense)');
    expect(entry.definition).not.toMatch(/<|ἀγαπάω agapáō/);
    expect(entry.related).toEqual(['H5689', 'G5368']);
    expect(entry.renderings.slice(0, 2).map((r) => r.text)).toEqual(['loved', 'love']);
    const counts = entry.renderings.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const { occurrences } = entry;
    expect(occurrences.total).toBe(await countInOsis('eng-web', 'G25'));
    expect(occurrences.by_book.reduce((n, b) => n + b.count, 0)).toBe(occurrences.total);
    expect(occurrences.by_book.map((b) => b.book_id)).toEqual(['MAT', 'JHN', 'ROM', 'REV']);
    expect(occurrences.verses).toBeLessThanOrEqual(occurrences.total);
  });

  it('counts in the translation asked for, each book’s words against the OSIS', async () => {
    const entry = LexiconEntry.parse((await get('/api/lexicon/G5368?bible_id=eng-kjv')).json());
    expect(entry.bible_id).toBe('eng-kjv');
    for (const b of entry.occurrences.by_book)
      expect(b.count, b.book_id).toBe(await countInOsis('eng-kjv', 'G5368', b.book_id));
    expect(entry.occurrences.by_book.find((b) => b.book_id === 'JHN')?.count).toBe(13);
    expect(entry.renderings.map((r) => r.text)).toContain('kiss');
  });

  it('gives Hebrew entries (H7965 shalom) with the dictionary’s braces and doubled forms tidied', async () => {
    const entry = LexiconEntry.parse((await get('/api/lexicon/H7965?bible_id=eng-kjv')).json());
    expect(entry).toMatchObject({ strongs: 'H7965', language: 'hebrew', transliteration: 'shâlôm' });
    expect(entry.pronunciation).toBe("shaw-lome'");
    expect(entry.definition).not.toMatch(/[{}]/);
    expect(entry.usage).toContain('peace');
    expect(entry.related).toEqual(['H7999']);
    expect(entry.renderings[0]?.text).toBe('peace');
    expect(entry.occurrences.by_book.map((b) => b.book_id)).toEqual(['GEN', 'PSA', 'MAL']);
  });

  it('reads numbers in any case, with leading zeros or the strong: prefix, as the same entry', async () => {
    const base = (await get('/api/lexicon/G25')).json();
    for (const spelling of ['g25', 'G0025', 'g00025', 'strong:G25', 'strong%3Ag0025']) {
      const res = await get(`/api/lexicon/${spelling}`);
      expect(res.statusCode, spelling).toBe(200);
      expect(res.json(), spelling).toEqual(base);
    }
  });

  it('answers an unknown number, or a value that is none, 404 lexicon.not_found', async () => {
    for (const bad of ['G9999', 'H9999', 'G0', 'X12', 'abc', 'G123456', 'G2-5', '%00'])
      await expectError(`/api/lexicon/${bad}`, 404, 'lexicon.not_found');
  });

  it('answers an unknown translation 404 and a malformed one 400', async () => {
    await expectError('/api/lexicon/G25?bible_id=xx-none', 404, 'bible.not_found');
    await expectError('/api/lexicon/G25?bible_id=BAD!', 400, 'request.invalid');
  });

  it('gives a number the translation never uses with no occurrences', async () => {
    const entry = LexiconEntry.parse((await get('/api/lexicon/G2717?bible_id=eng-kjv')).json());
    expect(entry.occurrences).toEqual({ total: 0, verses: 0, by_book: [] });
    expect(entry.renderings).toEqual([]);
  });

  it('is cacheable with an ETag', async () => {
    const res = await get('/api/lexicon/G26');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/api/lexicon/G26', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(
      304,
    );
  });
});

describe('GET /api/lexicon/:strongs/occurrences', () => {
  it('gives the verses a number occurs in, canonically ordered, the words marked', async () => {
    const res = await get('/api/lexicon/G5368/occurrences?bible_id=eng-kjv&book=jhn');
    expect(res.statusCode).toBe(200);
    const page = OccurrencesResponse.parse(res.json());
    expect(page).toMatchObject({ strongs: 'G5368', bible_id: 'eng-kjv', book: 'JHN', page: 1, pages: 1 });
    const refs = page.verses.map((v) => `${v.chapter}:${v.verse}`);
    expect(refs).toEqual([
      '5:20',
      '11:3',
      '11:36',
      '12:25',
      '15:19',
      '16:27',
      '20:2',
      '21:15',
      '21:16',
      '21:17',
    ]);
    expect(page.total).toBe(10);
    const v15 = page.verses.find((v) => v.chapter === 21 && v.verse === 15);
    expect(v15?.highlight).toContain('I <mark>love</mark> thee');
    expect(v15?.highlight).not.toContain('<mark>lovest');
    expect(joined(v15?.words ?? [])).toBe(v15?.text);
    expect(v15?.words).toContainEqual({ text: 'love', strongs: ['G5368'] });
  });

  it('pages through every verse, 20 a page, in canonical order without repeats', async () => {
    const first = OccurrencesResponse.parse(
      (await get('/api/lexicon/G25/occurrences?bible_id=eng-kjv')).json(),
    );
    expect(first.page_size).toBe(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    const all = [...first.verses];
    for (let p = 2; p <= first.pages; p++)
      all.push(
        ...OccurrencesResponse.parse(
          (await get(`/api/lexicon/G25/occurrences?bible_id=eng-kjv&page=${p}`)).json(),
        ).verses,
      );
    expect(all.length).toBe(first.total);
    const entry = LexiconEntry.parse((await get('/api/lexicon/G25?bible_id=eng-kjv')).json());
    expect(all.length).toBe(entry.occurrences.verses);
    const marked = all.reduce((n, v) => n + v.words.filter((w) => w.strongs.includes('G25')).length, 0);
    expect(marked).toBe(entry.occurrences.total);
    const order = ['MAT', 'JHN', 'ROM', 'JUD', 'REV'];
    const keys = all.map((v) => order.indexOf(v.book_id) * 1e6 + v.chapter * 1e3 + v.verse);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks a number found in a psalm title with the title’s words', async () => {
    const page = OccurrencesResponse.parse(
      (await get('/api/lexicon/H53/occurrences?bible_id=eng-kjv&book=PSA')).json(),
    );
    const ps3 = page.verses.find((v) => v.chapter === 3 && v.verse === 1);
    expect(ps3?.title).toContainEqual({ text: 'Absalom', strongs: ['H53'] });
  });

  it('answers bad pages, books and numbers with stable codes', async () => {
    await expectError(
      '/api/lexicon/G5368/occurrences?bible_id=eng-kjv&page=2',
      404,
      'lexicon.page_not_found',
    );
    await expectError('/api/lexicon/G5368/occurrences?page=0', 400, 'request.invalid');
    await expectError('/api/lexicon/G5368/occurrences?page=abc', 400, 'request.invalid');
    await expectError('/api/lexicon/G5368/occurrences?page=99999', 400, 'request.invalid');
    await expectError('/api/lexicon/G5368/occurrences?book=XYZ', 404, 'bible.book_not_found');
    await expectError('/api/lexicon/G5368/occurrences?book=EXO', 404, 'bible.book_not_found');
    await expectError(
      '/api/lexicon/G5368/occurrences?bible_id=eng-kjv&book=TOB',
      404,
      'bible.book_not_found',
    );
    await expectError('/api/lexicon/G5368/occurrences?book=JOHN', 400, 'request.invalid');
    await expectError('/api/lexicon/G9999/occurrences', 404, 'lexicon.not_found');
    await expectError('/api/lexicon/nope/occurrences', 404, 'lexicon.not_found');
  });

  it('gives an empty first page where the number does not occur', async () => {
    const page = OccurrencesResponse.parse((await get('/api/lexicon/G5368/occurrences?book=GEN')).json());
    expect(page).toMatchObject({ total: 0, pages: 0, page: 1, verses: [] });
  });
});

describe('search by Strong’s number or transliteration', () => {
  const search = async (q: string, extra = '', bibleId = 'eng-kjv') => {
    const res = await get(`/api/bible/${bibleId}/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, q).toBe(200);
    return SearchResponse.parse(res.json());
  };

  it('finds the verses carrying G5368 in canonical order, however the number is written', async () => {
    const entry = LexiconEntry.parse((await get('/api/lexicon/G5368?bible_id=eng-kjv')).json());
    const found = await search('G5368', '&limit=100');
    expect(found.strongs).toEqual(['G5368']);
    expect(found.total).toBe(entry.occurrences.verses);
    expect(found.suggestion).toBeNull();
    expect(found.results[0]).toMatchObject({ book_id: 'MAT', chapter: 6, verse: 5 });
    expect(found.results.every((r) => r.highlight.includes('<mark>'))).toBe(true);
    for (const q of ['strong:G5368', 'g05368', ' G5368 '])
      expect((await search(q, '&limit=100')).results, q).toEqual(found.results);
  });

  it('filters by book and pages like any search', async () => {
    const inJohn = await search('G5368', '&book=JHN&limit=3&offset=3');
    expect(inJohn.total).toBe(10);
    expect(inJohn.results.map((r) => `${r.chapter}:${r.verse}`)).toEqual(['12:25', '15:19', '16:27']);
    const ot = await search('H7965', '&testament=OT&limit=1');
    expect(ot.results[0]?.book_id).toBe('GEN');
    expect((await search('H7965', '&testament=NT')).total).toBe(0);
  });

  it('finds an original word by its transliteration when the English has no such word', async () => {
    const agape = await search('agape');
    expect(agape.strongs).toEqual(['G26']);
    expect(agape.total).toBeGreaterThan(0);
    expect(agape.results[0]?.highlight).toMatch(/<mark>[^<]*(love|charity)/i);
    const shalom = await search('shalom', '', 'eng-web');
    expect(shalom.strongs).toContain('H7965');
    expect(shalom.results[0]?.highlight).toContain('<mark>');
  });

  it('keeps English searches English', async () => {
    const love = await search('love');
    expect(love.strongs).toBeUndefined();
    expect(love.results.length).toBeGreaterThan(0);
    const none = await search('zzxxqq');
    expect([none.total, none.strongs]).toEqual([0, undefined]);
  });

  it('answers a number in a translation without tags with no verses', async () => {
    const found = await search('G25', '', 'eng-plain');
    expect([found.total, found.strongs]).toEqual([0, ['G25']]);
  });
});

describe('GET /api/bible/:bibleId/words/download', () => {
  it('packs every chapter’s words, the entries they use and each number’s verses, as the routes give them', async () => {
    const res = await get('/api/bible/eng-kjv/words/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const doc = WordStudyDownload.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(doc.bible_id).toBe('eng-kjv');
    // The chapter's words are the words route's, less the lemmas (the client takes them from the lexicon).
    const online = await chapterWords('eng-kjv', 'JHN', 21);
    const strip = (words: Word[]) => words.map((w) => ({ text: w.text, strongs: w.strongs }));
    expect(doc.chapters['JHN.21']?.map((v) => strip(v.words))).toEqual(online.map((v) => strip(v.words)));
    // Every number a stored word carries has its entry, equal to the lexicon route's.
    const used = new Set(
      Object.values(doc.chapters).flatMap((vs) => vs.flatMap((v) => v.words.flatMap((w) => w.strongs))),
    );
    expect([...used].filter((id) => !doc.lexicon[id])).toEqual([]);
    for (const id of ['G25', 'G5368', 'H7965']) {
      const entry = await get(`/api/lexicon/${id}?bible_id=eng-kjv`);
      expect(doc.lexicon[id]).toEqual(LexiconEntry.parse(entry.json()));
      const occ = OccurrencesResponse.parse(
        (await get(`/api/lexicon/${id}/occurrences?bible_id=eng-kjv`)).json(),
      );
      expect(doc.occurrences[id]?.length).toBe(occ.total);
    }
    const again = await get('/api/bible/eng-kjv/words/download', {
      'if-none-match': String(res.headers.etag),
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('answers a translation without tags and an unknown one with 404s and their codes', async () => {
    await expectError('/api/bible/eng-plain/words/download', 404, 'bible.no_word_tags');
    await expectError('/api/bible/xx-none/words/download', 404, 'bible.not_found');
  });
});

describe('the assistant on a word (Ask about this word)', () => {
  it('answers from the word’s use across the translation: its count, books, renderings and verses elsewhere that carry it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        bible_id: 'eng-kjv',
        bookId: 'JHN',
        chapter: 21,
        verses: [17],
        prompt:
          'What does “love” (Greek phileō, Strong’s G5368) mean in John 21:17, and where else is it used?',
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = parseEventStream(res.body).find((e) => e.event === 'final_content')?.data as string;
    const entry = LexiconEntry.parse((await get('/api/lexicon/G5368?bible_id=eng-kjv')).json());
    expect(answer).toContain(`Used in ${entry.occurrences.verses} verses of this translation`);
    const top = [...entry.occurrences.by_book].sort((a, b) => b.count - a.count)[0];
    expect(answer).toContain(`most in ${top?.book_id === 'JHN' ? 'John' : ''}`);
    expect(answer).toContain(`“${entry.renderings[0]?.text}” ×${entry.renderings[0]?.count}`);
    // The verses it names elsewhere all carry G5368, none is the verse asked about, and John's come first.
    const carrying = new Set<string>();
    for (let page = 1; ; page++) {
      const body = OccurrencesResponse.parse(
        (await get(`/api/lexicon/G5368/occurrences?bible_id=eng-kjv&page=${page}`)).json(),
      );
      for (const v of body.verses) carrying.add(`/read/${v.book_id}/${v.chapter}?verse=${v.verse}`);
      if (page >= body.pages) break;
    }
    const from = answer.indexOf('Elsewhere *');
    const section = answer.slice(from, answer.indexOf('####', from));
    const named = [...section.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const link of named) expect(carrying, link).toContain(link);
    expect(named).not.toContain('/read/JHN/21?verse=17');
    expect(named[0]).toMatch(/^\/read\/JHN\//);
  });
});
