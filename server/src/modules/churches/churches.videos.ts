import type {
  AddSermonBody,
  RecentVideosResponse,
  Sermon as SermonResponse,
  VideoDetailResponse,
  VideoStatus,
  YouTubeVideo,
} from '../../../../common/src/contracts/churches.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import { youTubeVideoId } from '../../../../common/src/youtube.ts';
import {
  type PlatformVideo,
  type VideoPlatform,
  VideoPlatformError,
} from '../../adapters/video-platform/video-platform.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { ChurchAccess } from './churches.access.ts';

// A church's videos for the dashboard: the platform's recent uploads with a first sermon guess and
// the status of spec §4 (available, sermon-ready, ready-to-publish, published).

export interface SermonOfVideo {
  sermon: SermonResponse;
  readingPlan: PlanSummary | null;
}

/** What the video list needs of the sermons module (its sermons.video-lookup.ts, passed in). */
export interface SermonLookup {
  /** For each video id that has a sermon in the church: the sermon and its newest study. */
  forVideos(churchId: number, videoIds: string[]): Promise<Map<string, SermonOfVideo>>;
  /** Adds a sermon for a video by link (POST /api/churches/{id}/sermons). */
  addFromVideo(
    churchId: number,
    video: { videoId: string; youtubeUrl: string; title: string },
  ): Promise<SermonResponse>;
}

/** What the video list needs of the media module: thumbnails copied, so publishers' browsers load them from Emmaus. */
export interface ChurchThumbnails {
  /** Each remote URL's stored copy (/api/media/…), or null where it cannot be copied. */
  copiesOf(urls: readonly string[]): Promise<Map<string, string | null>>;
}

const NOT_SERMON =
  /\b(music video|official video|lyric|lyrics|song|trailer|promo|teaser|announcements?|shorts?|choir|concert|highlights|vlog|baptism video|welcome video)\b/i;
const SERMON =
  /\b(sermon|message|homily|preach(ing)?|pastor|rev\.?|series|week \d+|sunday (service|worship)|worship service|mass|bible study|(genesis|exodus|psalms?|proverbs|isaiah|matthew|mark|luke|john|acts|romans|corinthians|galatians|ephesians|philippians|colossians|hebrews|james|peter|revelation) \d+)\b/i;

/** A first guess from title, length and description: a 3-minute music video is not a sermon. */
export const looksLikeSermon = (v: Pick<PlatformVideo, 'title' | 'description' | 'duration'>): boolean => {
  const text = `${v.title} ${v.description ?? ''}`;
  if (NOT_SERMON.test(v.title)) return false;
  if (v.duration !== null && v.duration < 8 * 60) return false;
  if (SERMON.test(text)) return true;
  return v.duration !== null && v.duration >= 15 * 60;
};

export const statusOf = (found: SermonOfVideo | undefined): VideoStatus => {
  if (!found?.sermon.has_analysis) return 'available';
  if (!found.readingPlan) return 'sermon-ready';
  return found.readingPlan.visibility === 'public' ? 'published' : 'ready-to-publish';
};

const present = (
  v: PlatformVideo,
  found: SermonOfVideo | undefined,
  thumbnails: Map<string, string | null>,
): YouTubeVideo => ({
  id: v.id,
  title: v.title,
  // Issue 37: never the platform's own image address, which the browser would fetch from there (an
  // inline data: image asks no one, so it stays).
  thumbnail: v.thumbnail?.startsWith('data:image/')
    ? v.thumbnail
    : (thumbnails.get(v.thumbnail ?? '') ?? null),
  url: v.url,
  upload_date: v.uploadDate,
  duration: v.duration,
  uploader: v.uploader,
  description: v.description,
  is_sermon: looksLikeSermon(v),
  status: statusOf(found),
});

const platformError = (error: unknown): never => {
  if (error instanceof VideoPlatformError) {
    if (error.kind === 'not_found') throw notFound(ErrorCode.videoNotFound, error.message);
    if (error.kind === 'invalid') throw badRequest(ErrorCode.invalidVideoUrl, error.message);
    throw new AppError(502, ErrorCode.videoPlatformUnavailable, error.message);
  }
  throw error;
};

export const createChurchVideos = (deps: {
  access: ChurchAccess;
  platform: VideoPlatform;
  sermons: SermonLookup;
  thumbnails: ChurchThumbnails;
}) => {
  const thumbnailsOf = (videos: PlatformVideo[]) =>
    deps.thumbnails.copiesOf(videos.flatMap((v) => (v.thumbnail ? [v.thumbnail] : [])));

  /** Durations are not in the feed: the watch pages are read (in parallel, failures leave null). */
  const withDurations = async (videos: PlatformVideo[]) =>
    Promise.all(
      videos.map(async (v) => {
        if (v.duration !== null) return v;
        try {
          return { ...v, duration: (await deps.platform.videoDetails(v.id)).duration };
        } catch {
          return v;
        }
      }),
    );

  return {
    recent: async (user: UserRow, churchId: number, limit: number): Promise<RecentVideosResponse> => {
      const church = await deps.access.manage(user, churchId);
      if (!church.youtubeChannel) return { videos: [], channel_id: null };
      try {
        const channelId = await deps.platform.resolveChannelId(church.youtubeChannel);
        const videos = await withDurations(await deps.platform.recentVideos(channelId, limit));
        const [sermons, thumbnails] = await Promise.all([
          deps.sermons.forVideos(
            churchId,
            videos.map((v) => v.id),
          ),
          thumbnailsOf(videos),
        ]);
        return {
          videos: videos.map((v) => present(v, sermons.get(v.id), thumbnails)),
          channel_id: channelId,
        };
      } catch (error) {
        return platformError(error);
      }
    },

    detail: async (user: UserRow, churchId: number, videoId: string): Promise<VideoDetailResponse> => {
      await deps.access.manage(user, churchId);
      let details: PlatformVideo;
      try {
        details = await deps.platform.videoDetails(videoId);
      } catch (error) {
        return platformError(error);
      }
      const [sermons, thumbnails] = await Promise.all([
        deps.sermons.forVideos(churchId, [videoId]),
        thumbnailsOf([details]),
      ]);
      const found = sermons.get(videoId);
      return {
        video: present(details, found, thumbnails),
        sermon: found?.sermon ?? null,
        reading_plan: found?.readingPlan ?? null,
      };
    },

    /** Adds a sermon from a video link; the title defaults to the platform's (or the video id). */
    addSermon: async (user: UserRow, churchId: number, body: AddSermonBody): Promise<SermonResponse> => {
      await deps.access.manage(user, churchId);
      const videoId = youTubeVideoId(body.youtube_url, [deps.platform.host]);
      if (!videoId) throw badRequest(ErrorCode.invalidVideoUrl, 'Not a YouTube video link');
      let title = body.title;
      if (!title) {
        try {
          title = (await deps.platform.videoDetails(videoId)).title || undefined;
        } catch {
          // The platform being down does not stop a publisher adding a video they name.
        }
      }
      return deps.sermons.addFromVideo(churchId, {
        videoId,
        youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`,
        title: title ?? `Video ${videoId}`,
      });
    },
  };
};

export type ChurchVideos = ReturnType<typeof createChurchVideos>;
