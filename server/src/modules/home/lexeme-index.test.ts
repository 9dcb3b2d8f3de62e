import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { createBibleRepository } from '../bible/bible.repository.ts';
import { type ChapterHit, createHomeRepository } from './home.repository.ts';
import { createLexemeIndex, type LexemeIndex } from './lexeme-index.ts';

// The SQL home search ran before it ranked in memory (issue 19 item 7), kept here as the oracle.
const sqlVerses = (q: string) => sql`
  with words as (select distinct lexeme from unnest(to_tsvector('english', ${q}))),
  n as (select count(*)::float as n from verse_search where translation_id = 'eng-web'),
  matches as (select w.lexeme, s.position from words w
    join verse_search s on s.translation_id = 'eng-web' and s.search @@ quote_literal(w.lexeme)::tsquery),
  idf as (select lexeme, ln(1 + ((select n from n) - count(*) + 0.5) / (count(*) + 0.5)) as idf
    from matches group by lexeme),
  located as (select v.book_id, v.chapter, m.position, m.lexeme, i.idf from matches m join idf i using (lexeme)
    join verses v on v.translation_id = 'eng-web' and v.position = m.position and length(v.text) <= 2000
    join books b on b.translation_id = 'eng-web' and b.id = v.book_id and b.testament <> 'DC'),
  per_word as (select book_id, chapter, lexeme, max(idf) as idf, count(*) as tf from located
    group by book_id, chapter, lexeme),
  chapter_bm25 as (select book_id, chapter, sum(idf * tf * 2.2 / (tf + 1.2)) as bm25 from per_word
    group by book_id, chapter),
  best_verse as (select book_id, chapter, max(verse_score) as best from (select book_id, chapter, position,
    sum(idf) as verse_score from located group by book_id, chapter, position) x group by book_id, chapter)
  select c.book_id, c.chapter, c.bm25 + 1.5 * b.best as score
  from chapter_bm25 c join best_verse b using (book_id, chapter) order by score desc limit 30`;

const sqlPhrase = (q: string) => sql`
  with q as (select websearch_to_tsquery('english', ${q}) as query),
  hits as (select s.position, ts_rank_cd(s.search, (select query from q)) as rank from verse_search s
    where s.translation_id = 'eng-web' and s.search @@ (select query from q) order by rank desc limit 50)
  select v.book_id, v.chapter, max(h.rank) as score from hits h
  join verses v on v.translation_id = 'eng-web' and v.position = h.position and length(v.text) <= 2000
  join books b on b.translation_id = 'eng-web' and b.id = v.book_id and b.testament <> 'DC'
  group by v.book_id, v.chapter order by score desc limit 30`;

let database: Database;
let index: LexemeIndex;
const repo = () => createHomeRepository(database.db);
const run = async (query: ReturnType<typeof sql>): Promise<ChapterHit[]> =>
  ((await database.db.execute(query)) as unknown as { rows: ChapterHit[] }).rows.map((h) => ({
    ...h,
    chapter: Number(h.chapter),
    score: Number(h.score),
  }));

beforeAll(async () => {
  database = await createTestDatabase();
  index = createLexemeIndex(await createBibleRepository(database.db).lexemeRows('eng-web'));
});
afterAll(() => database.close());

/** Each chapter the SQL ranked has the same score in memory, and the scores fall in the same order. */
const expectSameRanking = (mine: ChapterHit[], oracle: ChapterHit[]) => {
  expect(oracle.length).toBeGreaterThan(0);
  const byKey = new Map(mine.map((h) => [`${h.book_id} ${h.chapter}`, h.score]));
  for (const h of oracle) expect(byKey.get(`${h.book_id} ${h.chapter}`)).toBeCloseTo(h.score, 5);
  expect(mine.slice(0, oracle.length).map((h) => h.score)).toEqual(
    oracle.map((h) => expect.closeTo(h.score, 5)),
  );
};

const QUESTIONS = [
  'For God so loved the world',
  'the Lord is my shepherd or my light',
  'Nicodemus came to Jesus by night',
  'love -hate',
  'In the beginning God created the heavens and the earth',
  'Blessed are the poor in spirit, for theirs is the Kingdom of Heaven',
];

describe('createLexemeIndex', () => {
  it.each(QUESTIONS)('ranks chapters by their verses as the SQL did: %s', async (q) => {
    const { lexemes } = await repo().queryTerms(q);
    expectSameRanking(index.verses(lexemes), await run(sqlVerses(q)));
  });

  it.each(QUESTIONS)('ranks verses matching a web search as ts_rank_cd did: %s', async (q) => {
    const { tsquery } = await repo().queryTerms(q);
    expectSameRanking(index.phrase(tsquery), await run(sqlPhrase(q)));
  });

  it('finds nothing for words no verse has, or only stop words', async () => {
    for (const q of ['zzkq xxyv', 'the and of']) {
      const { lexemes, tsquery } = await repo().queryTerms(q);
      expect(index.verses(lexemes)).toEqual([]);
      expect(index.phrase(tsquery)).toEqual([]);
    }
  });
});
