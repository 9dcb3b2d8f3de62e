import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { seedDemo } from '../../seed/demo.ts';
import { authSession } from './auth.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 } });
});
afterAll(() => t.close());

const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };
const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0])
    .filter((c) => c?.startsWith('better-auth'))
    .join('; ');

const authPost = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    payload,
    headers: { ...SAME_ORIGIN, ...headers },
  });
const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const askAs = async (user: string, prompt: string, cookie = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { [USER_ID_HEADER]: user, ...(cookie ? { cookie } : {}) },
    payload: { bible_id: 'eng-web', bookId: 'JHN', chapter: 3, verses: [16], prompt },
  });
  const first = parseEventStream(res.body)[0];
  return first?.event === 'chat_info' ? first.data.chat_id : '';
};
const syncAs = (user: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/sign-in',
    headers: { [USER_ID_HEADER]: user, cookie, ...SAME_ORIGIN },
    payload: {},
  });

describe('accounts: e-mail and password', () => {
  const email = 'reader@example.org';
  const password = 'a long enough passphrase';
  let accountId = '';
  let cookie = '';
  let firstChat = '';

  it('signs up, then links the anonymous reader (and their chats) to the account', async () => {
    const anon = await newUser();
    firstChat = await askAs(anon, 'Why did God give his Son?');
    const up = await authPost('sign-up/email', { email, password, name: 'Reader' });
    expect(up.statusCode).toBe(200);
    cookie = cookieOf(up.headers['set-cookie']);
    expect(up.headers['set-cookie']?.toString()).toMatch(/HttpOnly/i);
    expect(up.headers['set-cookie']?.toString()).toMatch(/SameSite=Lax/i);
    const sync = await syncAs(anon, cookie);
    expect(sync.statusCode).toBe(200);
    accountId = sync.json().user_id;
    expect(accountId).toBe(anon); // first sign-in: the anonymous user becomes the account's
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(me.json()).toMatchObject({ is_authenticated: true });
  });

  it('honours an account’s id only with its session', async () => {
    const bare = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { [USER_ID_HEADER]: accountId },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().code).toBe('user.sign_in_required');
    const withSession = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(withSession.json().chats.map((c: { chat_id: string }) => c.chat_id)).toContain(firstChat);
    // Operators grant roles by e-mail.
    expect(await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '')).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(me.json().role).toBe('publisher');
    await expect(
      runAdmin(t.database.db, ['grant-role', 'nobody@example.org', 'admin'], () => ''),
    ).rejects.toThrow(/no account/);
  });

  it('signs in on another device and moves that device’s anonymous chats to the account', async () => {
    const other = await newUser();
    const secondChat = await askAs(other, 'What does it mean to be born anew?');
    const inRes = await authPost('sign-in/email', { email, password });
    expect(inRes.statusCode).toBe(200);
    const cookie2 = cookieOf(inRes.headers['set-cookie']);
    const sync = await syncAs(other, cookie2);
    expect(sync.json().user_id).toBe(accountId);
    const chats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/chats',
        headers: { [USER_ID_HEADER]: accountId, cookie: cookie2 },
      })
    ).json().chats;
    expect(chats.map((c: { chat_id: string }) => c.chat_id).sort()).toEqual([firstChat, secondChat].sort());
  });

  it('moves every kind of reader data from another device: study enrolment, dismissed hints, settings', async () => {
    await seedDemo(t.database.db);
    const plan = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans[0];
    expect(plan?.id).toBeTypeOf('number');
    const device = await newUser();
    const as = (user: string, cookieHeader = '') => ({
      [USER_ID_HEADER]: user,
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
    });
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/user/plans/current',
      headers: as(device),
      payload: { plan_id: plan.id },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const hint = await t.app.inject({
      method: 'POST',
      url: '/api/user/onboarding_hints/dismiss',
      headers: as(device),
      payload: { hint_name: 'install_app' },
    });
    expect(hint.statusCode).toBe(200);
    // The account's session from the first device (a new sign-in would spend the per-minute attempts).
    expect((await syncAs(device, cookie)).json().user_id).toBe(accountId);
    const account = as(accountId, cookie);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/user/plans', headers: account })).json()
      .plans;
    expect(plans.map((p: { id: number }) => p.id)).toContain(plan.id);
    const hints = (
      await t.app.inject({ method: 'GET', url: '/api/user/onboarding_hints', headers: account })
    ).json().hints;
    expect(hints.map((h: { hint_name: string }) => h.hint_name)).not.toContain('install_app');
    // The device's anonymous reader is gone: its id now reads as a new, empty reader.
    const gone = await t.app.inject({ method: 'GET', url: '/api/user/plans', headers: as(device) });
    expect(gone.json().plans ?? []).toEqual([]);
  });

  it('signs out: the session no longer opens the account', async () => {
    const out = await authPost('sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('does not tell a wrong password from an unknown e-mail, refuses short passwords and other origins', async () => {
    const wrong = await authPost('sign-in/email', { email, password: 'not the passphrase' });
    const unknown = await authPost('sign-in/email', {
      email: 'nobody@example.org',
      password: 'not the passphrase',
    });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(
      (await authPost('sign-up/email', { email: 'short@example.org', password: 'short', name: 'S' }))
        .statusCode,
    ).toBe(400);
    // CSRF: a cookie-carrying request from another origin is refused, and the session survives it.
    const session = cookieOf((await authPost('sign-in/email', { email, password })).headers['set-cookie']);
    const forged = await authPost('sign-out', {}, { cookie: session, origin: 'http://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { [USER_ID_HEADER]: accountId, cookie: session },
        })
      ).statusCode,
    ).toBe(200);
    const noSession = await t.app.inject({ method: 'POST', url: '/api/user/sign-in', payload: {} });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().code).toBe('auth.not_signed_in');
  });
});

