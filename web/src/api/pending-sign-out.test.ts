import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client.ts';
import {
  endServerSession,
  requireNoPendingSignOut,
  signOutPending,
  subscribeSignOutPending,
} from './pending-sign-out.ts';

// A Map standing in for the browser's localStorage (the web tests run in Node).
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

/** The requests sent, in order; the sign-out fails (as offline) while `down`. */
const network = () => {
  const sent: string[] = [];
  let down = true;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${path}`);
    if (down) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  });
  return { sent, up: () => (down = false) };
};

beforeEach(() => {
  store.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a sign-out the server has not heard of (issue 35)', () => {
  it('is remembered, blocks every sign-in, and is forgotten only once the server has it', async () => {
    const net = network();
    let changes = 0;
    const stop = subscribeSignOutPending(() => changes++);
    expect(await endServerSession()).toBe(false);
    expect(signOutPending()).toBe(true);
    expect(store.has('emmaus.pendingSignOut')).toBe(true);
    await expect(requireNoPendingSignOut()).rejects.toThrow(/must reach the server before anyone signs in/);
    net.up();
    await requireNoPendingSignOut();
    expect(signOutPending()).toBe(false);
    expect(store.has('emmaus.pendingSignOut')).toBe(false);
    expect(net.sent).toEqual([
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-out',
    ]);
    expect(changes).toBe(2); // pending, then done
    stop();
  });

  it('goes out before any other call, so nothing is sent beside the ended session', async () => {
    const net = network();
    await endServerSession();
    net.up();
    net.sent.length = 0;
    // Past the few seconds an API call waits after a failed try before trying again itself.
    const later = Date.now() + 6_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await apiRequest('/api/user');
    expect(net.sent).toEqual(['POST /api/auth/sign-out', 'GET /api/user']);
    await apiRequest('/api/user');
    expect(net.sent).toHaveLength(3); // once sent, never again
  });
});
