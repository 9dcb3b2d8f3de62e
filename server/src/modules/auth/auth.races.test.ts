import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Issue 19 item 6: the first sign-in of a new account, synced from several tabs or devices at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };
const newUser = async () =>
  String(
    (
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/translation',
        payload: { translation_id: 'eng-web' },
      })
    ).headers[USER_ID_HEADER],
  );

describe('first sign-ins under concurrent calls', () => {
  it('concurrent first syncs of a new account all succeed with one account, never a 500', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'racer@example.org', password: 'a long enough passphrase', name: 'Racer' },
      headers: SAME_ORIGIN,
    });
    expect(up.statusCode).toBe(200);
    const cookie = (up.headers['set-cookie'] as string[] | string)
      .toString()
      .split(/,(?=\s*better-auth)/)
      .map((c) => c.split(';')[0]?.trim())
      .join('; ');
    // Different devices: each with its own anonymous reader, or none at all.
    const anons = await Promise.all([newUser(), newUser(), newUser()]);
    const results = await Promise.all(
      [...anons, ...anons, '', '', '', '', '', '', '', '', '', '', ...anons].map((id) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/sign-in',
          headers: { ...SAME_ORIGIN, cookie, ...(id ? { [USER_ID_HEADER]: id } : {}) },
          payload: {},
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(new Set(results.map((r) => r.json().user_id)).size).toBe(1);
  });
});
