import type { SharedCounter } from '../../lib/heavy-work.ts';

const WINDOW_MS = 60_000;
// Most senders a window remembers in memory: rotating addresses cannot grow memory without bound.
const MAX_TRACKED = 100_000;

export type EventRateLimit = (
  senders: readonly string[],
  events: number,
) => Promise<{ ok: true } | { ok: false; retryAfterS: number }>;

/**
 * Events (not requests: a request carries up to 50) per sender a minute: each of `senders` (the client
 * address, and the reader id when one is sent) has its own budget of `perMinute` events, and a request
 * passes only when every one of them has room for all its events. The address is used here only and is
 * kept no longer than the window after next. With a `shared` counter (PostgreSQL: the `rate_limits`
 * table, as the home and search budgets) every instance counts the same events in fixed one-minute
 * windows, so a sender has one budget behind a load balancer, not one per instance; without one (the
 * embedded database, one instance) the windows are in memory, which costs its one connection no query.
 *
 * Beyond the budget the whole request is refused (429 with Retry-After, routes), not partly counted:
 * the app keeps refused events queued and sends them again later (web/src/pwa/page-views.ts), so an
 * honest reader's events arrive late rather than never, while a burst gains nothing.
 */
export const createEventRateLimit = (
  perMinute: number,
  clock: () => number = Date.now,
  shared?: SharedCounter,
): EventRateLimit => {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return async (senders, events) => {
    const now = clock();
    if (now - windowStart >= WINDOW_MS || counts.size > MAX_TRACKED) {
      const previous = windowStart;
      windowStart = now - (now % WINDOW_MS);
      counts = new Map();
      // Once a window per instance; the window just ended stays for a request that is late to count.
      if (shared && previous) await shared.prune(new Date(previous));
    }
    let over = false;
    for (const sender of senders) {
      let n: number;
      if (shared) n = await shared.hit(sender, new Date(windowStart), events);
      else {
        n = (counts.get(sender) ?? 0) + events;
        counts.set(sender, n);
      }
      if (n > perMinute) over = true;
    }
    return over
      ? { ok: false, retryAfterS: Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)) }
      : { ok: true };
  };
};
