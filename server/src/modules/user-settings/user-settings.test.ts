import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url, payload: payload as never, headers: { 'x-user-id': id } });
  return { status: res.statusCode, body: res.json() };
};

describe('user settings', () => {
  beforeAll(async () => {
    id = (await t.app.inject({ method: 'GET', url: '/api/user' })).headers['x-user-id'] as string;
  });

  it('has no profile and the default perspective until the reader chooses', async () => {
    expect((await call('GET', '/api/user/profile')).body).toEqual({ profile_slug: null });
    expect((await call('GET', '/api/user/theology')).body).toEqual({ theology_slug: 'default' });
  });

  it('saves a Christian profile and a perspective, and serves that profile’s example questions', async () => {
    expect((await call('PUT', '/api/user/profile', { profile_slug: 'biblical_scholar' })).body).toEqual({
      profile_slug: 'biblical_scholar',
    });
    expect((await call('PUT', '/api/user/theology', { theology_slug: 'lutheran' })).body).toEqual({
      theology_slug: 'lutheran',
    });
    expect((await call('GET', '/api/user/theology')).body.theology_slug).toBe('lutheran');
    const { questions } = (await call('GET', '/api/example-questions')).body;
    expect(questions).toContain('What does the Greek word logos mean in John 1?');
  });

  it('resets the perspective to the default when a profile that is not Christian is chosen', async () => {
    await call('PUT', '/api/user/profile', { profile_slug: 'spiritual_seeker' });
    expect((await call('GET', '/api/user/theology')).body).toEqual({ theology_slug: 'default' });
    // Choosing a perspective later changes nothing while the profile is not Christian.
    expect((await call('PUT', '/api/user/theology', { theology_slug: 'catholic' })).body).toEqual({
      theology_slug: 'default',
    });
  });

  it('rejects unknown slugs with a clear 400 and keeps the old setting', async () => {
    const bad = await call('PUT', '/api/user/profile', { profile_slug: 'pirate' });
    expect(bad).toEqual({
      status: 400,
      body: { detail: 'Unknown profile: pirate', code: 'user.unknown_profile' },
    });
    expect((await call('GET', '/api/user/profile')).body.profile_slug).toBe('spiritual_seeker');
    const badT = await call('PUT', '/api/user/theology', { theology_slug: 'gnostic' });
    expect(badT.body.code).toBe('user.unknown_theology');
  });

  it('turns the commentary on and off', async () => {
    expect((await call('PUT', '/api/user/commentary', { commentary: 'mhc' })).body.commentary).toBe('mhc');
    expect((await call('GET', '/api/user')).body.commentary).toBe('mhc');
    expect((await call('PUT', '/api/user/commentary', { commentary: null })).body.commentary).toBeNull();
    expect((await call('PUT', '/api/user/commentary', { commentary: 'matthew' })).status).toBe(400);
  });

  it('keeps settings per user', async () => {
    const other = (await t.app.inject({ method: 'GET', url: '/api/user/profile' })).json();
    expect(other).toEqual({ profile_slug: null });
  });
});
