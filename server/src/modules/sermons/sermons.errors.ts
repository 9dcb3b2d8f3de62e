import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The sermons module's errors, each written once.

export const sermonNotFound = defineError(404, ErrorCode.sermonNotFound, 'Sermon not found');
