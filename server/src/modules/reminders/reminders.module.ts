import { isIP } from 'node:net';
import {
  type Allowlist,
  isPublicAddress,
  mayConnect,
  parseAllowlist,
} from '../../adapters/web-fetch/address-policy.ts';
import { createSafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMailer, createUnsubscribeSigner } from './reminders.email.ts';
import { createRemindersRepository, moveReminders } from './reminders.repository.ts';
import { registerRemindersRoutes } from './reminders.routes.ts';
import { createRemindersService, type ReminderPorts, SEND_REMINDER_JOB } from './reminders.service.ts';
import { createVapidKeys } from './reminders.vapid.ts';

export const REMINDERS_TICK_JOB = 'reminders.tick';

/**
 * Plain http is for a local push service in tests: only to a private address OUTBOUND_ALLOW_PRIVATE
 * names (by IP, or as localhost), never to a public one.
 */
const plainHttpTo = (allow: Allowlist) => (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 80);
  const addresses = host === 'localhost' ? ['127.0.0.1', '::1'] : isIP(host) ? [host] : [];
  return addresses.some((a) => !isPublicAddress(a) && mayConnect(a, port, allow));
};
const DEFAULT_TICK_MS = 20_000;

/**
 * Reading reminders and study-day notifications (issue 33): Web Push and e-mail, sent as durable jobs.
 * A recurring tick (one job for all instances: the queue's recurring key) records each reminder that is
 * due, once per reader and local date, and queues one send job per device or address; each send is
 * settled in its row, so a retried or doubled job never sends twice.
 */
export const wireReminders = (ctx: ModuleContext, ports: ReminderPorts) => {
  const options = ctx.config.reminders ?? {};
  const allow = parseAllowlist(ctx.config.outboundAllowPrivate);
  const { resolver } = ctx.config.websiteFetch ?? {};
  const signer = createUnsubscribeSigner(ctx.config.userIdSecret);
  const mailer = ctx.mail ? createMailer(ctx.mail) : undefined;
  const publicUrl = ctx.config.publicUrl;
  const queue = ctx.jobs.queue;
  const reminders = createRemindersService({
    repo: createRemindersRepository(ctx.db),
    ports,
    vapid: createVapidKeys(ctx.db, options.vapid),
    vapidSubject:
      options.vapidSubject ??
      (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:reminders@emmaus.invalid'),
    // The same outbound address policy as the website fetcher: public addresses only, on every hop,
    // but for OUTBOUND_ALLOW_PRIVATE (a local push service in tests, which may speak plain http).
    fetcher: createSafeFetcher({ allow, ...(resolver ? { resolver } : {}) }),
    allowPlainHttp: plainHttpTo(allow),
    mailer,
    publicUrl,
    unsubscribeToken: signer.tokenFor,
    enqueueSend: (sendId) =>
      queue.enqueue(SEND_REMINDER_JOB, `reminder-send:${sendId}`, { sendId }, { maxAttempts: 5 }),
    now: options.clock ?? (() => new Date()),
  });
  ctx.jobs.worker.register(REMINDERS_TICK_JOB, () => reminders.tick(), {
    everyMs: options.tickMs ?? DEFAULT_TICK_MS,
    timeoutMs: 5 * 60_000,
    backoffMs: 5_000,
  });
  ctx.jobs.worker.register<{ sendId: string }, { status: string }>(
    SEND_REMINDER_JOB,
    ({ job, signal }) => reminders.deliver(job, signal),
    { timeoutMs: 60_000, backoffMs: 10_000 },
  );
  registerRemindersRoutes(ctx.app, reminders, signer.verify);
  ctx.userData.register({
    usersWithData: reminders.usersWithData,
    moveUserData: moveReminders,
    exportUserData: reminders.exportUserData,
    deleteUserData: reminders.deleteUserData,
  });
  return { reminders };
};
