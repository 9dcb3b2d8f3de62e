import { and, eq, gt, sql } from 'drizzle-orm';
import type { NotificationPayload } from '../../../../common/src/contracts/reminders.ts';
import type { Db } from '../../db/database.ts';
import { type MoveUserData, pagedSection, type UserDataPart, usersWithRows } from '../../db/user-data.ts';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderSends,
  reminderSettings,
} from './reminders.schema.ts';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type NewSend = { channel: 'push' | 'email'; target: string };

export const createRemindersRepository = (db: Db) => ({
  settings: async (userId: string): Promise<ReminderSettingsRow | undefined> =>
    (await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1))[0],

  saveSettings: async (row: Omit<ReminderSettingsRow, 'updatedAt'>) => {
    const { userId, ...rest } = row;
    await db
      .insert(reminderSettings)
      .values(row)
      .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...rest, updatedAt: sql`now()` } });
  },

  /** Takes e-mail out of the reader's channels (the one-click unsubscribe). */
  dropEmail: async (userId: string) => {
    await db
      .update(reminderSettings)
      .set({ channels: sql`${reminderSettings.channels} - 'email'`, updatedAt: sql`now()` })
      .where(eq(reminderSettings.userId, userId));
  },

  enabledSettings: (): Promise<ReminderSettingsRow[]> =>
    db.select().from(reminderSettings).where(eq(reminderSettings.enabled, true)),

  /** Subscribes the endpoint to this reader (a browser profile moved to another reader moves with it). */
  saveSubscription: async (userId: string, endpoint: string, p256dh: string, auth: string) => {
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh, auth })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth } });
  },

  deleteSubscription: async (userId: string, endpoint: string) => {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** The push service said the subscription is gone (404/410). */
  forgetEndpoint: async (endpoint: string) => {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  },

  subscriptionsOf: (userId: string) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

  subscription: async (endpoint: string) =>
    (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1))[0],

  deliveredOn: async (userId: string, localDate: string): Promise<boolean> =>
    (
      await db
        .select({ id: reminderDeliveries.id })
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.localDate, localDate)))
        .limit(1)
    ).length > 0,

  /**
   * Records the reader's reminder of `localDate` and its sends in one transaction: the ids of the new
   * sends, or none when that day's reminder was already recorded (by this instance or another).
   */
  recordDelivery: (
    userId: string,
    localDate: string,
    payload: NotificationPayload,
    sends: readonly NewSend[],
  ): Promise<string[]> =>
    db.transaction(async (tx) => {
      const [delivery] = await tx
        .insert(reminderDeliveries)
        .values({ userId, localDate, payload })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      if (!delivery || sends.length === 0) return [];
      const rows = await tx
        .insert(reminderSends)
        .values(sends.map((s) => ({ deliveryId: delivery.id, userId, ...s })))
        .returning({ id: reminderSends.id });
      return rows.map((r) => r.id);
    }),

  /** Sends still pending that were recorded since `since` (a tick queues their jobs again if lost). */
  pendingSends: async (since: Date): Promise<string[]> =>
    (
      await db
        .select({ id: reminderSends.id })
        .from(reminderSends)
        .where(and(eq(reminderSends.status, 'pending'), gt(reminderSends.createdAt, since)))
        .limit(1000)
    ).map((r) => r.id),

  send: async (id: string) =>
    (
      await db
        .select({ send: reminderSends, payload: reminderDeliveries.payload })
        .from(reminderSends)
        .innerJoin(reminderDeliveries, eq(reminderDeliveries.id, reminderSends.deliveryId))
        .where(eq(reminderSends.id, id))
        .limit(1)
    )[0],

  markSend: async (id: string, status: 'sent' | 'gone' | 'failed') => {
    await db
      .update(reminderSends)
      .set({ status, ...(status === 'sent' ? { sentAt: sql`now()` } : {}) })
      .where(and(eq(reminderSends.id, id), eq(reminderSends.status, 'pending')));
  },

  usersWithData: async (ids: readonly string[]): Promise<string[]> => [
    ...new Set([
      ...(await usersWithRows(db, reminderSettings.userId, ids)),
      ...(await usersWithRows(db, pushSubscriptions.userId, ids)),
      ...(await usersWithRows(db, reminderDeliveries.userId, ids)),
      ...(await usersWithRows(db, reminderSends.userId, ids)),
    ]),
  ],

  async *exportUserData(userId: string): AsyncIterable<UserDataPart> {
    const settings = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
    yield {
      section: 'reminder_settings',
      rows: settings.map((s) => ({
        enabled: s.enabled,
        time: s.time,
        days: s.days,
        timezone: s.timezone,
        channels: s.channels,
        study_days: s.studyDays,
      })),
    };
    const subs = await db
      .select({ endpoint: pushSubscriptions.endpoint, created_at: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    yield { section: 'push_subscriptions', rows: subs };
    yield* pagedSection('reminders_sent', (offset, size) =>
      db
        .select({
          local_date: reminderDeliveries.localDate,
          title: sql<string>`${reminderDeliveries.payload}->>'title'`,
          url: sql<string>`${reminderDeliveries.payload}->>'url'`,
        })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.userId, userId))
        .orderBy(reminderDeliveries.localDate)
        .offset(offset)
        .limit(size),
    );
  },

  deleteUserData: async (tx: Db, userId: string) => {
    await tx.delete(reminderSends).where(eq(reminderSends.userId, userId));
    await tx.delete(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(reminderSettings).where(eq(reminderSettings.userId, userId));
  },
});

/**
 * On sign-in the reader's browser subscriptions go with them; their reminder settings too, unless the
 * account already has its own (an account's settings win). Past deliveries move, so a day is not reminded twice.
 */
export const moveReminders: MoveUserData = async (tx, fromId, toId) => {
  await tx.update(pushSubscriptions).set({ userId: toId }).where(eq(pushSubscriptions.userId, fromId));
  await tx.execute(sql`
    insert into reminder_settings (user_id, enabled, time, days, timezone, channels, study_days, updated_at)
    select ${toId}, enabled, time, days, timezone, channels, study_days, updated_at
    from reminder_settings where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(reminderSettings).where(eq(reminderSettings.userId, fromId));
  await tx.execute(sql`
    update reminder_deliveries set user_id = ${toId}
    where user_id = ${fromId}
      and local_date not in (select local_date from reminder_deliveries where user_id = ${toId})`);
  await tx.delete(reminderDeliveries).where(eq(reminderDeliveries.userId, fromId));
  await tx.update(reminderSends).set({ userId: toId }).where(eq(reminderSends.userId, fromId));
};

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
