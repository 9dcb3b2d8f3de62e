import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchAnalyticsResponse } from '../../../../common/src/contracts/analytics.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { seedDemo } from '../../seed/demo.ts';
import { churchMembers } from '../churches/churches.schema.ts';
import { planEnrollments, planPassages, readingPlans } from '../reading-plans/reading-plans.schema.ts';
import { createUserIdSigner } from '../users/user-id.ts';
import { analyticsDaily } from './analytics.schema.ts';
import { normalisePath } from './analytics.service.ts';

let t: TestApp;
let churchId: number;
let planId: number;
let publisher: Principal;
/** The church's publisher: an account with the site role publisher (canManageChurch, common/src/roles.ts). */
const asPublisher = () => ({ [USER_ID_HEADER]: publisher.id, cookie: publisher.cookie, ...SAME_ORIGIN });
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const uuidOf = (id: string) => {
  const u = createUserIdSigner(TEST_SECRET).verify(id);
  if (!u) throw new Error('bad id');
  return u;
};
const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: payload as object,
    remoteAddress: ip,
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const [plan] = await t.database.db.select().from(readingPlans).orderBy(readingPlans.id).limit(1);
  if (!plan?.churchId) throw new Error('demo plan missing');
  churchId = plan.churchId;
  planId = plan.id;
  publisher = await signedUpAccount(t.app, 'analytics-publisher@example.org');
  await runAdmin(t.database.db, ['grant-role', 'analytics-publisher@example.org', 'publisher'], () => '');
  await t.database.db
    .insert(churchMembers)
    .values({ churchId, userId: uuidOf(publisher.id), role: 'publisher' });
}, 120_000);
afterAll(() => t.close());

