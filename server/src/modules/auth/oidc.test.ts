import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { CookieJar } from '../../../../test/cookie-jar.ts';
import { type IdpProcess, startIdp } from '../../../../test/idp-process.ts';
import { parseEventStream } from '../../../../test/sse.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The real flow against oidc-provider on 127.0.0.1: discovery, authorization code + PKCE, the IdP's
// login and consent forms, the callback, ID-token verification, then Emmaus's own sign-in sync.
const ORIGIN = 'http://localhost';
const CALLBACK = `${ORIGIN}/api/auth/callback/test-idp`;
let idp: IdpProcess;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdp([CALLBACK]);
  t = await createTestApp({
    chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 },
    signInPerMinute: 1000,
    oidcProviders: [
      {
        id: 'test-idp',
        name: 'Test IdP',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        scopes: ['openid', 'email', 'profile'],
      },
    ],
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

const HEADERS = { host: 'localhost', origin: ORIGIN };
const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);

/** A browser at the IdP: follows redirects and submits its login (as `login`) and consent forms. */
/** POST /api/auth/sign-in/social straight from the test, without a browser's cookies. */
const startSocialSignIn = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', headers: HEADERS, payload });

const throughIdp = async (start: string, login: string, jar: CookieJar): Promise<URL> => {
  let url = new URL(start);
  for (let hop = 0; hop < 12; hop++) {
    if (url.origin !== idp.issuer) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res.headers.getSetCookie());
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected IdP page (${res.status}): ${html.slice(0, 200)}`);
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
    const post = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    jar.store(post.headers.getSetCookie());
    url = new URL(post.headers.get('location') ?? '', url);
  }
  throw new Error('too many redirects at the IdP');
};

/**
 * Starts a provider flow at `path` (sign-in or link) with the cookies in `jar`, goes through the IdP as
 * `login` and brings the browser back to Emmaus's callback; `jar` keeps what Emmaus set along the way.
 */
const throughProvider = async (path: string, payload: object, login: string, jar: CookieJar) => {
  const start = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...HEADERS, ...(jar.header() ? { cookie: jar.header() } : {}) },
    payload,
  });
  expect(start.statusCode).toBe(200);
  jar.store(start.headers['set-cookie']);
  const authorize = new URL(start.json().url);
  const back = await throughIdp(authorize.href, login, new CookieJar());
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { ...HEADERS, cookie: jar.header() },
  });
  jar.store(callback.headers['set-cookie']);
  return { authorize, back, callback };
};

/** Signs in with the IdP as `login`; returns Emmaus's cookies and where the callback sent the browser. */
const signInWithIdp = async (login: string) => {
  const app = new CookieJar();
  const { authorize, back, callback } = await throughProvider(
    '/api/auth/sign-in/social',
    { provider: 'test-idp', callbackURL: '/auth?provider=test-idp', errorCallbackURL: '/auth' },
    login,
    app,
  );
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return { authorize, callback, cookie: app.header((n) => n.includes('session')) };
};

describe('accounts: sign-in through an OpenID Connect provider', () => {
  it('lists the provider for the sign-in page, without secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ email_password: true, providers: [{ id: 'test-idp', name: 'Test IdP' }] });
    expect(res.body).not.toContain(idp.clientSecret);
  });

  let accountId = '';
  let chatId = '';
  it('runs the authorization-code flow with PKCE and links the anonymous reader', async () => {
    const anon = await newUser();
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [USER_ID_HEADER]: anon },
      payload: { bible_id: 'eng-web', bookId: 'JHN', chapter: 1, verses: [1], prompt: 'Who is the Word?' },
    });
    const info = parseEventStream(ask.body)[0];
    chatId = info?.event === 'chat_info' ? info.data.chat_id : '';
    expect(chatId).not.toBe('');

    const { authorize, callback, cookie } = await signInWithIdp('alice');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth?provider=test-idp');
    expect(cookie).toMatch(/session_token=/);
    expect(callback.headers['set-cookie']?.toString()).toMatch(/HttpOnly/i);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: 'alice@idp.test', name: 'Reader alice' });

    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-in',
      headers: { ...HEADERS, [USER_ID_HEADER]: anon, cookie },
      payload: {},
    });
    expect(sync.statusCode).toBe(200);
    accountId = sync.json().user_id;
    const chats = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(chats.json().chats.map((c: { chat_id: string }) => c.chat_id)).toContain(chatId);
  });

  it('signs the same subject in again, on a fresh device, to the same account', async () => {
    const device = await newUser();
    const { cookie } = await signInWithIdp('alice');
    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-in',
      headers: { ...HEADERS, [USER_ID_HEADER]: device, cookie },
      payload: {},
    });
    expect(sync.json().user_id).toBe(accountId);
  });

  it('honours clerk_id only as the subject of a linked provider, and refuses any other with a stable code', async () => {
    const { cookie } = await signInWithIdp('alice');
    const linked = await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts', headers: { cookie } });
    const subject = linked.json().find((a: { providerId: string }) => a.providerId === 'test-idp')?.accountId;
    expect(subject).toBeTruthy();
    const sync = (clerk_id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/sign-in',
        headers: { ...HEADERS, cookie },
        payload: { clerk_id },
      });
    const honoured = await sync(subject);
    expect([honoured.statusCode, honoured.json().user_id]).toEqual([200, accountId]);
    const refused = await sync('user_2someoneElse');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.clerk_id_not_linked']);
  });

  it('never joins an unverified e-mail account by address; links it from a signed-in session', async () => {
    // Someone could have registered the address with a password before its owner arrives through the
    // IdP (account pre-hijacking): the IdP sign-in is refused with a stable error instead.
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: HEADERS,
      payload: { email: 'bob@idp.test', password: 'a long enough passphrase', name: 'Bob' },
    });
    expect(up.statusCode).toBe(200);
    const emailUser = up.json().user.id;
    const refused = await signInWithIdp('bob');
    expect(refused.callback.headers.location).toMatch(/^\/auth\?error=account_not_linked/);
    expect(refused.cookie).toBe('');

    // Signed in with the password, Bob links the IdP explicitly (the same flow, started by link-social).
    const session = new CookieJar();
    session.store(up.headers['set-cookie']);
    const { callback: linked } = await throughProvider(
      '/api/auth/link-social',
      { provider: 'test-idp', callbackURL: '/my-profile' },
      'bob',
      session,
    );
    expect(linked.headers.location).toBe('/my-profile');
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-accounts',
      headers: { cookie: session.header() },
    });
    expect(
      accounts
        .json()
        .map((a: { providerId: string }) => a.providerId)
        .sort(),
    ).toEqual(['credential', 'test-idp']);

    const again = await signInWithIdp('bob');
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: again.cookie },
    });
    expect(who.json().user.id).toBe(emailUser);
  });

  it('signs out: the session ends and the account’s id alone opens nothing', async () => {
    const { cookie } = await signInWithIdp('alice');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...HEADERS, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toBeNull();
    const chats = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { [USER_ID_HEADER]: accountId, cookie },
    });
    expect(chats.statusCode).toBe(401);
    expect(chats.json().code).toBe('user.sign_in_required');
  });

  it('refuses a forged callback: an unknown state, and a code without the sign-in’s cookie', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback/test-idp?code=abc&state=not-a-state',
      headers: HEADERS,
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toMatch(/error=/);
    expect(String(forged.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);

    // A real code and state, replayed by a browser that did not start the sign-in (login CSRF).
    const start = await startSocialSignIn({ provider: 'test-idp', callbackURL: '/auth' });
    const back = await throughIdp(start.json().url, 'mallory', new CookieJar());
    const replay = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: HEADERS,
    });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toMatch(/error=/);
  });

  it('rejects an unknown provider and a foreign callback URL with 4xx', async () => {
    const unknown = await startSocialSignIn({ provider: 'nope', callbackURL: '/auth' });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    const foreign = await startSocialSignIn({
      provider: 'test-idp',
      callbackURL: 'https://evil.example/steal',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
