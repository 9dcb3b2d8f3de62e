import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type PushService, startPushService } from '../../../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobs } from '../../jobs/jobs.schema.ts';
import { seedDemo } from '../../seed/demo.ts';
import { readingPlans } from '../reading-plans/reading-plans.schema.ts';
import { REMINDERS_TICK_JOB } from './reminders.module.ts';
import { pushSubscriptions, reminderDeliveries } from './reminders.schema.ts';
import { SEND_REMINDER_JOB } from './reminders.service.ts';

// Reminders end to end (issue 33): a real push service (web-push-testing) receives, checks the VAPID
// signature of and decrypts what the server sends; the clock reminders are due by is the test's.

const DAY = 86_400_000;
// "Today" is the real UTC date (readings are stamped by the real clock, within a year of it).
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
let clock = today + 7 * 3_600_000 + 59 * 60_000; // 07:59 UTC
let push: PushService;
let t: TestApp;

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 4000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};
const finishedTicks = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, REMINDERS_TICK_JOB), inArray(jobs.status, ['done', 'failed'])))
    )[0]?.n,
  );
const activeSends = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_REMINDER_JOB), inArray(jobs.status, ['queued', 'running'])))
    )[0]?.n,
  );
/** Waits for two more ticks to finish and every send job to be over: what is due has been sent. */
const settle = async () => {
  const before = await finishedTicks();
  await until(async () => (await finishedTicks()) >= before + 2 && (await activeSends()) === 0, 'ticks');
};

const newReader = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const as = (id: string) => ({ [USER_ID_HEADER]: id });
const put = (id: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: as(id), payload });
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const reminderAt = (time: string, more: object = {}) => ({
  enabled: true,
  time,
  days: everyDay,
  timezone: 'UTC',
  channels: ['push'],
  study_days: false,
  ...more,
});

/** A reader subscribed at the push service, with a reminder at 08:00 UTC every day. */
const subscribedReader = async (more: object = {}) => {
  const id = await newReader();
  const key = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
  const sub = await push.subscribe(key);
  const res = await put(id, '/api/user/push-subscription', { endpoint: sub.endpoint, keys: sub.keys });
  expect(res.statusCode, res.body).toBe(204);
  expect((await put(id, '/api/user/reminders', reminderAt('08:00', more))).statusCode).toBe(200);
  return { id, sub };
};

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({
    outboundAllowPrivate: push.allow,
    reminders: { clock: () => new Date(clock), tickMs: 20 },
  });
  await seedDemo(t.database.db);
}, 600_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('push subscriptions', () => {
  it('gives one VAPID public key, the same every time', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
    const b = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
    expect(a).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toBe(a);
  }, 300_000);

  it('refuses a subscription without keys, or to an endpoint the address policy refuses', async () => {
    const id = await newReader();
    const endpoint = `http://localhost:${push.port}/notify/x`;
    const cases: [object, string][] = [
      [{ endpoint }, 'push.missing_keys'],
      [{ endpoint, keys: { auth: 'a' } }, 'push.missing_p256dh'],
      [{ endpoint, keys: { p256dh: 'p' } }, 'push.missing_auth'],
      [{ endpoint: 'not a url', keys: { p256dh: 'p', auth: 'a' } }, 'push.endpoint_refused'],
      [{ endpoint: 'https://127.0.0.1/push', keys: { p256dh: 'p', auth: 'a' } }, 'push.endpoint_refused'],
      [{ endpoint: 'https://10.1.2.3/push', keys: { p256dh: 'p', auth: 'a' } }, 'push.endpoint_refused'],
      [{ endpoint: 'https://169.254.169.254/x', keys: { p256dh: 'p', auth: 'a' } }, 'push.endpoint_refused'],
      [{ endpoint: 'ftp://push.example.org/x', keys: { p256dh: 'p', auth: 'a' } }, 'push.endpoint_refused'],
    ];
    for (const [payload, code] of cases) {
      const res = await put(id, '/api/user/push-subscription', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/push-subscription',
      headers: as(id),
      payload: { endpoint },
    });
    expect(del.statusCode).toBe(204);
  }, 300_000);
});

