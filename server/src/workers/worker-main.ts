import { setPriority } from 'node:os';
import type { TaskEnvelope } from '../lib/worker-pool.ts';
import { TASKS } from './tasks.ts';

// The background lane's threads (jobs) yield the cores to the event loop's and to the answers' lanes:
// a reader's chapter or the first byte of an answer waits for no analysis (issue 37: with 20 answers and
// 2 analyses starting at once, a chapter served from memory waited up to 0.8 s for a core). On Linux a
// thread's niceness is its own (setpriority on "this process" from a thread sets that thread), so the
// event loop keeps its priority; the kernel still gives the jobs every idle cycle. The pool passes the
// value (main.ts: WORKER_NICENESS for the background lane; tests leave it at 0). Where it cannot be set,
// nothing changes.
const niceness = Number(process.env.EMMAUS_WORKER_NICENESS ?? 0);
if (niceness > 0)
  try {
    setPriority(niceness);
  } catch {
    // Not permitted or not supported: the thread runs at the server's own priority.
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
