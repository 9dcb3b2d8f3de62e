import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seedDemo } from '../../seed/demo.ts';

// Issue 19 item 6: concurrent calls of one reader (two tabs, a double tap, a retrying client) on
// PostgreSQL (TEST_DATABASE_URL) as on the embedded database.
let t: TestApp;
let plans: { id: number; name: string; total_passages: number }[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  plans = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans;
});
afterAll(() => t.close());

const newUser = async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user/translation',
    payload: { translation_id: 'eng-web' },
  });
  return String(res.headers[USER_ID_HEADER]);
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: string, payload?: object) =>
  t.app.inject({ method, url, headers: { [USER_ID_HEADER]: user }, ...(payload ? { payload } : {}) });

describe('Sermon Studies under concurrent calls', () => {
  it('concurrent "set current study" calls leave exactly one current study and no 500', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await newUser();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call('POST', '/api/user/plans/current', user, { plan_id: plans[i % plans.length]?.id }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      const mine = (await call('GET', '/api/user/plans', user)).json().plans as { is_current: boolean }[];
      expect(mine).toHaveLength(plans.length);
      expect(mine.filter((p) => p.is_current)).toHaveLength(1);
    }
  });

  it('five concurrent next-step calls on a 6-day study each apply once: the reader ends on day 6', async () => {
    const six = plans.find((p) => p.total_passages === 6);
    if (!six) throw new Error('no 6-day study');
    for (let round = 0; round < 3; round++) {
      const user = await newUser();
      expect((await call('POST', '/api/user/plans/current', user, { plan_id: six.id })).statusCode).toBe(200);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => call('PUT', '/api/user/plans/current/next-step', user)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      // Each call answered a different day: none was lost or applied twice.
      expect(results.map((r) => r.json().current_step.passage_order).sort()).toEqual([2, 3, 4, 5, 6]);
      const detail = (await call('GET', `/api/reading-plans/${six.id}`, user)).json();
      expect(detail.current_step).toBe(6);
      expect(detail.progress).toMatchObject({ completed_passages: 5 });
    }
  });
});
