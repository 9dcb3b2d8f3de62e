import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The streaks module's errors, each written once.

export const invalidTimeZone = defineError(
  400,
  ErrorCode.readingInvalidTimezone,
  'tz must be an IANA time zone such as Europe/Berlin',
);
export const invalidReadingTime = defineError(
  400,
  ErrorCode.readingInvalidTime,
  'read_at must not be in the future nor more than a year ago',
);
export const unknownChapter = defineError(
  400,
  ErrorCode.readingUnknownChapter,
  'No such chapter in this translation',
);
