import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { defineError } from '../../lib/errors.ts';

export const missingKeys = defineError(400, ErrorCode.pushMissingKeys, 'The subscription has no keys.');
export const missingP256dh = defineError(
  400,
  ErrorCode.pushMissingP256dh,
  'The subscription has no keys.p256dh.',
);
export const missingAuth = defineError(400, ErrorCode.pushMissingAuth, 'The subscription has no keys.auth.');
export const endpointRefused = defineError(
  400,
  ErrorCode.pushEndpointRefused,
  'Notifications can only be sent to an https push service on a public address.',
);
export const invalidTime = defineError(
  400,
  ErrorCode.reminderInvalidTime,
  'The time must be HH:MM, from 00:00 to 23:59.',
);
export const invalidDay = defineError(
  400,
  ErrorCode.reminderInvalidDay,
  'Days must be among mon, tue, wed, thu, fri, sat, sun.',
);
export const invalidTimezone = defineError(
  400,
  ErrorCode.reminderInvalidTimezone,
  'The time zone must be an IANA time zone such as Europe/Berlin.',
);
export const invalidChannel = defineError(
  400,
  ErrorCode.reminderInvalidChannel,
  'Channels must be among push and email.',
);
export const emailUnavailable = defineError(
  400,
  ErrorCode.reminderChannelUnavailable,
  'E-mail reminders need an account with an e-mail address, and this server sends no e-mail.',
);
export const invalidUnsubscribe = defineError(
  400,
  ErrorCode.unsubscribeInvalid,
  'This unsubscribe link is not valid. Sign in and change your reminders on your profile instead.',
);
