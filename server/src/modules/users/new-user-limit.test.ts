import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { users } from './users.schema.ts';

let t: TestApp;
beforeAll(async () => {
  // A pinned clock: 30 writes on a loaded CI machine once straddled two minutes and the 31st got 200.
  t = await createTestApp({ newUsersPerMinute: 30, heavyWorkClock: () => 1_000_000_000_000 + 10_000 });
});
afterAll(() => t.close());

const userRows = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

/** A write (it saves the user row) from `address`, with or without an id. */
const write = (address: string, id?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/translation',
    remoteAddress: address,
    headers: id ? { 'x-user-id': id } : {},
    payload: { translation_id: 'eng-kjv' },
  });

// Issue 19 item 5: a client discarding its id on every write made 732 users a second.
describe('new anonymous users per address', () => {
  it('allows 30 a minute from one address, then refuses with 429 user.too_many_new and Retry-After', async () => {
    const before = await userRows();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await write('203.0.113.7');
      expect(res.statusCode).toBe(200);
      ids.push(res.headers['x-user-id'] as string);
    }
    const refused = await write('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'user.too_many_new' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await userRows()).toBe(before + 30);

    // A reader who keeps its id is not new: it still writes. Reads make no rows and are not refused.
    expect((await write('203.0.113.7', ids[0])).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(200);
    // Another address has its own budget.
    expect((await write('203.0.113.8')).statusCode).toBe(200);
    expect(await userRows()).toBe(before + 31);
  });
});
