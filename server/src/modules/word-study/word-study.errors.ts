import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

/** A Strong's number the lexicon lacks, or a value that is none (the lexicon routes' `notFound`). */
export const strongsNotFound = defineError(404, ErrorCode.strongsNotFound, "Strong's number not found");
export const noWordTags = defineError(
  404,
  ErrorCode.noWordTags,
  "This translation's words carry no Strong's numbers",
);
export const occurrencesPageNotFound = defineError(404, ErrorCode.occurrencesPageNotFound, 'Page not found');
