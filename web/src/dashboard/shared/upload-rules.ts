import { AUDIO_TYPES } from '../../../../common/src/contracts/sermons.ts';
import { youTubeVideoId } from '../../../../common/src/youtube.ts';

// What the dashboard checks before it sends a video link or a sermon's audio, so a mistake is named on
// the form at once; the server checks the same again.

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);

export const NOT_A_VIDEO_LINK =
  'That is not a YouTube video link. Paste a link such as https://www.youtube.com/watch?v=… or https://youtu.be/…';

/**
 * A link the server should see, or what is wrong with it. Spec §5 recognition (watch, youtu.be,
 * shorts, embed, live, m.youtube, a bare 11-character id) decides for YouTube's own hosts; a link to
 * another host is left to the server, which also knows its self-hosted video platform (VIDEO_PLATFORM_URL).
 */
export const videoLinkProblem = (text: string): string | null => {
  const t = text.trim();
  if (!t) return 'Paste the link of the video.';
  if (youTubeVideoId(t)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `https://${t}`);
    const ownHost = YOUTUBE_HOSTS.has(url.hostname.toLowerCase());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !ownHost && url.hostname.includes('.')
      ? null
      : NOT_A_VIDEO_LINK;
  } catch {
    return NOT_A_VIDEO_LINK;
  }
};

const megabytes = (bytes: number) => {
  const mb = bytes / 1048576;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
};

/**
 * The type to send a file as: its own when the server takes it, else the one its extension names
 * (some systems give .m4a or .opus files no type at all); null when it is not audio the server takes.
 */
export const audioTypeOf = (file: { name: string; type: string }): string | null => {
  if (AUDIO_TYPES[file.type]) return file.type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (file.type && !file.type.startsWith('audio/') && !file.type.startsWith('video/')) return null;
  return Object.entries(AUDIO_TYPES).find(([, e]) => e === ext)?.[0] ?? null;
};

/** What is wrong with a chosen audio file (its type or size), or null. */
export const audioFileProblem = (
  file: { name: string; size: number; type: string },
  maxBytes: number,
): string | null => {
  if (!audioTypeOf(file))
    return 'Choose an audio file (MP3, M4A, WAV, WebM, Ogg or FLAC), or a video file (MP4, WebM).';
  if (file.size > maxBytes)
    return `That file is ${megabytes(file.size)}: an audio file may be at most ${megabytes(maxBytes)}.`;
  if (file.size === 0) return 'That file is empty.';
  return null;
};

/** '12.5 of 80 MB' for the progress of an upload. */
export const uploadedOf = (loaded: number, total: number) =>
  `${(loaded / 1048576).toFixed(1)} of ${(total / 1048576).toFixed(1)} MB`;
