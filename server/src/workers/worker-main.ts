import { setPriority } from 'node:os';
import type { TaskEnvelope } from '../lib/worker-pool.ts';
import { WORKER_NICENESS } from './niceness.ts';
import { TASKS } from './tasks.ts';

// The pool's threads yield the cores to the event loop's: a reader's chapter or the first byte of an
// answer waits for no analysis. On Linux a thread's niceness is its own (setpriority on "this process"
// from a thread sets that thread), so the event loop keeps its priority while the workers run at 10;
// the kernel still gives them every idle cycle. Issue 37: with 20 answers and 2 analyses starting at once,
// a chapter served from memory waited up to 0.8 s for a core. Where it cannot be set, nothing changes.
try {
  setPriority(WORKER_NICENESS);
} catch {
  // Not permitted or not supported: the workers run at the server's own priority.
}

/**
 * A worker thread of the pool (lib/worker-pool.ts): runs one task of the table at a time. Bundled on its
 * own (scripts/build-server.mjs → server/.build/worker.mjs), so a worker loads only the pure code its
 * tasks need, never the server, its database or its routes.
 */
export default async ({ task, input, port }: TaskEnvelope): Promise<unknown> => {
  const fn = (TASKS as Record<string, (input: unknown, progress: (m: unknown) => void) => unknown>)[task];
  if (!fn) throw new Error(`no task ${task}`);
  try {
    return await fn(input, (message) => port?.postMessage(message));
  } finally {
    port?.close();
  }
};
