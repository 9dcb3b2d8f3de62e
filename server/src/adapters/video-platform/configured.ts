import type { VideoPlatform } from './video-platform.ts';
import { createYouTube } from './youtube.ts';
import { createYouTubeDataApi } from './youtube-data-api.ts';

/**
 * The video platform the churches' videos and the sermons read: YouTube's pages at `videoPlatformUrl`
 * (default https://www.youtube.com) or a test's `videoPlatform`, through the Data API v3 when a key is
 * set (`youtubeApi`), which falls back to the pages without one.
 */
export const configuredVideoPlatform = (config: {
  videoPlatformUrl?: string | undefined;
  youtubeApi?: { key: string; url: string } | undefined;
  videoPlatform?: VideoPlatform | undefined;
}): VideoPlatform => {
  const baseUrl = config.videoPlatformUrl ?? 'https://www.youtube.com';
  const keyless = config.videoPlatform ?? createYouTube({ baseUrl });
  return config.youtubeApi
    ? createYouTubeDataApi({
        apiUrl: config.youtubeApi.url,
        apiKey: config.youtubeApi.key,
        baseUrl,
        keyless,
      })
    : keyless;
};
