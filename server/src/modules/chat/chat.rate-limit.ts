import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedCounter } from '../../lib/heavy-work.ts';
import { type ChatRepository, chatUserLimitKey } from './chat.repository.ts';

export interface RateLimitConfig {
  perUser: number;
  perIp: number;
  windowSeconds: number;
}

/** Questions per user and per IP address in fixed windows, counted in the database (all instances agree). */
export const createChatRateLimit = (repo: ChatRepository, config: RateLimitConfig) => {
  let lastPrune = 0;
  return async (userId: string, ip: string): Promise<void> => {
    const windowMs = config.windowSeconds * 1000;
    const now = Date.now();
    const windowStart = new Date(now - (now % windowMs));
    const [byUser = 1, byIp = 1] = await repo.hit([chatUserLimitKey(userId), `chat:ip:${ip}`], windowStart);
    if (now - lastPrune > windowMs) {
      lastPrune = now;
      await repo.pruneRateLimits(new Date(windowStart.getTime() - windowMs), 'chat:');
    }
    if (byUser > config.perUser || byIp > config.perIp) {
      const wait = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        `Too many questions in a short time. Please wait ${wait} second${wait === 1 ? '' : 's'} and ask again.`,
      );
    }
  };
};

/**
 * The same table as a counter for other limits (lib/heavy-work.ts budgets on PostgreSQL), under keys
 * starting with `prefix`, so each limit prunes only its own windows.
 */
export const sharedWindowCounter = (repo: ChatRepository, prefix: string): SharedCounter => ({
  hit: async (key, windowStart, by = 1) => (await repo.hit([`${prefix}${key}`], windowStart, by))[0] ?? by,
  prune: (before) => repo.pruneRateLimits(before, prefix),
});
