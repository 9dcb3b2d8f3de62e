import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../common/src/headers.ts';
import { parseEventStream } from '../../test/sse.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { runAdmin } from './admin.ts';
import { churches, churchMembers } from './modules/churches/churches.schema.ts';
import { readingPlans } from './modules/reading-plans/reading-plans.schema.ts';
import { seedDemo } from './modules/reading-plans/reading-plans.seed.ts';
import { createUserIdSigner } from './modules/users/user-id.ts';

// The authorisation matrix (spec §6, issue 5): anonymous, user, publisher and admin against every
// route, each on their own data and on someone else's. The server decides; the client is never trusted.
type Who = 'anonymous' | 'user' | 'publisher' | 'admin';
const WHO: Who[] = ['anonymous', 'user', 'publisher', 'admin'];
interface Principal {
  id: string;
  cookie: string;
}

let t: TestApp;
const as = {} as Record<Who, Principal>;
let churchId = 0;
let publicPlan = 0;
let privatePlan = 0;

const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };
const headersOf = (p: Principal) => ({
  [USER_ID_HEADER]: p.id,
  ...(p.cookie ? { cookie: p.cookie } : {}),
  ...SAME_ORIGIN,
});
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(p), ...(payload ? { payload } : {}) });
const newAnonymous = async (): Promise<Principal> => ({
  id: String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]),
  cookie: '',
});
const account = async (email: string): Promise<Principal> => {
  const anon = await newAnonymous();
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: SAME_ORIGIN,
    payload: { email, password: 'a long enough passphrase', name: email },
  });
  const cookie = [up.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .filter((c) => c.startsWith('better-auth'))
    .join('; ');
  const sync = await call({ ...anon, cookie }, 'POST', '/api/user/sign-in', {});
  expect(sync.statusCode).toBe(200);
  return { id: sync.json().user_id, cookie };
};
const ask = async (p: Principal) => {
  const res = await call(p, 'POST', '/api/chat', {
    bible_id: 'eng-web',
    bookId: 'JHN',
    chapter: 3,
    verses: [16],
    prompt: 'How can I stop being anxious?',
  });
  const info = parseEventStream(res.body)[0];
  if (info?.event !== 'chat_info') throw new Error(`no chat: ${res.body.slice(0, 200)}`);
  const messages = (await call(p, 'GET', `/api/chat/${info.data.chat_id}/messages`)).json().messages;
  return { chatId: info.data.chat_id as string, answerId: messages.at(-1).id as string };
};

beforeAll(async () => {
  t = await createTestApp({
    chatRateLimit: { perUser: 1000, perIp: 1000, windowSeconds: 60 },
    signInPerMinute: 1000,
  });
  await seedDemo(t.database.db);
  as.anonymous = await newAnonymous();
  as.user = await account('user@example.org');
  as.publisher = await account('publisher@example.org');
  as.admin = await account('admin@example.org');
  await runAdmin(t.database.db, ['grant-role', 'publisher@example.org', 'publisher'], () => '');
  await runAdmin(t.database.db, ['grant-role', 'admin@example.org', 'admin'], () => '');
  const plans = await t.database.db.select().from(readingPlans);
  const [first, second] = plans;
  if (!first?.churchId || !second) throw new Error('demo plans missing');
  churchId = first.churchId;
  publicPlan = first.id;
  privatePlan = second.id;
  await t.database.db
    .update(readingPlans)
    .set({ visibility: 'private' })
    .where(eq(readingPlans.id, privatePlan));
  // The publisher publishes for the demo church; the admin is a site admin, a member of no church.
  const uuid = createUserIdSigner(TEST_SECRET).verify(as.publisher.id);
  if (!uuid) throw new Error('bad id');
  await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'publisher' });
}, 120_000);
afterAll(() => t.close());

