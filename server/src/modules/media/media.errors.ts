import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError, defineError } from '../../lib/errors.ts';

// The media module's errors. An image that cannot be copied is the publisher's to fix (another URL,
// another file): a 422 that says why, never a 5xx, whatever the remote host did.

export const mediaNotFound = defineError(404, ErrorCode.mediaNotFound, 'Image not found');

export const imageRefused = (url: string, reason: string) =>
  new AppError(
    422,
    ErrorCode.imageRefused,
    `The image at ${url.slice(0, 200)} could not be copied to Emmaus: ${reason}.`,
  );
