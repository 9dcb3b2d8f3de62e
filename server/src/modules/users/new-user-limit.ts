import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 60_000;
// Most addresses a window remembers: an attacker rotating addresses cannot grow memory without bound.
const MAX_TRACKED = 100_000;

/**
 * At most `perMinute` new anonymous users (rows) from one client address a minute (issue 19 item 5): a
 * client that discards its id on every write cannot fill the users table. Fixed one-minute windows in
 * memory: it sheds abuse on this instance, it is not an account quota. Beyond it, 429
 * `user.too_many_new` with Retry-After; a reader who keeps the id we sent is never counted twice.
 */
export const createNewUserLimit = (perMinute: number, now: () => number = Date.now) => {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (ip: string): void => {
    const t = now();
    if (t - windowStart >= WINDOW_MS || counts.size > MAX_TRACKED) {
      windowStart = t - (t % WINDOW_MS);
      counts = new Map();
    }
    const n = (counts.get(ip) ?? 0) + 1;
    counts.set(ip, n);
    if (n > perMinute) {
      const wait = Math.max(1, Math.ceil((windowStart + WINDOW_MS - t) / 1000));
      throw new AppError(
        429,
        ErrorCode.tooManyNewUsers,
        `Too many new readers from this address. Keep the id sent in X-User-ID, or wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(wait) },
      );
    }
  };
};
