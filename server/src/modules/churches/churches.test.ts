import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { type FakeVideoPlatform, startFakeVideoPlatform } from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches } from './churches.schema.ts';

// The churches API against local fake church websites and a fake video platform: nothing leaves
// 127.0.0.1 (OUTBOUND_ALLOW_PRIVATE names the fake sites' ports only).

let t: TestApp;
let sites: FakeChurchSites;
let video: FakeVideoPlatform;
const as: Record<'owner' | 'other' | 'admin' | 'reader', Principal> = {} as never;

/** The account's user id (the header carries it signed). */
const uuidOf = (p: Principal) => p.id.split('.')[0] ?? '';
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
const account = (email: string): Promise<Principal> => signedUpAccount(t.app, email);
const churchCount = async () => (await t.database.db.select().from(churches)).length;
const analyze = (p: Principal, website_url: string) =>
  call(p, 'POST', '/api/churches/analyze-website', { website_url });

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  sites = await startFakeChurchSites({ videoPlatformUrl: video.url });
  t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    outboundAllowPrivate: sites.allow,
  });
  as.owner = await account('owner@example.org');
  as.other = await account('other@example.org');
  as.admin = await account('admin@example.org');
  as.reader = await account('reader@example.org');
  for (const email of ['owner@example.org', 'other@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  await runAdmin(t.database.db, ['grant-role', 'admin@example.org', 'admin'], () => '');
}, 120_000);
afterAll(async () => {
  await t.close();
  await sites.close();
  await video.close();
});

