// Spec §5: YouTube link recognition and duration formatting, shared by the server and the dashboard.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const DEFAULT_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'];

/**
 * The 11-character video id of a watch link (`/watch?v=`, `youtu.be/…`, `/embed/…`, `/shorts/…`,
 * `/live/…`) on youtube.com, m.youtube.com, youtu.be or one of `extraHosts` (a self-hosted mirror),
 * or a bare id. null for anything else.
 */
export const youTubeVideoId = (input: string, extraHosts: readonly string[] = []): string | null => {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.host.toLowerCase();
  const hosts = [...DEFAULT_HOSTS, ...extraHosts.map((h) => h.toLowerCase())];
  if (!hosts.includes(host) && !hosts.includes(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? parts[0]
      : parts[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
          ? parts[1]
          : null;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
};

/** '1:02:03' or '4:05'; invalid or negative shows 0:00. */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
