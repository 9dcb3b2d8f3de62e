import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import { AppError } from './errors.ts';
import { yieldToLoop } from './heavy-work.ts';

/**
 * CPU-bound work off the event loop (issue 37): the one JavaScript thread that answers every request
 * must not spend seconds analysing a sermon or ranking a question while readers wait for a chapter.
 * A pool runs named tasks (pure functions of structured-cloneable input: no services, no database) in
 * worker threads that keep what they loaded between tasks; the event loop only posts the input and
 * awaits the result. `createInlinePool` runs the same table on this thread (tests, WORKER_THREADS=0).
 *
 * This module knows no feature: the table of tasks is `server/src/workers/tasks.ts`.
 */

/** WORKER_THREADS' default: the cores but the event loop's, at least one per lane (2), at most 8. */
export const defaultWorkerThreads = (): number => Math.min(8, Math.max(2, availableParallelism() - 1));

/** What a task may report while it runs (a step and its share of the work), relayed to the caller. */
export type TaskProgress = (message: unknown) => void;

// biome-ignore lint/suspicious/noExplicitAny: a task table holds functions of any input.
export type TaskTable = Record<string, (input: any, progress: TaskProgress) => unknown>;

export interface RunOptions {
  /** Aborting stops the task: a running worker is ended (and replaced), a queued task never starts. */
  signal?: AbortSignal | undefined;
  onProgress?: TaskProgress;
}

export interface WorkerPool<T extends TaskTable> {
  run<K extends keyof T & string>(
    task: K,
    input: Parameters<T[K]>[0],
    options?: RunOptions,
  ): Promise<Awaited<ReturnType<T[K]>>>;
  /** Threads (0 inline), tasks waiting and running: for metrics and tests. */
  stats(): { threads: number; queued: number; running: number };
  close(): Promise<void>;
}

/** What crosses to the worker: the task's name, its input and, when progress is wanted, a port. */
export interface TaskEnvelope {
  task: string;
  input: unknown;
  port?: MessagePort;
}

export interface ThreadPoolOptions {
  /** The worker's module (its default export runs an envelope: workers/worker-main.ts). */
  filename: () => Promise<string>;
  threads: number;
  /** Tasks allowed to wait; beyond it a run is refused with 503 `server.busy` (Retry-After). */
  maxQueue: number;
  name: string;
  /** The threads' niceness (workers/worker-main.ts sets it on each thread); 0 leaves it. */
  niceness?: number;
}

const busy = () =>
  new AppError(503, ErrorCode.busy, 'The server is busy. Please try again in a moment.', {
    'retry-after': '1',
  });

export const createThreadPool = <T extends TaskTable>(options: ThreadPoolOptions): WorkerPool<T> => {
  let pool: Promise<Piscina> | undefined;
  let running = 0;
  // Built on first use: a process that never needs heavy work starts no thread.
  const piscina = () => {
    pool ??= options.filename().then(
      (filename) =>
        new Piscina({
          filename,
          name: 'default',
          minThreads: options.threads,
          maxThreads: options.threads,
          // Workers keep what they loaded (home search's indexes): never retire an idle one.
          idleTimeout: Number.POSITIVE_INFINITY,
          maxQueue: options.maxQueue,
          concurrentTasksPerWorker: 1,
          env: {
            ...process.env,
            EMMAUS_WORKER_POOL: options.name,
            EMMAUS_WORKER_NICENESS: String(options.niceness ?? 0),
          },
        }),
    );
    return pool;
  };
  return {
    run: async (task, input, opts = {}) => {
      const p = await piscina();
      if (p.queueSize >= options.maxQueue) throw busy();
      let channel: MessageChannel | undefined;
      if (opts.onProgress) {
        channel = new MessageChannel();
        channel.port1.on('message', opts.onProgress);
      }
      const envelope: TaskEnvelope = { task, input, ...(channel ? { port: channel.port2 } : {}) };
      // The worker closes its end after the task: every progress message sent before has arrived
      // once this end sees the close (the result may come back through piscina's channel first).
      const drained = channel
        ? new Promise<void>((resolve) => channel?.port1.once('close', () => resolve()))
        : Promise.resolve();
      running++;
      try {
        const result = await p.run(envelope, {
          ...(opts.signal ? { signal: opts.signal } : {}),
          ...(channel ? { transferList: [channel.port2] } : {}),
        });
        await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
        return result;
      } finally {
        running--;
        channel?.port1.close();
      }
    },
    stats: () => ({ threads: options.threads, queued: 0, running }),
    close: async () => {
      if (pool) await (await pool).destroy();
      pool = undefined;
    },
  };
};

/** The same tasks on this thread: for tests and for WORKER_THREADS=0 (a machine with one core). */
export const createInlinePool = <T extends TaskTable>(tasks: T): WorkerPool<T> => {
  let running = 0;
  const run = async (task: string, input: unknown, opts: RunOptions = {}): Promise<unknown> => {
    await yieldToLoop();
    opts.signal?.throwIfAborted();
    const fn = tasks[task];
    if (!fn) throw new Error(`no task ${task}`);
    running++;
    try {
      // A structured clone, as a worker would receive it: a task that mutates its input, or a caller
      // that passes what cannot cross a thread, fails in tests as it would in production.
      return structuredClone(await fn(structuredClone(input), opts.onProgress ?? (() => undefined)));
    } finally {
      running--;
    }
  };
  return {
    run: run as WorkerPool<T>['run'],
    stats: () => ({ threads: 0, queued: 0, running }),
    close: async () => undefined,
  };
};
