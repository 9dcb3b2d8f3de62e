import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './fake-image-host.ts';

/**
 * A video platform on 127.0.0.1 speaking YouTube's public endpoints: channel pages (/@handle with a
 * canonical link, /channel/UC…, /c/… naming "channelId" in a script), the Atom feed
 * /feeds/videos.xml?channel_id=, watch pages /watch?v= (lengthSeconds, shortDescription,
 * captionTracks with \u0026 escapes) and /api/timedtext (double-encoded entities); and the Data API v3
 * under /youtube/v3 (`channels` by forHandle/forUsername/id, `playlistItems` of the uploads playlist with
 * paging, `videos` with ISO 8601 durations), which wants `key=${DATA_API_KEY}`. `down` makes it answer 503.
 */
export interface FakeVideoPlatform {
  url: string;
  down: boolean;
  /** The Data API's largest page (50 like YouTube's; smaller to test paging). */
  dataApiPageSize: number;
  requests: string[];
  close(): Promise<void>;
}

/** The only key the fake Data API accepts. */
export const DATA_API_KEY = 'fake-youtube-api-key';

export const CHANNELS = {
  grace: 'UCgracechurch00000000001',
  stmarks: 'UCstmarks000000000000001',
  riverside: 'UCriverside0000000000001',
  /** Videos with real-length captions (issue 16): two sermons, a music video and one without captions. */
  hope: 'UChopechapel000000000001',
  /** More videos than the default page of 10 (many01video … many12video). */
  many: 'UCmanyvideos000000000001',
} as const;

/** The hope channel's videos by what their captions hold. */
export const SERMON_VIDEOS = {
  trueVine: 'truevine001',
  loveOfGod: 'loveofgod01',
  music: 'musicvideo1',
  noCaptions: 'nocaptions1',
} as const;

interface Video {
  id: string;
  title: string;
  seconds: number;
  description: string;
  published: string;
}

export const VIDEOS: Record<string, Video[]> = {
  [CHANNELS.grace]: [
    {
      id: 'gracesermn2',
      title: 'The Good Shepherd | John 10 | Pastor John Smith',
      seconds: 3100,
      description: 'Sunday sermon on John 10:1-18.',
      published: '2026-11-22T15:00:00+00:00',
    },
    {
      id: 'graceannou1',
      title: 'Church announcements for November',
      seconds: 120,
      description: 'What is on this month.',
      published: '2026-11-20T12:00:00+00:00',
    },
    {
      id: 'gracemusic1',
      title: 'Amazing Grace (Official Music Video)',
      seconds: 185,
      description: 'Our worship team sings.',
      published: '2026-11-18T12:00:00+00:00',
    },
    {
      id: 'gracesermn1',
      title: 'Faith That Works - James 2',
      seconds: 2700,
      description: 'Sermon series on James, week 2.',
      published: '2026-11-15T15:00:00+00:00',
    },
  ],
  [CHANNELS.stmarks]: [
    {
      id: 'stmarksserm',
      title: 'Sermon for the Feast of Christ the King',
      seconds: 1260,
      description: 'Homily by the Rector.',
      published: '2026-11-22T11:00:00+00:00',
    },
  ],
  [CHANNELS.riverside]: [],
  [CHANNELS.many]: Array.from({ length: 12 }, (_, i) => ({
    id: `many${String(i + 1).padStart(2, '0')}video`,
    title: `Sunday Sermon, week ${i + 1}`,
    seconds: 2400,
    description: 'A sermon series.',
    published: new Date(Date.UTC(2026, 10, 22 - i, 15)).toISOString(),
  })),
  [CHANNELS.hope]: [
    {
      id: SERMON_VIDEOS.trueVine,
      title: 'The True Vine | John 15 | Sunday Sermon',
      seconds: 2700,
      description: 'Abiding in Christ: John 15:1-8.',
      published: '2026-11-22T15:00:00+00:00',
    },
    {
      id: SERMON_VIDEOS.music,
      title: 'Oh How I Love You Lord (Official Music Video)',
      seconds: 240,
      description: 'Our worship team.',
      published: '2026-11-21T12:00:00+00:00',
    },
    {
      id: SERMON_VIDEOS.noCaptions,
      title: 'The Love of God | Romans 8 | Sunday Sermon',
      seconds: 2500,
      description: 'Sermon on the love of God.',
      published: '2026-11-15T15:00:00+00:00',
    },
    {
      id: SERMON_VIDEOS.loveOfGod,
      title: 'God Is Love | Sunday Sermon',
      seconds: 2400,
      description: 'Sermon on the love of God.',
      published: '2026-11-08T15:00:00+00:00',
    },
  ],
};

