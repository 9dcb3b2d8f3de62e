import { readBounded } from './bounded-response.ts';
import { type PlatformVideo, type VideoPlatform, VideoPlatformError } from './video-platform.ts';

// With YOUTUBE_API_KEY set: channels and uploads through the YouTube Data API v3 at YOUTUBE_API_URL
// (`channels` for the id and uploads playlist, `playlistItems` for the uploads, `videos` for durations),
// which, unlike the Atom feed, answers more than the last 15 videos and says how long each is. Captions
// need OAuth there, so the watch page and timed text stay with the key-less adapter (`keyless`).

export interface YouTubeDataApiOptions {
  apiUrl: string;
  apiKey: string;
  /** The key-less adapter: watch pages, transcripts, and /c/ names the Data API cannot look up. */
  keyless: VideoPlatform;
  /** Where watch links point (VIDEO_PLATFORM_URL). */
  baseUrl: string;
  fetch?: typeof fetch;
  cacheTtlMs?: number;
  timeoutMs?: number;
  /** Bytes read of one answer; 2 MiB where omitted. */
  maxBytes?: number;
  now?: () => number;
}

const CHANNEL_ID = /^UC[\w-]{22}$/;

interface ApiList<T> {
  items?: T[];
  nextPageToken?: string;
}
interface Thumbnails {
  [size: string]: { url?: string } | undefined;
}
interface PlaylistItem {
  snippet?: {
    title?: string;
    description?: string;
    publishedAt?: string;
    channelTitle?: string;
    videoOwnerChannelTitle?: string;
    thumbnails?: Thumbnails;
  };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
}
interface VideoItem {
  id?: string;
  contentDetails?: { duration?: string };
}
interface ChannelItem {
  id?: string;
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
}

/** ISO 8601 durations as the Data API writes them (`PT1H2M3S`, `P1DT2H`) → seconds; null otherwise. */
export const isoDurationSeconds = (iso: string | undefined): number | null => {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso ?? '');
  if (!m || iso === 'P' || iso === 'PT') return null;
  const [, d = '0', h = '0', min = '0', s = '0'] = m;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(min) * 60 + Number(s);
};

const bestThumbnail = (t: Thumbnails | undefined): string | null =>
  ['maxres', 'standard', 'high', 'medium', 'default'].map((k) => t?.[k]?.url).find(Boolean) ?? null;

