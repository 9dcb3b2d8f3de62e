import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The partners module's errors, each written once.

export const partnerNotFound = defineError(404, ErrorCode.partnerNotFound, 'Partner not found');
