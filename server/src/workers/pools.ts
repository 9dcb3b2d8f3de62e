import { createInlinePool, createThreadPool, type WorkerPool } from '../lib/worker-pool.ts';
import { TASKS, type Tasks } from './tasks.ts';
import { workerFile } from './worker-file.ts';

/**
 * Two lanes of worker threads (decision 0023): `interactive` for what a reader waits on (home search,
 * the study engine's answers), `background` for the jobs (sermon analysis, website parsing), so a
 * publisher's ten analyses never sit in front of a reader's question. Each lane queues its own tasks.
 */
export interface WorkerPools {
  interactive: WorkerPool<Tasks>;
  background: WorkerPool<Tasks>;
  /** Threads per lane (0: inline, on the event loop). */
  threads: { interactive: number; background: number };
  close(): Promise<void>;
}

// Tasks one lane lets wait before a new one is refused (503 server.busy): beyond this a reader would
// wait longer for the answer than for a retry.
const MAX_QUEUE = 256;

/** `threads` in all, split between the lanes; 0 runs every task inline (tests, a one-core machine). */
export const createWorkerPools = (threads: number): WorkerPools => {
  if (threads <= 0) {
    const inline = createInlinePool(TASKS);
    return {
      interactive: inline,
      background: inline,
      threads: { interactive: 0, background: 0 },
      close: inline.close,
    };
  }
  const interactive = Math.max(1, Math.ceil(threads / 2));
  const background = Math.max(1, threads - interactive);
  const lane = (name: string, n: number) =>
    createThreadPool<Tasks>({ filename: workerFile, threads: n, maxQueue: MAX_QUEUE, name });
  const pools = { interactive: lane('interactive', interactive), background: lane('background', background) };
  return {
    ...pools,
    threads: { interactive, background },
    close: async () => {
      await Promise.all([pools.interactive.close(), pools.background.close()]);
    },
  };
};
