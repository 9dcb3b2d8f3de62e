import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The reading-plans module's errors, each written once.

export const planNotFound = defineError(404, ErrorCode.planNotFound, 'Sermon Study not found');
export const noCurrentPlan = defineError(404, ErrorCode.noCurrentPlan, 'No current Sermon Study');
