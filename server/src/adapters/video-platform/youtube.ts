import * as cheerio from 'cheerio';
import { DomUtils, parseDocument } from 'htmlparser2';
import { readBounded } from './bounded-response.ts';
import {
  type CaptionTrack,
  type PlatformVideo,
  type TranscriptSegment,
  type VideoDetails,
  type VideoPlatform,
  VideoPlatformError,
} from './video-platform.ts';

// YouTube's public, key-less endpoints at VIDEO_PLATFORM_URL (default https://www.youtube.com, or a
// self-hosted mirror speaking the same paths): channel page → channel id, Atom feed → recent videos,
// watch page → duration, description and caption tracks, timed text → transcript.

export interface YouTubeOptions {
  baseUrl: string;
  /** Injected for tests; the platform is a fixed, configured host, so plain fetch is right here. */
  fetch?: typeof fetch;
  feedTtlMs?: number;
  timeoutMs?: number;
  /** Bytes read of one answer (a watch page, feed or caption track); 4 MiB where omitted. */
  maxBytes?: number;
  now?: () => number;
}

/** Cues read of one caption track: a three-hour service has about 5,000. */
export const MAX_CUES = 20_000;
/** Cues decoded between turns of the event loop (each decode parses a little HTML). */
const CUES_PER_TURN = 250;

const CHANNEL_ID = /^UC[\w-]{22}$/;

/**
 * Decodes every entity, twice where the platform double-encodes (`&amp;#39;` → `'`). Text without '&'
 * is left as it is, and the rest parsed as bare text, not as a whole document (cheerio.load builds
 * html/head/body for each of a track's thousands of cues).
 */
