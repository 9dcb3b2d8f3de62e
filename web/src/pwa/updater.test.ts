import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdater } from './updater.ts';

// The updater's reload discipline (issue 36): one update at a time, one reload, and a reload that never
// left the page asked again. offline.e2e.ts follows a real new build in Chromium; these pin the rules.

const listeners = new Map<string, () => void>();
let reloads = 0;
let waiting: { state: string; postMessage: ReturnType<typeof vi.fn> } | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  reloads = 0;
  listeners.clear();
  waiting = null;
  vi.stubGlobal('location', {
    hostname: 'emmaus.example',
    port: '',
    reload: () => {
      reloads++;
    },
  });
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    querySelectorAll: () => [],
  });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: vi.fn() });
  vi.stubGlobal('fetch', async () => ({ ok: true, json: async () => ({ buildHash: 'a' }) }));
  vi.stubGlobal('navigator', {
    serviceWorker: {
      controller: {},
      getRegistration: async () => ({ waiting, installing: null, update: async () => undefined }),
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the updater', () => {
  it('asks a waiting worker once, however often the page reports a change, and reloads once it takes over', async () => {
    waiting = { state: 'installed', postMessage: vi.fn() };
    const updater = startUpdater(() => undefined);
    updater.reloadNow();
    updater.reloadNow();
    await vi.advanceTimersByTimeAsync(10);
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reloads).toBe(0);
    listeners.get('controllerchange')?.();
    expect(reloads).toBe(1);
    // The fallback finds the reload already made: no second one while the first is on its way.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(reloads).toBe(1);
    updater.stop();
  });

  it('reloads after 10 s when the worker never takes over, and asks again when that reload never left the page', async () => {
    waiting = { state: 'installed', postMessage: vi.fn() };
    const updater = startUpdater(() => undefined);
    updater.reloadNow();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads).toBe(1);
    // Chromium held that reload (offline.e2e's trace): the page is still here 5 s later.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reloads).toBe(2);
    updater.stop();
  });

  it('reloads at once when no worker waits', async () => {
    const updater = startUpdater(() => undefined);
    updater.reloadNow();
    await vi.advanceTimersByTimeAsync(10);
    expect(reloads).toBe(1);
    updater.stop();
  });
});