describe('authorisation matrix: what everyone may read', () => {
  const open = () => [
    ['GET', '/api/health'],
    ['GET', '/api/feature-flags'],
    ['GET', '/api/bibles'],
    ['GET', '/api/bible/eng-web/toc'],
    ['GET', '/api/bibles/eng-web/format'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3/commentary'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3/suggestions'],
    ['GET', '/api/bible/eng-web/search?q=shepherd'],
    ['GET', '/api/profiles'],
    ['GET', '/api/theologies'],
    ['GET', '/api/example-questions'],
    ['GET', '/api/site/privacy'],
    ['GET', '/api/auth/providers'],
    ['GET', '/api/reading-plans/suggested'],
    ['GET', `/api/reading-plans/${publicPlan}`],
    ['GET', `/api/churches/${churchId}`],
    ['GET', '/api/user'],
    ['GET', '/api/user/profile'],
    ['GET', '/api/user/theology'],
    ['GET', '/api/user/onboarding_hints'],
    ['GET', '/api/user/plans'],
    ['GET', '/api/user/plans/current'],
    ['GET', '/api/user/churches'],
    ['GET', '/api/chats'],
  ];

  it.each(WHO)('%s reads every public and own-data route', async (who) => {
    for (const [method, url] of open()) {
      const res = await call(as[who], method as 'GET', url as string);
      expect([200, 204], `${who} ${method} ${url}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
    }
  });

  it.each(WHO)('%s changes only their own settings', async (who) => {
    const me = as[who];
    for (const [url, payload] of [
      ['/api/user/profile', { profile_slug: 'new_believer' }],
      ['/api/user/theology', { theology_slug: 'default' }],
      ['/api/user/translation', { translation_id: 'eng-kjv' }],
      ['/api/user/commentary', { commentary: 'mhc' }],
    ] as const) {
      expect((await call(me, 'PUT', url, payload)).statusCode, `${who} PUT ${url}`).toBe(200);
    }
    expect((await call(me, 'GET', '/api/user')).json()).toMatchObject({
      role: who === 'anonymous' ? 'user' : who,
      preferred_translation: 'eng-kjv',
      commentary: 'mhc',
      is_authenticated: who !== 'anonymous',
    });
    // Nobody else's settings moved.
    for (const other of WHO.filter((w) => w !== who && w !== 'anonymous')) {
      const them = (await call(as[other], 'GET', '/api/user/profile')).json().profile_slug;
      if (them === 'new_believer') continue; // set by their own turn
      expect(them).toBeNull();
    }
    await call(me, 'PUT', '/api/user/translation', { translation_id: 'eng-web' });
  });
});

describe('authorisation matrix: chats are their owner’s', () => {
  it.each(WHO)(
    'a chat of %s: private to others, readable once shared, never changed by others',
    async (owner) => {
      const { chatId, answerId } = await ask(as[owner]);
      const others = WHO.filter((w) => w !== owner);
      const expectAll = async (
        whoList: Who[],
        method: 'GET' | 'POST' | 'DELETE',
        url: string,
        status: number,
      ) => {
        for (const who of whoList) {
          const res = await call(as[who], method, url, method === 'POST' ? {} : undefined);
          expect(res.statusCode, `${who} ${method} ${url} (owner ${owner})`).toBe(status);
        }
      };
      await expectAll([owner], 'GET', `/api/chat/${chatId}/messages`, 200);
      await expectAll([owner], 'GET', `/api/chat/${chatId}/message/${answerId}/audit`, 200);
      // Private: not even its existence is told to anyone else, admins included.
      await expectAll(others, 'GET', `/api/chat/${chatId}/messages`, 404);
      await expectAll(others, 'GET', `/api/chat/${chatId}/message/${answerId}/audit`, 404);
      await expectAll(others, 'POST', `/api/chat/${chatId}/publish`, 404);
      await expectAll(others, 'DELETE', `/api/chat/${chatId}`, 404);
      for (const who of others) {
        const res = await call(as[who], 'POST', '/api/chat', {
          bible_id: 'eng-web',
          bookId: 'JHN',
          chapter: 3,
          chat_id: chatId,
          prompt: 'And then?',
        });
        expect(res.statusCode, `${who} continues ${owner}'s chat`).toBe(404);
      }
      for (const who of others) {
        const listed = (await call(as[who], 'GET', '/api/chats')).json().chats as { chat_id: string }[];
        expect(listed.map((c) => c.chat_id)).not.toContain(chatId);
      }

      await expectAll([owner], 'POST', `/api/chat/${chatId}/publish`, 200);
      // Shared: anyone reads it; only the owner changes it.
      await expectAll(others, 'GET', `/api/chat/${chatId}/messages`, 200);
      await expectAll(others, 'POST', `/api/chat/${chatId}/unpublish`, 403);
      await expectAll(others, 'DELETE', `/api/chat/${chatId}`, 403);
      for (const who of others) {
        const res = await call(as[who], 'GET', `/api/chat/${chatId}/messages`);
        expect(res.json().is_owner).toBe(false);
      }
      await expectAll([owner], 'DELETE', `/api/chat/${chatId}`, 200);
      await expectAll(WHO, 'GET', `/api/chat/${chatId}/messages`, 404);
    },
  );
});

describe('authorisation matrix: publishing Sermon Studies', () => {
  const expected: Record<Who, { privateRead: number; visibility: number; churches: string[] }> = {
    anonymous: { privateRead: 404, visibility: 403, churches: [] },
    user: { privateRead: 404, visibility: 403, churches: [] },
    // The church's publisher, and a site admin of every church.
    publisher: { privateRead: 200, visibility: 200, churches: ['publisher'] },
    admin: { privateRead: 200, visibility: 200, churches: ['admin'] },
  };

  it.each(WHO)('%s', async (who) => {
    const e = expected[who];
    expect((await call(as[who], 'GET', `/api/reading-plans/${privatePlan}`)).statusCode).toBe(e.privateRead);
    const set = await call(as[who], 'PUT', `/api/reading-plans/${publicPlan}/visibility`, {
      visibility: 'public',
    });
    expect(set.statusCode, set.body).toBe(e.visibility);
    // A private study is not acknowledged to those who may not manage it.
    const hidden = await call(as[who], 'PUT', `/api/reading-plans/${privatePlan}/visibility`, {
      visibility: 'private',
    });
    expect(hidden.statusCode).toBe(e.visibility === 200 ? 200 : 404);
    const churches = (await call(as[who], 'GET', '/api/user/churches')).json().churches as {
      id: number;
      user_role: string;
      reading_plans: { id: number; visibility: string }[];
    }[];
    expect([...new Set(churches.map((c) => c.user_role))]).toEqual(e.churches);
    if (e.churches.length) {
      const demo = churches.find((c) => c.id === churchId);
      expect(demo?.reading_plans.map((p) => p.id)).toContain(privatePlan);
    }
  });

  it('a site publisher who does not publish for this church may not change its studies', async () => {
    const elsewhere = await account('elsewhere@example.org');
    await runAdmin(t.database.db, ['grant-role', 'elsewhere@example.org', 'publisher'], () => '');
    expect(
      (await call(elsewhere, 'PUT', `/api/reading-plans/${publicPlan}/visibility`, { visibility: 'private' }))
        .statusCode,
    ).toBe(403);
    expect((await call(elsewhere, 'GET', '/api/user/churches')).json().churches).toEqual([]);
    // A plain member of the church: listed there, its public studies only, no right to change them.
    const uuid = createUserIdSigner(TEST_SECRET).verify(elsewhere.id);
    if (!uuid) throw new Error('bad id');
    await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'user' });
    const [member] = (await call(elsewhere, 'GET', '/api/user/churches')).json().churches;
    expect(member.user_role).toBe('user');
    expect(member.reading_plans.map((p: { id: number }) => p.id)).not.toContain(privatePlan);
    expect(member.reading_plans.map((p: { id: number }) => p.id)).toContain(publicPlan);
    expect(
      (await call(elsewhere, 'PUT', `/api/reading-plans/${publicPlan}/visibility`, { visibility: 'private' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists private studies only in the churches where the reader publishes, church by church', async () => {
    const reader = await account('two-churches@example.org');
    const uuid = createUserIdSigner(TEST_SECRET).verify(reader.id);
    if (!uuid) throw new Error('bad id');
    const [mine, theirs] = await t.database.db
      .insert(churches)
      .values([{ name: 'A Publishing Church' }, { name: 'B Member Church' }])
      .returning({ id: churches.id });
    if (!mine || !theirs) throw new Error('no churches');
    const plans = await t.database.db
      .insert(readingPlans)
      .values([
        { name: 'Mine, private', churchId: mine.id, visibility: 'private' },
        { name: 'Theirs, private', churchId: theirs.id, visibility: 'private' },
        { name: 'Theirs, public', churchId: theirs.id, visibility: 'public' },
      ])
      .returning({ id: readingPlans.id, name: readingPlans.name });
    await t.database.db.insert(churchMembers).values([
      { churchId: mine.id, userId: uuid, role: 'publisher' },
      { churchId: theirs.id, userId: uuid, role: 'user' },
    ]);
    const listed = (await call(reader, 'GET', '/api/user/churches')).json().churches as {
      name: string;
      user_role: string;
      reading_plans: { id: number }[];
    }[];
    const names = (church: string) =>
      listed.find((c) => c.name === church)?.reading_plans.map((p) => plans.find((x) => x.id === p.id)?.name);
    expect(listed.map((c) => [c.name, c.user_role])).toEqual([
      ['A Publishing Church', 'publisher'],
      ['B Member Church', 'user'],
    ]);
    expect(names('A Publishing Church')).toEqual(['Mine, private']);
    expect(names('B Member Church')).toEqual(['Theirs, public']);
  });
});

describe('authorisation matrix: identity', () => {
  it.each(['user', 'publisher', 'admin'] as const)(
    'the id of %s’s account opens nothing without its session',
    async (who) => {
      for (const url of ['/api/user', '/api/chats', '/api/user/profile', '/api/user/churches']) {
        const res = await call({ id: as[who].id, cookie: '' }, 'GET', url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe('user.sign_in_required');
      }
      // Another account's session does not open it either.
      const other = who === 'user' ? as.publisher : as.user;
      const res = await call({ id: as[who].id, cookie: other.cookie }, 'GET', '/api/user');
      expect(res.statusCode).toBe(401);
    },
  );

  it('a forged or tampered anonymous id is refused, never mapped to someone', async () => {
    const [uuid, mac] = as.anonymous.id.split('.');
    for (const id of [
      `${uuid}.${'A'.repeat(mac?.length ?? 43)}`,
      'not-an-id',
      `${crypto.randomUUID()}.${mac}`,
    ]) {
      const res = await call({ id, cookie: '' }, 'GET', '/api/user');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('user.invalid_id');
    }
  });

  it('roles come from the server: a client claiming one gains nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-plans/${publicPlan}/visibility`,
      headers: { ...headersOf(as.user), 'x-user-role': 'admin' },
      payload: { visibility: 'private', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});
