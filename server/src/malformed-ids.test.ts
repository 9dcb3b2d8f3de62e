import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../test/accounts.ts';
import { parseEventStream } from '../../test/sse.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runAdmin } from './admin.ts';
import { readingPlans } from './modules/reading-plans/reading-plans.schema.ts';
import { seedDemo } from './seed/demo.ts';

// Issue 19 item 8: a malformed resource id (a chat, a study, a sermon, a church, a page…) names nothing,
// so it is answered exactly as an unknown one: the same 404 and code, never a 400 that tells an id's
// shape apart from its existence. Malformed Bible, book and chapter values stay 400 (api-bad-input.test).
let t: TestApp;
let admin: Principal;
let churchId = 0;
let chatId = '';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: admin.id, cookie: admin.cookie, ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ videoPlatformUrl: 'http://127.0.0.1:9' });
  await seedDemo(t.database.db);
  admin = await signedUpAccount(t.app, 'ids-admin@example.org');
  await runAdmin(t.database.db, ['grant-role', 'ids-admin@example.org', 'admin'], () => '');
  const [plan] = await t.database.db.select().from(readingPlans);
  if (!plan?.churchId) throw new Error('demo plans missing');
  churchId = plan.churchId;
  const chat = await call('POST', '/api/chat', {
    bible_id: 'eng-web',
    bookId: 'JHN',
    chapter: 3,
    verses: [16],
    prompt: 'What does this mean?',
  });
  const info = parseEventStream(chat.body)[0];
  if (info?.event !== 'chat_info') throw new Error(`no chat: ${chat.body.slice(0, 200)}`);
  chatId = info.data.chat_id;
});
afterAll(() => t.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const NUL = '%00';
/** Route (with `{id}` for the malformed part), a known-unknown value, malformed values, and a valid body. */
const routes = (): { method: Method; url: string; unknown: string; malformed: string[]; body?: object }[] => {
  const bigInts = ['abc', '0', '-1', '1.5', '99999999999', NUL];
  const chatIds = ['a'.repeat(65), `a${NUL}b`];
  const churchBody = { name: 'X', website: '', youtube_channel: '', theology: 'reformed', about: '' };
  return [
    { method: 'GET', url: '/api/chat/{id}/messages', unknown: 'nope', malformed: chatIds },
    { method: 'POST', url: '/api/chat/{id}/publish', unknown: 'nope', malformed: chatIds },
    { method: 'POST', url: '/api/chat/{id}/unpublish', unknown: 'nope', malformed: chatIds },
    { method: 'DELETE', url: '/api/chat/{id}', unknown: 'nope', malformed: chatIds },
    {
      method: 'GET',
      url: `/api/chat/{id}/message/${UNKNOWN_UUID}/audit`,
      unknown: 'nope',
      malformed: chatIds,
    },
    {
      method: 'GET',
      url: `/api/chat/${chatId}/message/{id}/audit`,
      unknown: UNKNOWN_UUID,
      malformed: chatIds,
    },
    { method: 'GET', url: '/api/reading-plans/{id}', unknown: '999999', malformed: bigInts },
    {
      method: 'PUT',
      url: '/api/reading-plans/{id}/visibility',
      unknown: '999999',
      malformed: bigInts,
      body: { visibility: 'public' },
    },
    { method: 'GET', url: '/api/sermons/{id}', unknown: '999999', malformed: bigInts },
    { method: 'GET', url: '/api/churches/{id}', unknown: '999999', malformed: bigInts },
    { method: 'PUT', url: '/api/churches/{id}', unknown: '999999', malformed: bigInts, body: churchBody },
    { method: 'DELETE', url: '/api/churches/{id}', unknown: '999999', malformed: bigInts },
    { method: 'GET', url: '/api/churches/{id}/analysis', unknown: '999999', malformed: bigInts },
    { method: 'GET', url: '/api/churches/{id}/members', unknown: '999999', malformed: bigInts },
    { method: 'GET', url: '/api/churches/{id}/analytics', unknown: '999999', malformed: bigInts },
    { method: 'GET', url: '/api/churches/{id}/recent-videos', unknown: '999999', malformed: bigInts },
    {
      method: 'POST',
      url: '/api/churches/{id}/sermons',
      unknown: '999999',
      malformed: bigInts,
      body: { youtube_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa' },
    },
    { method: 'GET', url: '/api/churches/{id}/videos/aaaaaaaaaaa', unknown: '999999', malformed: bigInts },
    { method: 'POST', url: '/api/user/churches/{id}/join', unknown: '999999', malformed: bigInts },
    {
      method: 'POST',
      url: `/api/churches/${churchId}/join-requests/{id}/approve`,
      unknown: UNKNOWN_UUID,
      malformed: ['abc', NUL],
    },
    {
      method: 'POST',
      url: `/api/churches/${churchId}/join-requests/{id}/decline`,
      unknown: UNKNOWN_UUID,
      malformed: ['abc', NUL],
    },
    {
      method: 'PUT',
      url: `/api/churches/${churchId}/members/{id}`,
      unknown: UNKNOWN_UUID,
      malformed: ['abc'],
      body: { role: 'member' },
    },
    {
      method: 'DELETE',
      url: `/api/churches/${churchId}/members/{id}`,
      unknown: UNKNOWN_UUID,
      malformed: ['abc'],
    },
    {
      method: 'PUT',
      url: '/api/user/annotations/{id}',
      unknown: UNKNOWN_UUID,
      malformed: ['123', NUL],
      body: { text: 'x' },
    },
    { method: 'DELETE', url: '/api/user/annotations/{id}', unknown: UNKNOWN_UUID, malformed: ['123'] },
    {
      method: 'GET',
      url: '/api/profiles/{id}',
      unknown: 'pirate',
      malformed: ['NOT%20A%20SLUG', 'x'.repeat(50)],
    },
    { method: 'GET', url: '/api/theology/{id}', unknown: 'gnostic', malformed: ['Bad!', NUL] },
    { method: 'GET', url: '/api/partners/{id}', unknown: 'nobody', malformed: ['UPPER', '-x'] },
    {
      method: 'GET',
      url: '/api/site/{id}',
      unknown: 'nothing-here',
      malformed: ['Bad_Slug!', 'x'.repeat(200)],
    },
  ];
};

describe('a malformed resource id is answered as an unknown one', () => {
  it('gives every id-taking route the same 404 and code for a malformed id as for an unknown one', async () => {
    for (const r of routes()) {
      const unknown = await call(r.method, r.url.replace('{id}', r.unknown), r.body);
      expect(unknown.statusCode, `${r.method} ${r.url} unknown`).toBe(404);
      for (const bad of r.malformed) {
        const res = await call(r.method, r.url.replace('{id}', bad), r.body);
        expect([res.statusCode, res.json().code], `${r.method} ${r.url} with ${bad}`).toEqual([
          404,
          unknown.json().code,
        ]);
      }
    }
  });

  it('answers a malformed video id on a real church as an unknown video', async () => {
    const res = await call('GET', `/api/churches/${churchId}/videos/short`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'video.not_found']);
  });

  it('gives what the router refuses (bad percent-encoding, a parameter past 1024 characters) a stable code', async () => {
    const bad = await call('GET', '/api/chat/%E0%A4%A/messages');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request.malformed']);
    const long = await call('GET', `/api/site/${'x'.repeat(1025)}`);
    expect([long.statusCode, long.json().code]).toEqual([414, 'request.uri_too_long']);
  });

  it('keeps malformed Bible, book and chapter values a 400', async () => {
    for (const url of [
      '/api/bible/ENG_WEB!/toc',
      '/api/bible/eng-web/book/JOHN/chapters/3',
      '/api/bible/eng-web/book/JHN/chapters/abc',
      '/api/bible/eng-web/book/JHN/chapters/3/suggestions'.replace('/3/', '/3.5/'),
    ]) {
      const res = await call('GET', url);
      expect([res.statusCode, res.json().code], url).toEqual([400, 'request.invalid']);
    }
  });
});
