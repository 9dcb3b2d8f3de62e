import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('onboarding hints', () => {
  it('offers the known hints by priority until each is dismissed, per reader', async () => {
    const user = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/user/onboarding_hints', headers: { [USER_ID_HEADER]: user } });
    const dismiss = (hint_name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/onboarding_hints/dismiss',
        headers: { [USER_ID_HEADER]: user },
        payload: { hint_name },
      });
    expect((await get()).json().hints).toEqual([
      { hint_name: 'install_app', priority: 1 },
      { hint_name: 'reading_reminders', priority: 2 },
      { hint_name: 'share_conversation', priority: 3 },
    ]);
    expect((await dismiss('install_app')).json().hints).toEqual([
      { hint_name: 'reading_reminders', priority: 2 },
      { hint_name: 'share_conversation', priority: 3 },
    ]);
    expect((await dismiss('install_app')).statusCode).toBe(200); // dismissing twice is harmless
    const bad = await dismiss('tour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'user.unknown_hint',
      detail: 'Unknown hint: tour. Known hints: install_app, reading_reminders, share_conversation',
    });
    const other = await t.app.inject({ method: 'GET', url: '/api/user/onboarding_hints' });
    expect(other.json().hints).toHaveLength(3);
  });

  it('answers at the spec paths /api/users/onboarding_hints and keeps /api/user/ as an alias', async () => {
    const user = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    const headers = { [USER_ID_HEADER]: user };
    const dismissed = await t.app.inject({
      method: 'POST',
      url: '/api/users/onboarding_hints/dismiss',
      headers,
      payload: { hint_name: 'share_conversation' },
    });
    const left = [
      { hint_name: 'install_app', priority: 1 },
      { hint_name: 'reading_reminders', priority: 2 },
    ];
    expect(dismissed.json().hints).toEqual(left);
    for (const url of ['/api/users/onboarding_hints', '/api/user/onboarding_hints']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).json().hints, url).toEqual(left);
    }
  });
});
