import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  type FakeVideoPlatform,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { VideoPlatformError } from './video-platform.ts';
import { createYouTube, decodeEntities } from './youtube.ts';

let fake: FakeVideoPlatform;
beforeAll(async () => {
  fake = await startFakeVideoPlatform();
});
afterAll(() => fake.close());

describe('YouTube adapter against the fake platform', () => {
  it('resolves channel ids from a handle page (canonical), a /c/ page (script JSON) and /channel/ links', async () => {
    const yt = createYouTube({ baseUrl: fake.url });
    expect(await yt.resolveChannelId(`${fake.url}/@gracechurch`)).toBe(CHANNELS.grace);
    // A youtube.com link is read from the configured platform, path only.
    expect(await yt.resolveChannelId('https://m.youtube.com/c/RiversideFellowship/videos')).toBe(
      CHANNELS.riverside,
    );
    expect(await yt.resolveChannelId(`https://www.youtube.com/channel/${CHANNELS.stmarks}`)).toBe(
      CHANNELS.stmarks,
    );
    await expect(yt.resolveChannelId(`${fake.url}/@nobody`)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(yt.resolveChannelId('https://www.youtube.com/watch?v=abc')).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('reads the Atom feed newest first and caches it for 10 minutes', async () => {
    let clock = 0;
    const yt = createYouTube({ baseUrl: fake.url, now: () => clock });
    const videos = await yt.recentVideos(CHANNELS.grace, 10);
    expect(videos.map((v) => v.id)).toEqual(['gracesermn2', 'graceannou1', 'gracemusic1', 'gracesermn1']);
    expect(videos[0]).toEqual({
      id: 'gracesermn2',
      title: 'The Good Shepherd | John 10 | Pastor John Smith',
      thumbnail: `${fake.url}/vi/gracesermn2/hqdefault.jpg`,
      url: `${fake.url}/watch?v=gracesermn2`,
      uploadDate: '2026-11-22T15:00:00.000Z',
      duration: null,
      uploader: 'Channel gracechu',
      description: 'Sunday sermon on John 10:1-18.',
    });
    const asked = fake.requests.filter((r) => r.startsWith('/feeds/')).length;
    clock = 9 * 60_000;
    expect(await yt.recentVideos(CHANNELS.grace, 2)).toHaveLength(2);
    expect(fake.requests.filter((r) => r.startsWith('/feeds/')).length).toBe(asked);
    clock = 11 * 60_000;
    await yt.recentVideos(CHANNELS.grace, 2);
    expect(fake.requests.filter((r) => r.startsWith('/feeds/')).length).toBe(asked + 1);
  });

  it('reads the watch page: length, description, uploader channel, caption tracks with \\u0026 decoded', async () => {
    const details = await createYouTube({ baseUrl: fake.url }).videoDetails('gracesermn2');
    expect(details.duration).toBe(3100);
    // The channel that uploaded it, as a link on the configured platform (an embedded player's way in).
    expect(details.channelUrl).toBe(`${fake.url}/channel/${CHANNELS.grace}`);
    expect(details.description).toBe('Sunday sermon on John 10:1-18.');
    expect(details.captionTracks).toEqual([
      { baseUrl: `${fake.url}/api/timedtext?v=gracesermn2&lang=en`, languageCode: 'en', kind: 'asr' },
    ]);
  });

  it('reads the transcript with double-encoded entities decoded', async () => {
    const segments = await createYouTube({ baseUrl: fake.url }).transcript('gracesermn2');
    expect(segments[0]).toEqual({
      start: 0.5,
      dur: 3.2,
      text: "Good morning, church! Let's open to John chapter 10.",
    });
    expect(segments[1]?.text).toBe('"I am the good shepherd" & He knows His sheep.');
    expect(segments).toHaveLength(3);
  });

  it('a platform that is down gives a typed error', async () => {
    fake.down = true;
    try {
      const error = await createYouTube({ baseUrl: fake.url })
        .recentVideos(CHANNELS.stmarks, 5)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VideoPlatformError);
      expect(error).toMatchObject({ kind: 'unavailable', message: 'The video platform answered HTTP 503' });
    } finally {
      fake.down = false;
    }
    const unreachable = await createYouTube({ baseUrl: 'http://127.0.0.1:9' })
      .videoDetails('gracesermn2')
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ kind: 'unavailable' });
  });

  it("asks only the configured platform for captions, even when a track's path starts with //", async () => {
    const asked: string[] = [];
    const base = 'http://platform.test';
    // The watch page names a caption track whose path, resolved as a URL, would be another host.
    const tracks = [
      { baseUrl: `${base}//127.0.0.1:4913/api/timedtext?v=gracesermn2&lang=en`, languageCode: 'en' },
      { baseUrl: '//127.0.0.1:4913/api/timedtext?v=gracesermn2&lang=fr', languageCode: 'fr' },
    ];
    const fetchStub = (async (input: string | URL | Request) => {
      const url = String(input);
      asked.push(url);
      return url.includes('/watch')
        ? new Response(`<html><script>var p = {"captionTracks":${JSON.stringify(tracks)}};</script></html>`)
        : new Response('<transcript><text start="0" dur="1">Amen.</text></transcript>');
    }) as typeof fetch;
    const yt = createYouTube({ baseUrl: base, fetch: fetchStub });
    expect(await yt.transcript('gracesermn2', 'en')).toEqual([{ start: 0, dur: 1, text: 'Amen.' }]);
    expect(await yt.transcript('gracesermn2', 'fr')).toEqual([{ start: 0, dur: 1, text: 'Amen.' }]);
    expect(asked.map((u) => new URL(u).host)).toEqual(Array(4).fill('platform.test'));
    expect(asked[1]).toBe(`${base}//127.0.0.1:4913/api/timedtext?v=gracesermn2&lang=en`);
    expect(asked[3]).toBe(`${base}/api/timedtext?v=gracesermn2&lang=fr`);
  });

  it('decodes entities fully', () => {
    expect(decodeEntities('Don&amp;#39;t &amp;amp; &lt;b&gt; &#x27;x&#x27;')).toBe("Don't & <b> 'x'");
  });
});
