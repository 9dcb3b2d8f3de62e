import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { jobs } from '../../jobs/jobs.schema.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createUserIdSigner } from '../users/user-id.ts';

// Issue 34: publisher access on request and the admin console, against the real database. Every admin
// action the tests take must land in the audit log, and nothing refused may.

let t: TestApp;
let admin: Principal;
let reader: Principal;
let other: Principal;
/** The admin actions taken (and accepted) in this file, as `action target`, in order. */
const taken: string[] = [];
const uuidOf = (p: Principal) => createUserIdSigner(TEST_SECRET).verify(p.id) ?? '';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (p: Principal | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: p
      ? { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN }
      : SAME_ORIGIN,
    ...(payload ? { payload } : {}),
  });
/** An admin action expected to succeed; remembered for the audit check. */
const act = async (method: Method, url: string, action: string, target: string, payload?: object) => {
  const res = await call(admin, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
  taken.push(`${action} ${target}`);
  return res;
};
const ask = {
  name: 'Ruth Miller',
  church_name: 'Grace Chapel',
  church_website: 'https://grace-chapel.example.org',
  church_role: 'Pastor',
  note: 'We preach through John this autumn.',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  admin = await signedUpAccount(t.app, 'boss@example.org');
  await runAdmin(t.database.db, ['grant-role', 'boss@example.org', 'admin'], () => '');
  reader = await signedUpAccount(t.app, 'ruth@example.org');
  other = await signedUpAccount(t.app, 'naomi@example.org');
}, 120_000);
afterAll(() => t.close());

