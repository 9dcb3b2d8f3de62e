import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanDetail, StepResponse } from '../../../../common/src/contracts/reading-plans.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { seedDemo } from '../../seed/demo.ts';
import { analyticsDaily, analyticsEvents } from '../analytics/analytics.schema.ts';
import { churchJoinRequests, churchMembers } from '../churches/churches.schema.ts';
import { sermons } from '../sermons/sermons.schema.ts';
import { createUserIdSigner } from '../users/user-id.ts';
import { progressOf } from './reading-plans.presenter.ts';
import { createSermonDraft } from './reading-plans.repository.ts';
import { planEnrollments, planPassages, readingPlans } from './reading-plans.schema.ts';

let t: TestApp;
let plans: { id: number; name: string; total_passages: number; church_id: number | null }[];
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.database.db)).toEqual({ created: 3 });
  plans = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans;
});
afterAll(() => t.close());

const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: string | Principal, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers:
      typeof user === 'string'
        ? { [USER_ID_HEADER]: user }
        : { [USER_ID_HEADER]: user.id, cookie: user.cookie, ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
let publishers = 0;
/**
 * A publisher of a church: an account with the site role publisher (the Publisher Dashboard's), as
 * every route that manages a church asks (common/src/roles.ts canManageChurch), and its church role.
 */
const publisherOf = async (churchId: number) => {
  const email = `plans-publisher-${++publishers}@example.org`;
  const publisher = await signedUpAccount(t.app, email);
  await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  const uuid = createUserIdSigner(TEST_SECRET).verify(publisher.id);
  if (!uuid) throw new Error('setup');
  await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'publisher' });
  return { publisher, uuid };
};
const step = async (user: string, path: string, payload?: object) => {
  const res = await call(
    path === 'current' ? 'POST' : 'PUT',
    `/api/user/plans/current${path === 'current' ? '' : `/${path}`}`,
    user,
    payload,
  );
  expect(res.statusCode, res.body).toBe(200);
  return StepResponse.parse(res.json());
};
/** Asks the assistant with a plan step; the answer's input prompt (from its audit). */
const askWithStep = async (
  user: string,
  bookId: string,
  chapter: number,
  stepId: number,
  { verses = [1], prompt = 'What does this teach?' } = {},
) => {
  const res = await call('POST', '/api/chat', user, {
    bible_id: 'eng-web',
    bookId,
    chapter,
    verses,
    prompt,
    plan_step_id: stepId,
  });
  const events = res.body
    .split('\n\n')
    .filter(Boolean)
    .map((b) => JSON.parse(b.slice(6)));
  const audit = await call(
    'GET',
    `/api/chat/${events[0].data.chat_id}/message/${events.at(-1).data.id}/audit`,
    user,
  );
  return String(audit.json().input_prompt);
};
const planNamed = (prefix: string) => {
  const p = plans.find((x) => x.name.startsWith(prefix));
  if (!p) throw new Error(`no plan ${prefix}`);
  return p;
};