describe('reminder settings', () => {
  it('answers defaults, saves good settings and refuses bad ones with stable codes', async () => {
    const id = await newReader();
    const first = (await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: as(id) })).json();
    expect(first).toMatchObject({
      enabled: false,
      time: '08:00',
      channels: ['push'],
      available_channels: ['push'],
    });
    const bad: [object, string][] = [
      [{ time: '25:00' }, 'reminders.invalid_time'],
      [{ time: '7:5' }, 'reminders.invalid_time'],
      [{ days: ['mon', 'funday'] }, 'reminders.invalid_day'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'reminders.invalid_timezone'],
      [{ channels: ['pigeon'] }, 'reminders.invalid_channel'],
      // No SMTP server is set up for this app, and an anonymous reader has no address.
      [{ channels: ['email'] }, 'reminders.channel_unavailable'],
    ];
    for (const [change, code] of bad) {
      const res = await put(id, '/api/user/reminders', reminderAt('08:00', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const saved = await put(
      id,
      '/api/user/reminders',
      reminderAt('06:30', { days: ['sun', 'mon'], timezone: 'Europe/Berlin', study_days: true }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      enabled: true,
      time: '06:30',
      days: ['mon', 'sun'],
      timezone: 'Europe/Berlin',
      channels: ['push'],
      study_days: true,
      available_channels: ['push'],
    });
    const other = await newReader();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: as(other) })).json().enabled,
    ).toBe(false);
  }, 300_000);
});

describe('daily reminders through a Web Push service', () => {
  it('sends exactly one reminder at the chosen minute, where the reader stopped; none to who already read', async () => {
    const a = await subscribedReader();
    // Reader A read John 3 yesterday: today's reading continues at John 4.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/user/reading',
      headers: as(a.id),
      payload: {
        bible_id: 'eng-web',
        book_id: 'JHN',
        chapter: 3,
        tz: 'UTC',
        read_at: new Date(today - DAY + 6 * 3_600_000).toISOString(),
      },
    });
    expect(read.statusCode, read.body).toBe(204);
    // Reader B read today already: no reminder.
    const b = await subscribedReader();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/reading',
      headers: as(b.id),
      payload: { bible_id: 'eng-web', book_id: 'PSA', chapter: 23, tz: 'UTC' },
    });
    // Reader C follows a Sermon Study and asked for study days.
    const c = await subscribedReader({ study_days: true });
    const [plan] = await t.database.db.select().from(readingPlans).limit(1);
    if (!plan) throw new Error('no demo study');
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/user/plans/current',
      headers: as(c.id),
      payload: { plan_id: plan.id },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);

    await settle(); // 07:59: nothing is due yet
    expect(await push.messages(a.sub.clientHash)).toEqual([]);

    clock = today + 8 * 3_600_000 + 20_000; // 08:00:20
    await until(async () => (await push.messages(a.sub.clientHash)).length > 0, 'the reminder');
    await until(async () => (await push.messages(c.sub.clientHash)).length > 0, 'the study day');
    clock += 30_000;
    await settle();
    await settle();
    const got = (await push.messages(a.sub.clientHash)).map((m) => JSON.parse(m));
    expect(got).toEqual([
      { title: 'Your reading for today: John 4', body: 'Pick up where you stopped.', url: '/read/JHN/4' },
    ]);
    expect(await push.messages(b.sub.clientHash)).toEqual([]);
    const study = (await push.messages(c.sub.clientHash)).map((m) => JSON.parse(m));
    expect(study).toHaveLength(1);
    expect(study[0].title).toBe(`Day 1 of ${plan.name} is ready`);
    expect(study[0].url).toBe(`/plans/${plan.id}`);
  }, 300_000);

  it('removes a subscription its push service answers 410 Gone', async () => {
    clock = today + DAY + 7 * 3_600_000; // tomorrow 07:00
    const r = await subscribedReader();
    await push.expire(r.sub.clientHash);
    clock = today + DAY + 8 * 3_600_000 + 5_000;
    await until(
      async () =>
        (
          await t.database.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, r.id.split('.')[0] ?? ''))
        ).length === 0,
      'the subscription removed',
    );
    const delivered = await t.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, r.id.split('.')[0] ?? ''));
    expect(delivered).toHaveLength(1);
  }, 300_000);
});