describe('POST /api/analytics/events', () => {
  it('counts one event or a list into anonymous daily counters (202), with no user or address stored', async () => {
    const one = await post({ name: 'page_view', path: '/read/JHN/3?verse=16#x' });
    expect(one.statusCode, one.body).toBe(202);
    expect(one.json()).toEqual({ accepted: 1 });
    const many = await post([
      { name: 'page_view', path: '/read/JHN/3' },
      { name: 'page_view', path: '/chat/0b5a3c1e-58f2-4c1a-9a53-2f1e6f1a0c11' },
      { name: 'church_page_view', path: `/church/${churchId}`, church_id: churchId },
    ]);
    expect(many.statusCode).toBe(202);
    expect(many.json()).toEqual({ accepted: 3 });
    const rows = await t.database.db.select().from(analyticsDaily);
    const john = rows.find((r) => r.name === 'page_view' && r.path === '/read/JHN/3');
    expect(john?.count).toBe(2);
    expect(rows.some((r) => r.path === '/chat/:id')).toBe(true);
    // The table has no column that could hold who sent an event.
    const cols = (
      (await t.database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'analytics_daily'`,
      )) as unknown as { rows: { column_name: string }[] }
    ).rows.map((r) => r.column_name);
    expect(cols.sort()).toEqual(['church_id', 'count', 'day', 'name', 'path', 'plan_id', 'step']);
  });

  it('refuses unknown names, bad shapes and oversized lists with a 400', async () => {
    for (const bad of [
      { name: 'user_login', path: '/' },
      { name: 'page_view', path: 'no-slash' },
      { name: 'page_view', path: `/${'x'.repeat(600)}` },
      { name: 'reading_plan_step', plan_id: -1 },
      [],
      Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/' })),
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('limits each address, not everyone (429 with Retry-After)', async () => {
    // The budget is per calendar minute (analytics.rate-limit.ts): start where these requests cannot
    // straddle two minutes (a clean-clone run at stop 41 crossed one and never reached the limit).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    let last = 202;
    for (let i = 0; i < 121 && last === 202; i++)
      last = (await post({ name: 'navigation' }, '10.9.9.9')).statusCode;
    const limited = await post({ name: 'navigation' }, '10.9.9.9');
    expect(last).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ name: 'navigation' }, '10.9.9.10')).statusCode).toBe(202);
  }, 60_000);

  it('normalises paths: no query, no fragment, ids replaced', () => {
    expect(normalisePath('/search?q=my+secret')).toBe('/search');
    expect(normalisePath('/dashboard/12/videos/abc')).toBe('/dashboard/:id/videos/abc');
    expect(normalisePath(undefined)).toBe('');
  });
});

describe('GET /api/churches/{id}/analytics', () => {
  it('reports readers started, active, completed, rate, average days, drop-off, questions and page views', async () => {
    const days = await t.database.db
      .select()
      .from(planPassages)
      .where(sql`${planPassages.planId} = ${planId}`)
      .orderBy(planPassages.passageOrder);
    expect(days.length).toBeGreaterThanOrEqual(3);
    // Six readers: two finished (in 4 and 6 days), three stopped at day 2, one at day 3 (started today).
    const readers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newUser()));
    const rows = [
      { startedAt: daysAgo(20), completedAt: daysAgo(16), currentStep: days.length },
      { startedAt: daysAgo(12), completedAt: daysAgo(6), currentStep: days.length },
      { startedAt: daysAgo(15), completedAt: null, currentStep: 2 },
      { startedAt: daysAgo(14), completedAt: null, currentStep: 2 },
      { startedAt: daysAgo(10), completedAt: null, currentStep: 2 },
      { startedAt: daysAgo(0), completedAt: null, currentStep: 3 },
    ];
    await t.database.db
      .insert(planEnrollments)
      .values(rows.map((r, i) => ({ ...r, userId: uuidOf(readers[i] ?? ''), planId })));
    await post([
      { name: 'reading_plan_step', plan_id: planId, step: 2 },
      { name: 'reading_plan_step', plan_id: planId, step: 3 },
      { name: 'church_page_view', church_id: churchId },
    ]);
    // A question asked in plan mode is counted for the plan (through the chat's plan step).
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [USER_ID_HEADER]: readers[5] ?? '' },
      payload: {
        bible_id: 'eng-web',
        bookId: 'JHN',
        chapter: 3,
        verses: [16],
        prompt: 'What does this mean?',
        plan_step_id: days[1]?.id,
      },
    });
    expect(chat.statusCode, chat.body.slice(0, 200)).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/churches/${churchId}/analytics?days=30`,
      headers: asPublisher(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = ChurchAnalyticsResponse.parse(res.json());
    const study = report.studies.find((s) => s.plan_id === planId);
    expect(study).toMatchObject({
      readers_started: 6,
      readers_completed: 2,
      completion_rate: 33,
      average_days_to_complete: 5,
      active_this_week: 2,
      drop_off: { day: 2, name: days[1]?.name, readers: 3 },
      questions_asked: 1,
      step_views: 2,
      step_views_week: 2,
      total_days: days.length,
    });
    // The two church_page_view events of this file (the first test sent one too).
    expect(report.church_page_views).toBe(2);
    expect(report.series).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.series.at(-1)).toMatchObject({
      date: today,
      readers_started: 1,
      questions_asked: 1,
      step_views: 2,
    });
    expect(report.series.reduce((n, d) => n + d.readers_completed, 0)).toBe(2);
    expect(report.series.reduce((n, d) => n + d.readers_started, 0)).toBe(6);

    const ninety = await t.app.inject({
      method: 'GET',
      url: `/api/churches/${churchId}/analytics?days=90`,
      headers: asPublisher(),
    });
    expect(ninety.json().series).toHaveLength(90);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/churches/${churchId}/analytics?days=5`,
      headers: asPublisher(),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/churches/999999/analytics',
      headers: asPublisher(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("counts the app's page views of the church page as views of that church's page, nothing else", async () => {
    // The app sends only page views (web/src/pwa/page-views.ts): the church page's own must count.
    const views = async () =>
      ChurchAnalyticsResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/churches/${churchId}/analytics?days=7`,
            headers: asPublisher(),
          })
        ).json(),
      ).church_page_views;
    const before = await views();
    const res = await post(
      [
        { name: 'page_view', path: `/churches/${churchId}` },
        { name: 'page_view', path: `/churches/${churchId}/?from=share#top` },
        { name: 'page_view', path: `/churches/${churchId}/settings` },
        { name: 'page_view', path: `/churches/${churchId + 1}` },
        { name: 'page_view', path: `/dashboard/${churchId}/analytics` },
        { name: 'navigation', path: `/churches/${churchId}` },
      ],
      '10.0.0.3',
    );
    expect(res.json()).toEqual({ accepted: 6 });
    expect(await views()).toBe(before + 2);
  });
});
