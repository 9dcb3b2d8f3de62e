import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createHeavyWork } from './heavy-work.ts';

describe('heavy work gate (unit)', () => {
  it('runs at most `concurrency` jobs, queues up to `queue`, refuses the next with 503 and Retry-After', async () => {
    const heavy = createHeavyWork({ concurrency: 1, queue: 1, perMinute: {} });
    let finish: () => void = () => {};
    const first = heavy.run('home', 'a', () => new Promise<string>((r) => (finish = () => r('first'))));
    const second = heavy.run('home', 'b', async () => 'second');
    await Promise.resolve();
    expect(heavy.stats()).toEqual({ running: 1, waiting: 1 });
    const third = heavy.run('home', 'c', async () => 'third');
    await expect(third).rejects.toMatchObject({
      statusCode: 503,
      code: 'server.busy',
      headers: { 'retry-after': '1' },
    });
    finish();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(heavy.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const heavy = createHeavyWork({ concurrency: 1, queue: 0, perMinute: {} });
    await expect(heavy.run('x', 'a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await heavy.run('x', 'a', async () => 'ok')).toBe('ok');
  });

  it('limits each address per minute, with Retry-After until the window ends, and forgets it next window', async () => {
    let t = 60_000 * 10 + 15_000;
    const heavy = createHeavyWork({ concurrency: 4, queue: 0, perMinute: { home: 2 } }, () => t);
    await heavy.run('home', '198.51.100.1', async () => 1);
    await heavy.run('home', '198.51.100.1', async () => 2);
    await expect(heavy.run('home', '198.51.100.1', async () => 3)).rejects.toMatchObject({
      statusCode: 429,
      code: 'request.rate_limited',
      headers: { 'retry-after': '45' },
    });
    // Another address, and another budget, are not affected.
    expect(await heavy.run('home', '198.51.100.2', async () => 'other ip')).toBe('other ip');
    expect(await heavy.run('search', '198.51.100.1', async () => 'no budget')).toBe('no budget');
    t += 45_000;
    expect(await heavy.run('home', '198.51.100.1', async () => 'next window')).toBe('next window');
  });
});

describe('heavy endpoints over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: ['127.0.0.1'],
      heavyWork: { concurrency: 1, queue: 0, perMinute: { home: 3, search: 2 } },
      // Windows are calendar minutes: on a slow machine the requests of one test could fall in two of them
      // and the fourth be answered; a pinned clock keeps every request in one window.
      heavyWorkClock: () => 60_000 * 1000 + 10_000,
    });
  });
  afterAll(() => t.close());
  const home = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/home',
      headers: { 'x-forwarded-for': ip },
      payload: { prompt: 'love your enemies' },
    });
  const search = (ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/bible/eng-web/search?q=shepherd',
      headers: { 'x-forwarded-for': ip },
    });

  it('/api/home: 429 with Retry-After beyond the per-address budget; other addresses still answered', async () => {
    for (let i = 0; i < 3; i++) expect((await home('203.0.113.1')).statusCode).toBe(200);
    const refused = await home('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ code: 'request.rate_limited' });
    expect((await home('203.0.113.2')).statusCode).toBe(200);
  });

  it('search: 429 with Retry-After beyond the per-address budget', async () => {
    for (let i = 0; i < 2; i++) expect((await search('203.0.113.3')).statusCode).toBe(200);
    const refused = await search('203.0.113.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await search('203.0.113.4')).statusCode).toBe(200);
  });

  it('503 server.busy with Retry-After when the heavy slots and queue are full; light requests unaffected', async () => {
    // Ten home searches at once from ten addresses against one slot and no queue.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => home(`203.0.113.${20 + i}`)),
      t.app.inject({ method: 'GET', url: '/api/bibles' }),
    ]);
    const bibles = answers.pop();
    expect(bibles?.statusCode).toBe(200);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const b of busy) {
      expect(b.headers['retry-after']).toBe('1');
      expect(b.json()).toMatchObject({ code: 'server.busy' });
    }
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
  });
});
