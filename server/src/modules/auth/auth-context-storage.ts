import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that is on only while a run() of it is: when the last one settles it disables
 * itself, and with no other storage on, Node turns its async hooks off again.
 *
 * Why (issue 37, "throughput decays with uptime"): better-auth keeps its request state, endpoint
 * context and database adapter in AsyncLocalStorages. On Node 20 the first run() of any of them turns
 * on async hooks for the whole process, for good: after the first sign-in, every request (a cached
 * chapter too) paid for context propagation — in bench/soak.ts 15% more CPU per request, the profile
 * showing async_hooks' _propagate and emitInit only after it.
 */
export class ScopedAsyncLocalStorage<T> {
  readonly #storage = new AsyncLocalStorage<T>();
  #running = 0;

  /** Whether a run() has not yet settled (its storage, and the process's hooks, are then on). */
  get running(): boolean {
    return this.#running > 0;
  }

  getStore(): T | undefined {
    return this.#storage.getStore();
  }

  run<R>(store: T, fn: () => R): R {
    this.#running++;
    let result: R;
    try {
      result = this.#storage.run(store, fn);
    } catch (error) {
      this.#settled();
      throw error;
    }
    if (result instanceof Promise) return result.finally(() => this.#settled()) as R;
    this.#settled();
    return result;
  }

  #settled(): void {
    this.#running--;
    // Continuations of a settled run read no store after this; better-auth's state lives for its call.
    if (this.#running === 0) this.#storage.disable();
  }
}

/** better-auth's storages, as its global context names them (@better-auth/core context/*.mjs). */
const STORAGES = ['requestStateAsyncStorage', 'endpointContextAsyncStorage', 'adapterAsyncStorage'] as const;
const GLOBAL = Symbol.for('better-auth:global');

interface BetterAuthGlobal {
  version: string;
  epoch: number;
  context: Record<string, unknown>;
}

/**
 * Gives better-auth scoped storages before it makes its own (it creates each on first use, only where
 * its global context has none). Idempotent; the storages it is given are returned for tests.
 */
export const scopeAuthStorages = (): ScopedAsyncLocalStorage<unknown>[] => {
  const holder = globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>;
  // better-auth fills in its version on first use and keeps the context it finds.
  holder[GLOBAL] ??= { version: '', epoch: 1, context: {} };
  const shared = holder[GLOBAL];
  return STORAGES.map((name) => {
    const existing = shared.context[name];
    if (existing instanceof ScopedAsyncLocalStorage) return existing;
    const scoped = new ScopedAsyncLocalStorage<unknown>();
    shared.context[name] = scoped;
    return scoped;
  });
};