describe('Sermon Studies: discovery and the demo content', () => {
  it('seeds three published studies of 5–7 days once, however often it runs', async () => {
    expect(await seedDemo(t.database.db)).toEqual({ created: 0 });
    expect(plans.map((p) => [p.name.split(':')[0], p.total_passages]).sort()).toEqual([
      ['Blessed Are You', 6],
      ['He Is Risen', 6],
      ['The Lord Is My Shepherd', 5],
    ]);
    expect(plans.every((p) => p.church_id !== null)).toBe(true);
  });

  it('resolves an open-ended range to the chapter’s real last verse', async () => {
    const user = await newUser();
    const detail = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${planNamed('The Lord').id}`, user)).json(),
    );
    expect(detail.passages[0]).toMatchObject({
      book_id: 'PSA',
      start_chapter: 23,
      start_verse: 1,
      end_verse: 6,
      verse_range: 'Psalm 23:1-6',
    });
    expect(detail.passages[1]?.end_verse).toBe(11); // Psalm 46
    expect(detail).toMatchObject({
      enrollment_status: null,
      progress: null,
      current_step: null,
      is_current: false,
    });
    expect(detail.associated_sermon).toMatchObject({ title: 'Songs for the Valley', has_notes: true });
    expect(detail.primary_church).toMatchObject({ name: 'Emmaus Road Fellowship', is_user_church: false });
  });

  it('serves the church’s public page and its sermon notes', async () => {
    const user = await newUser();
    const church = (await call('GET', `/api/churches/${plans[0]?.church_id}`, user)).json();
    expect(church).toMatchObject({ name: 'Emmaus Road Fellowship', sermon_count: 3, user_role: null });
    expect(church.reading_plans).toHaveLength(3);
    const detail = (await call('GET', `/api/reading-plans/${planNamed('He Is Risen').id}`, user)).json();
    const sermon = (await call('GET', `/api/sermons/${detail.associated_sermon.id}`, user)).json();
    expect(sermon.content).toContain('[John 20:31](/read/JHN/20?verse=31)');
    expect((await call('GET', '/api/churches/999999', user)).json()).toEqual({
      detail: 'Church not found',
      code: 'church.not_found',
    });
    expect((await call('GET', '/api/sermons/999999', user)).statusCode).toBe(404);
  });
});

describe('Sermon Studies: every transition', () => {
  it('starts, moves, jumps, completes and restarts, with progress at each step', async () => {
    const user = await newUser();
    const mount = planNamed('Blessed Are You');
    let s = await step(user, 'current', { plan_id: mount.id });
    expect(s).toMatchObject({ plan_id: mount.id, enrollment_status: 'current', is_completed: false });
    expect(s.current_step).toMatchObject({
      passage_order: 1,
      verse_range: 'Matthew 5:1-12',
      name: 'The Beatitudes',
    });
    expect(s.progress).toMatchObject({ completion_percentage: 0, completed_steps: [], total_steps: 6 });

    s = await step(user, 'next-step');
    expect(s.current_step.passage_order).toBe(2);
    expect(s.progress).toMatchObject({
      completed_steps: [1],
      completion_percentage: 17,
      completed_passages: 1,
    });

    s = await step(user, 'previous-step');
    expect(s.current_step.passage_order).toBe(1);
    expect(s.progress.completed_steps).toEqual([1]);
    s = await step(user, 'previous-step');
    expect(s.current_step.passage_order).toBe(1); // never below the first day

    s = await step(user, 'jump-to-passage', { passage_order: 6 });
    expect(s.current_step).toMatchObject({ passage_order: 6, verse_range: 'Matthew 7:24-29' });
    s = await step(user, 'next-step'); // the last day stays; Complete finishes
    expect(s.current_step.passage_order).toBe(6);
    expect(s.progress.completed_steps).toEqual([1, 6]);
    expect(s.progress.completion_percentage).toBe(33);

    const bad = await call('PUT', '/api/user/plans/current/jump-to-passage', user, { passage_order: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('passage_order must be between 1 and 6');

    s = await step(user, 'complete');
    expect(s).toMatchObject({ enrollment_status: 'completed', is_completed: true });
    expect(s.completed_at).not.toBeNull();
    const detail = PlanDetail.parse((await call('GET', `/api/reading-plans/${mount.id}`, user)).json());
    expect(detail).toMatchObject({ is_completed: true, enrollment_status: 'completed', is_current: true });

    s = await step(user, 'restart');
    expect(s).toMatchObject({ enrollment_status: 'current', is_completed: false, completed_at: null });
    expect(s.current_step.passage_order).toBe(1);
    expect(s.progress).toMatchObject({ completed_steps: [], completion_percentage: 0 });

    // Recorded through the analytics counters, anonymously: counted by day, no row carries a user id.
    const counted = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.planId, mount.id));
    const count = (name: string) => counted.filter((c) => c.name === name).reduce((n, c) => n + c.count, 0);
    expect(count('reading_plan_started')).toBeGreaterThanOrEqual(1);
    expect(count('navigation')).toBeGreaterThanOrEqual(2);
    expect(count('reading_plan_completed')).toBeGreaterThanOrEqual(1);
    expect(count('reading_plan_restarted')).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counted[0] ?? {})).not.toContain('userId');
    const withUser = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(isNotNull(analyticsEvents.userId));
    expect(withUser.filter((e) => (e.properties as { plan_id?: number }).plan_id === mount.id)).toEqual([]);
  });

  it('keeps one current plan per reader, and each plan’s progress when switching', async () => {
    const user = await newUser();
    const [a, b] = [planNamed('Blessed Are You'), planNamed('He Is Risen')];
    await step(user, 'current', { plan_id: a.id });
    await step(user, 'next-step');
    await step(user, 'current', { plan_id: b.id });
    const list = (await call('GET', '/api/user/plans', user)).json().plans;
    expect(
      list.map((p: { id: number; is_current: boolean; enrollment_status: string }) => [
        p.id,
        p.is_current,
        p.enrollment_status,
      ]),
    ).toEqual([
      [b.id, true, 'current'],
      [a.id, false, 'enrolled'],
    ]);
    const back = await step(user, 'current', { plan_id: a.id });
    expect(back.current_step.passage_order).toBe(2);
    const current = (await call('GET', '/api/user/plans/current', user)).json();
    expect(current.plan.id).toBe(a.id);
    expect(current.current_step.passage_order).toBe(2);
  });

  it('answers step calls without a current plan with 404, and an empty current plan with null', async () => {
    const user = await newUser();
    expect((await call('GET', '/api/user/plans/current', user)).json()).toEqual({
      plan: null,
      current_step: null,
    });
    const res = await call('PUT', '/api/user/plans/current/next-step', user);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('plan.no_current');
  });

  it('counts participants, completions and recent readers from enrolments', async () => {
    const psalms = planNamed('The Lord');
    const before = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${psalms.id}`, await newUser())).json(),
    ).stats;
    const [x, y] = [await newUser(), await newUser()];
    await step(x, 'current', { plan_id: psalms.id });
    await step(y, 'current', { plan_id: psalms.id });
    await step(y, 'complete');
    const stats = PlanDetail.parse((await call('GET', `/api/reading-plans/${psalms.id}`, x)).json()).stats;
    expect(stats.total_participants).toBe(before.total_participants + 2);
    expect(stats.recent_participants).toBe(before.recent_participants + 2);
    expect(stats.completion_rate).toBe(
      Math.round(
        (((before.total_participants * before.completion_rate) / 100 + 1) / stats.total_participants) * 100,
      ),
    );
  });

  it('computes progress from completed steps, or (step - 1) / total before any', () => {
    expect(progressOf({ currentStep: 3, completedSteps: [] }, 6).completion_percentage).toBe(33);
    expect(progressOf({ currentStep: 1, completedSteps: [1, 2, 2, 9] }, 3)).toMatchObject({
      completion_percentage: 67,
      completed_steps: [1, 2],
    });
    expect(progressOf({ currentStep: 1, completedSteps: [] }, 0).completion_percentage).toBe(0);
  });
});

