import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../common/src/headers.ts';
import { SAME_ORIGIN, signedUpAccount } from '../../test/accounts.ts';
import { parseEventStream } from '../../test/sse.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { runAdmin } from './admin.ts';
import { jobs } from './jobs/jobs.schema.ts';
import { churches, churchMembers } from './modules/churches/churches.schema.ts';
import { readingPlans } from './modules/reading-plans/reading-plans.schema.ts';
import { pushSubscriptions } from './modules/reminders/reminders.schema.ts';
import { sermons } from './modules/sermons/sermons.schema.ts';
import { createUserIdSigner } from './modules/users/user-id.ts';
import { seedDemo } from './seed/demo.ts';

// The authorisation matrix (spec §6, issue 5): anonymous, user, publisher and admin against every
// route, each on their own data and on someone else's. The server decides; the client is never trusted.
type Who = 'anonymous' | 'user' | 'publisher' | 'admin';
const WHO: Who[] = ['anonymous', 'user', 'publisher', 'admin'];
interface Principal {
  id: string;
  cookie: string;
  /** Sent as x-test-principal, so the route-table check below knows who called what. */
  who?: Who;
}

let t: TestApp;
const as = {} as Record<Who, Principal>;
let churchId = 0;
let publicPlan = 0;
let privatePlan = 0;