export const createYouTubeDataApi = (opts: YouTubeDataApiOptions): VideoPlatform => {
  const api = opts.apiUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const ttl = opts.cacheTtlMs ?? 10 * 60_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; limit: number; videos: PlatformVideo[] }>();
  const uploadsOf = new Map<string, string>();

  const get = async <T>(resource: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(`${api}/${resource}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', opts.apiKey);
    let res: Response;
    try {
      res = await doFetch(url, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        headers: { accept: 'application/json', 'user-agent': 'Emmaus (video platform adapter)' },
      });
    } catch (error) {
      throw new VideoPlatformError(
        'unavailable',
        `The YouTube Data API is not reachable (${(error as Error).message})`,
      );
    }
    if (!res.ok) {
      // The API names its reason (quotaExceeded, keyInvalid, …); the key itself is never repeated.
      const body = (await readBounded(res, 64 * 1024, resource)
        .then((text) => JSON.parse(text))
        .catch(() => null)) as {
        error?: { errors?: { reason?: string }[] };
      } | null;
      const reason = body?.error?.errors?.[0]?.reason;
      if (res.status === 404) throw new VideoPlatformError('not_found', `${resource}: not found`);
      throw new VideoPlatformError(
        'unavailable',
        `The YouTube Data API answered HTTP ${res.status}${reason ? ` (${reason})` : ''}`,
      );
    }
    const text = await readBounded(res, opts.maxBytes ?? 2 * 1024 * 1024, resource);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new VideoPlatformError('unavailable', `The YouTube Data API answered no JSON for ${resource}`);
    }
  };

  const channel = async (params: Record<string, string>): Promise<ChannelItem> => {
    const list = await get<ApiList<ChannelItem>>('channels', { part: 'id,contentDetails', ...params });
    const item = list.items?.[0];
    if (!item?.id || !CHANNEL_ID.test(item.id))
      throw new VideoPlatformError('not_found', 'Channel not found on the video platform');
    const uploads = item.contentDetails?.relatedPlaylists?.uploads;
    if (uploads) uploadsOf.set(item.id, uploads);
    return item;
  };

  const resolveChannelId = async (channelUrl: string): Promise<string> => {
    let url: URL;
    try {
      url = new URL(channelUrl.trim());
    } catch {
      throw new VideoPlatformError('invalid', 'Not a channel link');
    }
    const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
    if (first.startsWith('@') && first.length > 1)
      return (await channel({ forHandle: decodeURIComponent(first) })).id ?? '';
    if (first === 'channel' && CHANNEL_ID.test(second)) return second;
    if (first === 'user' && second)
      return (await channel({ forUsername: decodeURIComponent(second) })).id ?? '';
    // /c/ custom names have no Data API lookup (search would guess): the channel page names its id.
    return opts.keyless.resolveChannelId(channelUrl);
  };

  const recentVideos = async (channelId: string, limit: number): Promise<PlatformVideo[]> => {
    if (!CHANNEL_ID.test(channelId)) throw new VideoPlatformError('invalid', 'Not a channel id');
    const cached = cache.get(channelId);
    if (cached && now() - cached.at < ttl && cached.limit >= limit) return cached.videos.slice(0, limit);
    const uploads =
      uploadsOf.get(channelId) ??
      (await channel({ id: channelId })).contentDetails?.relatedPlaylists?.uploads ??
      // Every channel's uploads playlist is its id with UU for UC.
      `UU${channelId.slice(2)}`;
    const items: PlaylistItem[] = [];
    let pageToken: string | undefined;
    do {
      const page = await get<ApiList<PlaylistItem>>('playlistItems', {
        part: 'snippet,contentDetails',
        playlistId: uploads,
        maxResults: String(Math.min(50, limit - items.length)),
        ...(pageToken ? { pageToken } : {}),
      });
      items.push(...(page.items ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken && items.length < limit);
    const ids = items
      .map((i) => i.contentDetails?.videoId ?? '')
      .filter((id) => /^[\w-]{11}$/.test(id))
      .slice(0, limit);
    const durations = new Map<string, number | null>();
    for (let i = 0; i < ids.length; i += 50) {
      const page = await get<ApiList<VideoItem>>('videos', {
        part: 'contentDetails',
        id: ids.slice(i, i + 50).join(','),
        maxResults: '50',
      });
      for (const v of page.items ?? [])
        if (v.id) durations.set(v.id, isoDurationSeconds(v.contentDetails?.duration));
    }
    const videos: PlatformVideo[] = items
      .filter((i) => ids.includes(i.contentDetails?.videoId ?? ''))
      .map((i) => {
        const id = i.contentDetails?.videoId ?? '';
        const published = i.contentDetails?.videoPublishedAt ?? i.snippet?.publishedAt;
        return {
          id,
          title: i.snippet?.title?.trim() ?? '',
          thumbnail: bestThumbnail(i.snippet?.thumbnails),
          url: new URL(`/watch?v=${id}`, opts.baseUrl).toString(),
          uploadDate:
            published && !Number.isNaN(Date.parse(published)) ? new Date(published).toISOString() : null,
          duration: durations.get(id) ?? null,
          uploader: i.snippet?.videoOwnerChannelTitle ?? i.snippet?.channelTitle ?? null,
          description: i.snippet?.description?.trim() || null,
        };
      })
      .sort((a, b) => (b.uploadDate ?? '').localeCompare(a.uploadDate ?? ''));
    cache.set(channelId, { at: now(), limit, videos });
    return videos.slice(0, limit);
  };

  return {
    host: opts.keyless.host,
    resolveChannelId,
    recentVideos,
    videoDetails: (id) => opts.keyless.videoDetails(id),
    transcript: (id, language) => opts.keyless.transcript(id, language),
  };
};
