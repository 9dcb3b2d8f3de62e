import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The bible module's errors that other modules answer too (the chat, for a chapter it cannot read).

export const chapterNotFound = defineError(404, ErrorCode.chapterNotFound, 'Chapter not found');
