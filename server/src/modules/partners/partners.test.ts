import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type FakeImageHost, startFakeImageHost } from '../../../../test/fake-image-host.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';

let t: TestApp;
let host: FakeImageHost;
let icon: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await startFakeImageHost();
  await runAdmin(
    t.database.db,
    ['add-partner', 'grace', 'Grace', 'Church', '--icon', `${host.origin}/logo.png`, '--about', 'about.md'],
    () => '# Grace Church\n\nWelcome.',
    host.allow,
  );
  icon = (
    await t.app.inject({ method: 'GET', url: '/api/partner', headers: { host: 'grace.localhost' } })
  ).json().partner.icon_url;
});
afterAll(async () => {
  await t.close();
  await host.close();
});

describe('partner editions', () => {
  it('finds the partner by the first label of the host, never on localhost, IPs or unknown names', async () => {
    const at = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/partner', headers: { host } })).json().partner;
    expect(await at('grace.localhost:3000')).toEqual({
      id: 'grace',
      slug: 'grace',
      name: 'Grace Church',
      icon_url: icon,
      about_text: '# Grace Church\n\nWelcome.',
    });
    expect(await at('localhost:3000')).toBeNull();
    expect(await at('127.0.0.1:3000')).toBeNull();
    expect(await at('hope.localhost')).toBeNull();
  });

  it('copies the icon into Emmaus: readers never fetch it from the partner’s host (issue 37)', async () => {
    expect(icon).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    const image = await t.app.inject({ method: 'GET', url: icon });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(host.logo)).toBe(true);
    // An icon that is no image is refused, and the partner is not saved with it.
    await expect(
      runAdmin(
        t.database.db,
        ['add-partner', 'hope', 'Hope', '--icon', `${host.origin}/page.html`],
        () => '',
        host.allow,
      ),
    ).rejects.toThrow(/icon could not be copied/);
    const hope = await t.app.inject({
      method: 'GET',
      url: '/api/partner',
      headers: { host: 'hope.localhost' },
    });
    expect(hope.json().partner).toBeNull();
  });

  it('serves a partner by id, 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/grace' })).json().name).toBe(
      'Grace Church',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/hope' })).json()).toEqual({
      detail: 'Partner not found',
      code: 'partner.not_found',
    });
    // A malformed id is answered as an unknown one (issue 19 item 8).
    const malformed = await t.app.inject({ method: 'GET', url: '/api/partners/Bad_Id' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('partner.not_found');
  });

  it('lets the operator list partners and users, and grant a role (GET /api/user shows it)', async () => {
    expect(await runAdmin(t.database.db, ['list-partners'], () => '')).toEqual([
      `grace\tGrace Church\t${icon}`,
    ]);
    const token = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    expect(await runAdmin(t.database.db, ['grant-role', token, 'publisher'], () => '')).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { [USER_ID_HEADER]: token } })).json()
        .role,
    ).toBe('publisher');
    await expect(runAdmin(t.database.db, ['grant-role', token, 'pope'], () => '')).rejects.toThrow(/usage/);
    await expect(runAdmin(t.database.db, ['fly'], () => '')).rejects.toThrow(/commands/);
  });
});
