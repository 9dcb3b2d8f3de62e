import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { type FakeImageHost, startFakeImageHost } from '../../../../test/fake-image-host.ts';
import { type FakeVideoPlatform, startFakeVideoPlatform } from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches } from './churches.schema.ts';

// Issue 36: a church whose website cannot be analysed is set up by hand (POST /api/churches), and a
// bare domain is tried as https, then http. Local fake sites only (OUTBOUND_ALLOW_PRIVATE names them).

let t: TestApp;
let sites: FakeChurchSites;
let video: FakeVideoPlatform;
let images: FakeImageHost;
const as: Record<'owner' | 'other' | 'reader', Principal> = {} as never;

const call = (p: Principal, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
const churchCount = async () => (await t.database.db.select().from(churches)).length;

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  sites = await startFakeChurchSites({ videoPlatformUrl: video.url });
  images = await startFakeImageHost();
  t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    outboundAllowPrivate: `${sites.allow},${images.allow}`,
    websiteFetch: { pageTimeoutMs: 3000 },
  });
  as.owner = await signedUpAccount(t.app, 'owner@example.org');
  as.other = await signedUpAccount(t.app, 'other@example.org');
  as.reader = await signedUpAccount(t.app, 'reader@example.org');
  for (const email of ['owner@example.org', 'other@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
}, 120_000);
afterAll(async () => {
  await t.close();
  await sites.close();
  await video.close();
  await images.close();
});

describe('manual church setup (POST /api/churches)', () => {
  it('creates the church from the form, its creator the owner, the logo copied to Emmaus', async () => {
    const res = await call(as.owner, 'POST', '/api/churches', {
      name: 'Hope Fellowship',
      website: `${sites.origin}/forbidden/`,
      youtube_channel: `${video.url}/@gracechurch`,
      theology: 'baptist',
      about: 'We meet on Sundays at ten.',
      logo_url: `${images.origin}/logo.png`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const church = res.json();
    expect(church).toMatchObject({
      name: 'Hope Fellowship',
      website: `${sites.origin}/forbidden/`,
      youtube_channel: `${video.url}/@gracechurch`,
      theology: { slug: 'baptist' },
      about: 'We meet on Sundays at ten.',
      user_role: 'owner',
    });
    // The same image copying as an analysed logo: readers' browsers load it from Emmaus.
    expect(church.logo_url).toMatch(/^\/api\/media\//);
    const mine = (await call(as.owner, 'GET', '/api/user/churches')).json().churches;
    expect(mine).toContainEqual(expect.objectContaining({ id: church.id, user_role: 'owner' }));
    // Set up by hand: there is no analysis to show.
    expect((await call(as.owner, 'GET', `/api/churches/${church.id}/analysis`)).statusCode).toBe(404);
  });

  it('needs only a name: a church with no website gets on board', async () => {
    const res = await call(as.other, 'POST', '/api/churches', { name: 'House Church on Elm Street' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ website: null, logo_url: null, user_role: 'owner' });
  });

  it('validates with the shared contract and the same rules as an update', async () => {
    const before = await churchCount();
    for (const body of [
      {},
      { name: '  ' },
      { name: 'X', website: 'ftp://example.org/' },
      { name: 'X', unknown: 1 },
      { name: 'X', theology: 'no-such-perspective' },
    ])
      expect((await call(as.owner, 'POST', '/api/churches', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    // A website another church holds (compared normalised) is refused, as on PUT.
    const taken = await call(as.other, 'POST', '/api/churches', {
      name: 'Copy',
      website: `${sites.origin.replace('http://', 'HTTP://')}/forbidden`,
    });
    expect(taken.statusCode).toBe(409);
    // A logo that cannot be copied is the publisher's 422, and nothing is saved.
    const logo = await call(as.owner, 'POST', '/api/churches', {
      name: 'Bad Logo Church',
      logo_url: `${images.origin}/page.html`,
    });
    expect(logo.statusCode).toBe(422);
    expect(await churchCount()).toBe(before);
  });

  it('has the authorisation of an analysis: publishers and admins only', async () => {
    const before = await churchCount();
    expect((await call(as.reader, 'POST', '/api/churches', { name: 'Mine' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/churches',
      headers: SAME_ORIGIN,
      payload: { name: 'Mine' },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect(await churchCount()).toBe(before);
  });
});

describe('a bare domain', () => {
  it('is tried as https, then http, before failing', async () => {
    // The fake site speaks only http: https to it fails, http reads the church.
    const bare = `${sites.origin.replace('http://', '')}/stmarks/`;
    const body = (
      await call(as.owner, 'POST', '/api/churches/analyze-website', { website_url: bare })
    ).json();
    expect(body).toMatchObject({ success: true, church: { website: `${sites.origin}/stmarks/` } });
  });

  it('keeps the https failure when http cannot reach the site either', async () => {
    // The certificate site's port speaks only TLS: plain http to it fails too.
    const bare = sites.tlsOrigin.replace('https://localhost', '127.0.0.1');
    const body = (
      await call(as.owner, 'POST', '/api/churches/analyze-website', { website_url: `${bare}/` })
    ).json();
    expect(body).toMatchObject({ success: false, church: null, error_type: 'ssl_error' });
  });

  it('an address with a scheme is read only as given', async () => {
    const body = (
      await call(as.owner, 'POST', '/api/churches/analyze-website', {
        website_url: `${sites.origin.replace('http://', 'https://')}/riverside/`,
      })
    ).json();
    expect(body).toMatchObject({ success: false, church: null });
  });
});