describe('Sermon Studies: the step in the assistant', () => {
  it('leads suggestions with the step’s question and gives the model the step, insight and question', async () => {
    const user = await newUser();
    const plan = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${planNamed('He Is Risen').id}`, user)).json(),
    );
    const day = plan.passages[3];
    if (!day) throw new Error('no day 4');
    const sug = (
      await call('GET', `/api/bible/eng-web/book/JHN/chapters/20/suggestions?planStepId=${day.id}`, user)
    ).json();
    expect(sug.suggestions).toHaveLength(3);
    expect(sug.suggestions[0]).toEqual({ question: day.question, summary: day.question.replace(/\?$/, '') });

    const res = await call('POST', '/api/chat', user, {
      bible_id: 'eng-web',
      bookId: 'JHN',
      chapter: 20,
      verses: [24, 25, 26, 27, 28, 29, 30, 31],
      prompt: 'Why did Thomas doubt?',
      plan_step_id: day.id,
    });
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((b) => JSON.parse(b.slice(6)));
    const chatId = events[0].data.chat_id;
    const messageId = events.at(-1).data.id;
    const audit = (await call('GET', `/api/chat/${chatId}/message/${messageId}/audit`, user)).json();
    expect(audit.input_prompt).toContain('## Sermon Study step');
    expect(audit.input_prompt).toContain(
      `Day 4 of 6 in the Sermon Study "${plan.name}": John 20:24-31 — Thomas believes`,
    );
    expect(audit.input_prompt).toContain(`Insight: ${day.insight}`);
  });
  it('gives neither suggestions nor the model the step of a private study the reader cannot read', async () => {
    const plan = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${planNamed('He Is Risen').id}`, await newUser())).json(),
    );
    const day = plan.passages[3];
    if (!day || !plan.primary_church) throw new Error('no day 4');
    const reader = await newUser();
    const publisher = await newUser();
    const uuid = createUserIdSigner(TEST_SECRET).verify(publisher);
    if (!uuid) throw new Error('setup');
    await t.database.db
      .insert(churchMembers)
      .values({ churchId: plan.primary_church.id, userId: uuid, role: 'publisher' });
    const ask = (user: string) =>
      askWithStep(user, 'JHN', 20, day.id, { verses: [24], prompt: 'Why did Thomas doubt?' });
    const suggested = async (user: string) =>
      (
        await call('GET', `/api/bible/eng-web/book/JHN/chapters/20/suggestions?planStepId=${day.id}`, user)
      ).json().suggestions[0].question;
    await t.database.db
      .update(readingPlans)
      .set({ visibility: 'private' })
      .where(eq(readingPlans.id, plan.id));
    try {
      expect(await suggested(reader)).not.toBe(day.question);
      const prompt = await ask(reader);
      expect(prompt).toContain('Why did Thomas doubt?');
      expect(prompt).not.toContain(day.insight);
      expect(prompt).not.toContain(plan.name);
      // The church's publishers still study with it while it is private.
      expect(await suggested(publisher)).toBe(day.question);
      expect(await ask(publisher)).toContain(`Insight: ${day.insight}`);
    } finally {
      await t.database.db
        .update(readingPlans)
        .set({ visibility: 'public' })
        .where(eq(readingPlans.id, plan.id));
      await t.database.db.delete(churchMembers).where(eq(churchMembers.userId, uuid));
    }
  });
});

