import { createInlinePool, createThreadPool, type WorkerPool } from '../lib/worker-pool.ts';
import { TASKS, type Tasks } from './tasks.ts';
import { workerFile } from './worker-file.ts';

/**
 * Three lanes of worker threads (decision 0023), each queueing its own tasks: `interactive` for the
 * study engine's answers, `home` for home search (its threads hold its indexes, and building them takes
 * seconds: answers must not wait behind a build), `background` for the jobs (sermon analysis, website
 * parsing), so a publisher's ten analyses never sit in front of a reader's question.
 */
export interface WorkerPools {
  interactive: WorkerPool<Tasks>;
  home: WorkerPool<Tasks>;
  background: WorkerPool<Tasks>;
  /** Threads per lane (0: inline, on the event loop). */
  threads: { interactive: number; home: number; background: number };
  close(): Promise<void>;
}

// Tasks one lane lets wait before a new one is refused (503 server.busy): beyond this a reader would
// wait longer for the answer than for a retry.
const MAX_QUEUE = 256;

/**
 * `threads` split between the lanes, at least one each (so 3 on a small machine); 0 runs every task
 * inline (tests, a one-core machine).
 */
export const createWorkerPools = (threads: number, backgroundNiceness = 0): WorkerPools => {
  if (threads <= 0) {
    const inline = createInlinePool(TASKS);
    return {
      interactive: inline,
      home: inline,
      background: inline,
      threads: { interactive: 0, home: 0, background: 0 },
      close: inline.close,
    };
  }
  const home = Math.max(1, Math.floor(threads / 3));
  const background = Math.max(1, Math.floor(threads / 3));
  const interactive = Math.max(1, threads - home - background);
  const lane = (name: string, n: number, niceness = 0) =>
    createThreadPool<Tasks>({ filename: workerFile, threads: n, maxQueue: MAX_QUEUE, name, niceness });
  const pools = {
    interactive: lane('interactive', interactive),
    home: lane('home', home),
    background: lane('background', background, backgroundNiceness),
  };
  return {
    ...pools,
    threads: { interactive, home, background },
    close: async () => {
      await Promise.all(Object.values(pools).map((p) => p.close()));
    },
  };
};
