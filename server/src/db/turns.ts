import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes the embedded database give the event loop a turn between statements. PGlite runs one statement
 * at a time on the JavaScript thread and hands its connection to the next queued statement in a
 * microtask, so twenty queued statements (a burst of chats and sermon jobs) ran back to back with no
 * I/O in between: a reader whose chapter sits in memory waited for all of them (issue 37: chapter reads
 * of 1.4 s in the first seconds of the mixed load). Here `query` and `exec` are queued in our own
 * chain, in arrival order, and each starts from a `setImmediate`, after the loop has polled for I/O.
 * Transactions are not chained: they hold PGlite's own lock for their statements, as before.
 */
export const takeTurns = (client: PGlite): void => {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const chained =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const run = tail.then(turn).then(() => fn(...args));
      tail = run.catch(() => undefined);
      return run;
    };
  client.query = chained(client.query.bind(client)) as PGlite['query'];
  client.exec = chained(client.exec.bind(client)) as PGlite['exec'];
};
