import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The site module's errors, each written once.

export const pageNotFound = defineError(404, ErrorCode.pageNotFound, 'Page not found');
