import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationPayload } from '../../../../common/src/contracts/reminders.ts';

/** A browser's Web Push subscription (one per endpoint: a browser profile belongs to one reader). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A reader's reminder settings (GET/PUT /api/user/reminders). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    /** "HH:MM" in `timezone`. */
    time: text('time').notNull(),
    days: jsonb('days').$type<string[]>().notNull(),
    timezone: text('timezone').notNull(),
    channels: jsonb('channels').$type<string[]>().notNull(),
    studyDays: boolean('study_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminder_settings_enabled_idx').on(t.userId).where(sql`${t.enabled}`)],
);

/**
 * One reminder a reader was sent on one of their local dates: the unique key is what keeps it to one a
 * day, however many ticks or instances see it due.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    localDate: text('local_date').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_deliveries_user_date_idx').on(t.userId, t.localDate)],
);

/** One delivery to one target (a push endpoint or an e-mail address), sent by one durable job. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').notNull(),
    userId: uuid('user_id').notNull(),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    /** The push endpoint or the e-mail address. */
    target: text('target').notNull(),
    /** pending → sent | gone (404/410: the subscription was removed) | failed (given up). */
    status: text('status').$type<'pending' | 'sent' | 'gone' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_sends_target_idx').on(t.deliveryId, t.channel, t.target),
    index('reminder_sends_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('reminder_sends_user_idx').on(t.userId),
  ],
);

/** The VAPID key pair generated on first use when none is configured: one row, one set for every instance. */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
