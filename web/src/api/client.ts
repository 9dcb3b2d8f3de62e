import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import { USER_ID_HEADER } from '../../../common/src/headers.ts';
import { settlePendingSignOut } from './pending-sign-out.ts';

// The API client rules of spec §7: every call sends X-User-ID, a new id in a response is saved, a 404
// reads '{action} not found', other failures carry the server's `detail` (or `error`), 204 → null.
const STORAGE_KEY = 'emmaus.userId';

const storedUserId = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The reader's stored id (null before the first one arrives and after sign-out). */
export const currentUserId = (): string | null => storedUserId();

/** The header that identifies the reader, for a request not sent through fetch (an upload's XHR). */
export const identityHeaders = (): Record<string, string> => {
  const id = storedUserId();
  return id ? { [USER_ID_HEADER]: id } : {};
};

/** Replaces the stored id (sign-in answers the account's id; sign-out forgets it). */
export const replaceUserId = (id: string | null): void => saveUserId(id);

const saveUserId = (id: string | null): void => {
  try {
    if (id) localStorage.setItem(STORAGE_KEY, id);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or storage disabled: the id lives for this page only, which is still anonymous.
  }
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server's error: its stable code (what the app matches on) and a message to show (spec §7). */
export const errorOf = async (res: Response, action: string): Promise<ApiError> => {
  let code: string | undefined;
  let message: string | undefined;
  try {
    const body = (await res.json()) as { detail?: unknown; error?: unknown; code?: unknown };
    if (typeof body.code === 'string') code = body.code;
    const m = body.detail ?? body.error;
    if (typeof m === 'string') message = m;
    else if (m !== undefined) message = JSON.stringify(m);
  } catch {
    // Not JSON: the generic message below, and no code.
  }
  if (res.status === 404) message = `${action} not found`;
  return new ApiError(message ?? `${action} failed`, res.status, code);
};

/** A missing resource, whatever the route's own code for it: every 404, and codes ending in not_found. */
export const isNotFound = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 404 || (err.code?.endsWith('not_found') ?? false));

// Calls that identify the reader. Without a stored id, only one of them may go out at a time: each would
// otherwise be answered with a new anonymous id, and the reader's first settings or chat would land on
// an id the client then replaces (spec §4: an id is fetched on first use and saved).
const IDENTIFIES = /^\/api\/(user|chats?|example-questions)\b|\/suggestions$/;
let identifying: Promise<unknown> | undefined;

/**
 * Sends the request with the user id; a forged or stale id (401 user.invalid_id) is dropped once. A
 * sign-out that could not reach the server is finished first (pending-sign-out.ts): nothing goes out
 * beside a session the reader ended.
 */
export const apiRequest = async (
  path: string,
  init: RequestInit = {},
  retried = false,
): Promise<Response> => {
  await settlePendingSignOut();
  if (IDENTIFIES.test(path.split('?')[0] ?? '') && !storedUserId()) {
    while (identifying) await identifying.catch(() => undefined);
    if (!storedUserId()) {
      const first = send(path, init, retried);
      // Settled either way: a failure (offline) is the caller's to handle, never an unhandled rejection
      // of this marker.
      identifying = first
        .catch(() => undefined)
        .finally(() => {
          identifying = undefined;
        });
      return first;
    }
  }
  return send(path, init, retried);
};

/**
 * Sends the request as `userId` and no one else: no other id is saved from the answer, and a refused id
 * is not dropped for a new one (the annotation outbox: a change queued by one reader must never reach
 * the server as another, issue 35). 401 comes back to the caller.
 */
export const apiRequestAs = async (
  userId: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> => {
  await settlePendingSignOut();
  const headers = new Headers(init.headers);
  headers.set(USER_ID_HEADER, userId);
  return fetch(path, { ...init, headers });
};

const send = async (path: string, init: RequestInit, retried: boolean): Promise<Response> => {
  const headers = new Headers(init.headers);
  const id = storedUserId();
  if (id) headers.set(USER_ID_HEADER, id);
  const res = await fetch(path, { ...init, headers });
  const issued = res.headers.get(USER_ID_HEADER);
  if (issued) saveUserId(issued);
  if (res.status === 401 && !retried && id) {
    const body = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    // A forged id, or an account's id whose session has ended: read on anonymously.
    if (body.code === 'user.invalid_id' || body.code === 'user.sign_in_required') {
      saveUserId(null);
      return apiRequest(path, init, true);
    }
  }
  return res;
};

/**
 * GET as JSON. `identifies`: the call is where an anonymous user gets an id, so a success without the
 * X-User-ID header (when we had none to send) is an error, as the spec's client says.
 */
export const getJson = async <T>(path: string, action: string, identifies = false): Promise<T | null> => {
  const hadId = storedUserId() !== null;
  const res = await apiRequest(path);
  if (!res.ok) throw await errorOf(res, action);
  if (identifies && !hadId && !res.headers.get(USER_ID_HEADER)) {
    throw new ApiError('User ID not provided in response header.', res.status);
  }
  if (res.status === 204) return null;
  return (await res.json()) as T;
};

/** Chapter HTML: 404 is 'Chapter not found', any other failure 'HTTP error! status: {n}' (spec §8). */
export const getChapterHtml = async (bibleId: string, bookId: string, chapter: number): Promise<string> => {
  const res = await apiRequest(`/api/bible/${bibleId}/book/${bookId}/chapters/${chapter}`);
  if (res.status === 404) throw new ApiError('Chapter not found', 404, ErrorCode.chapterNotFound);
  if (!res.ok) throw new ApiError(`HTTP error! status: ${res.status}`, res.status);
  return res.text();
};

const sendJson = async <T>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  action: string,
): Promise<T | null> => {
  const res = await apiRequest(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorOf(res, action);
  if (res.status === 204) return null;
  return (await res.json()) as T;
};

/** POST as JSON, with the same error rules as getJson. */
export const postJson = <T>(path: string, body: unknown, action: string) =>
  sendJson<T>('POST', path, body, action);

/** PUT as JSON, with the same error rules as getJson. */
export const putJson = <T>(path: string, body: unknown, action: string) =>
  sendJson<T>('PUT', path, body, action);