describe('Sermon Studies: visibility', () => {
  it('lets only the church’s publishers hide a study, which readers then cannot see or start', async () => {
    const plan = planNamed('He Is Risen');
    const reader = await newUser();
    if (!plan.church_id) throw new Error('setup');
    // A reader already in the study when it goes private (issue 19 item 4).
    const enrolled = await newUser();
    await step(enrolled, 'current', { plan_id: plan.id });
    await step(enrolled, 'next-step');
    const { publisher, uuid } = await publisherOf(plan.church_id);

    const denied = await call('PUT', `/api/reading-plans/${plan.id}/visibility`, reader, {
      visibility: 'private',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('auth.forbidden');
    expect(
      (await call('PUT', `/api/reading-plans/${plan.id}/visibility`, reader, { visibility: 'secret' }))
        .statusCode,
    ).toBe(400);

    const ok = await call('PUT', `/api/reading-plans/${plan.id}/visibility`, publisher, {
      visibility: 'private',
    });
    expect(ok.json()).toEqual({ id: plan.id, visibility: 'private' });
    try {
      const listed = (await call('GET', '/api/reading-plans/suggested', reader)).json().plans;
      expect(listed.map((p: { id: number }) => p.id)).not.toContain(plan.id);
      expect((await call('GET', `/api/reading-plans/${plan.id}`, reader)).statusCode).toBe(404);
      expect((await call('POST', '/api/user/plans/current', reader, { plan_id: plan.id })).statusCode).toBe(
        404,
      );
      // The enrolled reader keeps the enrolment but the study stops for them: no current study, no steps
      // (docs/decisions/0009-private-study-readers.md).
      const current = (await call('GET', '/api/user/plans/current', enrolled)).json();
      expect(current).toEqual({ plan: null, current_step: null });
      const moved = await call('PUT', '/api/user/plans/current/next-step', enrolled);
      expect(moved.statusCode).toBe(404);
      expect(moved.json().code).toBe('plan.no_current');
      // A private study is not even acknowledged to outsiders.
      expect(
        (await call('PUT', `/api/reading-plans/${plan.id}/visibility`, reader, { visibility: 'public' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await call('PUT', `/api/reading-plans/${plan.id}/visibility`, publisher, { visibility: 'public' });
      await t.database.db.delete(churchMembers).where(eq(churchMembers.userId, uuid));
    }
    expect((await call('GET', `/api/reading-plans/${plan.id}`, reader)).statusCode).toBe(200);
    // Public again: the enrolled reader is back where they were.
    const back = (await call('GET', '/api/user/plans/current', enrolled)).json();
    expect(back.plan.id).toBe(plan.id);
    expect(back.current_step.passage_order).toBe(2);
  });

  it('does not count or show a sermon with no published study to readers, only to publishers', async () => {
    const churchId = planNamed('He Is Risen').church_id;
    const reader = await newUser();
    if (!churchId) throw new Error('setup');
    const { publisher, uuid } = await publisherOf(churchId);
    const [draft] = await t.database.db
      .insert(sermons)
      .values({ churchId, title: 'Unpublished draft', content: 'private notes' })
      .returning();
    if (!draft) throw new Error('setup');
    try {
      const count = async (user: string | Principal) =>
        (await call('GET', `/api/churches/${churchId}`, user)).json().sermon_count;
      expect(await count(reader)).toBe(3);
      expect(await count(publisher)).toBe(4);
      expect((await call('GET', `/api/sermons/${draft.id}`, reader)).statusCode).toBe(404);
    } finally {
      await t.database.db.delete(sermons).where(eq(sermons.id, draft.id));
      await t.database.db.delete(churchMembers).where(eq(churchMembers.userId, uuid));
    }
  });

  it("lets the church's members read a private study — lists, church page, steps, sermon notes, the assistant's step — but not change it; a pending requester reads nothing", async () => {
    const plan = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${planNamed('Blessed Are You').id}`, await newUser())).json(),
    );
    const churchId = plan.primary_church?.id;
    const sermonId = plan.associated_sermon?.id;
    const day = plan.passages[1];
    if (!churchId || !sermonId || !day) throw new Error('setup');
    const [member, pending, outsider] = [await newUser(), await newUser(), await newUser()];
    const uuidOf = (id: string) => createUserIdSigner(TEST_SECRET).verify(id) ?? '';
    await t.database.db.insert(churchMembers).values({ churchId, userId: uuidOf(member), role: 'member' });
    await t.database.db.insert(churchJoinRequests).values({ churchId, userId: uuidOf(pending) });
    // Both were in the study before it went private.
    for (const reader of [member, pending]) {
      await step(reader, 'current', { plan_id: plan.id });
      await step(reader, 'next-step');
    }
    await t.database.db
      .update(readingPlans)
      .set({ visibility: 'private' })
      .where(eq(readingPlans.id, plan.id));
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    try {
      // The member: the study, its place in their list and the church page, their current day and steps.
      expect((await call('GET', `/api/reading-plans/${plan.id}`, member)).statusCode).toBe(200);
      expect(ids((await call('GET', '/api/user/plans', member)).json().plans)).toContain(plan.id);
      const current = (await call('GET', '/api/user/plans/current', member)).json();
      expect([current.plan?.id, current.current_step?.passage_order]).toEqual([plan.id, 2]);
      expect((await step(member, 'next-step')).current_step.passage_order).toBe(3);
      const page = (await call('GET', `/api/churches/${churchId}`, member)).json();
      expect(page.user_role).toBe('member');
      expect(ids(page.reading_plans)).toContain(plan.id);
      expect(page.sermon_count).toBe(3);
      const notes = await call('GET', `/api/sermons/${sermonId}`, member);
      expect(notes.statusCode, notes.body).toBe(200);
      expect(notes.json().content).toEqual(expect.any(String));
      expect(notes.json().analysis).toBeNull();
      const suggested = async (user: string) =>
        (
          await call(
            'GET',
            `/api/bible/eng-web/book/${day.book_id}/chapters/${day.start_chapter}/suggestions?planStepId=${day.id}`,
            user,
          )
        ).json().suggestions[0].question;
      expect(await suggested(member)).toBe(day.question);
      expect(await askWithStep(member, day.book_id, day.start_chapter, day.id)).toContain(
        `Insight: ${day.insight}`,
      );
      // …but a member does not change it (403: the study is theirs to read, not to manage).
      for (const [url, body] of [
        [`/api/reading-plans/${plan.id}/visibility`, { visibility: 'public' }],
        [`/api/reading-plans/${plan.id}`, { name: 'Renamed by a member' }],
      ] as const) {
        const res = await call('PUT', url, member, body);
        expect([res.statusCode, res.json().code]).toEqual([403, 'auth.forbidden']);
      }

      // A pending requester and any other reader: the study does not exist for them.
      for (const reader of [pending, outsider]) {
        expect((await call('GET', `/api/reading-plans/${plan.id}`, reader)).statusCode).toBe(404);
        expect(ids((await call('GET', '/api/user/plans', reader)).json().plans)).not.toContain(plan.id);
        expect((await call('GET', `/api/sermons/${sermonId}`, reader)).statusCode).toBe(404);
        const church = (await call('GET', `/api/churches/${churchId}`, reader)).json();
        expect(ids(church.reading_plans)).not.toContain(plan.id);
        expect(church.sermon_count).toBe(2);
        expect(await suggested(reader)).not.toBe(day.question);
        expect(await askWithStep(reader, day.book_id, day.start_chapter, day.id)).not.toContain(day.insight);
        expect((await call('PUT', `/api/reading-plans/${plan.id}`, reader, { name: 'x' })).statusCode).toBe(
          404,
        );
      }
      expect((await call('GET', `/api/churches/${churchId}`, pending)).json().user_role).toBe('pending');
      expect((await call('GET', '/api/user/plans/current', pending)).json()).toEqual({
        plan: null,
        current_step: null,
      });
      expect((await call('PUT', '/api/user/plans/current/next-step', pending, {})).json().code).toBe(
        'plan.no_current',
      );
    } finally {
      await t.database.db
        .update(readingPlans)
        .set({ visibility: 'public' })
        .where(eq(readingPlans.id, plan.id));
      await t.database.db.delete(churchMembers).where(eq(churchMembers.userId, uuidOf(member)));
      await t.database.db.delete(churchJoinRequests).where(eq(churchJoinRequests.userId, uuidOf(pending)));
    }
  });

  it('rejects malformed bodies with 400 and answers malformed ids as unknown ones (404)', async () => {
    const user = await newUser();
    for (const res of [
      await call('POST', '/api/user/plans/current', user, {}),
      await call('PUT', '/api/user/plans/current/jump-to-passage', user, { passage_order: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const plan = await call('GET', '/api/reading-plans/abc', user);
    expect([plan.statusCode, plan.json().code]).toEqual([404, 'plan.not_found']);
    const church = await call('GET', '/api/churches/0', user);
    expect([church.statusCode, church.json().code]).toEqual([404, 'church.not_found']);
  });
});

describe('Sermon Studies at the pace of a week (issue 33)', () => {
  it('opens one day per calendar day from the reader’s start, in their time zone; earlier days stay open', async () => {
    const [plan] = await t.database.db
      .insert(readingPlans)
      .values({ name: 'A Week in John', visibility: 'public', paced: true })
      .returning({ id: readingPlans.id });
    if (!plan) throw new Error('setup');
    await t.database.db.insert(planPassages).values(
      [1, 2, 3].map((order) => ({
        planId: plan.id,
        passageOrder: order,
        bookId: 'JHN',
        startChapter: order,
        startVerse: 1,
        endChapter: order,
        endVerse: 10,
        name: `Day ${order}`,
      })),
    );
    const user = await newUser();
    const bad = await call('POST', '/api/user/plans/current', user, { plan_id: plan.id, tz: 'Mars/Olympus' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request.invalid']);

    let s = await step(user, 'current', { plan_id: plan.id, tz: 'Pacific/Auckland' });
    expect([s.current_step.passage_order, s.opened_days]).toEqual([1, 1]);
    // Next on the last open day marks it read and stays: day 2 opens tomorrow.
    s = await step(user, 'next-step');
    expect([s.current_step.passage_order, s.opened_days, s.progress.completed_steps]).toEqual([1, 1, [1]]);
    const early = await call('PUT', '/api/user/plans/current/jump-to-passage', user, { passage_order: 2 });
    expect([early.statusCode, early.json().code]).toEqual([409, 'plan.day_not_open']);

    // Two of the reader's midnights later (the enrolment moved back in time), days 2 and 3 are open.
    const uuid = createUserIdSigner(TEST_SECRET).verify(user);
    await t.database.db
      .update(planEnrollments)
      .set({ startedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(planEnrollments.planId, plan.id), eq(planEnrollments.userId, uuid ?? '')));
    const detail = PlanDetail.parse((await call('GET', `/api/reading-plans/${plan.id}`, user)).json());
    expect([detail.paced, detail.opened_days]).toEqual([true, 3]);
    s = await step(user, 'next-step');
    expect([s.current_step.passage_order, s.opened_days]).toEqual([2, 3]);
    s = await step(user, 'jump-to-passage', { passage_order: 3 });
    expect(s.current_step.passage_order).toBe(3);

    // An unpaced study works as before.
    const other = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${planNamed('Blessed Are You').id}`, user)).json(),
    );
    expect([other.paced, other.opened_days]).toEqual([false, null]);
  });

  it('is on for a study a church makes from a sermon, and a publisher can turn it off', async () => {
    const [sermonRow] = await t.database.db.select({ id: sermons.id }).from(sermons).limit(1);
    expect(sermonRow).toBeDefined();
    const [made] = await t.database.db
      .select({ paced: readingPlans.paced })
      .from(readingPlans)
      .where(isNotNull(readingPlans.sermonId));
    // The demo's studies were seeded unpaced; a draft the sermons module writes is paced.
    expect(made?.paced).toBe(false);
    const draft = await t.database.db.transaction((tx) =>
      createSermonDraft(tx as never, {
        name: 'Paced draft',
        description: '',
        theme: null,
        churchId: plans[0]?.church_id ?? 1,
        sermonId: 999_999,
      }),
    );
    const [row] = await t.database.db
      .select({ paced: readingPlans.paced })
      .from(readingPlans)
      .where(eq(readingPlans.id, draft.id));
    expect(row?.paced).toBe(true);
    await t.database.db.delete(readingPlans).where(eq(readingPlans.id, draft.id));

    const churchId = plans[0]?.church_id;
    if (!churchId) throw new Error('setup');
    const { publisher } = await publisherOf(churchId);
    const study = plans[0]?.id;
    const off = await call('PUT', `/api/reading-plans/${study}`, publisher, { paced: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(PlanDetail.parse(off.json()).paced).toBe(true);
    const on = await call('PUT', `/api/reading-plans/${study}`, publisher, { paced: false });
    expect(PlanDetail.parse(on.json()).paced).toBe(false);
  });
});