describe('publisher access on request', () => {
  let requestId = 0;

  it('is for signed-in readers, one open request at a time, with its fields checked', async () => {
    const anonymous = String(
      (await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER],
    );
    const anon = await call({ id: anonymous, cookie: '' }, 'POST', '/api/publisher-requests', ask);
    expect([anon.statusCode, anon.json().code]).toEqual([401, 'auth.not_signed_in']);
    const bad = await call(reader, 'POST', '/api/publisher-requests', { ...ask, church_name: '' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request.invalid']);
    const badSite = await call(reader, 'POST', '/api/publisher-requests', {
      ...ask,
      church_website: 'not a site',
    });
    expect(badSite.statusCode).toBe(400);
    expect((await call(reader, 'GET', '/api/user/publisher-request')).json()).toEqual({ request: null });

    const made = await call(reader, 'POST', '/api/publisher-requests', ask);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ ...ask, status: 'pending', reason: null, email: 'ruth@example.org' });
    requestId = made.json().id;
    const again = await call(reader, 'POST', '/api/publisher-requests', ask);
    expect([again.statusCode, again.json().code]).toEqual([409, 'publisher_request.open']);
    expect((await call(reader, 'GET', '/api/user/publisher-request')).json().request).toMatchObject({
      id: requestId,
      status: 'pending',
    });
  });

  it('is listed for admins by status, and refused to everyone else', async () => {
    const pending = (await call(admin, 'GET', '/api/admin/publisher-requests?status=pending')).json();
    expect(pending.requests.map((r: { id: number }) => r.id)).toEqual([requestId]);
    expect(
      (await call(admin, 'GET', '/api/admin/publisher-requests?status=declined')).json().requests,
    ).toEqual([]);
    expect((await call(admin, 'GET', '/api/admin/publisher-requests?status=maybe')).statusCode).toBe(400);
    const refused = await call(reader, 'GET', '/api/admin/publisher-requests');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.forbidden']);
  });

  it('approved: the reader is a publisher at once, in the same session, and told once', async () => {
    expect((await call(reader, 'GET', '/api/user')).json().role).toBe('user');
    expect((await call(reader, 'GET', '/api/user/churches')).statusCode).toBe(200);
    const approved = await act(
      'POST',
      `/api/admin/publisher-requests/${requestId}/approve`,
      'publisher_request.approve',
      `publisher_request:${requestId}`,
      {},
    );
    expect(approved.json()).toMatchObject({ status: 'approved', seen: false });
    // Without signing out: the role is read from the database on every request.
    expect((await call(reader, 'GET', '/api/user')).json().role).toBe('publisher');
    const created = await call(reader, 'POST', '/api/churches', { name: 'Grace Chapel' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(reader, 'GET', '/api/user/publisher-request')).json().request).toMatchObject({
      status: 'approved',
      seen: false,
    });
    expect((await call(reader, 'POST', '/api/user/publisher-request/seen')).json().request.seen).toBe(true);
    expect((await call(reader, 'GET', '/api/user/publisher-request')).json().request.seen).toBe(true);
    const twice = await call(admin, 'POST', `/api/admin/publisher-requests/${requestId}/decline`, {});
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'publisher_request.decided']);
  });

  it('declined with a reason: the role stays, the reason is shown, and a new request may follow', async () => {
    const made = (await call(other, 'POST', '/api/publisher-requests', { ...ask, name: 'Naomi' })).json();
    const declined = await act(
      'POST',
      `/api/admin/publisher-requests/${made.id}/decline`,
      'publisher_request.decline',
      `publisher_request:${made.id}`,
      { reason: 'Please ask your pastor to write to us.' },
    );
    expect(declined.json()).toMatchObject({
      status: 'declined',
      reason: 'Please ask your pastor to write to us.',
    });
    expect((await call(other, 'GET', '/api/user')).json().role).toBe('user');
    expect((await call(other, 'GET', '/api/user/publisher-request')).json().request.reason).toBe(
      'Please ask your pastor to write to us.',
    );
    expect((await call(other, 'POST', '/api/publisher-requests', ask)).statusCode).toBe(201);
    for (const url of [
      '/api/admin/publisher-requests/999999/approve',
      '/api/admin/publisher-requests/abc/approve',
    ]) {
      const res = await call(admin, 'POST', url, {});
      expect([res.statusCode, res.json().code], url).toEqual([404, 'publisher_request.not_found']);
    }
    const long = await call(admin, 'POST', `/api/admin/publisher-requests/${made.id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('admin console: users', () => {
  it('finds users by e-mail or id, with role, created and last seen', async () => {
    const found = (await call(admin, 'GET', '/api/admin/users?q=RUTH@')).json().users;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: uuidOf(reader), email: 'ruth@example.org', role: 'publisher' });
    expect(Date.parse(found[0].last_seen_at)).toBeGreaterThan(0);
    expect((await call(admin, 'GET', `/api/admin/users?q=${reader.id}`)).json().users[0].email).toBe(
      'ruth@example.org',
    );
    expect((await call(admin, 'GET', '/api/admin/users?q=%25')).json().users).toEqual([]);
    const all = (await call(admin, 'GET', '/api/admin/users'))
      .json()
      .users.map((u: { email: string }) => u.email);
    expect(all).toEqual(
      expect.arrayContaining(['boss@example.org', 'ruth@example.org', 'naomi@example.org']),
    );
  });

  it('changes a role; the last admin cannot be removed; bad input is a 4xx', async () => {
    const made = await act(
      'PUT',
      `/api/admin/users/${uuidOf(other)}/role`,
      'user.set_role',
      `user:${uuidOf(other)}`,
      {
        role: 'admin',
      },
    );
    expect(made.json().role).toBe('admin');
    expect((await call(other, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await act('PUT', `/api/admin/users/${uuidOf(other)}/role`, 'user.set_role', `user:${uuidOf(other)}`, {
      role: 'user',
    });
    expect((await call(other, 'GET', '/api/admin/users')).statusCode).toBe(403);
    const last = await call(admin, 'PUT', `/api/admin/users/${uuidOf(admin)}/role`, { role: 'user' });
    expect([last.statusCode, last.json().code]).toEqual([409, 'admin.last_admin']);
    expect((await call(admin, 'GET', '/api/user')).json().role).toBe('admin');
    const unknown = await call(admin, 'PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', {
      role: 'user',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'admin.user_not_found']);
    expect((await call(admin, 'PUT', '/api/admin/users/nobody/role', { role: 'user' })).statusCode).toBe(404);
    const pope = await call(admin, 'PUT', `/api/admin/users/${uuidOf(other)}/role`, { role: 'pope' });
    expect([pope.statusCode, pope.json().code]).toEqual([400, 'request.invalid']);
  });
});

describe('admin console: churches', () => {
  it('lists churches with owner, members, sermons and published studies; suspends and restores', async () => {
    const list = (await call(admin, 'GET', '/api/admin/churches')).json().churches;
    const demo = list.find((c: { name: string }) => c.name === 'Emmaus Road Fellowship');
    expect(demo).toMatchObject({ suspended: false, sermons: 3, published_studies: 3 });
    const grace = list.find((c: { name: string }) => c.name === 'Grace Chapel');
    expect(grace).toMatchObject({
      owner_email: 'ruth@example.org',
      members: 1,
      sermons: 0,
      published_studies: 0,
    });

    const discover = async () =>
      (await call(reader, 'GET', '/api/reading-plans/suggested'))
        .json()
        .plans.map((p: { church_id: number }) => p.church_id);
    expect(await discover()).toContain(demo.id);
    const study = (await call(reader, 'GET', '/api/reading-plans/suggested'))
      .json()
      .plans.find((p: { church_id: number }) => p.church_id === demo.id).id;
    const open = async (p: Principal) => {
      const res = await call(p, 'GET', `/api/reading-plans/${study}`);
      return [res.statusCode, res.json().code];
    };
    expect(await open(reader)).toEqual([200, undefined]);
    const suspended = await act(
      'POST',
      `/api/admin/churches/${demo.id}/suspend`,
      'church.suspend',
      `church:${demo.id}`,
    );
    expect(suspended.json().suspended).toBe(true);
    expect(await discover()).not.toContain(demo.id);
    expect((await call(reader, 'GET', `/api/churches/${demo.id}`)).json().suspended).toBe(true);
    // Not by link either, nor as its start, guide or step; admins (and the church's publishers) still open it.
    expect(await open(reader)).toEqual([404, 'plan.church_suspended']);
    expect((await call(reader, 'GET', `/api/reading-plans/${study}/guide`)).statusCode).toBe(404);
    const start = await call(reader, 'POST', '/api/user/plans/current', { plan_id: study });
    expect([start.statusCode, start.json().code]).toEqual([404, 'plan.church_suspended']);
    expect(await open(admin)).toEqual([200, undefined]);
    await act('POST', `/api/admin/churches/${demo.id}/restore`, 'church.restore', `church:${demo.id}`);
    expect(await discover()).toContain(demo.id);
    expect((await call(reader, 'GET', `/api/churches/${demo.id}`)).json().suspended).toBe(false);
    expect(await open(reader)).toEqual([200, undefined]);
    for (const id of ['999999', 'x1']) {
      const res = await call(admin, 'POST', `/api/admin/churches/${id}/suspend`);
      expect([res.statusCode, res.json().code]).toEqual([404, 'church.not_found']);
    }
  });
});

describe('admin console: partner editions', () => {
  it('creates, edits and deletes an edition (what the CLI does), served by its host', async () => {
    const made = await act('POST', '/api/admin/partners', 'partner.create', 'partner:hope', {
      slug: 'hope',
      name: 'Hope Church',
      about_text: '# Hope\n\nWelcome.',
    });
    expect(made.statusCode).toBe(201);
    const host = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/partner', headers: { host: 'hope.localhost' } })).json()
        .partner;
    expect(await host()).toMatchObject({
      slug: 'hope',
      name: 'Hope Church',
      about_text: '# Hope\n\nWelcome.',
    });
    const dup = await call(admin, 'POST', '/api/admin/partners', { slug: 'hope', name: 'Again' });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'admin.partner_exists']);
    const badSlug = await call(admin, 'POST', '/api/admin/partners', { slug: 'Hope Church', name: 'x' });
    expect([badSlug.statusCode, badSlug.json().code]).toEqual([400, 'request.invalid']);
    await act('PUT', '/api/admin/partners/hope', 'partner.update', 'partner:hope', {
      name: 'Hope Fellowship',
    });
    expect(await host()).toMatchObject({ name: 'Hope Fellowship', about_text: null });
    expect((await call(admin, 'GET', '/api/admin/partners')).json().partners).toEqual([
      { slug: 'hope', name: 'Hope Fellowship', icon_url: null, about_text: null },
    ]);
    // The host can change: the edition moves to the new label, the old one shows the main site.
    const hostOf = async (label: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/partner', headers: { host: `${label}.localhost` } })
      ).json().partner;
    await act('PUT', '/api/admin/partners/hope', 'partner.update', 'partner:hope', {
      slug: 'hope-city',
      name: 'Hope Fellowship',
    });
    expect(await host()).toBeNull();
    expect(await hostOf('hope-city')).toMatchObject({ slug: 'hope-city', name: 'Hope Fellowship' });
    await act('POST', '/api/admin/partners', 'partner.create', 'partner:taken', { slug: 'taken', name: 'T' });
    const clash = await call(admin, 'PUT', '/api/admin/partners/hope-city', { slug: 'taken', name: 'x' });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'admin.partner_exists']);
    await act('DELETE', '/api/admin/partners/taken', 'partner.delete', 'partner:taken');
    await act('PUT', '/api/admin/partners/hope-city', 'partner.update', 'partner:hope-city', {
      slug: 'hope',
      name: 'Hope Fellowship',
    });
    expect(await host()).toMatchObject({ slug: 'hope', name: 'Hope Fellowship' });
    const icon = await call(admin, 'PUT', '/api/admin/partners/hope', {
      name: 'Hope',
      icon_url: 'http://127.0.0.1:9/logo.png',
    });
    expect(icon.statusCode).toBe(422);
    const movedIcon = await call(admin, 'PUT', '/api/admin/partners/hope', {
      slug: 'elsewhere',
      name: 'Hope',
      icon_url: 'http://127.0.0.1:9/logo.png',
    });
    expect(movedIcon.statusCode).toBe(422);
    expect(await host()).toMatchObject({ slug: 'hope', name: 'Hope Fellowship' });
    await act('DELETE', '/api/admin/partners/hope', 'partner.delete', 'partner:hope');
    expect(await host()).toBeNull();
    const gone = await call(admin, 'DELETE', '/api/admin/partners/hope');
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'partner.not_found']);
  });
});

describe('admin console: jobs', () => {
  it('shows failed jobs with attempts and error, the queue depth; retries or cancels a failed job', async () => {
    const [failed, other] = await t.database.db
      .insert(jobs)
      .values([
        {
          kind: 'users.expire-anonymous',
          status: 'failed',
          attempts: 3,
          runAfter: sql`now() + interval '1 day'`,
          error: { code: 'internal', message: 'database went away' },
          createdAt: sql`now() - interval '2 hours'`,
        },
        {
          kind: 'test.never',
          status: 'failed',
          attempts: 1,
          maxAttempts: 1,
          error: { code: 'x', message: 'y' },
        },
      ])
      .returning();
    if (!failed || !other) throw new Error('setup');
    const view = (await call(admin, 'GET', '/api/admin/jobs?status=failed')).json();
    const row = view.jobs.find((j: { id: string }) => j.id === failed.id);
    expect(row).toMatchObject({
      kind: 'users.expire-anonymous',
      attempts: 3,
      error: 'internal: database went away',
    });
    expect(row.age_seconds).toBeGreaterThanOrEqual(7200);
    expect(view.counts).toEqual(
      expect.arrayContaining([{ kind: 'users.expire-anonymous', status: 'failed', count: 1 }]),
    );
    expect(typeof view.depth).toBe('number');

    const retried = await act('POST', `/api/admin/jobs/${failed.id}/retry`, 'job.retry', `job:${failed.id}`);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0, error: null });
    const notFailed = await call(admin, 'POST', `/api/admin/jobs/${failed.id}/cancel`);
    expect([notFailed.statusCode, notFailed.json().code]).toEqual([409, 'job.not_failed']);
    await act('POST', `/api/admin/jobs/${other.id}/cancel`, 'job.cancel', `job:${other.id}`);
    expect((await call(admin, 'GET', '/api/admin/jobs?status=failed')).json().jobs).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(admin, 'POST', `/api/admin/jobs/${id}/retry`);
      expect([res.statusCode, res.json().code]).toEqual([404, 'job.not_found']);
    }
    expect((await call(admin, 'GET', '/api/admin/jobs?status=done')).statusCode).toBe(400);
  });
});

// Last: every accepted admin action of this file, and nothing refused, is in the audit log.
describe('admin console: the audit log', () => {
  it('holds every admin action with who, what, when, before and after; nothing edits it', async () => {
    const entries = (await call(admin, 'GET', '/api/admin/audit?limit=200')).json().entries;
    expect(
      entries.map((e: { action: string; target: string }) => `${e.action} ${e.target}`).reverse(),
    ).toEqual(taken);
    for (const e of entries) {
      expect(e).toMatchObject({ actor_id: uuidOf(admin), actor_email: 'boss@example.org' });
      expect(Date.parse(e.created_at)).toBeGreaterThan(0);
    }
    const role = entries.find((e: { action: string }) => e.action === 'user.set_role');
    expect([role.before.role, role.after.role]).toEqual(['admin', 'user']);
    const suspend = entries.find((e: { action: string }) => e.action === 'church.suspend');
    expect([suspend.before.suspended, suspend.after.suspended]).toEqual([false, true]);
    // Entries about a reader name them as their subject (their export shows them; their deletion
    // makes them anonymous: users.data-rights.test.ts); the others name none.
    const subjects = (await t.database.db.execute(
      sql`select action, subject_user_id as subject from admin_audit`,
    )) as unknown as { rows: { action: string; subject: string | null }[] };
    for (const { action, subject } of subjects.rows)
      expect(subject === null, action).toBe(!/^(user|publisher_request)\./.test(action));
    const page = (await call(admin, 'GET', `/api/admin/audit?limit=2&before_id=${entries[0].id}`)).json()
      .entries;
    expect(page.map((e: { id: number }) => e.id)).toEqual([entries[1].id, entries[2].id]);
    expect((await call(admin, 'GET', '/api/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await call(reader, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    // No route writes to it: the only admin routes are the ones above.
    const auditRoutes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('PUBLISHER_AUTO_APPROVE', () => {
  it('approves every request as it arrives', async () => {
    const auto = await createTestApp({ publisherAutoApprove: true });
    try {
      const p = await signedUpAccount(auto.app, 'auto@example.org');
      const res = await auto.app.inject({
        method: 'POST',
        url: '/api/publisher-requests',
        headers: { [USER_ID_HEADER]: p.id, cookie: p.cookie, ...SAME_ORIGIN },
        payload: ask,
      });
      expect([res.statusCode, res.json().status]).toEqual([201, 'approved']);
      const me = await auto.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { [USER_ID_HEADER]: p.id, cookie: p.cookie, ...SAME_ORIGIN },
      });
      expect(me.json().role).toBe('publisher');
      // Logged as an admin's approval would be, with the instance (no actor) as who decided.
      const logged = (await auto.database.db.execute(
        sql`select actor_user_id, action, target, subject_user_id from admin_audit`,
      )) as unknown as { rows: Record<string, unknown>[] };
      expect(logged.rows).toEqual([
        {
          actor_user_id: null,
          action: 'publisher_request.approve',
          target: `publisher_request:${res.json().id}`,
          subject_user_id: res.json().user_id,
        },
      ]);
    } finally {
      await auto.close();
    }
    // A second app and its database: as long as the first file's set-up on a loaded machine.
  }, 180_000);
});
