/**
 * Caches the promise of an async load per key, so concurrent callers share one load; a load that fails
 * is forgotten, so the next call tries again instead of replaying the failure forever (a cached
 * rejected promise turned one database hiccup into a permanently broken feature: issue 19 item 12).
 */
export const memoizeAsync = <K, V>(
  load: (key: K) => Promise<V>,
): ((key: K) => Promise<V>) & { clear(): void } => {
  const cache = new Map<K, Promise<V>>();
  const memo = (key: K) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = load(key);
    cache.set(key, promise);
    promise.catch(() => {
      if (cache.get(key) === promise) cache.delete(key);
    });
    return promise;
  };
  /** Forgets every load (the data behind them changed). */
  memo.clear = () => cache.clear();
  return memo;
};
