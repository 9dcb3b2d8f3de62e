/**
 * PostgreSQL errors that mean "a concurrent transaction won, run yours again": a serialization
 * failure, a deadlock, or a unique constraint another writer filled first (the retry then finds its row).
 */
const RETRYABLE = new Set(['40001', '40P01', '23505']);

/** The SQLSTATE of a driver error, through Drizzle's DrizzleQueryError wrapper when there is one. */
export const sqlStateOf = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

export const isRetryable = (err: unknown): boolean => RETRYABLE.has(sqlStateOf(err) ?? '');

/**
 * Runs `work` (a whole transaction, so a retry starts clean) again when it lost a race, a few times
 * with a short random back-off; any other error, or the last attempt's, is thrown.
 */
export const withRetry = async <T>(work: () => Promise<T>, attempts = 6): Promise<T> => {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      if (i >= attempts || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * i));
    }
  }
};
