import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

// The chat module's errors, each written once.

export const chatNotFound = defineError(404, ErrorCode.chatNotFound, 'Chat not found');
export const messageNotFound = defineError(404, ErrorCode.messageNotFound, 'Message not found');
