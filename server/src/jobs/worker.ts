import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Job, JobError, JobHandler, JobKindOptions } from './job-types.ts';
import { JobFailure } from './job-types.ts';
import type { JobQueue } from './queue.ts';

export interface WorkerOptions {
  /** Names this worker in `locked_by` (default host:pid:random). */
  id?: string;
  /** Jobs run at once by this worker (default 1: the heavy work shares the CPU with requests). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (default 1 s); a local enqueue wakes it at once. */
  pollMs?: number;
  /** Lease length (default 30 s); renewed every third of it while the handler runs. */
  leaseMs?: number;
  /**
   * How often the worker makes sure each recurring kind (`everyMs`) has its next job queued (default
   * 10 min); it also does so on start and after each run of such a kind.
   */
  scheduleCheckMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

const MAX_BACKOFF_MS = 10 * 60_000;
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

interface Registered {
  handler: JobHandler<never, unknown>;
  opts: Required<Omit<JobKindOptions, 'everyMs'>> & Pick<JobKindOptions, 'everyMs'>;
}

/**
 * Runs registered job kinds from the queue. Handlers are registered by kind before start(); several
 * workers (in one process or many, over one PostgreSQL) can share the queue — claims skip locked rows.
 */
export const createJobWorker = (queue: JobQueue, options: WorkerOptions = {}) => {
  const id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const scheduleCheckMs = options.scheduleCheckMs ?? 10 * 60_000;
  const log = options.log ?? (() => {});
  const kinds = new Map<string, Registered>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const finished = new Set<(kind: string, outcome: 'done' | 'retry' | 'failed') => void>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let looping = false;
  let again = false;
  let unsubscribe: (() => void) | undefined;
  // When the recurring kinds' next jobs were last made sure of; -Infinity: at the next loop.
  let scheduledAt = Number.NEGATIVE_INFINITY;

  /** Queues the next job of each recurring kind that has none queued or running (queue.ensureRecurring). */
  const ensureRecurring = async () => {
    if (Date.now() - scheduledAt < scheduleCheckMs) return;
    try {
      for (const [kind, reg] of kinds)
        if (reg.opts.everyMs !== undefined) await queue.ensureRecurring(kind, reg.opts.everyMs);
      scheduledAt = Date.now();
    } catch (err) {
      log('warn', `job worker: scheduling recurring jobs failed: ${(err as Error).message}`);
    }
  };

  const errorOf = (err: unknown, signal: AbortSignal): JobError => {
    const reason = signal.aborted ? signal.reason : undefined;
    if (reason instanceof JobFailure) return { code: reason.code, message: reason.message };
    if (err instanceof JobFailure) return { code: err.code, message: err.message };
    const message = err instanceof Error ? err.message : String(err);
    return { code: 'internal', message: message.slice(0, 1000) };
  };

  const run = async (job: Job, reg: Registered) => {
    const controller = new AbortController();
    const abort = (reason: JobFailure) => {
      if (!controller.signal.aborted) controller.abort(reason);
    };
    const limit = setTimeout(
      () => abort(new JobFailure('timeout', `The job took longer than ${reg.opts.timeoutMs} ms.`)),
      reg.opts.timeoutMs,
    );
    const renewal = setInterval(
      () => {
        queue.renew(job.id, id, leaseMs).then(
          (held) => {
            if (!held) abort(new JobFailure('lease_lost', 'Another worker took the job over.'));
          },
          (err: Error) => log('warn', `job ${job.id}: lease renewal failed: ${err.message}`),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    // The handler should honour the signal; racing it means a handler that does not still frees the slot.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const done = (async () => {
      try {
        log('info', `job ${job.id} (${job.kind}) attempt ${job.attempts} started`);
        const result = await Promise.race([
          reg.handler({
            job: job as Job<never>,
            signal: controller.signal,
            progress: async (p) => {
              if (!(await queue.reportProgress(job.id, id, p)))
                abort(new JobFailure('lease_lost', 'Another worker took the job over.'));
            },
          }),
          aborted,
        ]);
        if (await queue.finish(job.id, id, result)) {
          log('info', `job ${job.id} (${job.kind}) done`);
          for (const f of finished) f(job.kind, 'done');
        }
      } catch (err) {
        if (stopping && controller.signal.reason === SHUTDOWN) {
          await queue.release(job.id, id);
          log('info', `job ${job.id} (${job.kind}) released for another worker (shutdown)`);
          return;
        }
        const error = errorOf(err, controller.signal);
        if (error.code === 'lease_lost') return;
        const permanent = err instanceof JobFailure && !err.retry;
        const backoff = Math.min(MAX_BACKOFF_MS, reg.opts.backoffMs * 2 ** Math.max(0, job.attempts - 1));
        await queue.fail(job.id, id, error, permanent ? null : backoff);
        const last = permanent || job.attempts >= job.maxAttempts;
        for (const f of finished) f(job.kind, last ? 'failed' : 'retry');
        log(
          'warn',
          `job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${error.code}: ${error.message}`,
        );
      } finally {
        clearTimeout(limit);
        clearInterval(renewal);
      }
    })();
    running.set(job.id, { controller, done });
    await done.catch((err: Error) => log('error', `job ${job.id}: ${err.message}`));
    running.delete(job.id);
    // The run is over, so the kind has no active job: the next loop queues its next one.
    if (reg.opts.everyMs !== undefined) scheduledAt = Number.NEGATIVE_INFINITY;
    schedule(0);
  };

  /** Claims while there are free slots and due jobs, then sleeps until the next poll or enqueue. */
  const loop = async () => {
    if (looping) {
      again = true;
      return;
    }
    looping = true;
    try {
      do {
        again = false;
        if (!stopping) await ensureRecurring();
        while (!stopping && running.size < concurrency) {
          const job = await queue.claim(id, [...kinds.keys()], leaseMs);
          if (!job) break;
          if (stopping) {
            await queue.release(job.id, id);
            break;
          }
          const reg = kinds.get(job.kind);
          if (reg) void run(job, reg);
        }
      } while (again && !stopping);
    } catch (err) {
      log('error', `job worker: ${(err as Error).message}`);
    } finally {
      looping = false;
    }
    schedule(pollMs);
  };

  const schedule = (ms: number) => {
    if (!started || stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void loop(), ms);
    if (ms > 0) timer.unref();
  };

  return {
    id,
    register<P, R>(kind: string, handler: JobHandler<P, R>, opts: JobKindOptions = {}) {
      if (kinds.has(kind)) throw new Error(`job kind ${kind} registered twice`);
      kinds.set(kind, {
        handler: handler as JobHandler<never, unknown>,
        opts: {
          timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          backoffMs: opts.backoffMs ?? 5000,
          ...(opts.everyMs !== undefined ? { everyMs: opts.everyMs } : {}),
        },
      });
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = queue.onEnqueue((kind) => {
        if (kinds.has(kind)) schedule(0);
      });
      schedule(0);
    },
    /** Stops claiming; running jobs get `graceMs` to finish, then are aborted and given back to the queue. */
    async stop(graceMs = 5000) {
      if (!started || stopping) return;
      stopping = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      while (looping) await new Promise((r) => setTimeout(r, 5));
      const all = () => Promise.all([...running.values()].map((r) => r.done.catch(() => {})));
      const grace = new Promise((r) => setTimeout(r, graceMs).unref());
      await Promise.race([all(), grace]);
      for (const r of running.values()) r.controller.abort(SHUTDOWN);
      await all();
    },
    /** Calls `listener` as each attempt ends: done, failed for good, or to be retried (metrics). */
    onFinished(listener: (kind: string, outcome: 'done' | 'retry' | 'failed') => void) {
      finished.add(listener);
    },
    /** Jobs this worker is running now (ids). */
    runningIds: () => [...running.keys()],
  };
};

const SHUTDOWN = new JobFailure('shutdown', 'The server is shutting down.');

export type JobWorker = ReturnType<typeof createJobWorker>;
