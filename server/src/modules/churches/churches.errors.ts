import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The churches module's errors, each written once (the texts and codes of spec §8 and the tests). Other
// modules that name a church by id (sermons, analytics) answer an unknown one with churchNotFound too.

export const churchNotFound = defineError(404, ErrorCode.churchNotFound, 'Church not found');
export const memberNotFound = defineError(
  404,
  ErrorCode.memberNotFound,
  'This user is not a member of the church',
);
export const joinRequestNotFound = defineError(
  404,
  ErrorCode.joinRequestNotFound,
  'No pending request to join from this user',
);
export const videoNotFound = defineError(404, ErrorCode.videoNotFound, 'Video not found');
export const ownersOnly = defineError(403, ErrorCode.forbidden, "Only the church's owner may do this.");
