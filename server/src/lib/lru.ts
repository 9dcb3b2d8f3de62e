/**
 * A small LRU with a time-to-live. Bible data only changes on import, but with several instances on one
 * PostgreSQL an import elsewhere must show up eventually, hence the TTL. It holds no per-user state.
 */
export class Lru<V> {
  private map = new Map<string, { value: V; at: number }>();
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  /** The value while it is fresh; an expired one is left in place (see `stale`) and reads as absent. */
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit || Date.now() - hit.at > this.ttlMs) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /**
   * The value whatever its age (until it is evicted or replaced): what a caller refreshing an expired
   * entry may reuse when the source says nothing changed.
   */
  stale(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** The value whatever its age, and whether it is still fresh (counts as a use, as `get` does). */
  peek(key: string): { value: V; fresh: boolean } | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return { value: hit.value, fresh: Date.now() - hit.at <= this.ttlMs };
  }

  /** Whether `key` holds a value, fresh or not. */
  has(key: string): boolean {
    return this.map.has(key);
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, at: Date.now() });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
