import type { JobWorker } from '../../jobs/worker.ts';
import type { MediaSweepResult } from './media.service.ts';

/** The recurring job that removes stored images nothing names any more (issue 37). */
export const SWEEP_MEDIA_JOB = 'media.sweep-unused';
const DAY_MS = 86_400_000;

/** Runs the sweep as a durable job once a day (one job for every instance: jobs/queue.ts ensureRecurring). */
export const registerMediaSweep = (
  worker: JobWorker,
  sweep: (signal?: AbortSignal) => Promise<MediaSweepResult>,
) =>
  worker.register<unknown, MediaSweepResult>(SWEEP_MEDIA_JOB, ({ signal }) => sweep(signal), {
    everyMs: DAY_MS,
    timeoutMs: 10 * 60_000,
    backoffMs: 60_000,
  });
