import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedReads } from './read-cache.ts';

describe('cachedReads', () => {
  afterEach(() => vi.useRealTimers());

  it('reads each set of arguments once, shares concurrent reads, forgets failures and clears', async () => {
    let reads = 0;
    let fail = false;
    const port = cachedReads({
      verses: async (book: string, chapter: number) => {
        reads++;
        if (fail) throw new Error('database hiccup');
        return [{ book, chapter }];
      },
    });
    const [a, b] = await Promise.all([port.verses('JHN', 3), port.verses('JHN', 3)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    await port.verses('JHN', 4);
    expect(reads).toBe(2);
    await port.verses('JHN', 3);
    expect(reads).toBe(2);

    fail = true;
    await expect(port.verses('ROM', 8)).rejects.toThrow('hiccup');
    fail = false;
    expect(await port.verses('ROM', 8)).toEqual([{ book: 'ROM', chapter: 8 }]);
    expect(reads).toBe(4);

    port.clear();
    await port.verses('JHN', 3);
    expect(reads).toBe(5);
  });

  it('reads again after its time-to-live (another instance may have imported)', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const port = cachedReads({ topic: async (name: string) => ({ name, n: ++reads }) }, { ttlMs: 1000 });
    await port.topic('FAITH');
    await port.topic('FAITH');
    expect(reads).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await port.topic('FAITH')).toEqual({ name: 'FAITH', n: 2 });
  });
});
