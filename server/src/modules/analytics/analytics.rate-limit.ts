import type { SharedCounter } from '../../lib/heavy-work.ts';

const WINDOW_MS = 60_000;

export type EventRateLimit = (ip: string) => Promise<{ ok: true } | { ok: false; retryAfterS: number }>;

/**
 * Per-address limit for the events endpoint (the address is used here only, never stored). With a
 * `shared` counter (PostgreSQL: the `rate_limits` table, as the home and search budgets) every instance
 * counts the same requests in fixed one-minute windows, so an address has one budget behind a load
 * balancer, not one per instance; without one (the embedded database, one instance) a window per address
 * in memory, which costs the one connection no query.
 */
export const createEventRateLimit = (
  perMinute: number,
  clock: () => number = Date.now,
  shared?: SharedCounter,
): EventRateLimit => {
  if (shared) {
    let lastWindow = 0;
    return async (ip) => {
      const now = clock();
      const windowStart = now - (now % WINDOW_MS);
      if (windowStart !== lastWindow) {
        // Once a window per instance; the window just ended stays for a request that is late to count.
        if (lastWindow) await shared.prune(new Date(lastWindow));
        lastWindow = windowStart;
      }
      const count = await shared.hit(ip, new Date(windowStart));
      return count > perMinute
        ? { ok: false, retryAfterS: Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)) }
        : { ok: true };
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return async (ip) => {
    const now = clock();
    if (windows.size > 50_000)
      for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
    const w = windows.get(ip);
    if (!w || now - w.start >= WINDOW_MS) {
      windows.set(ip, { start: now, count: 1 });
      return { ok: true };
    }
    if (w.count >= perMinute)
      return { ok: false, retryAfterS: Math.ceil((w.start + WINDOW_MS - now) / 1000) };
    w.count++;
    return { ok: true };
  };
};