const HOPE_IDS = new Set<string>(Object.values(SERMON_VIDEOS));
/**
 * The hope channel's thumbnails are inline SVG (data: URLs, which the app's CSP allows), so the e2e
 * pages show them without an http image from 127.0.0.1; the other channels keep the platform's paths.
 */
const thumbnail = (origin: string, v: Video, size: string) =>
  HOPE_IDS.has(v.id)
    ? `data:image/svg+xml,${encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="#33415c"/><text x="24" y="150" font-family="sans-serif" font-size="28" fill="#fff">${escapeXml(v.title.split('|')[0]?.trim() ?? '')}</text></svg>`,
      )}`
    : `${origin}/vi/${v.id}/${size}.jpg`;

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sermons/${name}`, import.meta.url), 'utf8');

/** A transcript as the platform's timed text: one <text> per sentence, 4 s apart, entities escaped twice. */
const timedText = (lines: { start: number; dur: number; text: string }[]) =>
  `<?xml version="1.0" encoding="utf-8" ?><transcript>\n${lines
    .map(
      (l) =>
        `<text start="${l.start.toFixed(2)}" dur="${l.dur.toFixed(2)}">${escapeXml(l.text).replace(/&/g, '&amp;').replace(/'/g, '&amp;#39;')}</text>`,
    )
    .join('\n')}\n</transcript>`;

const proseCaptions = (name: string) =>
  timedText(
    fixture(name)
      .split(/\n\s*\n/)
      .flatMap((para, p) =>
        (para.match(/[^.!?]+[.!?]+["”’)]*\s*|[^.!?]+$/g) ?? []).map((text) => ({ text: text.trim(), p })),
      )
      .filter((l) => l.text)
      .map((l, i) => ({ start: i * 4 + l.p * 10, dur: 4, text: l.text })),
  );

const vttCaptions = (name: string) =>
  timedText(
    fixture(name)
      .split(/\n\s*\n/)
      .map((block) => {
        const lines = block.trim().split('\n');
        const at = lines.findIndex((l) => l.includes('-->'));
        const start = /(\d+):(\d+):(\d+)\.(\d+)/.exec(lines[at] ?? '');
        return start
          ? {
              start: Number(start[1]) * 3600 + Number(start[2]) * 60 + Number(start[3]),
              dur: 4,
              text: lines.slice(at + 1).join(' '),
            }
          : null;
      })
      .filter((l): l is { start: number; dur: number; text: string } => l !== null && l.text.trim() !== ''),
  );

/** Caption tracks of the hope channel's videos (the rest share the short sample transcript). */
const CAPTIONS: Record<string, () => string> = {
  [SERMON_VIDEOS.trueVine]: () => proseCaptions('true-vine.txt'),
  [SERMON_VIDEOS.loveOfGod]: () => proseCaptions('love-of-god.txt'),
  [SERMON_VIDEOS.music]: () => vttCaptions('music-video.vtt'),
};

const HANDLES: Record<string, string> = {
  '/@gracechurch': CHANNELS.grace,
  '/c/RiversideFellowship': CHANNELS.riverside,
};

const USERNAMES: Record<string, string> = { gracechurchtv: CHANNELS.grace };

const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 3600) ? `${Math.floor(seconds / 3600)}H` : ''}${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;

/** The Data API v3 subset Emmaus uses; null when the path is not one of it. */
const dataApi = (origin: string, url: URL, pageSize: number): { status: number; body: unknown } | null => {
  const resource = /^\/youtube\/v3\/(\w+)$/.exec(url.pathname)?.[1];
  if (!resource) return null;
  const q = (k: string) => url.searchParams.get(k) ?? '';
  if (q('key') !== DATA_API_KEY)
    return {
      status: 400,
      body: { error: { code: 400, message: 'API key not valid.', errors: [{ reason: 'keyInvalid' }] } },
    };
  if (resource === 'channels') {
    const id =
      HANDLES[`/${q('forHandle').startsWith('@') ? q('forHandle') : `@${q('forHandle')}`}`] ??
      USERNAMES[q('forUsername')] ??
      (VIDEOS[q('id')] ? q('id') : undefined);
    return {
      status: 200,
      body: {
        kind: 'youtube#channelListResponse',
        items: id ? [{ id, contentDetails: { relatedPlaylists: { uploads: `UU${id.slice(2)}` } } }] : [],
      },
    };
  }
  if (resource === 'playlistItems') {
    const channelId = `UC${q('playlistId').slice(2)}`;
    const videos = VIDEOS[channelId];
    if (!videos || !q('playlistId').startsWith('UU'))
      return { status: 404, body: { error: { code: 404, errors: [{ reason: 'playlistNotFound' }] } } };
    const size = Math.min(Number(q('maxResults') || 5), pageSize);
    const start = Number(q('pageToken') || 0);
    const page = videos.slice(start, start + size);
    return {
      status: 200,
      body: {
        items: page.map((v) => ({
          snippet: {
            publishedAt: v.published,
            title: v.title,
            description: v.description,
            channelTitle: 'Grace Community Church',
            videoOwnerChannelTitle: 'Grace Community Church',
            thumbnails: { high: { url: `${origin}/vi/${v.id}/hqdefault.jpg` } },
          },
          contentDetails: { videoId: v.id, videoPublishedAt: v.published },
        })),
        ...(start + size < videos.length ? { nextPageToken: String(start + size) } : {}),
      },
    };
  }
  if (resource === 'videos') {
    const ids = q('id').split(',');
    const all = Object.values(VIDEOS).flat();
    return {
      status: 200,
      body: {
        items: all
          .filter((v) => ids.includes(v.id))
          .map((v) => ({ id: v.id, contentDetails: { duration: isoDuration(v.seconds) } })),
      },
    };
  }
  return { status: 404, body: { error: { code: 404, errors: [{ reason: 'notFound' }] } } };
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const feed = (origin: string, channelId: string, videos: Video[]) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <yt:channelId>${channelId}</yt:channelId><title>Channel</title>
 <author><name>Channel ${channelId.slice(2, 10)}</name><uri>${origin}/channel/${channelId}</uri></author>
${videos
  .map(
    (v) => ` <entry>
  <id>yt:video:${v.id}</id><yt:videoId>${v.id}</yt:videoId><yt:channelId>${channelId}</yt:channelId>
  <title>${escapeXml(v.title)}</title>
  <link rel="alternate" href="${origin}/watch?v=${v.id}"/>
  <author><name>Channel ${channelId.slice(2, 10)}</name></author>
  <published>${v.published}</published><updated>${v.published}</updated>
  <media:group><media:title>${escapeXml(v.title)}</media:title>
   <media:thumbnail url="${escapeXml(thumbnail(origin, v, 'hqdefault'))}" width="480" height="360"/>
   <media:description>${escapeXml(v.description)}</media:description></media:group>
 </entry>`,
  )
  .join('\n')}
</feed>`;

