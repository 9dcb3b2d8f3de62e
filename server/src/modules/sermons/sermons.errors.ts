import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The sermons module's errors, each written once.

export const sermonNotFound = defineError(404, ErrorCode.sermonNotFound, 'Sermon not found');

/** How long a publisher is asked to wait when the church's queue is full: an analysis takes minutes. */
export const QUEUE_FULL_RETRY_AFTER_S = 60;
/** Issue 37: a church may have only so many jobs queued or running (JOBS_PER_CHURCH); nothing is stored. */
export const churchQueueFull = defineError(
  429,
  ErrorCode.sermonQueueFull,
  'Too many of your church’s sermons are already waiting to be processed. Try again in a minute, once one has finished.',
  { 'retry-after': String(QUEUE_FULL_RETRY_AFTER_S) },
);

/** Issue 30: the notes or the transcript are not edited while an analysis runs: it would write over them. */
export const analysisRunning = defineError(
  409,
  ErrorCode.sermonAnalysisRunning,
  'The sermon is being analysed. Edit it once the analysis has finished.',
);
