import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError, defineError } from '../../lib/errors.ts';

// The reading-plans module's errors, each written once.

export const planNotFound = defineError(404, ErrorCode.planNotFound, 'Sermon Study not found');
/** Issue 34: an admin suspended the study's church; its readers are told why, not just "not found". */
export const planChurchSuspended = defineError(
  404,
  ErrorCode.planChurchSuspended,
  'This Sermon Study is unavailable while its church is suspended',
);
export const noCurrentPlan = defineError(404, ErrorCode.noCurrentPlan, 'No current Sermon Study');
/** Issue 33: a paced study's day that opens on a later date. */
export const dayNotOpen = (day: number) =>
  new AppError(409, ErrorCode.planDayNotOpen, `Day ${day} of this Sermon Study has not opened yet.`);