const headersOf = (p: Principal) => ({
  [USER_ID_HEADER]: p.id,
  ...(p.cookie ? { cookie: p.cookie } : {}),
  ...(p.who ? { 'x-test-principal': p.who } : {}),
  ...SAME_ORIGIN,
});
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(p), ...(payload ? { payload } : {}) });
const newAnonymous = async (): Promise<Principal> => ({
  id: String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]),
  cookie: '',
});
const account = (email: string): Promise<Principal> => signedUpAccount(t.app, email);
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
    // Nothing listens there: video routes answer 502 instead of reaching the internet.
    videoPlatformUrl: 'http://127.0.0.1:9',
  });
  await seedDemo(t.database.db);
  as.anonymous = { ...(await newAnonymous()), who: 'anonymous' };
  as.user = { ...(await account('user@example.org')), who: 'user' };
  as.publisher = { ...(await account('publisher@example.org')), who: 'publisher' };
  as.admin = { ...(await account('admin@example.org')), who: 'admin' };
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
    ['GET', '/api/ready'],
    ['GET', '/api/user/export'],
    ['GET', '/api/feature-flags'],
    ['GET', '/api/bibles'],
    ['GET', '/api/bible/eng-web/toc'],
    ['GET', '/api/bibles/eng-web/format'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3/commentary'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/3/suggestions'],
    ['GET', '/api/bible/eng-web/search?q=shepherd'],
    ['GET', '/api/bible/eng-web/download'],
    ['GET', '/api/bible/eng-web/book/JHN/chapters/21/words'],
    ['GET', '/api/lexicon/G25'],
    ['GET', '/api/lexicon/G25/occurrences?book=JHN'],
    ['GET', '/api/bible/eng-web/words/download'],
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
    ['GET', '/api/users/onboarding_hints'],
    ['GET', '/api/user/plans'],
    ['GET', '/api/user/plans/current'],
    ['GET', '/api/user/churches'],
    ['GET', '/api/chats'],
    ['GET', '/api/user/annotations'],
    ['GET', '/api/user/annotations?bible_id=eng-web&book_id=JHN&chapter=3'],
  ];

  it.each(WHO)('%s reads every public and own-data route', async (who) => {
    for (const [method, url] of open()) {
      const res = await call(as[who], method as 'GET', url as string);
      expect([200, 204], `${who} ${method} ${url}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
    }
  });

  it.each(WHO)('%s changes only their own settings', async (who) => {
    const me = as[who];
    const before = {} as Record<Who, string | null>;
    for (const w of WHO) before[w] = (await call(as[w], 'GET', '/api/user/profile')).json().profile_slug;
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
    // Nobody else's settings moved: each other reader's profile is what it was before this turn.
    for (const other of WHO.filter((w) => w !== who)) {
      const them = (await call(as[other], 'GET', '/api/user/profile')).json().profile_slug;
      expect(them, `${other}'s profile after ${who}'s turn`).toBe(before[other]);
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

describe('authorisation matrix: church analytics', () => {
  const expected: Record<Who, number> = { anonymous: 403, user: 403, publisher: 200, admin: 200 };

  it.each(WHO)('%s', async (who) => {
    const res = await call(as[who], 'GET', `/api/churches/${churchId}/analytics`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(expected[who]);
    if (expected[who] === 200)
      expect(res.json().studies.map((s: { plan_id: number }) => s.plan_id)).toContain(privatePlan);
    // Anyone may send anonymous events.
    const sent = await call(as[who], 'POST', '/api/analytics/events', { name: 'page_view', path: '/' });
    expect(sent.statusCode).toBe(202);
  });

  it("a publisher of another church, or a plain member, may not see this church's analytics", async () => {
    const other = await account('analytics-other@example.org');
    await runAdmin(t.database.db, ['grant-role', 'analytics-other@example.org', 'publisher'], () => '');
    expect((await call(other, 'GET', `/api/churches/${churchId}/analytics`)).statusCode).toBe(403);
    const uuid = createUserIdSigner(TEST_SECRET).verify(other.id);
    if (!uuid) throw new Error('bad id');
    await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'member' });
    expect((await call(other, 'GET', `/api/churches/${churchId}/analytics`)).statusCode).toBe(403);
  });
});

describe('authorisation matrix: one rule for managing a church (spec §6 role plus the church role)', () => {
  // Issue 35: a church publisher whose site role is user (never granted the Publisher Dashboard) had
  // been let publish studies and read analytics while refused on sermons and the church itself. Every
  // route that manages a church now asks common/src/roles.ts canManageChurch: the same answer, 403.
  it('a church publisher with site role user manages nothing of the church', async () => {
    const who = await account('church-publisher-only@example.org');
    const uuid = createUserIdSigner(TEST_SECRET).verify(who.id);
    if (!uuid) throw new Error('bad id');
    await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'publisher' });
    const [sermon] = await t.database.db
      .insert(sermons)
      .values({ churchId, title: 'Sermon of a church publisher', hasAnalysis: true, status: 'ready' })
      .returning();
    const seen: Record<string, number> = {};
    const routes: [string, 'GET' | 'PUT', string, object?][] = [
      ['visibility', 'PUT', `/api/reading-plans/${publicPlan}/visibility`, { visibility: 'public' }],
      [
        'private-visibility',
        'PUT',
        `/api/reading-plans/${privatePlan}/visibility`,
        { visibility: 'private' },
      ],
      ['edit-plan', 'PUT', `/api/reading-plans/${privatePlan}`, { description: 'Edited.' }],
      ['analytics', 'GET', `/api/churches/${churchId}/analytics`],
      ['church', 'PUT', `/api/churches/${churchId}`, { about: 'Edited.' }],
      ['members', 'GET', `/api/churches/${churchId}/members`],
      ['sermons', 'GET', `/api/churches/${churchId}/sermons`],
      ['sermon', 'PUT', `/api/sermons/${sermon?.id}`, { title: 'Renamed' }],
    ];
    for (const [name, method, url, payload] of routes)
      seen[name] = (await call(who, method, url, payload)).statusCode;
    expect(seen).toEqual({
      visibility: 403,
      'private-visibility': 403,
      'edit-plan': 403,
      analytics: 403,
      church: 403,
      members: 403,
      sermons: 403,
      sermon: 403,
    });
    // Still a member: the church's private study is theirs to read.
    expect((await call(who, 'GET', `/api/reading-plans/${privatePlan}`)).statusCode).toBe(200);
    // Granted the dashboard, the same church role manages all of it.
    await runAdmin(t.database.db, ['grant-role', 'church-publisher-only@example.org', 'publisher'], () => '');
    expect((await call(who, 'GET', `/api/churches/${churchId}/analytics`)).statusCode).toBe(200);
    expect(
      (await call(who, 'PUT', `/api/reading-plans/${publicPlan}/visibility`, { visibility: 'public' }))
        .statusCode,
    ).toBe(200);
    expect((await call(who, 'GET', `/api/churches/${churchId}/sermons`)).statusCode).toBe(200);
  });
});

describe('authorisation matrix: highlights, notes and bookmarks are their owner’s', () => {
  it.each(WHO)('an annotation of %s: nobody else lists, changes or deletes it', async (owner) => {
    const made = await call(as[owner], 'POST', '/api/user/annotations', {
      kind: 'note',
      bible_id: 'eng-web',
      book_id: 'JHN',
      chapter: 3,
      verses: [16],
      text: `${owner}'s note`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const url = `/api/user/annotations/${id}`;
    for (const who of WHO.filter((w) => w !== owner)) {
      expect((await call(as[who], 'PUT', url, { text: 'changed' })).statusCode, `${who} PUT`).toBe(404);
      expect((await call(as[who], 'DELETE', url)).statusCode, `${who} DELETE`).toBe(404);
      const listed = (await call(as[who], 'GET', '/api/user/annotations')).json().annotations as {
        id: string;
      }[];
      expect(listed.map((a) => a.id)).not.toContain(id);
    }
    expect((await call(as[owner], 'PUT', url, { text: 'still mine' })).json().text).toBe('still mine');
    expect((await call(as[owner], 'DELETE', url)).statusCode).toBe(200);
  });

  it('an account’s id without its session opens no annotations', async () => {
    const res = await call({ id: as.user.id, cookie: '' }, 'GET', '/api/user/annotations');
    expect(res.statusCode).toBe(401);
  });
});

