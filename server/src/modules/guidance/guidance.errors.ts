import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The guidance module's answers for a malformed slug in the address (the services name the slug they
// did not find: "Profile not found: …").

export const profileNotFound = defineError(404, ErrorCode.profileNotFound, 'Profile not found');
export const perspectiveNotFound = defineError(404, ErrorCode.theologyNotFound, 'Perspective not found');
