import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import {
  DATA_API_KEY,
  type FakeVideoPlatform,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';

// The churches routes with YOUTUBE_API_KEY set: videos come from the Data API v3 (the fake platform's
// /youtube/v3), never from the key-less feed; a refused key is a clear 502, never a 500.

let video: FakeVideoPlatform;
let sites: FakeChurchSites;
const apps: TestApp[] = [];

const publisherOf = async (key: string): Promise<{ t: TestApp; owner: Principal }> => {
  const t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    youtubeApi: { key, url: `${video.url}/youtube/v3` },
    outboundAllowPrivate: sites.allow,
  });
  apps.push(t);
  const owner = await signedUpAccount(t.app, 'data-api@example.org');
  await runAdmin(t.database.db, ['grant-role', 'data-api@example.org', 'publisher'], () => '');
  return { t, owner };
};

const call = (t: TestApp, p: Principal, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  sites = await startFakeChurchSites({ videoPlatformUrl: video.url });
}, 120_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await sites.close();
  await video.close();
});

describe('recent videos through the YouTube Data API v3', () => {
  it('lists the channel with durations from `videos`, without reading the Atom feed', async () => {
    const { t, owner } = await publisherOf(DATA_API_KEY);
    const made = await call(t, owner, 'POST', '/api/churches/analyze-website', {
      website_url: `${sites.origin}/grace/`,
    });
    expect(made.json()).toMatchObject({ success: true });
    const churchId = made.json().church.id as number;
    const from = video.requests.length;
    const res = await call(t, owner, 'GET', `/api/churches/${churchId}/recent-videos?limit=10`);
    expect(res.statusCode).toBe(200);
    const { videos } = res.json();
    expect(videos.map((v: { id: string; duration: number | null }) => [v.id, v.duration])).toEqual([
      ['gracesermn2', 3100],
      ['graceannou1', 120],
      ['gracemusic1', 185],
      ['gracesermn1', 2700],
    ]);
    // The first guess at sermons uses the Data API's durations: the 3-minute music video is not one.
    expect(videos.map((v: { is_sermon: boolean }) => v.is_sermon)).toEqual([true, false, false, true]);
    const paths = video.requests.slice(from).map((r) => r.split('?')[0]);
    expect(paths).toContain('/youtube/v3/playlistItems');
    expect(paths).toContain('/youtube/v3/videos');
    expect(paths).not.toContain('/feeds/videos.xml');
  });

  it('a key the platform refuses gives 502 video.platform_unavailable with its reason, never a 500', async () => {
    const { t, owner } = await publisherOf('not-the-key');
    const made = await call(t, owner, 'POST', '/api/churches/analyze-website', {
      website_url: `${sites.origin}/grace/`,
    });
    const churchId = made.json().church.id as number;
    const res = await call(t, owner, 'GET', `/api/churches/${churchId}/recent-videos`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'video.platform_unavailable',
      detail: expect.stringContaining('keyInvalid'),
    });
  });
});
