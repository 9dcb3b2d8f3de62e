import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, ChurchAnalyticsResponse } from '../../../../common/src/contracts/analytics.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { seedDemo } from '../../seed/demo.ts';
import { churchMembers } from '../churches/churches.schema.ts';
import { planPassages, readingPlans } from '../reading-plans/reading-plans.schema.ts';
import { createUserIdSigner } from '../users/user-id.ts';
import { addressSender, CHURCH_PAGE_VIEWS_PER_SENDER_DAY } from './analytics.bounds.ts';
import { createEventRateLimit } from './analytics.rate-limit.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsSeen } from './analytics.schema.ts';
import { createAnalyticsService } from './analytics.service.ts';

// Issue 37: one client posted 5,850 events in a burst and a church's figures moved by all of them.
let t: TestApp;
let churchId: number;
let planId: number;
let totalDays: number;
let publisher: Principal;
const signer = createUserIdSigner(TEST_SECRET);

const report = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/churches/${churchId}/analytics?days=7`,
    headers: { [USER_ID_HEADER]: publisher.id, cookie: publisher.cookie, ...SAME_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  const r = ChurchAnalyticsResponse.parse(res.json());
  const study = r.studies.find((s) => s.plan_id === planId);
  if (!study) throw new Error('study missing');
  return { r, study, today: r.series.at(-1) };
};

/** 50 events that would each move the church's figures if counted: page views, plan days, starts. */
const burstOf50 = (): AnalyticsEvent[] =>
  Array.from({ length: 50 }, (_, i): AnalyticsEvent => {
    switch (i % 6) {
      case 0:
        return { name: 'church_page_view', church_id: churchId };
      case 1:
        return { name: 'page_view', path: `/churches/${churchId}` };
      case 2:
        return { name: 'reading_plan_step', plan_id: planId, step: (i % totalDays) + 1 };
      case 3:
        return { name: 'reading_plan_step', plan_id: planId, step: 500 + i };
      case 4:
        return { name: 'reading_plan_started', plan_id: planId, step: 1 };
      default:
        return { name: 'reading_plan_completed', plan_id: planId };
    }
  });

/** 100 requests of 50 events from `ip`, each with the reader id `readerFor(i)` when given. */
const burst = async (ip: string, readerFor?: (i: number) => string) => {
  const codes = new Map<number, number>();
  for (let i = 0; i < 100; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: ip,
      headers: readerFor ? { [USER_ID_HEADER]: readerFor(i) } : {},
      payload: burstOf50(),
    });
    codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
  }
  return codes;
};

/** The most one honest reader moves in a day: each day of the study once, the church page a few times. */
const expectAtMostOneReader = async (before: Awaited<ReturnType<typeof report>>) => {
  const after = await report();
  expect(after.r.church_page_views - before.r.church_page_views).toBeGreaterThan(0);
  expect(after.r.church_page_views - before.r.church_page_views).toBeLessThanOrEqual(
    CHURCH_PAGE_VIEWS_PER_SENDER_DAY,
  );
  expect(after.study.step_views - before.study.step_views).toBeLessThanOrEqual(totalDays);
  expect(after.study.step_views_week - before.study.step_views_week).toBeLessThanOrEqual(totalDays);
  expect(after.study.readers_started).toBe(before.study.readers_started);
  expect(after.study.readers_completed).toBe(before.study.readers_completed);
  expect(after.study.completion_rate).toBe(before.study.completion_rate);
  expect(after.study.active_this_week).toBe(before.study.active_this_week);
  expect((after.today?.step_views ?? 0) - (before.today?.step_views ?? 0)).toBeLessThanOrEqual(totalDays);
  expect(after.today?.readers_started).toBe(before.today?.readers_started);
};

beforeAll(async () => {
  // The per-minute budget lifted: a burst spread over a day passes any such budget, the daily bounds must hold.
  t = await createTestApp({ analyticsEventsPerMinute: 1_000_000 });
  await seedDemo(t.database.db);
  const [plan] = await t.database.db.select().from(readingPlans).orderBy(readingPlans.id).limit(1);
  if (!plan?.churchId) throw new Error('demo plan missing');
  churchId = plan.churchId;
  planId = plan.id;
  totalDays = (await t.database.db.select().from(planPassages).where(sql`${planPassages.planId} = ${planId}`))
    .length;
  publisher = await signedUpAccount(t.app, 'burst-publisher@example.org');
  await runAdmin(t.database.db, ['grant-role', 'burst-publisher@example.org', 'publisher'], () => '');
  await t.database.db
    .insert(churchMembers)
    .values({ churchId, userId: signer.verify(publisher.id) ?? '', role: 'publisher' });
}, 120_000);
afterAll(() => t.close());

describe('a replayed burst of events', () => {
  it('from one address and one reader id moves the figures by at most one honest reader', async () => {
    expect(totalDays).toBeGreaterThanOrEqual(3);
    const before = await report();
    const reader = signer.issue().token;
    const codes = await burst('198.51.100.7', () => reader);
    // Accepted (the excess dropped silently): an honest client with a replayed queue is not refused.
    expect(codes.get(202)).toBe(100);
    await expectAtMostOneReader(before);
  }, 120_000);

  it('spread over many reader ids from one address moves them by at most one honest reader', async () => {
    const before = await report();
    const readers = Array.from({ length: 20 }, () => signer.issue().token);
    await burst('198.51.100.8', (i) => readers[i % readers.length] ?? '');
    await expectAtMostOneReader(before);
  }, 120_000);

  it('from rotating IPv6 addresses of one network moves them by at most one reader', async () => {
    const before = await report();
    await burst('2001:db8:5:7::1');
    const mid = await report();
    expect(mid.r.church_page_views - before.r.church_page_views).toBeGreaterThan(0);
    // Other addresses of the same /64 add nothing more.
    for (const ip of ['2001:db8:5:7::2', '2001:db8:5:7:ffff::9']) await burst(ip);
    expect((await report()).r.church_page_views).toBe(mid.r.church_page_views);
  }, 240_000);

  it('keeps only keyed hashes of who counted what, and forgets them after a week', async () => {
    const rows = await t.database.db.select().from(analyticsSeen);
    expect(rows.length).toBeGreaterThan(0);
    // A day, a count and a hash: no column for an address, a reader or a plan, no key that spells one.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'key']);
    expect(rows.every((r) => /^[\w-]{22}$/.test(r.key))).toBe(true);
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(analyticsSeen).values({ day: old, key: 'x'.repeat(22), count: 1 });
    const service = createAnalyticsService(createAnalyticsRepository(t.database.db), async () => ({
      studies: [],
      enrolments: [],
    }));
    expect(await service.forgetSeen()).toBe(1);
    expect((await t.database.db.select().from(analyticsSeen)).length).toBe(rows.length);
  });
});

describe('the per-minute event budget', () => {
  it('counts events, not requests, per address and per reader id', async () => {
    let now = 60_000 * 1000 + 5_000;
    const limit = createEventRateLimit(120, () => now);
    // Two requests of 50 fit; the third (150 events) does not, with a Retry-After to the window's end.
    expect(await limit(['ip a'], 50)).toEqual({ ok: true });
    expect(await limit(['ip a'], 50)).toEqual({ ok: true });
    expect(await limit(['ip a'], 50)).toEqual({ ok: false, retryAfterS: 55 });
    // One reader id from another address shares its budget across addresses.
    expect(await limit(['ip b', 'reader r'], 100)).toEqual({ ok: true });
    expect(await limit(['ip c', 'reader r'], 50)).toMatchObject({ ok: false });
    expect(await limit(['ip d'], 50)).toEqual({ ok: true });
    now += 60_000;
    expect(await limit(['ip a', 'reader r'], 50)).toEqual({ ok: true });
  });

  it('keys an IPv6 address by its /64 and an IPv4 one (or a mapped one) as is', () => {
    expect(addressSender('2001:db8:5:7::1')).toBe(addressSender('2001:0db8:0005:0007:ffff::9'));
    expect(addressSender('2001:db8:5:7::1')).not.toBe(addressSender('2001:db8:5:8::1'));
    expect(addressSender('::ffff:10.0.0.1')).toBe(addressSender('10.0.0.1'));
    expect(addressSender('10.0.0.1')).not.toBe(addressSender('10.0.0.2'));
  });
});
