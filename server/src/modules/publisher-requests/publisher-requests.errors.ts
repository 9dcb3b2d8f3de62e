import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The publisher requests' errors, each written once (issue 34).

export const requestNotFound = defineError(
  404,
  ErrorCode.publisherRequestNotFound,
  'Publisher request not found',
);
export const requestOpen = defineError(
  409,
  ErrorCode.publisherRequestOpen,
  'You have already asked for publisher access: an administrator will answer it soon.',
);
export const requestDecided = defineError(
  409,
  ErrorCode.publisherRequestDecided,
  'This request has already been answered.',
);
export const signInFirst = defineError(
  401,
  ErrorCode.notSignedIn,
  'Sign in first, then ask for publisher access.',
);
