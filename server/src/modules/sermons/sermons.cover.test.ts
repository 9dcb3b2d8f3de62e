import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL } from '../../../../common/src/media.ts';
import type { Principal } from '../../../../test/accounts.ts';
import {
  type FakeVideoPlatform,
  SERMON_VIDEOS,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { callerHeaders, publisherWithChurch, settledSermon } from '../../../../test/sermon-church.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { sermons } from './sermons.schema.ts';

// Issue 36: a study shows its sermon video's picture as its cover, in Discover and on its page. The
// analysis job takes the video's thumbnail: copied to Emmaus (readers' browsers never ask the platform),
// or kept when the platform gives a small inline picture.

let t: TestApp;
let video: FakeVideoPlatform;
let publisher: Principal;
let churchId = 0;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: callerHeaders(publisher), ...(payload ? { payload } : {}) });
const fromVideo = async (videoId: string) => {
  const res = await call('POST', `/api/churches/${churchId}/sermons/generate-from-video`, {
    youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
  });
  expect(res.statusCode).toBe(202);
  return (await settledSermon(t, publisher, res.json().id)).sermon;
};
const coverOf = async (id: number) =>
  (await t.database.db.select({ c: sermons.coverUrl }).from(sermons).where(eq(sermons.id, id)))[0]?.c;

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  t = await createTestApp({
    videoPlatformUrl: video.url,
    // The platform's thumbnails are on 127.0.0.1: the copy may reach them, as it would a public host.
    outboundAllowPrivate: new URL(video.url).host,
  });
  ({ publisher, churchId } = await publisherWithChurch(t, 'cover-pastor@example.org', 'Cover Chapel'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await video?.close();
});

describe('a sermon video’s picture as its study’s cover', () => {
  it('an http thumbnail is copied to Emmaus and served from there, even for a video without captions', async () => {
    const sermon = await fromVideo('gracesermn1');
    const cover = await coverOf(sermon.id);
    expect(cover).toMatch(MEDIA_URL);
    const image = await t.app.inject({ method: 'GET', url: cover ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('Discover and the study’s page carry the cover, and the study’s page the video to play', async () => {
    const sermon = await fromVideo(SERMON_VIDEOS.trueVine);
    expect(sermon.status).toBe('ready');
    // The fake platform gives this channel small inline SVG pictures: kept as they are.
    const cover = await coverOf(sermon.id);
    expect(cover).toMatch(/^data:image\/svg\+xml,/);
    const created = await call('POST', `/api/sermons/${sermon.id}/create-reading-plan`, { passage_count: 3 });
    expect(created.statusCode).toBe(202);
    const id = created.json().id;
    let plan = (await call('GET', `/api/reading-plans/${id}`)).json();
    for (let i = 0; i < 400 && plan.status === 'generating'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      plan = (await call('GET', `/api/reading-plans/${id}`)).json();
    }
    expect(plan).toMatchObject({
      status: 'ready',
      cover_url: cover,
      associated_sermon: { youtube_video_id: SERMON_VIDEOS.trueVine, cover_url: cover },
    });
    expect(
      (await call('PUT', `/api/reading-plans/${id}/visibility`, { visibility: 'public' })).statusCode,
    ).toBe(200);
    const discover = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json();
    const card = discover.plans.find((p: { id: number }) => p.id === id);
    expect(card).toMatchObject({ cover_url: cover });
    // A study with no sermon has the plain cover.
    expect(
      discover.plans
        .filter((p: { id: number }) => p.id !== id)
        .every((p: { cover_url: unknown }) => p.cover_url === null),
    ).toBe(true);
  });
});
