import { Lru } from './lru.ts';

// biome-ignore lint/suspicious/noExplicitAny: a read port is an object of functions of any arguments.
type Reads = Record<string, (...args: any[]) => Promise<unknown>>;

/**
 * A read port over data that changes only on import (the Bible, the commentary, Nave's, Strong's),
 * answered from memory after the first read of the same arguments. On the embedded database every
 * query runs on the event loop, one at a time (PGlite is in-process): twenty readers asking about the
 * same popular chapters ran the same commentary, topic and Strong's queries over and over, each
 * holding every other request (issue 37's mixed load). Each function keeps its `max` latest answers
 * (for `ttlMs`, as the Bible service's caches, so another instance's import shows up);
 * concurrent callers share one read; a failed read is not kept. Answers are shared: callers must not
 * change them (the assistant's tools only serialise them). `clear()` after an import.
 */
export const cachedReads = <T extends Reads>(
  reads: T,
  opts: { max?: number; ttlMs?: number } = {},
): T & { clear(): void } => {
  const caches: Lru<Promise<unknown>>[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(reads)) {
    // An import here clears every cache; the TTL lets an import by another instance show up too.
    const cache = new Lru<Promise<unknown>>(opts.max ?? 2000, opts.ttlMs ?? 10 * 60_000);
    caches.push(cache);
    out[name] = (...args: unknown[]) => {
      const key = JSON.stringify(args);
      const hit = cache.get(key);
      if (hit) return hit;
      const answer = read(...args);
      cache.set(key, answer);
      answer.catch(() => {
        if (cache.get(key) === answer) cache.delete(key);
      });
      return answer;
    };
  }
  return Object.assign(out as T, {
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  });
};
