/**
 * Per-address fixed-window limit for the events endpoint, in memory: analytics are best-effort counts,
 * so each instance limiting on its own is enough (the address is used here only, never stored).
 */
export const createEventRateLimit = (perMinute: number, clock: () => number = Date.now) => {
  const windows = new Map<string, { start: number; count: number }>();
  return (ip: string): { ok: true } | { ok: false; retryAfterS: number } => {
    const now = clock();
    if (windows.size > 50_000) for (const [k, w] of windows) if (now - w.start >= 60_000) windows.delete(k);
    const w = windows.get(ip);
    if (!w || now - w.start >= 60_000) {
      windows.set(ip, { start: now, count: 1 });
      return { ok: true };
    }
    if (w.count >= perMinute) return { ok: false, retryAfterS: Math.ceil((w.start + 60_000 - now) / 1000) };
    w.count++;
    return { ok: true };
  };
};
