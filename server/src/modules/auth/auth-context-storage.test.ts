import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ScopedAsyncLocalStorage, scopeAuthStorages } from './auth-context-storage.ts';

// Issue 37: better-auth's AsyncLocalStorages are on only while an auth call runs, so Node's async hooks
// do not stay on for every later request after the first sign-in (bench/soak.ts measures the effect).

/** How many async resources a hook sees created while `fn` runs (a promise chain of `n` steps). */
const tick = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe('ScopedAsyncLocalStorage', () => {
  it('gives the store to the run and its continuations, nested runs included', async () => {
    const s = new ScopedAsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    await s.run('outer', async () => {
      await tick(2);
      seen.push(s.getStore());
      await s.run('inner', async () => {
        await tick(1);
        seen.push(s.getStore());
      });
      seen.push(s.getStore());
      expect(s.running).toBe(true);
    });
    expect(seen).toEqual(['outer', 'inner', 'outer']);
    expect(s.running).toBe(false);
    expect(s.getStore()).toBeUndefined();
  });

  it('keeps two overlapping runs apart and is off only when both have settled, a thrown one too', async () => {
    const s = new ScopedAsyncLocalStorage<number>();
    let release: () => void = () => undefined;
    const slow = s.run(1, async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return s.getStore();
    });
    await expect(s.run(2, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(() =>
      s.run(3, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(s.running).toBe(true);
    release();
    expect(await slow).toBe(1);
    expect(s.running).toBe(false);
  });
});

describe('better-auth with scoped storages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInPerMinute: 1000 });
  }, 120_000);
  afterAll(() => t.close());

  it('uses the scoped storages, and none is on once its sign-up and session calls are done', async () => {
    const account = await signedUpAccount(t.app, 'scoped@example.org');
    const storages = scopeAuthStorages();
    expect(storages.every((s) => s instanceof ScopedAsyncLocalStorage)).toBe(true);
    // better-auth runs its calls in them (counted here), and leaves them off.
    let runs = 0;
    const originals = storages.map((s) => s.run);
    for (const s of storages) {
      const run = s.run.bind(s);
      s.run = ((store: unknown, fn: () => unknown) => {
        runs++;
        return run(store, fn);
      }) as typeof s.run;
    }
    const session = await t.app
      .inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: account.cookie ?? '' } })
      .finally(() => {
        storages.forEach((s, i) => {
          s.run = originals[i] ?? s.run;
        });
      });
    expect(session.json()?.user?.email).toBe('scoped@example.org');
    expect(runs).toBeGreaterThan(0);
    expect(storages.map((s) => s.running)).toEqual([false, false, false]);
  });
});
