import { yieldToLoop } from './heavy-work.ts';

/**
 * Rows a page of a whole-table read holds: ~8–15 ms of the embedded database's time each, the longest
 * a reader's statement arriving meanwhile waits for one (4,000 rows, 30–60 ms, showed in chapter p99).
 */
export const READ_PAGE_ROWS = 1000;

/**
 * Reads a whole table in pages, in key order, letting what waits run between pages. On the embedded
 * database a statement holds the event loop (and the one connection) until it ends: home search's
 * start-up read of every verse, the commentary and Nave's was five statements of 0.6–2.4 s each, and
 * readers arriving meanwhile waited seconds for a chapter (issue 37). `page(after, limit)` reads the
 * rows after `after` (undefined: from the start), in the order `keyOf` follows. `before` is awaited
 * before each page: the database's quiet gate (db/quiet.ts), so readers' statements go first.
 */
export const readInPages = async <R, K>(
  page: (after: K | undefined, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  options: { limit?: number; before?: () => Promise<void> } = {},
): Promise<R[]> => {
  const limit = options.limit ?? READ_PAGE_ROWS;
  const all: R[] = [];
  let after: K | undefined;
  for (;;) {
    await options.before?.();
    const rows = await page(after, limit);
    for (const row of rows) all.push(row);
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return all;
    after = keyOf(last);
    await yieldToLoop();
  }
};
