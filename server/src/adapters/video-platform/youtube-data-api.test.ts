import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  DATA_API_KEY,
  type FakeVideoPlatform,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { createYouTube } from './youtube.ts';
import { createYouTubeDataApi, isoDurationSeconds } from './youtube-data-api.ts';

// The Data API v3 path (YOUTUBE_API_KEY set) against the fake platform's /youtube/v3 endpoints.

let fake: FakeVideoPlatform;
beforeAll(async () => {
  fake = await startFakeVideoPlatform();
});
afterAll(() => fake.close());

const dataApi = (opts: { key?: string; now?: () => number } = {}) =>
  createYouTubeDataApi({
    apiUrl: `${fake.url}/youtube/v3`,
    apiKey: opts.key ?? DATA_API_KEY,
    baseUrl: fake.url,
    keyless: createYouTube({ baseUrl: fake.url }),
    ...(opts.now ? { now: opts.now } : {}),
  });

/** The requests since `from`, paths only. */
const since = (from: number) => fake.requests.slice(from).map((r) => r.split('?')[0]);

describe('YouTube Data API v3 adapter', () => {
  it('reads ISO 8601 durations', () => {
    expect(isoDurationSeconds('PT51M40S')).toBe(3100);
    expect(isoDurationSeconds('PT1H2M3S')).toBe(3723);
    expect(isoDurationSeconds('P1DT1S')).toBe(86_401);
    expect(isoDurationSeconds('PT')).toBeNull();
    expect(isoDurationSeconds('P0D')).toBe(0);
    expect(isoDurationSeconds('51:40')).toBeNull();
    expect(isoDurationSeconds(undefined)).toBeNull();
  });

  it('resolves handles and user names through `channels`, /channel/ ids directly, /c/ names from the page', async () => {
    const yt = dataApi();
    let from = fake.requests.length;
    expect(await yt.resolveChannelId('https://www.youtube.com/@gracechurch')).toBe(CHANNELS.grace);
    expect(since(from)).toEqual(['/youtube/v3/channels']);
    expect(fake.requests.at(-1)).toContain('forHandle=%40gracechurch');
    expect(await yt.resolveChannelId('https://youtube.com/user/gracechurchtv')).toBe(CHANNELS.grace);
    from = fake.requests.length;
    expect(await yt.resolveChannelId(`https://m.youtube.com/channel/${CHANNELS.stmarks}/videos`)).toBe(
      CHANNELS.stmarks,
    );
    expect(since(from)).toEqual([]);
    expect(await yt.resolveChannelId('https://www.youtube.com/c/RiversideFellowship')).toBe(
      CHANNELS.riverside,
    );
    expect(since(from)).toEqual(['/c/RiversideFellowship']);
    await expect(yt.resolveChannelId('https://www.youtube.com/@nobody')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('lists uploads newest first with durations from `videos`, cached 10 minutes', async () => {
    let clock = 0;
    const yt = dataApi({ now: () => clock });
    const from = fake.requests.length;
    const videos = await yt.recentVideos(CHANNELS.grace, 10);
    expect(videos.map((v) => [v.id, v.duration])).toEqual([
      ['gracesermn2', 3100],
      ['graceannou1', 120],
      ['gracemusic1', 185],
      ['gracesermn1', 2700],
    ]);
    expect(videos[0]).toMatchObject({
      title: 'The Good Shepherd | John 10 | Pastor John Smith',
      url: `${fake.url}/watch?v=gracesermn2`,
      thumbnail: `${fake.url}/vi/gracesermn2/hqdefault.jpg`,
      uploadDate: '2026-11-22T15:00:00.000Z',
      uploader: 'Grace Community Church',
      description: 'Sunday sermon on John 10:1-18.',
    });
    expect(since(from)).toEqual(['/youtube/v3/channels', '/youtube/v3/playlistItems', '/youtube/v3/videos']);
    // The Atom feed is never read on this path.
    expect(since(from)).not.toContain('/feeds/videos.xml');

    // A limit below a page: one page of that size; then cached for 10 minutes.
    const two = await dataApi().recentVideos(CHANNELS.grace, 2);
    expect(two.map((v) => v.id)).toEqual(['gracesermn2', 'graceannou1']);
    const before = fake.requests.length;
    await yt.recentVideos(CHANNELS.grace, 3);
    expect(fake.requests.length).toBe(before);
    clock += 10 * 60_000 + 1;
    await yt.recentVideos(CHANNELS.grace, 3);
    expect(fake.requests.length).toBeGreaterThan(before);
  });

  it('follows nextPageToken when the limit is more than a page', async () => {
    fake.dataApiPageSize = 3;
    try {
      const from = fake.requests.length;
      const videos = await dataApi().recentVideos(CHANNELS.grace, 50);
      expect(videos.map((v) => v.id)).toEqual(['gracesermn2', 'graceannou1', 'gracemusic1', 'gracesermn1']);
      const pages = fake.requests.slice(from).filter((r) => r.startsWith('/youtube/v3/playlistItems'));
      expect(pages).toHaveLength(2);
      expect(pages[1]).toContain('pageToken=3');
    } finally {
      fake.dataApiPageSize = 50;
    }
  });

  it('a bad key or a platform that is down is a clear "unavailable" error; captions still come from the watch page', async () => {
    await expect(dataApi({ key: 'wrong' }).recentVideos(CHANNELS.grace, 5)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The YouTube Data API answered HTTP 400 (keyInvalid)',
    });
    const yt = dataApi();
    fake.down = true;
    try {
      await expect(yt.recentVideos(CHANNELS.stmarks, 5)).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      fake.down = false;
    }
    const segments = await yt.transcript('gracesermn2');
    expect(segments[0]?.text).toBe("Good morning, church! Let's open to John chapter 10.");
  });
});