describe('church onboarding from a website', () => {
  let churchId = 0;

  it('creates the church from a JSON-LD site, its creator the owner, with the analysis recorded', async () => {
    const res = await analyze(as.owner, `${sites.origin}/grace/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null, error_type: null });
    expect(body.church).toMatchObject({
      name: 'Grace Community Church',
      website: `${sites.origin}/grace/`,
      youtube_channel: `${video.url}/@gracechurch`,
      theology: { slug: 'baptist' },
      logo_url: `${sites.origin}/grace/images/logo.png`,
      user_role: 'owner',
    });
    churchId = body.church.id;
    const mine = (await call(as.owner, 'GET', '/api/user/churches')).json().churches;
    expect(mine).toEqual([expect.objectContaining({ id: churchId, user_role: 'owner' })]);
    const record = (await call(as.owner, 'GET', `/api/churches/${churchId}/analysis`)).json();
    expect(record.pages).toHaveLength(6);
    expect(record.found).toContainEqual(expect.objectContaining({ field: 'name', source: 'JSON-LD name' }));
  });

  it.each([
    ['bakery/', 'not_a_church', 'Not a Church Website'],
    ['forbidden/', 'access_forbidden', 'Website Access Restricted'],
    ['nowhere/', 'not_found', 'Unable to reach the website'],
    ['redirect-private/', 'blocked_address', 'Website Address Not Allowed'],
  ])('answers %s with success:false, error_type %s, and creates no church', async (path, type, title) => {
    const before = await churchCount();
    const body = (await analyze(as.owner, `${sites.origin}/${path}`)).json();
    expect(body).toMatchObject({ success: false, church: null, error_type: type, error: title });
    expect(body.user_message).toEqual(expect.any(String));
    expect(await churchCount()).toBe(before);
  });

  it('refuses a self-signed certificate (ssl_error) and private addresses (blocked_address)', async () => {
    const before = await churchCount();
    expect((await analyze(as.owner, `${sites.tlsOrigin}/`)).json()).toMatchObject({
      success: false,
      error_type: 'ssl_error',
      error: 'Website Security Issue',
    });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://[::1]/',
      'ftp://example.org/',
    ])
      expect((await analyze(as.owner, url)).json()).toMatchObject({
        success: false,
        error_type: 'blocked_address',
      });
    expect(await churchCount()).toBe(before);
    expect((await analyze(as.owner, 'http://exa mple')).statusCode).toBe(400);
  });

  it('refuses a website another church registered (compared normalised) and offers the join path', async () => {
    const body = (await analyze(as.other, `${sites.origin.replace('http://', 'HTTP://')}/grace`)).json();
    expect(body).toMatchObject({
      success: false,
      error_type: 'already_registered',
      church: { id: churchId, user_role: null },
    });
    expect(body.user_message).toMatch(/Ask to join/);
    const join = await call(as.other, 'POST', `/api/user/churches/${churchId}/join`);
    expect(join.statusCode).toBe(202);
    expect(join.json()).toMatchObject({
      user_role: 'pending',
      request: { status: 'pending', church_id: churchId },
    });
    const again = await call(as.other, 'POST', `/api/user/churches/${churchId}/join`);
    expect(again.json().request.requested_at).toBe(join.json().request.requested_at);
    expect((await call(as.other, 'GET', '/api/user/churches')).json().churches).toEqual([
      expect.objectContaining({ id: churchId, user_role: 'pending' }),
    ]);
    const members = (await call(as.owner, 'GET', `/api/churches/${churchId}/members`)).json();
    expect(members.requests).toEqual([
      expect.objectContaining({ user_id: uuidOf(as.other), email: 'other@example.org' }),
    ]);
    expect((await call(as.other, 'GET', `/api/churches/${churchId}/members`)).statusCode).toBe(403);
    expect(
      (await call(as.owner, 'POST', `/api/churches/${churchId}/join-requests/${uuidOf(as.other)}/approve`))
        .statusCode,
    ).toBe(204);
    expect((await call(as.other, 'GET', '/api/user/churches')).json().churches[0].user_role).toBe('member');
    // A member may not edit; promoted to publisher they may.
    expect((await call(as.other, 'PUT', `/api/churches/${churchId}`, { about: 'x' })).statusCode).toBe(403);
    expect(
      (
        await call(as.owner, 'PUT', `/api/churches/${churchId}/members/${uuidOf(as.other)}`, {
          role: 'publisher',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await call(as.other, 'PUT', `/api/churches/${churchId}`, { about: 'Edited by a publisher.' })).json()
        .about,
    ).toBe('Edited by a publisher.');
    // The last owner cannot step down.
    expect(
      (
        await call(as.owner, 'PUT', `/api/churches/${churchId}/members/${uuidOf(as.owner)}`, {
          role: 'member',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('PUT changes only the fields sent and validates them', async () => {
    const res = await call(as.owner, 'PUT', `/api/churches/${churchId}`, {
      name: '  Grace Church  ',
      theology: 'reformed',
    });
    expect(res.json()).toMatchObject({
      name: 'Grace Church',
      theology: { slug: 'reformed' },
      youtube_channel: `${video.url}/@gracechurch`,
    });
    expect(
      (await call(as.owner, 'PUT', `/api/churches/${churchId}`, { logo_url: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    expect((await call(as.owner, 'PUT', `/api/churches/${churchId}`, { name: '   ' })).statusCode).toBe(400);
    expect((await call(as.owner, 'PUT', `/api/churches/${churchId}`, { theology: 'nope' })).json().code).toBe(
      'church.unknown_theology',
    );
    expect((await call(as.reader, 'PUT', `/api/churches/${churchId}`, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(as.admin, 'PUT', `/api/churches/${churchId}`, { name: 'Grace Community Church' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists recent videos with is_sermon and status, and a video with its sermon', async () => {
    const res = await call(as.owner, 'GET', `/api/churches/${churchId}/recent-videos?limit=3`);
    expect(res.statusCode).toBe(200);
    const { videos } = res.json();
    expect(videos.map((v: { id: string }) => v.id)).toEqual(['gracesermn2', 'graceannou1', 'gracemusic1']);
    expect(videos.map((v: { is_sermon: boolean }) => v.is_sermon)).toEqual([true, false, false]);
    expect(videos[0]).toMatchObject({
      duration: 3100,
      status: 'available',
      upload_date: '2026-11-22T15:00:00.000Z',
    });
    expect((await call(as.owner, 'GET', `/api/churches/${churchId}/recent-videos?limit=51`)).statusCode).toBe(
      400,
    );
    expect((await call(as.reader, 'GET', `/api/churches/${churchId}/recent-videos`)).statusCode).toBe(403);

    const added = await call(as.owner, 'POST', `/api/churches/${churchId}/sermons`, {
      youtube_url: 'https://youtu.be/gracesermn2',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'The Good Shepherd | John 10 | Pastor John Smith',
      has_analysis: false,
    });
    const detail = (await call(as.owner, 'GET', `/api/churches/${churchId}/videos/gracesermn2`)).json();
    expect(detail).toMatchObject({
      video: { id: 'gracesermn2', duration: 3100 },
      sermon: { id: added.json().id },
      reading_plan: null,
    });
    expect(
      (
        await call(as.owner, 'POST', `/api/churches/${churchId}/sermons`, {
          youtube_url: 'https://vimeo.com/1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a video platform that is down answers 502 with a clear error, never 500', async () => {
    video.down = true;
    try {
      const res = await call(as.owner, 'GET', `/api/churches/${churchId}/videos/gracemusic1`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'video.platform_unavailable' });
    } finally {
      video.down = false;
    }
  });

  it('only dashboard users may analyse; only the owner or a site admin may delete, sermons going with it', async () => {
    expect((await analyze(as.reader, `${sites.origin}/stmarks/`)).statusCode).toBe(403);
    expect((await call(as.other, 'DELETE', `/api/churches/${churchId}`)).statusCode).toBe(403);
    expect((await call(as.owner, 'DELETE', `/api/churches/${churchId}`)).statusCode).toBe(204);
    expect((await call(as.owner, 'GET', `/api/churches/${churchId}`)).statusCode).toBe(404);
    expect((await call(as.owner, 'GET', '/api/user/churches')).json().churches).toEqual([]);
  });
});

describe('two publishers racing for one website', () => {
  let riverside = { id: 0, owner: as.owner };

  it('two analyses of the same site at once: one church, the other told it is registered (never 500)', async () => {
    const before = await churchCount();
    const [a, b] = await Promise.all([
      analyze(as.owner, `${sites.origin}/riverside/`),
      analyze(as.other, `${sites.origin}/riverside`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [won, lost] = a.json().success ? [a.json(), b.json()] : [b.json(), a.json()];
    expect(won).toMatchObject({ success: true, church: { name: 'Riverside Fellowship' } });
    expect(lost).toMatchObject({
      success: false,
      error_type: 'already_registered',
      church: { id: won.church.id },
    });
    expect(await churchCount()).toBe(before + 1);
    riverside = { id: won.church.id, owner: a.json().success ? as.owner : as.other };
  });

  it('two churches given the same website at once: one saved, the other 409', async () => {
    const stmarks = (await analyze(as.admin, `${sites.origin}/stmarks/`)).json().church;
    const [x, y] = await Promise.all([
      call(riverside.owner, 'PUT', `/api/churches/${riverside.id}`, {
        website: 'https://www.contested-church.example/',
      }),
      call(as.admin, 'PUT', `/api/churches/${stmarks.id}`, { website: 'http://contested-church.example' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect((x.statusCode === 409 ? x : y).json()).toMatchObject({ code: 'church.invalid_website' });
  });
});
