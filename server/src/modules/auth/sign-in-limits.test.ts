import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { parseTrustProxy } from '../../lib/trust-proxy.ts';
import { createSignInGuard } from './sign-in-guard.ts';

// Issue 19 items 1 and 2: sign-in limits keyed on the address Fastify resolved (TRUST_PROXY), per
// address and per account, so neither a made-up X-Forwarded-For nor one attacker can get around them
// or lock everybody out.
const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };
const PASSWORD = 'a long enough passphrase';

const signIn = (
  t: TestApp,
  email: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...SAME_ORIGIN, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    payload: { email, password },
  });

const signUp = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: SAME_ORIGIN,
    remoteAddress,
    payload: { email, password: PASSWORD, name: email },
  });

describe('TRUST_PROXY', () => {
  it('parses off, a hop count, and addresses or CIDR ranges; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/neither an IP address nor a CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow();
    expect(() => parseTrustProxy('proxy.example.org')).toThrow();
  });
});

describe('sign-in limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInPerMinute: 2 });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For without a trusted proxy: rotating it buys no attempts', async () => {
    const from = (n: number) => ({ remoteAddress: '198.51.100.1', forwardedFor: `203.0.113.${n}` });
    expect((await signIn(t, 'a@example.org', 'wrong password!', from(1))).statusCode).toBe(401);
    expect((await signIn(t, 'b@example.org', 'wrong password!', from(2))).statusCode).toBe(401);
    const third = await signIn(t, 'c@example.org', 'wrong password!', from(3));
    expect(third.statusCode).toBe(429);
  });

  it('counts each address apart: another address is not refused for the first one’s attempts', async () => {
    const res = await signIn(t, 'a@example.org', 'wrong password!', { remoteAddress: '198.51.100.2' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  it.each([
    ['a hop count', 1],
    ['the proxy’s address', ['127.0.0.1']],
    ['the proxy’s range', ['127.0.0.0/8']],
  ] as const)('believes X-Forwarded-For from %s', async (_label, trustProxy) => {
    const t = await createTestApp({
      signInPerMinute: 1,
      trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
    });
    try {
      const viaProxy = (client: string) => ({ remoteAddress: '127.0.0.1', forwardedFor: client });
      expect((await signIn(t, 'x@example.org', 'wrong password!', viaProxy('203.0.113.7'))).statusCode).toBe(
        401,
      );
      expect((await signIn(t, 'x@example.org', 'wrong password!', viaProxy('203.0.113.7'))).statusCode).toBe(
        429,
      );
      // Another client behind the same proxy has its own allowance.
      expect((await signIn(t, 'x@example.org', 'wrong password!', viaProxy('203.0.113.8'))).statusCode).toBe(
        401,
      );
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const t = await createTestApp({ signInPerMinute: 1, trustProxy: ['10.1.1.1'] });
    try {
      const from = (client: string) => ({ remoteAddress: '198.51.100.9', forwardedFor: client });
      expect((await signIn(t, 'x@example.org', 'wrong password!', from('203.0.113.1'))).statusCode).toBe(401);
      expect((await signIn(t, 'x@example.org', 'wrong password!', from('203.0.113.2'))).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in limits per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      signInPerMinute: 1000,
      signInGuard: { maxFailures: 3, windowMs: 15 * 60_000, baseDelayMs: 60_000, maxDelayMs: 240_000 },
    });
    for (const [email, ip] of [
      ['owner@example.org', '192.0.2.1'],
      ['bystander@example.org', '192.0.2.2'],
    ] as const) {
      expect((await signUp(t, email, ip)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('slows the attacked account only, whatever addresses the guesses come from', async () => {
    for (const n of [1, 2, 3]) {
      const guess = await signIn(t, 'owner@example.org', `wrong guess ${n}!!`, {
        remoteAddress: `203.0.113.${n}`,
      });
      expect(guess.statusCode).toBe(401);
    }
    const owner = await signIn(t, 'Owner@Example.org', PASSWORD, { remoteAddress: '192.0.2.1' });
    expect(owner.statusCode).toBe(429);
    expect(owner.json().code).toBe('request.rate_limited');
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's account, from another address: never refused for the owner's attackers.
    const bystander = await signIn(t, 'bystander@example.org', PASSWORD, { remoteAddress: '192.0.2.2' });
    expect(bystander.statusCode).toBe(200);
  });

  it('grows the wait with each further failure, caps it, and clears it on success', async () => {
    const guard = createSignInGuard(t.database.db, {
      maxFailures: 2,
      windowMs: 15 * 60_000,
      baseDelayMs: 10_000,
      maxDelayMs: 35_000,
    });
    const start = new Date('2026-01-01T10:00:00Z');
    const at = (s: number) => new Date(start.getTime() + s * 1000);
    await guard.failed('slow@example.org', at(0));
    expect(await guard.waitMs('slow@example.org', at(0))).toBe(0);
    await guard.failed('slow@example.org', at(1));
    expect(await guard.waitMs('slow@example.org', at(1))).toBe(10_000);
    await guard.failed('slow@example.org', at(12));
    expect(await guard.waitMs('slow@example.org', at(12))).toBe(20_000);
    await guard.failed('slow@example.org', at(40));
    expect(await guard.waitMs('slow@example.org', at(40))).toBe(35_000); // capped, not 40 s
    expect(await guard.waitMs('slow@example.org', at(80))).toBe(0); // never locked for good
    await guard.succeeded('slow@example.org');
    await guard.failed('slow@example.org', at(81));
    expect(await guard.waitMs('slow@example.org', at(81))).toBe(0);
    // A window that has passed starts the count again.
    await guard.failed('slow@example.org', at(82 + 16 * 60));
    expect(await guard.waitMs('slow@example.org', at(82 + 16 * 60))).toBe(0);
  });
});