describe('authorisation matrix: streaks and memory verses are their reader’s (issue 33)', () => {
  it.each(WHO)(
    'readings and memory verses of %s: nobody else reads, reviews or deletes them',
    async (owner) => {
      const read = await call(as[owner], 'POST', '/api/user/reading', {
        bible_id: 'eng-web',
        book_id: 'JHN',
        chapter: 15,
        tz: 'UTC',
      });
      expect(read.statusCode, read.body).toBe(204);
      const made = await call(as[owner], 'POST', '/api/user/memory-verses', {
        ref: 'JHN.15.5',
        bible_id: 'eng-web',
      });
      expect([200, 201], made.body).toContain(made.statusCode);
      const id = made.json().id as string;
      for (const who of WHO.filter((w) => w !== owner)) {
        for (const [method, url, body] of [
          ['POST', `/api/user/memory-verses/${id}/review`, { grade: 'good' }],
          ['DELETE', `/api/user/memory-verses/${id}`, undefined],
        ] as const) {
          const res = await call(as[who], method, url, body);
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
        }
        for (const url of ['/api/user/memory-verses', '/api/user/memory-verses/due']) {
          const listed = (await call(as[who], 'GET', url)).json().memory_verses as { id: string }[];
          expect(
            listed.map((v) => v.id),
            `${who} ${url}`,
          ).not.toContain(id);
        }
      }
      expect((await call(as[owner], 'GET', '/api/user/memory-verses/due')).json().memory_verses).toEqual([
        expect.objectContaining({ id }),
      ]);
      expect((await call(as[owner], 'GET', '/api/user/streak?tz=UTC')).json().read_today).toBe(true);
      const history = (await call(as[owner], 'GET', '/api/user/reading-history')).json().readings;
      expect(history[0]).toMatchObject({ book_id: 'JHN', chapter: 15 });
      expect(
        (await call(as[owner], 'POST', `/api/user/memory-verses/${id}/review`, { grade: 'good' })).statusCode,
      ).toBe(200);
      expect((await call(as[owner], 'DELETE', `/api/user/memory-verses/${id}`)).statusCode).toBe(204);
    },
  );

  it('an account’s id without its session reads no streak and no memory verses', async () => {
    for (const url of ['/api/user/streak', '/api/user/reading-history', '/api/user/memory-verses']) {
      expect((await call({ id: as.user.id, cookie: '' }, 'GET', url)).statusCode, url).toBe(401);
    }
  });
});

