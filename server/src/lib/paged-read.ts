import { yieldToLoop } from './heavy-work.ts';

/** Rows a page of a whole-table read holds: ~30–60 ms of the embedded database's time each. */
export const READ_PAGE_ROWS = 4000;

/**
 * Reads a whole table in pages, in key order, letting what waits run between pages. On the embedded
 * database a statement holds the event loop (and the one connection) until it ends: home search's
 * start-up read of every verse, the commentary and Nave's was five statements of 0.6–2.4 s each, and
 * readers arriving meanwhile waited seconds for a chapter (issue 37). `page(after, limit)` reads the
 * rows after `after` (undefined: from the start), in the order `keyOf` follows.
 */
export const readInPages = async <R, K>(
  page: (after: K | undefined, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  limit = READ_PAGE_ROWS,
): Promise<R[]> => {
  const all: R[] = [];
  let after: K | undefined;
  for (;;) {
    const rows = await page(after, limit);
    for (const row of rows) all.push(row);
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return all;
    after = keyOf(last);
    await yieldToLoop();
  }
};
