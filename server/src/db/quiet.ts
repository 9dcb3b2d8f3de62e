import type { PGlite } from '@electric-sql/pglite';

// Longest a background read waits for a quiet connection: past it, it goes anyway, so a steady stream
// of readers cannot starve a start-up build.
const MAX_WAIT_MS = 100;

const gates = new WeakMap<object, () => Promise<void>>();

/**
 * Resolves when nothing else is running or queued on `db`'s connection, or after MAX_WAIT_MS. Background
 * work (the whole-table reads behind home search and the chapter cache: lib/paged-read.ts) awaits it
 * before each statement: on the embedded database one statement runs at a time on the event loop, in
 * arrival order, so a reader's chapter queued behind start-up pages waited for all of them (issue 37:
 * chapter p99 of 4 s in the first seconds of the mixed load). On PostgreSQL (a pool of connections,
 * off the loop) it resolves at once.
 */
export const whenQuiet = (db: object): Promise<void> => gates.get(db)?.() ?? Promise.resolve();

/**
 * Counts the statements `client` has running or queued (its `query` and `exec`) and gives `db` a gate
 * that lets one waiter through each time the count falls to zero.
 */
export const gateQuiet = (db: object, client: PGlite): void => {
  let busy = 0;
  const waiters: (() => void)[] = [];
  const settle = () => {
    busy -= 1;
    if (busy === 0) waiters.shift()?.();
  };
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      busy += 1;
      return fn(...args).finally(settle);
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client)) as PGlite['exec'];
  gates.set(db, () => {
    if (busy === 0 && waiters.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        const at = waiters.indexOf(go);
        if (at >= 0) waiters.splice(at, 1);
        resolve();
      };
      const timer = setTimeout(go, MAX_WAIT_MS);
      waiters.push(go);
    });
  });
};
