import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readInPages } from '../lib/paged-read.ts';
import { gateQuiet, whenQuiet } from './quiet.ts';

// Issue 37: on the embedded database a statement runs on the event loop and statements run in arrival
// order, so a reader's statement waited behind every queued page of a start-up read. Background reads
// wait for a quiet connection before each page; a reader's statement arriving meanwhile goes first.
// An embedded database of its own, gated as db/database.ts gates the app's (the gate is PGlite's only:
// this file is not one of the PostgreSQL pass's).
let client: PGlite;
let database: { db: ReturnType<typeof drizzle> };
beforeAll(async () => {
  client = await PGlite.create();
  database = { db: drizzle(client) };
  gateQuiet(database.db, client);
  await database.db.execute(sql`create table t (id int primary key)`);
  await database.db.execute(sql`insert into t select generate_series(1, 50)`);
});
afterAll(() => client.close());

const page = async (after: number | undefined, limit: number) =>
  (
    (await database.db.execute(
      sql`select id from t where id > ${after ?? 0} order by id limit ${limit}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;

it('lets statements that arrive while a background read is under way run before its next page', async () => {
  const order: string[] = [];
  const background = readInPages(
    async (after: number | undefined, limit) => {
      const rows = await page(after, limit);
      order.push(`page ${rows[0]?.id ?? 'end'}`);
      return rows;
    },
    (r) => r.id,
    { limit: 10, before: () => whenQuiet(database.db) },
  );
  // Readers keep arriving: each is answered ahead of the pages still to come.
  const readers = Array.from({ length: 3 }, async (_, i) => {
    await database.db.execute(sql`select pg_sleep(0.02)`);
    order.push(`reader ${i}`);
  });
  await Promise.all([background, ...readers]);
  expect(order.slice(0, 4)).toEqual(['reader 0', 'reader 1', 'reader 2', 'page 1']);
  expect(order.filter((o) => o.startsWith('page'))).toEqual([
    'page 1',
    'page 11',
    'page 21',
    'page 31',
    'page 41',
    'page end',
  ]);
});

// A client whose statements end when the test says (gateQuiet only counts them).
const fakeClient = () => {
  const ends: (() => void)[] = [];
  const query = () =>
    new Promise<void>((resolve) => {
      ends.push(resolve);
    });
  const client = { query, exec: query } as unknown as PGlite;
  return { client, end: () => ends.shift()?.() };
};

it('lets one waiter through each time the connection falls quiet', async () => {
  const db = {};
  const { client, end } = fakeClient();
  gateQuiet(db, client);
  await whenQuiet(db);
  const running = client.query('a');
  const passed: string[] = [];
  const first = whenQuiet(db).then(() => passed.push('first'));
  const second = whenQuiet(db).then(() => passed.push('second'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(passed).toEqual([]);
  end();
  await running;
  await first;
  expect(passed).toEqual(['first']);
  await second;
  expect(passed).toEqual(['first', 'second']);
});

it('does not starve a background read behind a connection that is never quiet', async () => {
  const db = {};
  const { client } = fakeClient();
  gateQuiet(db, client);
  void client.query('never ends');
  const started = Date.now();
  await whenQuiet(db);
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(90);
  expect(waited).toBeLessThan(1000);
});
