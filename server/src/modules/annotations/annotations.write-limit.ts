import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { createHeavyWork, type SharedCounter } from '../../lib/heavy-work.ts';

/**
 * Annotation writes (creates and updates) one client address may send a minute (issue 35: one
 * client with eight anonymous ids stored 113 MiB of notes in a minute). 120 a minute is a highlight
 * every half second, kept up for the whole minute, and room for a congregation behind one address; an
 * app sending what it queued offline that meets the limit keeps the rest for later (annotation-outbox.ts).
 */
export const DEFAULT_ANNOTATION_WRITES_PER_MINUTE = 120;

/**
 * The per-address budget of lib/heavy-work.ts (fixed one-minute windows; with a `shared` counter, on
 * PostgreSQL the `rate_limits` table, one budget for every instance) under its own stable code: beyond
 * it, 429 `annotation.too_many_writes` with Retry-After. Deleting is never counted: it frees space.
 */
export const createAnnotationWriteLimit = (
  perMinute: number,
  now: () => number = Date.now,
  shared?: SharedCounter,
) => {
  const budget = createHeavyWork({ concurrency: 1, queue: 0, perMinute: { writes: perMinute } }, now, shared);
  return async (ip: string): Promise<void> => {
    try {
      await budget.charge('writes', ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      const wait = Number(error.headers['retry-after'] ?? 60);
      throw new AppError(
        429,
        ErrorCode.annotationTooManyWrites,
        `Too many highlights and notes saved from this address in a minute. Please wait ${wait} second${wait === 1 ? '' : 's'} and save again.`,
        error.headers,
      );
    }
  };
};

export type AnnotationWriteLimit = ReturnType<typeof createAnnotationWriteLimit>;
