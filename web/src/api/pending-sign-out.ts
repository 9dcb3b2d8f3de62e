// A sign-out the server has not heard of yet (issue 35). Signing out forgets the reader on this device at
// once, but only POST /api/auth/sign-out ends the session behind the httpOnly cookie, which the page
// cannot delete itself. Made offline (or while the server does not answer), the sign-out is remembered in
// localStorage, the app reads on as signed out, and the request is sent again at start, when the
// connection returns and every 30 s while online, until the server has ended the session. Every API call
// and every sign-in waits for it first (client.ts, auth-client.ts): nothing may resume the session the
// reader ended — not a sign-in sync at /auth?provider=…, which would otherwise answer that account's id.
// Kept free of other modules: client.ts imports it.

const KEY = 'emmaus.pendingSignOut';
const RETRY_MS = 30_000;

const listeners = new Set<() => void>();
// Storage refused: the pending sign-out lives for this page (the cookie still goes when it can).
let pendingHere = false;

/** Whether a sign-out still has to reach the server. */
export const signOutPending = (): boolean => {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return pendingHere;
  }
};

const setPending = (on: boolean): void => {
  pendingHere = on;
  try {
    if (on) localStorage.setItem(KEY, new Date().toISOString());
    else localStorage.removeItem(KEY);
  } catch {
    // Kept in pendingHere.
  }
  for (const l of listeners) l();
};

/** For useSyncExternalStore: called when a sign-out becomes pending or reaches the server. */
export const subscribeSignOutPending = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** POST /api/auth/sign-out: true once the server has ended the session (it answers 200 even with none). */
const endSession = async (): Promise<boolean> => {
  try {
    const res = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return res.ok;
  } catch {
    return false; // Offline, or the server is unreachable.
  }
};

let inFlight: Promise<boolean> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let failedAt = 0;
// Each API call asks again (client.ts), but not more often than this after a failure.
const QUIET_MS = 5_000;

/**
 * Sends a pending sign-out (once at a time); true when none is left. Failing online, it tries again in
 * 30 s; offline, the `online` event brings it back (watchPendingSignOut). `now`: try even if the last
 * try failed a moment ago (a sign-in, the `online` event).
 */
export const settlePendingSignOut = ({ now = false } = {}): Promise<boolean> => {
  if (!signOutPending()) return Promise.resolve(true);
  if (!inFlight && !now && Date.now() - failedAt < QUIET_MS) return Promise.resolve(false);
  inFlight ??= endSession()
    .then((ended) => {
      failedAt = ended ? 0 : Date.now();
      if (ended) setPending(false);
      else if (retry === undefined && typeof navigator !== 'undefined' && navigator.onLine)
        retry = setTimeout(() => {
          retry = undefined;
          void settlePendingSignOut({ now: true });
        }, RETRY_MS);
      return ended;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
};

/**
 * Ends the session on the server; when it cannot be reached, remembers to (the caller has already
 * forgotten the reader on this device). Answers whether the server has ended it.
 */
export const endServerSession = async (): Promise<boolean> => {
  setPending(true);
  return settlePendingSignOut({ now: true });
};

/** At start: a sign-out left pending by an earlier visit is sent now, and again when back online. */
export const watchPendingSignOut = (): void => {
  window.addEventListener('online', () => void settlePendingSignOut({ now: true }));
  void settlePendingSignOut({ now: true });
};

/** For the sign-in paths: refuses while a sign-out of this browser has not reached the server. */
export const requireNoPendingSignOut = async (): Promise<void> => {
  if (!(await settlePendingSignOut({ now: true }))) {
    throw new Error(
      'You signed out on this device while Emmaus could not reach the server. That sign-out must reach the server before anyone signs in here: check the connection, then try again.',
    );
  }
};
