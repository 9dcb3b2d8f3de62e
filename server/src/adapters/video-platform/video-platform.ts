// The video platform (YouTube or a self-hosted mirror at VIDEO_PLATFORM_URL) as the rest of the
// server sees it. The churches module lists a channel's videos; the sermon pipeline reads captions.

/** One video as the platform describes it (before Emmaus adds is_sermon and status). */
export interface PlatformVideo {
  id: string;
  title: string;
  thumbnail: string | null;
  url: string;
  /** ISO 8601. */
  uploadDate: string | null;
  /** Seconds; null when unknown (the feed does not say; the watch page or Data API does). */
  duration: number | null;
  uploader: string | null;
  description: string | null;
}

export interface CaptionTrack {
  languageCode: string;
  /** The timed-text URL, JSON escapes already decoded. */
  baseUrl: string;
  /** 'asr' for automatic captions. */
  kind: string | null;
}

export interface TranscriptSegment {
  /** Seconds from the start. */
  start: number;
  dur: number;
  /** Entities fully decoded (the platform double-encodes some, e.g. `&amp;#39;`). */
  text: string;
}

/** What the watch page tells beyond the feed. */
export interface VideoDetails extends PlatformVideo {
  captionTracks: CaptionTrack[];
  /**
   * The channel that uploaded it, as a channel link on the platform (`…/channel/UC…`); null when the
   * page does not say. How a church site that only embeds a player still leads to its channel.
   */
  channelUrl: string | null;
}

/** 'too_large': an answer past the adapter's byte bound (a caption track too long to read). */
export type VideoPlatformErrorKind = 'not_found' | 'unavailable' | 'invalid' | 'too_large';

/** A platform failure the caller can show: never a 500 (routes map it to 404 or 502). */
export class VideoPlatformError extends Error {
  constructor(
    readonly kind: VideoPlatformErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'VideoPlatformError';
  }
}

export interface VideoPlatform {
  /** The platform's base URL host (links to it count as channel and video links). */
  readonly host: string;
  /** A channel link (`/@handle`, `/channel/UC…`, `/c/…`, `/user/…`) → its `UC…` id. */
  resolveChannelId(channelUrl: string): Promise<string>;
  /** The newest uploads, newest first (feed: at most 15; Data API: up to `limit`). Cached. */
  recentVideos(channelId: string, limit: number): Promise<PlatformVideo[]>;
  /** The watch page: duration, description and caption tracks. */
  videoDetails(videoId: string): Promise<VideoDetails>;
  /**
   * The transcript of a video in `language` (prefix match, e.g. 'en' takes 'en-US'), falling back to
   * the first track; [] when the video has no captions.
   */
  transcript(videoId: string, language?: string): Promise<TranscriptSegment[]>;
}
