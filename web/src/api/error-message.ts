import { ApiError } from './client.ts';

// Issue 36: what the reader is told when something fails. The browser's and the client's raw words
// ("Failed to fetch", "HTTP 404", "HTTP error! status: 500", "Unexpected token <") never reach the
// screen; the server's own `detail` (already written for people, spec §7) does.

const OFFLINE = "You're offline. Please check your connection and try again.";
const UNREACHABLE = "We couldn't reach Emmaus. Please check your connection and try again.";

/** Plain words for a status the server gave no message for. */
const byStatus = (status: number): string => {
  if (status === 400 || status === 422)
    return 'That request was not accepted. Please check it and try again.';
  if (status === 401) return 'Please sign in again to continue.';
  if (status === 403) return "You don't have permission to do that.";
  if (status === 404) return "We couldn't find that. It may have been moved or removed.";
  if (status === 408 || status === 504) return 'That took too long. Please try again.';
  if (status === 409) return 'That changed in the meantime. Please reload and try again.';
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests just now. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'Something went wrong. Please try again.';
};

/** A status written into a raw message: "HTTP 404", "HTTP error! status: 500", "(HTTP 503)". */
const RAW_STATUS = /\bHTTP(?: error!)?[ :]*(?:status:? *)?(\d{3})\b/i;
/** The browser's words for a request that never got an answer (Chromium, Firefox, Safari). */
const NETWORK =
  /failed to fetch|networkerror|^load failed|network request failed|fetch failed|err_internet_disconnected|the internet connection appears to be offline/i;
/** A reply that was not the JSON the client expected (a proxy's HTML error page). */
const PARSE = /unexpected token|json\.parse|is not valid json|unexpected end of json/i;

/** A request that got no answer at all (offline, the server unreachable): worth a local fallback. */
export const isNetworkFailure = (err: unknown): boolean =>
  NETWORK.test(err instanceof Error ? err.message : typeof err === 'string' ? err : '');

/**
 * The message to show for `err`: the server's own message when it sent one, otherwise plain words for
 * what went wrong; `fallback` when nothing better is known.
 */
export const errorMessage = (err: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  if (err instanceof DOMException && err.name === 'AbortError') return 'That was cancelled.';
  if (NETWORK.test(raw)) return typeof navigator !== 'undefined' && !navigator.onLine ? OFFLINE : UNREACHABLE;
  const status = RAW_STATUS.exec(raw)?.[1];
  if (status) return byStatus(Number(status));
  if (PARSE.test(raw)) return byStatus(err instanceof ApiError ? err.status : 500);
  if (err instanceof ApiError && (!raw || /^\S+ failed$/.test(raw))) return byStatus(err.status);
  return raw.trim() || fallback;
};
