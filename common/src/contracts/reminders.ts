import { z } from 'zod';

// Reading reminders and study-day notifications (issue 33): Web Push subscriptions and the reader's
// reminder settings. Bodies are read leniently here and checked by the server, so that a bad time, day,
// time zone or a subscription without keys is answered with its own stable code (errors.ts), not the
// generic request.invalid.

export const REMINDER_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];
export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const PushPublicKeyResponse = z.object({ public_key: z.string() });

/** The browser's PushSubscription.toJSON(); `keys` is checked by the server (push.missing_keys…). */
export const PushSubscriptionBody = z.object({
  endpoint: z.string().min(1, 'is required').max(2048, 'must be at most 2048 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      p256dh: z.string().max(200).optional(),
      auth: z.string().max(100).optional(),
    })
    .optional(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });

export const ReminderSettingsBody = z.object({
  enabled: z.boolean(),
  /** "HH:MM", 24-hour, the reader's local time. */
  time: z.string().max(10),
  days: z.array(z.string().max(10)).max(7),
  /** An IANA time zone such as Europe/Berlin. */
  timezone: z.string().max(64),
  channels: z.array(z.string().max(10)).max(2),
  study_days: z.boolean(),
});
export type ReminderSettingsBody = z.infer<typeof ReminderSettingsBody>;

export const ReminderSettingsResponse = z.object({
  enabled: z.boolean(),
  time: z.string(),
  days: z.array(z.enum(REMINDER_DAYS)),
  timezone: z.string(),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  study_days: z.boolean(),
  /** The channels this server and this reader can use: e-mail needs SMTP set up and an account's address. */
  available_channels: z.array(z.enum(REMINDER_CHANNELS)),
});
export type ReminderSettingsResponse = z.infer<typeof ReminderSettingsResponse>;

/** What a notification carries (the service worker shows it and opens `url` on click). */
export interface NotificationPayload {
  title: string;
  body: string;
  /** A path of the app, e.g. /read/JHN/4. */
  url: string;
}
