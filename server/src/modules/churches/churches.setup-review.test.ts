import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { type FakeVideoPlatform, startFakeVideoPlatform } from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { recurringKey } from '../../jobs/queue.ts';
import { SWEEP_UNCONFIRMED_JOB, UNCONFIRMED_KEPT_MS } from './churches.module.ts';
import { churches } from './churches.schema.ts';

// Issue 36: a church found by a website analysis is a church under review until its publisher's
// "Continue" (POST /api/churches/{id}/confirm-setup): no one else sees it, a second analysis by the same
// publisher (a reload, a second try) returns the same review, and one left unconfirmed goes.

let t: TestApp;
let sites: FakeChurchSites;
let video: FakeVideoPlatform;
const as: Record<'owner' | 'other' | 'admin' | 'reader', Principal> = {} as never;

const call = (p: Principal, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
const analyze = async (p: Principal, site: string) =>
  (
    await call(p, 'POST', '/api/churches/analyze-website', { website_url: `${sites.origin}/${site}/` })
  ).json();
const exists = async (id: number) =>
  (await t.database.db.select().from(churches).where(eq(churches.id, id))).length === 1;
const backdate = (id: number, ms: number) =>
  t.database.db
    .update(churches)
    .set({ setupPendingAt: new Date(Date.now() - ms) })
    .where(eq(churches.id, id));

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  sites = await startFakeChurchSites({ videoPlatformUrl: video.url });
  t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    outboundAllowPrivate: sites.allow,
    websiteFetch: { pageTimeoutMs: 3000 },
  });
  for (const [key, email] of [
    ['owner', 'owner@example.org'],
    ['other', 'other@example.org'],
    ['admin', 'admin@example.org'],
    ['reader', 'reader@example.org'],
  ] as const)
    as[key] = await signedUpAccount(t.app, email);
  for (const email of ['owner@example.org', 'other@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  await runAdmin(t.database.db, ['grant-role', 'admin@example.org', 'admin'], () => '');
}, 120_000);
afterAll(async () => {
  await t.close();
  await sites.close();
  await video.close();
});

describe('a church found by an analysis waits for its publisher to continue', () => {
  let id = 0;

  it('is under review: its owner sees it, no one else does, and nobody can ask to join it', async () => {
    const body = await analyze(as.owner, 'grace');
    expect(body).toMatchObject({ success: true, church: { user_role: 'owner', setup_pending: true } });
    id = body.church.id;
    expect((await call(as.owner, 'GET', `/api/churches/${id}`)).json()).toMatchObject({
      setup_pending: true,
    });
    const mine = (await call(as.owner, 'GET', '/api/user/churches')).json().churches;
    expect(mine).toContainEqual(expect.objectContaining({ id, setup_pending: true }));
    for (const p of [as.other, as.reader]) {
      expect((await call(p, 'GET', `/api/churches/${id}`)).statusCode).toBe(404);
      expect((await call(p, 'POST', `/api/user/churches/${id}/join`)).statusCode).toBe(404);
    }
    // A site admin's list of every church leaves out another's church under review.
    const listed = (await call(as.admin, 'GET', '/api/user/churches')).json().churches;
    expect(listed.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('answers the same publisher’s second analysis (a reload, a retry) with the same review', async () => {
    const again = await analyze(as.owner, 'grace');
    expect(again).toMatchObject({ success: true, church: { id, setup_pending: true } });
  });

  it('tells another publisher someone is setting it up, showing nothing of it', async () => {
    const body = await analyze(as.other, 'grace');
    expect(body).toMatchObject({ success: false, error_type: 'already_registered', church: null });
    expect(body.user_message).toMatch(/setting up a church with this website right now/);
  });

  it('is confirmed by its owner only; then it is a church like any other', async () => {
    expect((await call(as.other, 'POST', `/api/churches/${id}/confirm-setup`)).statusCode).toBe(404);
    const confirmed = await call(as.owner, 'POST', `/api/churches/${id}/confirm-setup`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, setup_pending: false });
    expect((await call(as.reader, 'GET', `/api/churches/${id}`)).json()).toMatchObject({
      id,
      user_role: null,
    });
    expect((await call(as.other, 'POST', `/api/user/churches/${id}/join`)).statusCode).toBe(202);
    // Confirming again changes nothing.
    expect((await call(as.owner, 'POST', `/api/churches/${id}/confirm-setup`)).json()).toMatchObject({
      setup_pending: false,
    });
    // Registered now: another analysis offers to join it.
    expect(await analyze(as.other, 'grace')).toMatchObject({
      error_type: 'already_registered',
      church: { id },
    });
  });

  it('gives a website left under review for a day by someone else to the next publisher', async () => {
    const first = await analyze(as.owner, 'riverside');
    expect(first).toMatchObject({ success: true });
    await backdate(first.church.id, 25 * 3_600_000);
    const second = await analyze(as.other, 'riverside');
    expect(second).toMatchObject({ success: true, church: { user_role: 'owner', setup_pending: true } });
    expect(await exists(first.church.id)).toBe(false);
  });

  it('removes churches left under review for a week in its daily sweep, and no confirmed church', async () => {
    const stale = (await analyze(as.owner, 'stmarks')).church.id;
    await backdate(stale, UNCONFIRMED_KEPT_MS + 60_000);
    // Its real schedule, as if its day had passed: the queued daily job made due now.
    const key = recurringKey(SWEEP_UNCONFIRMED_JOB);
    const queued = async () =>
      (
        (await t.database.db.execute(
          sql`select id from jobs where key = ${key} and status = 'queued'`,
        )) as unknown as { rows: { id: string }[] }
      ).rows[0]?.id;
    await expect.poll(queued, { timeout: 15_000 }).toBeDefined();
    await t.database.db.execute(sql`update jobs set run_after = now() where id = ${await queued()}`);
    await expect.poll(() => exists(stale), { timeout: 30_000 }).toBe(false);
    expect(await exists(id)).toBe(true);
  });
});
