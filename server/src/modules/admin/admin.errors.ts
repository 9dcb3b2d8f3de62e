import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The admin console's own errors, each written once (issue 34); the others are their modules'.

export const jobNotFound = defineError(404, ErrorCode.jobNotFound, 'Job not found');
export const jobNotFailed = defineError(
  409,
  ErrorCode.jobNotFailed,
  'Only a failed job can be retried or cancelled.',
);
export const jobKeyBusy = defineError(
  409,
  ErrorCode.jobNotFailed,
  'Another job for the same thing is queued or running: this one cannot be retried beside it.',
);
