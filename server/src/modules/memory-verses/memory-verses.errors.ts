import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { MEMORY_MAX_VERSES } from '../../../../common/src/contracts/habits.ts';
import { defineError } from '../../lib/errors.ts';

// The memory verses module's errors, each written once.

export const memoryVerseNotFound = defineError(404, ErrorCode.memoryVerseNotFound, 'Memory verse not found');
export const invalidMemoryReference = defineError(
  400,
  ErrorCode.memoryInvalidReference,
  'ref must name verses of this translation, such as PSA.119.11 or PSA.119.9-PSA.119.11',
);
export const memoryTooLong = defineError(
  400,
  ErrorCode.memoryTooLong,
  `A memory verse is at most ${MEMORY_MAX_VERSES} verses of one chapter`,
);
export const invalidGrade = defineError(
  400,
  ErrorCode.memoryInvalidGrade,
  'grade must be one of again, hard, good, easy',
);
