import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserResponse } from '../../../../common/src/contracts/user.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { createUserIdSigner } from './user-id.ts';
import { users } from './users.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (id?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: id === undefined ? {} : { 'x-user-id': id } });

const userRows = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

describe('anonymous identity', () => {
  it('makes no user row for reads: only the first write of an id creates one (issue 19 item 5)', async () => {
    const before = await userRows();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const url = ['/api/user', '/api/user/profile', '/api/chats', '/api/user/plans/current'][i % 4] ?? '';
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      ids.push(res.headers['x-user-id'] as string);
    }
    expect(await userRows()).toBe(before);
    // The id issued by a read is a real one: reading with it again still adds nothing; writing saves it.
    const id = ids[0] ?? '';
    expect((await getUser(id)).json().preferred_translation).toBe('eng-web');
    expect(await userRows()).toBe(before);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/translation',
      headers: { 'x-user-id': id },
      payload: { translation_id: 'eng-kjv' },
    });
    expect(put.statusCode).toBe(200);
    expect(await userRows()).toBe(before + 1);
    expect((await getUser(id)).json().preferred_translation).toBe('eng-kjv');
  });

  it('issues a signed id to a caller without one, with the spec defaults', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-user-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(UserResponse.parse(res.json())).toEqual({
      id,
      role: 'user',
      preferred_translation: 'eng-web',
      commentary: null,
      is_authenticated: false,
    });
  });

  it('recognises a returning user and issues no new id', async () => {
    const id = (await getUser()).headers['x-user-id'] as string;
    const again = await getUser(id);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-user-id']).toBeUndefined();
    expect(again.json().id).toBe(id);
  });

  it('gives different callers different, unguessable ids', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await getUser()).headers['x-user-id'] as string);
    expect(ids.size).toBe(5);
  });

  it.each([
    ['garbage', 'hello'],
    ['a bare uuid', '7f8714cf-d9b0-4d34-8f75-a3b9c9d782ea'],
    [
      'a tampered signature',
      '7f8714cf-d9b0-4d34-8f75-a3b9c9d782ea.Rs1ehMdqchy8WZYu_g6B6LAvDBaRj5DYYMjTD-0yVx0',
    ],
    [
      'an id signed with another secret',
      createUserIdSigner('another-secret-another-secret-another').issue().token,
    ],
    ['extra segments', 'a.b.c'],
  ])('rejects %s with 401 and never maps it to a user', async (_, id) => {
    const res = await getUser(id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'user.invalid_id' });
    expect(res.json().detail).toMatch(/Discard it/);
    expect(res.headers['x-user-id']).toBeUndefined();
  });

  it('recreates a validly signed id whose row is gone (a reset database)', async () => {
    const { token } = createUserIdSigner(TEST_SECRET).issue();
    const res = await getUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(token);
  });
});

describe('PUT /api/user/translation', () => {
  it('remembers the translation for the next GET /api/user', async () => {
    const id = (await getUser()).headers['x-user-id'] as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/translation',
      headers: { 'x-user-id': id },
      payload: { translation_id: 'eng-kjv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferred_translation).toBe('eng-kjv');
    expect((await getUser(id)).json().preferred_translation).toBe('eng-kjv');
  });

  it('rejects an unknown translation and keeps the old one', async () => {
    const id = (await getUser()).headers['x-user-id'] as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/translation',
      headers: { 'x-user-id': id },
      payload: { translation_id: 'klingon' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Unknown translation: klingon', code: 'user.unknown_translation' });
    expect((await getUser(id)).json().preferred_translation).toBe('eng-web');
  });
});