const watchPage = (origin: string, v: Video, channelId: string) => {
  const player = {
    videoDetails: {
      videoId: v.id,
      title: v.title,
      lengthSeconds: String(v.seconds),
      channelId,
      shortDescription: v.description,
      author: 'Grace Community Church',
    },
    captions: {
      playerCaptionsTracklistRenderer: {
        captionTracks:
          v.id === SERMON_VIDEOS.noCaptions
            ? []
            : [{ baseUrl: `${origin}/api/timedtext?v=${v.id}&lang=en`, languageCode: 'en', kind: 'asr' }],
      },
    },
  };
  // The platform writes '&' in URLs as \u0026 inside its script JSON.
  const json = JSON.stringify(player).replace(/&/g, '\\u0026');
  return `<!doctype html><html><head><title>${escapeXml(v.title)} - YouTube</title><meta name="title" content="${escapeXml(v.title)}"><meta itemprop="datePublished" content="${v.published}"><link itemprop="thumbnailUrl" href="${escapeXml(thumbnail(origin, v, 'maxresdefault'))}"></head><body><script>var ytInitialPlayerResponse = ${json};</script></body></html>`;
};

/**
 * A 16:9 picture for /vi/{id}/….jpg, so the dashboard's thumbnails load: a PNG (Emmaus copies PNG,
 * JPEG, GIF and WebP only, issue 37), its colour taken from the id so each video's is its own.
 */
