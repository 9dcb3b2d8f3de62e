/** The public shapes of the job queue (server/src/jobs/queue.ts). Dates are Date objects. */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobChecklistItem {
  label: string;
  done: boolean;
}

/** What a handler reports while it runs: the step's name, the share of the whole job done (0–1), a checklist. */
export interface JobProgress {
  step: string;
  share: number;
  checklist?: JobChecklistItem[];
}

/** The last failure: a stable code (a handler's JobError code, 'timeout', 'lease_lost', 'internal') and a message. */
export interface JobError {
  code: string;
  message: string;
}

export interface Job<P = unknown, R = unknown> {
  id: string;
  kind: string;
  key: string | null;
  /** Fairness group (a church): one of its jobs runs at a time; null for none. */
  groupKey: string | null;
  payload: P;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAfter: Date;
  lockedBy: string | null;
  leaseUntil: Date | null;
  progress: JobProgress | null;
  result: R | null;
  error: JobError | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface EnqueueOptions {
  /** Attempts before the job is failed for good (default 3). */
  maxAttempts?: number;
  /** Not before this delay (ms from now). */
  delayMs?: number;
  /** Fairness group ("church:42"): its jobs run one at a time, and other groups' jobs interleave. */
  group?: string;
  /**
   * With `group`: the most jobs the group may have queued or running; one more throws JobGroupFull and
   * queues nothing (an existing active job for `key` is still answered).
   */
  maxActiveInGroup?: number;
}

export interface Enqueued<P = unknown, R = unknown> {
  job: Job<P, R>;
  /** False when an active job for the same key was returned instead of a new one. */
  created: boolean;
}

/** Given to a handler: the claimed job, a signal aborted on time-out, lease loss or shutdown, and progress. */
export interface JobContext<P = unknown> {
  job: Job<P>;
  signal: AbortSignal;
  progress(p: JobProgress): Promise<void>;
}

export type JobHandler<P = unknown, R = unknown> = (ctx: JobContext<P>) => Promise<R>;

export interface JobKindOptions {
  /** Time limit for one attempt (default 10 minutes); the handler's signal aborts with a 'timeout' JobError. */
  timeoutMs?: number;
  /** First retry delay; doubles each attempt, capped at 10 minutes (default 5 s). */
  backoffMs?: number;
  /**
   * A recurring kind: the worker keeps one job of it queued (key `every:<kind>`, empty payload), due this
   * long after the last one started, or at once when none has run yet (queue.ensureRecurring).
   */
  everyMs?: number;
}

/** Thrown by enqueue when the job's group already has `limit` jobs queued or running. */
export class JobGroupFull extends Error {
  constructor(
    readonly group: string,
    readonly limit: number,
  ) {
    super(`job group ${group} already has ${limit} jobs queued or running`);
  }
}

/**
 * Thrown by a handler to fail with a stable code. `retry: false` fails the job at once (e.g. "not a
 * sermon": trying again gives the same answer); otherwise the queue retries up to max_attempts.
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retry = true,
  ) {
    super(message);
  }
}
