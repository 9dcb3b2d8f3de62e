import {
  type PushSubscriptionBody,
  REMINDER_CHANNELS,
  REMINDER_DAYS,
  type ReminderChannel,
  type ReminderDay,
  type ReminderSettingsBody,
  type ReminderSettingsResponse,
} from '../../../../common/src/contracts/reminders.ts';
import type { SafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import type { Job } from '../../jobs/job-types.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { Mailer } from './reminders.email.ts';
import {
  emailUnavailable,
  endpointRefused,
  invalidChannel,
  invalidDay,
  invalidTime,
  invalidTimezone,
  missingAuth,
  missingKeys,
  missingP256dh,
} from './reminders.errors.ts';
import { type ChapterRead, reminderMessage, type StudyDay } from './reminders.message.ts';
import { sendPush } from './reminders.push.ts';
import type { NewSend, ReminderSettingsRow, RemindersRepository } from './reminders.repository.ts';
import { isDue, isTimeZone, localMoment, minutesOf } from './reminders.time.ts';
import type { VapidKeys } from './reminders.vapid.ts';

export const SEND_REMINDER_JOB = 'reminders.send';

/** What the reminders need from other modules (wired in app.ts). */
export interface ReminderPorts {
  /** Whether the reader read anything on their local date (the reading-history module). */
  readOn: (userId: string, localDate: string, timeZone: string) => Promise<boolean>;
  /** The chapter to continue at, or null (the reading-history module). */
  continueAt: (userId: string) => Promise<ChapterRead | null>;
  /** The reader's current Sermon Study day, or null (the reading-plans module). */
  studyDay: (userId: string) => Promise<StudyDay | null>;
  /** Account e-mail addresses of these readers (the users module). */
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
}

export interface RemindersDeps {
  repo: RemindersRepository;
  ports: ReminderPorts;
  vapid: () => Promise<VapidKeys>;
  vapidSubject: string;
  fetcher: SafeFetcher;
  /** Whether a plain http endpoint is admitted (a local push service OUTBOUND_ALLOW_PRIVATE names: tests). */
  allowPlainHttp: (url: URL) => boolean;
  mailer: Mailer | undefined;
  /** PUBLIC_URL: the e-mail's links are absolute. */
  publicUrl: string | undefined;
  unsubscribeToken: (userId: string) => string;
  enqueueSend: (sendId: string) => Promise<unknown>;
  now: () => Date;
}

const DEFAULTS = {
  enabled: false,
  time: '08:00',
  days: [...REMINDER_DAYS] as ReminderDay[],
  channels: ['push'] as ReminderChannel[],
  study_days: true,
};

export const createRemindersService = (deps: RemindersDeps) => {
  const { repo, ports } = deps;
  const emailOffered = Boolean(deps.mailer && deps.publicUrl);

  const availableChannels = async (user: UserRow): Promise<ReminderChannel[]> =>
    emailOffered && user.authUserId && (await ports.emailsOf([user.id])).has(user.id)
      ? ['push', 'email']
      : ['push'];

  const present = async (
    user: UserRow,
    row: ReminderSettingsRow | undefined,
  ): Promise<ReminderSettingsResponse> => ({
    enabled: row?.enabled ?? DEFAULTS.enabled,
    time: row?.time ?? DEFAULTS.time,
    days: (row?.days ?? DEFAULTS.days) as ReminderDay[],
    timezone: row?.timezone ?? 'UTC',
    channels: (row?.channels ?? DEFAULTS.channels) as ReminderChannel[],
    study_days: row?.studyDays ?? DEFAULTS.study_days,
    available_channels: await availableChannels(user),
  });

  /** The day's reminder of one reader, if it is due now and not yet recorded: the new sends' ids. */
  const remindIfDue = async (row: ReminderSettingsRow, now: Date): Promise<string[]> => {
    if (!isTimeZone(row.timezone)) return [];
    const moment = localMoment(now, row.timezone);
    if (!isDue(moment, row.time, row.days)) return [];
    if (await repo.deliveredOn(row.userId, moment.date)) return [];
    if (await ports.readOn(row.userId, moment.date, row.timezone)) return [];
    const [study, continueAt] = await Promise.all([
      row.studyDays ? ports.studyDay(row.userId) : null,
      ports.continueAt(row.userId),
    ]);
    const payload = reminderMessage(moment.date, study, continueAt);
    const sends: NewSend[] = [];
    if (row.channels.includes('push'))
      for (const s of await repo.subscriptionsOf(row.userId))
        sends.push({ channel: 'push', target: s.endpoint });
    if (row.channels.includes('email') && emailOffered) {
      const email = (await ports.emailsOf([row.userId])).get(row.userId);
      if (email) sends.push({ channel: 'email', target: email });
    }
    // Recorded even with nothing to send to, so the day is settled and not looked at again.
    return repo.recordDelivery(row.userId, moment.date, payload, sends);
  };

  return {
    publicKey: async () => ({ public_key: (await deps.vapid()).publicKey }),

    subscribe: async (user: UserRow, body: PushSubscriptionBody) => {
      if (!body.keys) throw missingKeys();
      if (!body.keys.p256dh) throw missingP256dh();
      if (!body.keys.auth) throw missingAuth();
      let url: URL;
      try {
        url = new URL(body.endpoint);
      } catch {
        throw endpointRefused();
      }
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && deps.allowPlainHttp(url)))
        throw endpointRefused();
      await deps.fetcher.check(url.toString()).catch(() => {
        throw endpointRefused();
      });
      await repo.saveSubscription(user.id, body.endpoint, body.keys.p256dh, body.keys.auth);
    },

    unsubscribe: (user: UserRow, endpoint: string) => repo.deleteSubscription(user.id, endpoint),

    settings: async (user: UserRow) => present(user, await repo.settings(user.id)),

    saveSettings: async (user: UserRow, body: ReminderSettingsBody) => {
      if (minutesOf(body.time) === undefined) throw invalidTime();
      if (!body.days.every((d) => (REMINDER_DAYS as readonly string[]).includes(d))) throw invalidDay();
      if (!isTimeZone(body.timezone)) throw invalidTimezone();
      if (!body.channels.every((c) => (REMINDER_CHANNELS as readonly string[]).includes(c)))
        throw invalidChannel();
      if (body.channels.includes('email') && !(await availableChannels(user)).includes('email'))
        throw emailUnavailable();
      const days = REMINDER_DAYS.filter((d) => body.days.includes(d));
      const channels = REMINDER_CHANNELS.filter((c) => body.channels.includes(c));
      await repo.saveSettings({
        userId: user.id,
        enabled: body.enabled,
        time: body.time,
        days,
        timezone: body.timezone,
        channels,
        studyDays: body.study_days,
      });
      return present(user, await repo.settings(user.id));
    },

    /** The one-click unsubscribe (a signed link): e-mail leaves the reader's channels. */
    stopEmail: (userId: string) => repo.dropEmail(userId),

    /**
     * One look at every enabled reminder (the recurring job): records each that is due and queues its
     * sends. Sends recorded earlier whose job was lost (a crash between the two) are queued again; their
     * jobs' keys keep any that is still queued or running from being doubled.
     */
    tick: async (): Promise<{ queued: number }> => {
      const now = deps.now();
      const ids: string[] = [];
      for (const row of await repo.enabledSettings()) ids.push(...(await remindIfDue(row, now)));
      ids.push(...(await repo.pendingSends(new Date(now.getTime() - 24 * 60 * 60_000))));
      for (const id of new Set(ids)) await deps.enqueueSend(id);
      return { queued: ids.length };
    },

    /** Sends one recorded notification (the send job); a send already settled is not sent again. */
    deliver: async (job: Job<{ sendId: string }>, signal: AbortSignal): Promise<{ status: string }> => {
      const found = await repo.send(job.payload.sendId);
      if (!found) return { status: 'missing' };
      if (found.send.status !== 'pending') return { status: found.send.status };
      const { send, payload } = found;
      try {
        if (send.channel === 'push') {
          const sub = await repo.subscription(send.target);
          if (!sub || sub.userId !== send.userId) {
            await repo.markSend(send.id, 'gone');
            return { status: 'gone' };
          }
          const vapid = await deps.vapid();
          const outcome = await sendPush(
            deps.fetcher,
            { ...vapid, subject: deps.vapidSubject },
            sub,
            payload,
            signal,
          );
          if (outcome === 'gone') await repo.forgetEndpoint(sub.endpoint);
          await repo.markSend(send.id, outcome);
          return { status: outcome };
        }
        if (!deps.mailer || !deps.publicUrl) {
          await repo.markSend(send.id, 'failed');
          return { status: 'failed' };
        }
        const base = deps.publicUrl.replace(/\/$/, '');
        await deps.mailer.send({
          to: send.target,
          payload,
          link: `${base}${payload.url}`,
          unsubscribe: `${base}/api/reminders/unsubscribe?token=${encodeURIComponent(deps.unsubscribeToken(send.userId))}`,
        });
        await repo.markSend(send.id, 'sent');
        return { status: 'sent' };
      } catch (err) {
        if (job.attempts >= job.maxAttempts) await repo.markSend(send.id, 'failed');
        throw err;
      }
    },

    usersWithData: repo.usersWithData,
    exportUserData: repo.exportUserData,
    deleteUserData: repo.deleteUserData,
  };
};

export type RemindersService = ReturnType<typeof createRemindersService>;
