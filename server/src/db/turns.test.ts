import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeTurns } from './turns.ts';

// Issue 37: the embedded database ran a burst of queued statements back to back in microtasks, so the
// loop polled no I/O (a reader's in-memory chapter waited for the whole burst). With takeTurns each
// statement starts on a turn of its own: a macrotask queued during the burst runs before it ends.
// PGlite's own (this file is not one of the PostgreSQL pass's).
let plain: PGlite;
let turned: PGlite;
beforeAll(async () => {
  [plain, turned] = await Promise.all([PGlite.create(), PGlite.create()]);
  takeTurns(turned);
});
afterAll(async () => {
  await Promise.all([plain.close(), turned.close()]);
});

/** How many of a burst of 30 statements finished before a macrotask queued with them ran. */
const finishedBeforeMacrotask = async (client: PGlite) => {
  let done = 0;
  const burst = Array.from({ length: 30 }, (_, i) =>
    client.query(`select ${i} as n, repeat('x', 1000) as pad`).then(() => {
      done += 1;
    }),
  );
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(burst);
  return seen;
};

it('lets the event loop run between queued statements, in the order they were queued', async () => {
  // Without it, the whole burst is through before the loop gets a turn (what the fix is for).
  expect(await finishedBeforeMacrotask(plain)).toBe(30);
  expect(await finishedBeforeMacrotask(turned)).toBeLessThan(3);
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      turned.query<{ n: number }>(`select ${i} as n`).then((r) => order.push(r.rows[0]?.n ?? -1)),
    ),
  );
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

it('keeps going after a statement fails', async () => {
  await expect(turned.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  expect((await turned.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
  await turned.exec('create table t (id int)');
  expect((await turned.query('select * from t')).rows).toEqual([]);
});
