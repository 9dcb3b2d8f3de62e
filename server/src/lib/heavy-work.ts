import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import { AppError } from './errors.ts';

/**
 * Expensive requests (home search, search, starting a chat) must not starve the rest: on the embedded
 * database every query runs on the one JavaScript thread and the one connection, so a home search
 * that ran its ranking as SQL (~0.3–0.9 s) held up every other request while it ran (it now ranks in
 * memory, modules/home/lexeme-index.ts; a chat or search still queries). Two guards:
 *
 * - a gate: at most `concurrency` heavy jobs run at once and at most `queue` wait; beyond that the
 *   request is refused at once with 503 `server.busy` and `Retry-After`, instead of queueing for ever;
 * - a per-address budget per route (fixed one-minute windows): beyond it, 429 `request.rate_limited`
 *   with `Retry-After`. Counted in memory on the embedded database (one instance, and no query on its
 *   one connection for it); on PostgreSQL in the shared store (`SharedCounter`), so instances behind one
 *   load balancer count the same requests and an address gets one budget, not one per instance.
 */
export interface HeavyWorkConfig {
  /** Heavy jobs running at once (1 on the embedded database: it has one connection). */
  concurrency: number;
  /** Heavy jobs allowed to wait for a slot; the next one is refused with 503. */
  queue: number;
  /** Requests per client address per minute, by budget name ('home', 'search', 'chat'). */
  perMinute: Record<string, number>;
  /** Count the budgets in the database, for every instance alike (main.ts: on PostgreSQL). */
  shared?: boolean;
}

/**
 * Counts one request (or `by` units: analytics counts events) under `key` in the window starting at
 * `windowStart`, for every instance; the count.
 */
export interface SharedCounter {
  hit(key: string, windowStart: Date, by?: number): Promise<number>;
  /** Forgets windows that began before `before`. */
  prune(before: Date): Promise<void>;
}

const WINDOW_MS = 60_000;
// Most addresses a window remembers: an attacker rotating addresses cannot grow memory without bound.
const MAX_TRACKED = 100_000;

/** Lets the event loop answer what arrived meanwhile (light requests) before the next heavy step. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const createHeavyWork = (
  config: HeavyWorkConfig,
  now: () => number = Date.now,
  shared?: SharedCounter,
) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  let windowStart = 0;
  let counts = new Map<string, number>();

  const retryAfterWindow = () => Math.max(1, Math.ceil((windowStart + WINDOW_MS - now()) / 1000));

  /** Counts one request of `budget` from `ip`; throws 429 beyond the budget. */
  const charge = async (budget: string, ip: string): Promise<void> => {
    const limit = config.perMinute[budget];
    if (limit === undefined) return;
    const t = now();
    if (t - windowStart >= WINDOW_MS || counts.size > MAX_TRACKED) {
      const previous = windowStart;
      windowStart = t - (t % WINDOW_MS);
      counts = new Map();
      // Once a window per instance; the window just ended stays for a request that is late to count.
      if (shared && previous) await shared.prune(new Date(previous));
    }
    const key = `${budget} ${ip}`;
    let n: number;
    if (shared) n = await shared.hit(key, new Date(windowStart));
    else {
      n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
    }
    if (n > limit) {
      const wait = retryAfterWindow();
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        `Too many requests in a short time. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(wait) },
      );
    }
  };

  const acquire = async (): Promise<void> => {
    if (running < config.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= config.queue)
      throw new AppError(503, ErrorCode.busy, 'The server is busy. Please try again in a moment.', {
        'retry-after': '1',
      });
    // The slot is handed over by release(): `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /** Runs `job` as heavy work charged to `budget` for `ip`: 429 or 503 (with Retry-After) beyond the bounds. */
    run: async <T>(budget: string, ip: string, job: () => Promise<T>): Promise<T> => {
      await charge(budget, ip);
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Only the per-address budget, for work bounded elsewhere (a chat stream). */
    charge,
    /** For tests and metrics. */
    stats: () => ({ running, waiting: waiting.length }),
  };
};

export type HeavyWork = ReturnType<typeof createHeavyWork>;
