import { describe, expect, it } from 'vitest';
import { memoizeAsync } from './memo.ts';

describe('memoizeAsync', () => {
  it('shares one load between callers of the same key', async () => {
    let loads = 0;
    const get = memoizeAsync(async (k: string) => {
      loads++;
      return k.length;
    });
    expect(await Promise.all([get('abc'), get('abc'), get('de')])).toEqual([3, 3, 2]);
    expect(await get('abc')).toBe(3);
    expect(loads).toBe(2);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    let calls = 0;
    const get = memoizeAsync(async (_k: string) => {
      calls++;
      if (calls === 1) throw new Error('database hiccup');
      return 'ok';
    });
    await expect(get('x')).rejects.toThrow('database hiccup');
    expect(await get('x')).toBe('ok');
    expect(calls).toBe(2);
  });
});
