import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInFailures } from './auth.schema.ts';

export interface SignInGuardOptions {
  /** Failures allowed in one window before the account is slowed down. */
  maxFailures: number;
  windowMs: number;
  /** The first wait once past maxFailures; it doubles with each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_GUARD: SignInGuardOptions = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
};

/** The row of an address in sign_in_failures: a hash, so the table holds no addresses. */
export const signInFailureKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Per-account limits on password sign-in (issue 19 item 2): after `maxFailures` failures in a window,
 * each further attempt on that account waits a growing delay (never a permanent lock, so its owner is
 * slowed, not locked out); a success clears the record. Other accounts are never affected.
 */
export const createSignInGuard = (db: Db, opts: SignInGuardOptions = DEFAULT_SIGN_IN_GUARD) => ({
  /** Milliseconds this account must still wait before the next attempt (0: go ahead). */
  waitMs: async (email: string, now = new Date()): Promise<number> => {
    const [row] = await db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, signInFailureKey(email)));
    return row?.blockedUntil ? Math.max(0, row.blockedUntil.getTime() - now.getTime()) : 0;
  },

  failed: async (email: string, now = new Date()): Promise<void> => {
    const edge = new Date(now.getTime() - opts.windowMs);
    const stale = sql`${signInFailures.windowStart} < ${edge.toISOString()}::timestamptz`;
    // One atomic upsert, so concurrent failures all count.
    const [row] = await db
      .insert(signInFailures)
      .values({ key: signInFailureKey(email), failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStart} end`,
        },
      })
      .returning();
    if (!row || row.failures < opts.maxFailures) return;
    const delay = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (row.failures - opts.maxFailures));
    await db
      .update(signInFailures)
      .set({ blockedUntil: new Date(now.getTime() + delay) })
      .where(eq(signInFailures.key, row.key));
  },

  succeeded: async (email: string): Promise<void> => {
    await db.delete(signInFailures).where(eq(signInFailures.key, signInFailureKey(email)));
  },
});

export type SignInGuard = ReturnType<typeof createSignInGuard>;
