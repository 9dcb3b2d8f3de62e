import type { VideoPlatform } from '../../adapters/video-platform/video-platform.ts';

/** A copy of an image on Emmaus (the media module's copiesOf): its /api/media/… address, or null. */
export type CopyImage = (url: string) => Promise<string | null>;

/** The largest inline picture kept as the platform gave it (a data: URL in the sermon's row). */
const INLINE_MAX = 64_000;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i;

/**
 * The picture a sermon's study shows as its cover (issue 36): the video's thumbnail, copied to Emmaus so
 * readers' browsers never ask the platform for it; a small inline picture is kept as it is. Null when the
 * platform has none or it could not be copied: the study then has the plain cover.
 */
export const takeCover = async (
  deps: { platform: VideoPlatform; copyImage: CopyImage },
  videoId: string,
): Promise<string | null> => {
  const { thumbnail } = await deps.platform.videoDetails(videoId);
  if (!thumbnail) return null;
  if (INLINE_IMAGE.test(thumbnail)) return thumbnail.length <= INLINE_MAX ? thumbnail : null;
  if (!/^https?:\/\//i.test(thumbnail)) return null;
  return deps.copyImage(thumbnail);
};
