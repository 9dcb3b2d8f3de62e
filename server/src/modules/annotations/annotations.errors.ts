import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The annotations module's errors, each written once.

export const annotationNotFound = defineError(404, ErrorCode.annotationNotFound, 'Annotation not found');