describe('authorisation matrix: reminders and push subscriptions are their reader’s (issue 33)', () => {
  // A public address (never connected to: subscribing only checks the address policy).
  const endpointOf = (who: Who) => `https://93.184.215.14/push/${who}-${Date.now()}`;
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  it.each(WHO)('the reminders and subscription of %s: nobody else reads or changes them', async (owner) => {
    expect((await call(as[owner], 'GET', '/api/push/public-key')).json().public_key).toMatch(/^[\w-]{87}$/);
    const endpoint = endpointOf(owner);
    const sub = await call(as[owner], 'PUT', '/api/user/push-subscription', { endpoint, keys });
    expect(sub.statusCode, sub.body).toBe(204);
    // Each owner's own minute: the earlier owners' saved settings must not read as this one's.
    const time = `07:1${WHO.indexOf(owner)}`;
    const settings = {
      enabled: true,
      time,
      days: ['sat', 'sun'],
      timezone: 'Europe/Berlin',
      channels: ['push'],
      study_days: false,
    };
    const saved = await call(as[owner], 'PUT', '/api/user/reminders', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const who of WHO.filter((w) => w !== owner)) {
      const theirs = (await call(as[who], 'GET', '/api/user/reminders')).json();
      expect(theirs.time === time && theirs.timezone === 'Europe/Berlin', who).toBe(false);
      // Deleting by someone else's endpoint removes nothing of theirs.
      expect((await call(as[who], 'DELETE', '/api/user/push-subscription', { endpoint })).statusCode).toBe(
        204,
      );
    }
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(kept).toHaveLength(1);
    expect((await call(as[owner], 'GET', '/api/user/reminders')).json()).toMatchObject(settings);
    // Still the owner's: their own DELETE removes it.
    expect((await call(as[owner], 'DELETE', '/api/user/push-subscription', { endpoint })).statusCode).toBe(
      204,
    );
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
    // The e-mail's unsubscribe link needs no sign-in, and a forged one does nothing.
    for (const method of ['GET', 'POST'] as const) {
      const forged = await call(
        as[owner],
        method,
        '/api/reminders/unsubscribe?token=00000000-0000-0000-0000-000000000000.forged',
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('reminders.invalid_unsubscribe_link');
    }
  });

  it('an account’s id without its session reads and changes no reminders', async () => {
    expect((await call({ id: as.user.id, cookie: '' }, 'GET', '/api/user/reminders')).statusCode).toBe(401);
    const put = await call({ id: as.user.id, cookie: '' }, 'PUT', '/api/user/reminders', {
      enabled: false,
      time: '08:00',
      days: [],
      timezone: 'UTC',
      channels: [],
      study_days: false,
    });
    expect(put.statusCode).toBe(401);
  });
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
    // A plain member of the church (issue 15: "members see the church's private studies"): listed there
    // with its private studies too, which they read but may not change.
    const uuid = createUserIdSigner(TEST_SECRET).verify(elsewhere.id);
    if (!uuid) throw new Error('bad id');
    await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: 'member' });
    const [member] = (await call(elsewhere, 'GET', '/api/user/churches')).json().churches;
    expect(member.user_role).toBe('member');
    expect(member.reading_plans.map((p: { id: number }) => p.id)).toContain(privatePlan);
    expect(member.reading_plans.map((p: { id: number }) => p.id)).toContain(publicPlan);
    expect((await call(elsewhere, 'GET', `/api/reading-plans/${privatePlan}`)).statusCode).toBe(200);
    for (const plan of [publicPlan, privatePlan])
      expect(
        (await call(elsewhere, 'PUT', `/api/reading-plans/${plan}/visibility`, { visibility: 'private' }))
          .statusCode,
      ).toBe(403);
    expect(
      (await call(elsewhere, 'PUT', `/api/reading-plans/${privatePlan}`, { description: 'A member edits.' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists private studies in the churches where the reader is a member, never where they only asked to join', async () => {
    const reader = await account('two-churches@example.org');
    const uuid = createUserIdSigner(TEST_SECRET).verify(reader.id);
    if (!uuid) throw new Error('bad id');
    const [mine, theirs, asked] = await t.database.db
      .insert(churches)
      .values([{ name: 'A Publishing Church' }, { name: 'B Member Church' }, { name: 'C Asked Church' }])
      .returning({ id: churches.id });
    if (!mine || !theirs || !asked) throw new Error('no churches');
    const plans = await t.database.db
      .insert(readingPlans)
      .values([
        { name: 'Mine, private', churchId: mine.id, visibility: 'private' },
        { name: 'Theirs, private', churchId: theirs.id, visibility: 'private' },
        { name: 'Theirs, public', churchId: theirs.id, visibility: 'public' },
        { name: 'Asked, private', churchId: asked.id, visibility: 'private' },
      ])
      .returning({ id: readingPlans.id, name: readingPlans.name });
    await t.database.db.insert(churchMembers).values([
      { churchId: mine.id, userId: uuid, role: 'publisher' },
      { churchId: theirs.id, userId: uuid, role: 'member' },
    ]);
    expect((await call(reader, 'POST', `/api/user/churches/${asked.id}/join`)).statusCode).toBe(202);
    const listed = (await call(reader, 'GET', '/api/user/churches')).json().churches as {
      name: string;
      user_role: string;
      reading_plans: { id: number }[];
    }[];
    const names = (church: string) =>
      listed.find((c) => c.name === church)?.reading_plans.map((p) => plans.find((x) => x.id === p.id)?.name);
    expect(listed.map((c) => [c.name, c.user_role])).toEqual([
      ['A Publishing Church', 'publisher'],
      ['B Member Church', 'member'],
      ['C Asked Church', 'pending'],
    ]);
    expect(names('A Publishing Church')).toEqual(['Mine, private']);
    expect(names('B Member Church')).toEqual(['Theirs, private', 'Theirs, public']);
    expect(names('C Asked Church')).toEqual([]);
    const privateOf = (name: string) => plans.find((p) => p.name === name)?.id;
    expect((await call(reader, 'GET', `/api/reading-plans/${privateOf('Theirs, private')}`)).statusCode).toBe(
      200,
    );
    expect((await call(reader, 'GET', `/api/reading-plans/${privateOf('Asked, private')}`)).statusCode).toBe(
      404,
    );
    const page = (await call(reader, 'GET', `/api/churches/${asked.id}`)).json();
    expect([page.user_role, page.reading_plans]).toEqual(['pending', []]);
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

describe('authorisation matrix: churches and their videos', () => {
  const otherUser = crypto.randomUUID();
  const routes = (church: number): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] => [
    ['analyze', 'POST', '/api/churches/analyze-website', { website_url: 'http://127.0.0.1/' }],
    // Manual setup (issue 36): the same rule as an analysis, the caller the new church's owner.
    ['create', 'POST', '/api/churches', { name: 'Set Up By Hand' }],
    ['update', 'PUT', `/api/churches/${church}`, { about: 'A church that reads together.' }],
    ['analysis', 'GET', `/api/churches/${church}/analysis`],
    ['members', 'GET', `/api/churches/${church}/members`],
    ['approve', 'POST', `/api/churches/${church}/join-requests/${otherUser}/approve`, {}],
    ['decline', 'POST', `/api/churches/${church}/join-requests/${otherUser}/decline`, {}],
    ['role', 'PUT', `/api/churches/${church}/members/${otherUser}`, { role: 'publisher' }],
    ['remove', 'DELETE', `/api/churches/${church}/members/${otherUser}`],
    ['videos', 'GET', `/api/churches/${church}/recent-videos`],
    ['video', 'GET', `/api/churches/${church}/videos/dQw4w9WgXcQ`],
    [
      'add-sermon',
      'POST',
      `/api/churches/${church}/sermons`,
      { youtube_url: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
    ['join', 'POST', `/api/user/churches/${church}/join`, {}],
    // Issue 36: "Continue" on a church under review; its owner's (or a site admin's) alone.
    ['confirm', 'POST', `/api/churches/${church}/confirm-setup`, {}],
  ];

  // Signed-out callers: 401 everywhere. Readers without a role in the church: 403, but they may ask to
  // join (its members may not: 409). The church's publisher manages its profile, members list and
  // videos, but only an owner (or a site admin) changes roles, removes members or deletes the church.
  // Unknown requests and members: 404.
  // The video platform is unreachable in tests (502), never the internet.
  const expected: Record<Who, Record<string, number>> = {
    anonymous: Object.fromEntries(routes(0).map(([name]) => [name, 401])),
    user: {
      ...Object.fromEntries(routes(0).map(([name]) => [name, 403])),
      join: 202,
    },
    publisher: {
      analyze: 200,
      create: 201,
      update: 200,
      analysis: 404,
      members: 200,
      approve: 404,
      decline: 404,
      role: 403,
      remove: 403,
      videos: 200,
      video: 502,
      'add-sermon': 201,
      // A member already (its publisher): nothing to ask, and no request is stored (issue 35).
      join: 409,
      confirm: 403,
    },
    admin: {
      analyze: 200,
      create: 201,
      update: 200,
      analysis: 404,
      members: 200,
      approve: 404,
      decline: 404,
      role: 404,
      remove: 404,
      videos: 200,
      video: 502,
      'add-sermon': 201,
      join: 202,
      confirm: 200,
    },
  };
  const deleteStatus: Record<Who, number> = { anonymous: 401, user: 403, publisher: 403, admin: 204 };

  it.each(WHO)('%s', async (who) => {
    const seen: Record<string, number> = {};
    for (const [name, method, url, payload] of routes(churchId)) {
      seen[name] = (await call(as[who], method, url, payload)).statusCode;
    }
    expect(seen).toEqual(expected[who]);
    // A private address typed as a website is refused without a fetch, and no church is made.
    if (seen.analyze === 200) {
      const res = await call(as[who], 'POST', '/api/churches/analyze-website', {
        website_url: 'http://169.254.169.254/',
      });
      expect(res.json()).toMatchObject({ success: false, error_type: 'blocked_address', church: null });
    }
    // Deleting a church (one of its own for each caller, so the other cases keep theirs).
    const [doomed] = await t.database.db
      .insert(churches)
      .values({ name: `Doomed ${who}` })
      .returning();
    expect((await call(as[who], 'DELETE', `/api/churches/${doomed?.id}`)).statusCode).toBe(deleteStatus[who]);
  });
});

describe('authorisation matrix: sermons and their studies', () => {
  // Each caller works on a sermon of its own in the demo church (so DELETE leaves the others theirs).
  // Writes are for the church's owners/publishers and site admins: signed out 401, a reader 403; reading
  // a sermon without a published study is 404 to whoever may not manage it.
  const routes = (sermon: number): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] => [
    [
      'generate',
      'POST',
      `/api/churches/${churchId}/sermons/generate-from-video`,
      { youtube_url: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
    ['list', 'GET', `/api/churches/${churchId}/sermons`],
    ['get', 'GET', `/api/sermons/${sermon}`],
    ['update', 'PUT', `/api/sermons/${sermon}`, { title: 'Renamed' }],
    // Issue 30: the sermon here has no stored analysis: a manager's edit of its notes is a
    // 409; the corrected transcript is analysed (before the analyses below, so none is running yet).
    ['edit-notes', 'PUT', `/api/sermons/${sermon}/analysis`, { summary: 'Edited.' }],
    [
      'correct-transcript',
      'PUT',
      `/api/sermons/${sermon}/transcript`,
      { paragraphs: [{ start: 0, text: 'x' }] },
    ],
    ['analyze', 'POST', `/api/sermons/${sermon}/analyze`, {}],
    ['regenerate', 'POST', `/api/sermons/${sermon}/regenerate`, {}],
    ['transcript', 'POST', `/api/sermons/${sermon}/transcript`, { text: 'Turn with me to John 15.' }],
    // Authorised before the body is looked at: a manager's JSON body is then a 415 (not audio).
    ['audio', 'POST', `/api/sermons/${sermon}/audio`, {}],
    ['study', 'POST', `/api/sermons/${sermon}/create-reading-plan`, {}],
    ['edit-plan', 'PUT', `/api/reading-plans/${privatePlan}`, { description: 'A private study.' }],
    ['delete', 'DELETE', `/api/sermons/${sermon}`],
  ];
  const writes = (status: number) =>
    Object.fromEntries(routes(0).map(([name]) => [name, status])) as Record<string, number>;
  const manager = {
    generate: 202,
    list: 200,
    get: 200,
    update: 200,
    analyze: 202,
    regenerate: 202,
    transcript: 202,
    'edit-notes': 409,
    'correct-transcript': 202,
    audio: 415,
    study: 202,
    'edit-plan': 200,
    delete: 204,
  };
  const expected: Record<Who, Record<string, number>> = {
    anonymous: { ...writes(401), get: 404, 'edit-plan': 404 },
    user: { ...writes(403), get: 404, 'edit-plan': 404 },
    publisher: manager,
    admin: manager,
  };

  it.each(WHO)('%s', async (who) => {
    const [own] = await t.database.db
      .insert(sermons)
      .values({ churchId, title: `Sermon of ${who}`, hasAnalysis: true, status: 'ready' })
      .returning();
    const seen: Record<string, number> = {};
    for (const [name, method, url, payload] of routes(own?.id ?? 0))
      seen[name] = (await call(as[who], method, url, payload)).statusCode;
    expect(seen).toEqual(expected[who]);
  });
});

describe('authorisation matrix: publisher requests and the admin console (issue 34)', () => {
  it.each(WHO)(
    '%s asks for publisher access only when signed in, and reads their own request',
    async (who) => {
      const asked = await call(as[who], 'POST', '/api/publisher-requests', {
        name: `${who} person`,
        church_name: 'Matrix Church',
        church_role: 'Elder',
      });
      expect(asked.statusCode, asked.body.slice(0, 160)).toBe(who === 'anonymous' ? 401 : 201);
      const mine = (await call(as[who], 'GET', '/api/user/publisher-request')).json().request;
      expect(mine?.church_name ?? null).toBe(who === 'anonymous' ? null : 'Matrix Church');
      expect((await call(as[who], 'POST', '/api/user/publisher-request/seen')).statusCode).toBe(200);
    },
  );

  it.each(WHO)('%s: every /api/admin route is for site admins only', async (who) => {
    const ok = who === 'admin';
    // Fresh things for the admin's writes, so a refused caller and the admin act on the same kind of row.
    const asker = await account(`matrix-asker-${who}@example.org`);
    const declined = await account(`matrix-declined-${who}@example.org`);
    const made = async (by: Principal) =>
      (
        await call(by, 'POST', '/api/publisher-requests', {
          name: 'Asker',
          church_name: 'Asking Church',
          church_role: 'Deacon',
        })
      ).json().id as number;
    const toApprove = await made(asker);
    const toDecline = await made(declined);
    const [failedA, failedB] = await t.database.db
      .insert(jobs)
      .values([
        {
          kind: 'matrix.never',
          status: 'failed',
          error: { code: 'x', message: 'y' },
          runAfter: sql`now() + interval '1 day'`,
        },
        {
          kind: 'matrix.never',
          status: 'failed',
          error: { code: 'x', message: 'y' },
          runAfter: sql`now() + interval '1 day'`,
        },
      ])
      .returning();
    const askerId = createUserIdSigner(TEST_SECRET).verify(asker.id);
    const slug = `matrix-${who}`;
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, number, object?][] = [
      ['users', 'GET', '/api/admin/users?q=matrix', 200],
      ['role', 'PUT', `/api/admin/users/${askerId}/role`, 200, { role: 'user' }],
      ['requests', 'GET', '/api/admin/publisher-requests?status=pending', 200],
      ['approve', 'POST', `/api/admin/publisher-requests/${toApprove}/approve`, 200, {}],
      ['decline', 'POST', `/api/admin/publisher-requests/${toDecline}/decline`, 200, { reason: 'No' }],
      ['churches', 'GET', '/api/admin/churches', 200],
      ['suspend', 'POST', `/api/admin/churches/${churchId}/suspend`, 200],
      ['restore', 'POST', `/api/admin/churches/${churchId}/restore`, 200],
      ['partners', 'GET', '/api/admin/partners', 200],
      ['create partner', 'POST', '/api/admin/partners', 201, { slug, name: 'Matrix' }],
      ['edit partner', 'PUT', `/api/admin/partners/${slug}`, 200, { name: 'Matrix 2' }],
      ['delete partner', 'DELETE', `/api/admin/partners/${slug}`, 204],
      ['jobs', 'GET', '/api/admin/jobs?status=failed', 200],
      ['retry', 'POST', `/api/admin/jobs/${failedA?.id}/retry`, 200],
      ['cancel', 'POST', `/api/admin/jobs/${failedB?.id}/cancel`, 200],
      ['audit', 'GET', '/api/admin/audit', 200],
    ];
    for (const [name, method, url, status, payload] of routes) {
      const res = await call(as[who], method, url, payload);
      expect(res.statusCode, `${who} ${name}: ${res.body.slice(0, 160)}`).toBe(ok ? status : 403);
    }
    // The approval changed the asker's role at once; a refused one changed nothing.
    expect((await call(asker, 'GET', '/api/user')).json().role).toBe(ok ? 'publisher' : 'user');
    expect((await call(as.anonymous, 'GET', `/api/churches/${churchId}`)).json().suspended).toBe(false);
  });
});

describe('authorisation matrix: the rest of the route table', () => {
  const sermonOf = async (planId: number) => {
    const [plan] = await t.database.db.select().from(readingPlans).where(eq(readingPlans.id, planId));
    if (!plan?.sermonId) throw new Error('demo plan without a sermon');
    return plan.sermonId;
  };

  it.each(WHO)('%s reads reference data and writes only their own reading state', async (who) => {
    const me = as[who];
    const expectStatus = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      status: number,
      payload?: object,
    ) => {
      const res = await call(me, method, url, payload);
      expect(res.statusCode, `${who} ${method} ${url}: ${res.body.slice(0, 160)}`).toBe(status);
      return res;
    };
    await expectStatus('GET', '/api/bible/eng-web/passages?refs=JHN.3.16', 200);
    // A verse as a picture (issue 33): public, like the text; rendered once, then from memory.
    await expectStatus('GET', '/api/bible/eng-web/image?ref=JHN.11.35', 200);
    await expectStatus('GET', '/api/profiles/growing_christian', 200);
    await expectStatus('GET', '/api/theology/default', 200);
    await expectStatus('GET', '/api/partners/no-such-partner', 404);
    // Stored images are public (issue 37); an id that names none is a 404 to everyone.
    await expectStatus('GET', `/api/media/${'0'.repeat(64)}`, 404);
    await expectStatus('GET', '/api/partner', 200);
    await expectStatus('POST', '/api/home', 200, { prompt: 'John 3:16' });
    await expectStatus('GET', '/api/auth/get-session', 200);
    await expectStatus('POST', '/api/auth/sign-in/email', 401, {
      email: 'user@example.org',
      password: 'not the passphrase',
    });
    await expectStatus('POST', '/api/user/sign-in', who === 'anonymous' ? 401 : 200, {});
    // The sermon behind a published study: its notes are readable with the study.
    await expectStatus('GET', `/api/sermons/${await sermonOf(publicPlan)}`, 200);
    await expectStatus('POST', '/api/user/onboarding_hints/dismiss', 200, { hint_name: 'install_app' });
    await expectStatus('POST', '/api/users/onboarding_hints/dismiss', 200, { hint_name: 'install_app' });

    // A published study's small-group guide and share link are for every reader (issue 30).
    await expectStatus('GET', `/api/reading-plans/${publicPlan}/guide`, 200);

    // A Sermon Study's steps move this reader's enrolment only.
    await expectStatus('POST', '/api/user/plans/current', 200, { plan_id: publicPlan });
    await expectStatus('PUT', '/api/user/plans/current/next-step', 200);
    await expectStatus('PUT', '/api/user/plans/current/previous-step', 200);
    await expectStatus('PUT', '/api/user/plans/current/jump-to-passage', 200, { passage_order: 2 });
    await expectStatus('PUT', '/api/user/plans/current/complete', 200);
    const restarted = await expectStatus('PUT', '/api/user/plans/current/restart', 200);
    expect(restarted.json().current_step.passage_order).toBe(1);
    for (const other of WHO.filter((w) => w !== who)) {
      const theirs = (await call(as[other], 'GET', '/api/user/plans/current')).json();
      // Every other reader is where their own turn left them (restarted, on day 1) or not enrolled.
      expect(theirs.current_step?.passage_order ?? 1, `${other} after ${who}`).toBe(1);
    }
  });

  it('a private study is not entered, and its sermon is not read, by those who are not its church’s members', async () => {
    const sermon = await sermonOf(privatePlan);
    const cases: Record<Who, number> = { anonymous: 404, user: 404, publisher: 200, admin: 200 };
    for (const who of WHO) {
      const res = await call(as[who], 'POST', '/api/user/plans/current', { plan_id: privatePlan });
      expect(res.statusCode, `${who} enrols in a private study`).toBe(cases[who]);
      expect((await call(as[who], 'GET', `/api/sermons/${sermon}`)).statusCode, `${who} sermon`).toBe(
        cases[who],
      );
      expect(
        (await call(as[who], 'GET', `/api/reading-plans/${privatePlan}/guide`)).statusCode,
        `${who} guide`,
      ).toBe(cases[who]);
    }
  });

  // Issue 34: deleting an account removes the caller's own user alone, whoever they are; fresh
  // principals of each kind, so the matrix's own are kept for the tests above.
  it('DELETE /api/user deletes the caller alone, as every kind of caller', async () => {
    const fresh: Record<Who, Principal> = {
      anonymous: { ...(await newAnonymous()), who: 'anonymous' },
      user: { ...(await account('leaving-user@example.org')), who: 'user' },
      publisher: { ...(await account('leaving-publisher@example.org')), who: 'publisher' },
      admin: { ...(await account('leaving-admin@example.org')), who: 'admin' },
    };
    await runAdmin(t.database.db, ['grant-role', 'leaving-publisher@example.org', 'publisher'], () => '');
    await runAdmin(t.database.db, ['grant-role', 'leaving-admin@example.org', 'admin'], () => '');
    for (const who of WHO) {
      const res = await call(fresh[who], 'DELETE', '/api/user');
      expect(res.statusCode, `${who} deletes their account`).toBe(204);
      // Their session is over: the account's id is refused or names a new, empty anonymous reader.
      const after = await call(fresh[who], 'GET', '/api/user');
      if (after.statusCode === 200)
        expect(after.json()).toMatchObject({ role: 'user', is_authenticated: false });
      else expect(after.statusCode).toBe(401);
      // Everyone else is untouched.
      for (const other of WHO) expect((await call(as[other], 'GET', '/api/user')).statusCode).toBe(200);
    }
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { [USER_ID_HEADER]: 'forged' },
    });
    expect(bad.statusCode).toBe(401);
  });

  // Runs last (vitest keeps file order): the matrix above must have called every API route as every
  // kind of caller, so a new route without a matrix entry fails here.
  it('covers every route of the app, as anonymous, user, publisher and admin', () => {
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const seen = t.routesHit.get(`${route.method} ${route.url}`) ?? new Set();
      const absent = WHO.filter((w) => !seen.has(w));
      if (absent.length)
        missing.push(`${route.method} ${route.url} (${route.access}): not as ${absent.join(', ')}`);
    }
    expect(missing).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
  });
});