export const decodeEntities = (s: string): string => {
  const once = (t: string) =>
    t.includes('&') ? DomUtils.textContent(parseDocument(t.replace(/</g, '&lt;'))) : t;
  let out = once(s);
  if (/&(#\d+|#x[\da-f]+|[a-z]+);/i.test(out)) out = once(out);
  return out;
};

/** Reads a JSON string literal's contents (escapes like \u0026 and \/ included). */
const jsonString = (raw: string): string => {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
};

/** The JSON array starting at `start` (a '['), brackets inside strings ignored; null if none. */
const balancedArray = (text: string, start: number): string | null => {
  if (start < '"captionTracks":'.length || text[start] !== '[') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
};

export const createYouTube = (opts: YouTubeOptions): VideoPlatform => {
  const base = new URL(opts.baseUrl);
  const doFetch = opts.fetch ?? fetch;
  const ttl = opts.feedTtlMs ?? 10 * 60_000;
  const now = opts.now ?? Date.now;
  const feedCache = new Map<string, { at: number; videos: PlatformVideo[] }>();

  /** GET a path on the configured platform; never another host, whatever a page named. */
  /**
   * A path and query on the platform's origin. Resolving it as a URL would let a path starting with
   * '//' ('//127.0.0.1:4913/x', from a caption track's baseUrl) name another host, so the path is set,
   * not resolved, and the result checked.
   */
  const onPlatform = (pathAndQuery: string): URL => {
    const [path = '', ...query] = pathAndQuery.split('?');
    const url = new URL(base.origin);
    url.pathname = path;
    url.search = query.length ? `?${query.join('?')}` : '';
    if (url.origin !== base.origin)
      throw new VideoPlatformError('invalid', 'A video platform link pointed at another host');
    return url;
  };

  const get = async (pathAndQuery: string, what: string): Promise<string> => {
    const url = onPlatform(pathAndQuery);
    let res: Response;
    try {
      res = await doFetch(url, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        headers: { 'accept-language': 'en', 'user-agent': 'Emmaus (video platform adapter)' },
      });
    } catch (error) {
      throw new VideoPlatformError(
        'unavailable',
        `The video platform is not reachable (${(error as Error).message})`,
      );
    }
    if (res.status === 404)
      throw new VideoPlatformError('not_found', `${what} not found on the video platform`);
    if (!res.ok)
      throw new VideoPlatformError('unavailable', `The video platform answered HTTP ${res.status}`);
    return readBounded(res, opts.maxBytes ?? 4 * 1024 * 1024, what);
  };

  /** Any youtube.com / m.youtube.com / mirror link → its path on the configured base. */
  const channelPath = (channelUrl: string): string => {
    let url: URL;
    try {
      url = new URL(channelUrl.trim());
    } catch {
      throw new VideoPlatformError('invalid', 'Not a channel link');
    }
    const path = url.pathname.replace(/\/+$/, '');
    if (!/^\/(@[\w.-]+|channel\/UC[\w-]{22}|c\/[\w.%-]+|user\/[\w.%-]+)/.test(path))
      throw new VideoPlatformError(
        'invalid',
        'Not a channel link (expected /@handle, /channel/UC…, /c/… or /user/…)',
      );
    return path
      .split('/')
      .slice(0, path.startsWith('/@') ? 2 : 3)
      .join('/');
  };

  const watchUrl = (id: string) => new URL(`/watch?v=${id}`, base).toString();

  const resolveChannelId = async (channelUrl: string) => {
    const path = channelPath(channelUrl);
    const direct = /^\/channel\/(UC[\w-]{22})$/.exec(path)?.[1];
    if (direct) return direct;
    const html = await get(path, 'Channel');
    const $ = cheerio.load(html);
    const candidates = [
      /\/channel\/(UC[\w-]{22})/.exec($('link[rel="canonical"]').attr('href') ?? '')?.[1],
      $('meta[itemprop="identifier"], meta[itemprop="channelId"]').attr('content'),
      /"(?:channelId|externalId|browseId)":"(UC[\w-]{22})"/.exec(html)?.[1],
    ];
    const id = candidates.find((c): c is string => !!c && CHANNEL_ID.test(c));
    if (!id) throw new VideoPlatformError('not_found', 'The channel page does not name its channel id');
    return id;
  };

  const recentVideos = async (channelId: string, limit: number) => {
    if (!CHANNEL_ID.test(channelId)) throw new VideoPlatformError('invalid', 'Not a channel id');
    const cached = feedCache.get(channelId);
    if (cached && now() - cached.at < ttl) return cached.videos.slice(0, limit);
    const xml = await get(`/feeds/videos.xml?channel_id=${channelId}`, 'Channel feed');
    const $ = cheerio.load(xml, { xml: true });
    const author = $('feed > author > name').first().text().trim() || null;
    const videos: PlatformVideo[] = $('entry')
      .toArray()
      .map((el) => {
        const e = $(el);
        const id = e.find('yt\\:videoId').first().text().trim();
        const published = e.find('published').first().text().trim();
        return {
          id,
          title: e.find('title').first().text().trim(),
          thumbnail: e.find('media\\:thumbnail').attr('url') ?? null,
          url: watchUrl(id),
          uploadDate:
            published && !Number.isNaN(Date.parse(published)) ? new Date(published).toISOString() : null,
          duration: null,
          uploader: e.find('author > name').first().text().trim() || author,
          description: e.find('media\\:description').first().text().trim() || null,
        };
      })
      .filter((v) => /^[\w-]{11}$/.test(v.id));
    feedCache.set(channelId, { at: now(), videos });
    return videos.slice(0, limit);
  };

  const videoDetails = async (videoId: string): Promise<VideoDetails> => {
    if (!/^[\w-]{11}$/.test(videoId)) throw new VideoPlatformError('invalid', 'Not a video id');
    const html = await get(`/watch?v=${videoId}`, 'Video');
    // An unknown or removed video is a 200 page whose player says ERROR and has no videoDetails (issue 36:
    // it once came back as a video with an empty title).
    if (/"playabilityStatus":\{"status":"ERROR"/.test(html) && !html.includes('"videoDetails":'))
      throw new VideoPlatformError('not_found', 'Video not found on the video platform');
    const field = (name: string) => new RegExp(`"${name}":"((?:[^"\\\\]|\\\\.)*)"`).exec(html)?.[1];
    const length = /"lengthSeconds":"?(\d+)"?/.exec(html)?.[1];
    const $ = cheerio.load(html);
    const tracksJson = balancedArray(html, html.indexOf('"captionTracks":[') + '"captionTracks":'.length);
    let captionTracks: CaptionTrack[] = [];
    if (tracksJson) {
      try {
        captionTracks = (
          JSON.parse(tracksJson) as { baseUrl?: string; languageCode?: string; kind?: string }[]
        )
          .filter((t) => t.baseUrl)
          .map((t) => ({
            baseUrl: t.baseUrl ?? '',
            languageCode: t.languageCode ?? 'und',
            kind: t.kind ?? null,
          }));
      } catch {
        captionTracks = [];
      }
    }
    const title = field('title');
    // The uploader's channel: the player data's videoDetails.channelId, or the page's microdata.
    const channelId = [field('channelId'), $('meta[itemprop="channelId"]').attr('content')].find(
      (c): c is string => !!c && CHANNEL_ID.test(c),
    );
    const published = $('meta[itemprop="datePublished"], meta[itemprop="uploadDate"]').attr('content');
    return {
      id: videoId,
      title: title ? jsonString(title) : ($('meta[name="title"]').attr('content') ?? ''),
      thumbnail:
        $('link[itemprop="thumbnailUrl"]').attr('href') ??
        $('meta[property="og:image"]').attr('content') ??
        null,
      url: watchUrl(videoId),
      uploadDate:
        published && !Number.isNaN(Date.parse(published)) ? new Date(published).toISOString() : null,
      duration: length ? Number(length) : null,
      uploader: field('author') ? jsonString(field('author') ?? '') : null,
      description: field('shortDescription') ? jsonString(field('shortDescription') ?? '') : null,
      captionTracks,
      channelUrl: channelId ? new URL(`/channel/${channelId}`, base).toString() : null,
    };
  };

  const transcript = async (videoId: string, language = 'en'): Promise<TranscriptSegment[]> => {
    const { captionTracks } = await videoDetails(videoId);
    const track =
      captionTracks.find((t) => t.languageCode === language && t.kind !== 'asr') ??
      captionTracks.find((t) => t.languageCode.startsWith(language)) ??
      captionTracks[0];
    if (!track) return [];
    let trackUrl: URL;
    try {
      trackUrl = new URL(track.baseUrl, base);
    } catch {
      throw new VideoPlatformError('invalid', 'The caption track has no valid address');
    }
    // Only the configured platform is asked, whatever host a page names (get keeps it there).
    const xml = await get(`${trackUrl.pathname}${trackUrl.search}`, 'Transcript');
    const $ = cheerio.load(xml, { xml: { decodeEntities: false } });
    // At most MAX_CUES cues, decoded in turns: the job reading them shares the thread with requests.
    const segments: TranscriptSegment[] = [];
    for (const [i, el] of $('text').toArray().slice(0, MAX_CUES).entries()) {
      if (i % CUES_PER_TURN === CUES_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
      const text = decodeEntities($(el).html() ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (text)
        segments.push({ start: Number($(el).attr('start') ?? 0), dur: Number($(el).attr('dur') ?? 0), text });
    }
    return segments;
  };

  return { host: base.host, resolveChannelId, recentVideos, videoDetails, transcript };
};