describe('accounts: rate-limited sign-in', () => {
  it('answers 429 past the attempts allowed per minute', async () => {
    const limited = await createTestApp({ signInPerMinute: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: SAME_ORIGIN,
          payload: { email: 'nobody@example.org', password: 'not the passphrase' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('accounts: made by an operator', () => {
  it('add-account makes a publisher who signs in with the printed password, and is idempotent', async () => {
    const lines = await runAdmin(t.database.db, ['add-account', 'Pastor@Example.org', 'publisher'], () => '');
    const password = /password: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const signedIn = await authPost('sign-in/email', { email: 'pastor@example.org', password });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn.headers['set-cookie']);
    const sync = await syncAs(await newUser(), cookie);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: sync.json().user_id, cookie },
    });
    expect(me.json()).toMatchObject({ role: 'publisher', is_authenticated: true });
    // Again, with a role change and a password file: the same account, the new role, no new password.
    const again = await runAdmin(
      t.database.db,
      ['add-account', 'pastor@example.org', 'admin', '--password-file', 'unused'],
      () => 'ignored for an existing account',
    );
    expect(again.join('\n')).not.toMatch(/password:/);
    expect(again[0]).toContain(sync.json().user_id.split('.')[0]);
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: sync.json().user_id, cookie },
    });
    expect(now.json().role).toBe('admin');
    await expect(runAdmin(t.database.db, ['add-account', 'nobody', 'admin'], () => '')).rejects.toThrow(
      /usage/,
    );
  });
});

describe('sign-in sync (issue 35)', () => {
  it('syncs only a session that has just begun: an old cookie left in a browser gives no one the account', async () => {
    const up = await authPost('sign-up/email', {
      email: 'left-signed-in@example.org',
      password: 'a long enough passphrase',
      name: 'Leaver',
    });
    const cookie = cookieOf(up.headers['set-cookie']);
    const first = await syncAs(await newUser(), cookie);
    expect(first.statusCode).toBe(200);
    // Eleven minutes later the reader signed out offline; the next person opens /auth?provider=….
    await t.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(authSession.userId, String(up.json().user.id)));
    const next = await syncAs(await newUser(), cookie);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({
      code: 'auth.not_signed_in',
      detail: expect.stringMatching(/Sign in again/),
    });
    // The account itself still works with its own id and session: only a new sync is refused.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: first.json().user_id, cookie },
    });
    expect(me.json()).toMatchObject({ is_authenticated: true });
  });
});