const thumbnailPng = (id: string) => {
  const code = [...id].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 0xffffff, 7);
  return solidPng(480, 270, [code >> 16, (code >> 8) & 0xff, code & 0xff]);
};

const transcript = () => `<?xml version="1.0" encoding="utf-8" ?><transcript>
<text start="0.5" dur="3.2">Good morning, church! Let&amp;#39;s open to John chapter 10.</text>
<text start="3.7" dur="4.1">&amp;quot;I am the good shepherd&amp;quot; &amp;amp; He knows His sheep.</text>
<text start="7.8" dur="2.0">Let us pray.</text>
</transcript>`;

export const startFakeVideoPlatform = async (port = 0): Promise<FakeVideoPlatform> => {
  const fake: FakeVideoPlatform = {
    url: '',
    down: false,
    dataApiPageSize: 50,
    requests: [],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', fake.url);
    fake.requests.push(`${url.pathname}${url.search}`);
    const html = (status: number, body: string | Buffer, type = 'text/html; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (fake.down) return html(503, 'Service Unavailable', 'text/plain');
    const api = dataApi(fake.url, url, fake.dataApiPageSize);
    if (api) return html(api.status, JSON.stringify(api.body), 'application/json; charset=utf-8');
    const handle = HANDLES[url.pathname.replace(/\/$/, '')];
    if (handle && url.pathname.startsWith('/@'))
      return html(
        200,
        `<html><head><link rel="canonical" href="${fake.url}/channel/${handle}"></head><body>Channel</body></html>`,
      );
    if (handle)
      return html(
        200,
        `<html><body><script>var ytInitialData = {"metadata":{"channelId":"${handle}"}};</script></body></html>`,
      );
    const channel = /^\/channel\/(UC[\w-]{22})/.exec(url.pathname)?.[1];
    if (channel && VIDEOS[channel])
      return html(200, `<html><head><meta itemprop="identifier" content="${channel}"></head></html>`);
    if (url.pathname === '/feeds/videos.xml') {
      const id = url.searchParams.get('channel_id') ?? '';
      const videos = VIDEOS[id];
      return videos
        ? html(200, feed(fake.url, id, videos), 'application/atom+xml; charset=utf-8')
        : html(404, 'Not found');
    }
    if (url.pathname === '/watch') {
      const id = url.searchParams.get('v');
      for (const [channelId, videos] of Object.entries(VIDEOS)) {
        const video = videos.find((v) => v.id === id);
        if (video) return html(200, watchPage(fake.url, video, channelId));
      }
      // As YouTube does: a page (200) whose player says the video is unavailable, with no details.
      return html(
        200,
        `<!doctype html><html><head><title> - YouTube</title></head><body><script>var ytInitialPlayerResponse = ${JSON.stringify(
          { playabilityStatus: { status: 'ERROR', reason: 'This video is unavailable' } },
        )};</script></body></html>`,
      );
    }
    const thumb = /^\/vi\/([\w-]{11})\/\w+\.jpg$/.exec(url.pathname)?.[1];
    if (thumb) return html(200, thumbnailPng(thumb), 'image/png');
    if (url.pathname === '/api/timedtext' && url.searchParams.get('lang') === 'en') {
      const own = CAPTIONS[url.searchParams.get('v') ?? ''];
      return html(200, own ? own() : transcript(), 'text/xml; charset=utf-8');
    }
    html(404, 'Not found');
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
};
