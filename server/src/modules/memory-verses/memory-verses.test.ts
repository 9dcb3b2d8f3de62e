import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newReader = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { [USER_ID_HEADER]: user }, ...(payload ? { payload } : {}) });

describe('memory verses', () => {
  it('saves a verse with its text, due at once, and schedules it by the reader’s grade (FSRS)', async () => {
    const user = await newReader();
    const made = await call(user, 'POST', '/api/user/memory-verses', {
      ref: 'PSA.119.11',
      bible_id: 'eng-web',
    });
    expect(made.statusCode, made.body).toBe(201);
    const verse = made.json();
    expect(verse).toMatchObject({
      ref: 'PSA.119.11',
      label: 'Psalm 119:11',
      bible_id: 'eng-web',
      reps: 0,
      last_review: null,
    });
    expect(verse.text).toMatch(/I have hidden your word in my heart/);
    expect(Date.parse(verse.due)).toBeLessThanOrEqual(Date.now());

    // Saved twice, it is the same one.
    const again = await call(user, 'POST', '/api/user/memory-verses', {
      ref: 'PSA.119.11',
      bible_id: 'eng-web',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(verse.id);

    expect((await call(user, 'GET', '/api/user/memory-verses')).json().memory_verses).toHaveLength(1);
    expect((await call(user, 'GET', '/api/user/memory-verses/due')).json().memory_verses).toHaveLength(1);

    const hard = await call(user, 'POST', `/api/user/memory-verses/${verse.id}/review`, { grade: 'hard' });
    expect(hard.statusCode, hard.body).toBe(200);
    const easy = await call(user, 'POST', `/api/user/memory-verses/${verse.id}/review`, { grade: 'easy' });
    const after = easy.json();
    expect(after.reps).toBe(2);
    expect(after.last_review).not.toBeNull();
    // Recalled easily, it comes back days later, no longer due now.
    expect(Date.parse(after.due) - Date.now()).toBeGreaterThan(86_400_000);
    expect((await call(user, 'GET', '/api/user/memory-verses/due')).json().memory_verses).toEqual([]);
    const forgot = await call(user, 'POST', `/api/user/memory-verses/${verse.id}/review`, { grade: 'again' });
    expect(forgot.json().lapses).toBe(1);
    expect(Date.parse(forgot.json().due) - Date.now()).toBeLessThan(3_600_000);

    expect((await call(user, 'DELETE', `/api/user/memory-verses/${verse.id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/user/memory-verses')).json().memory_verses).toEqual([]);
    expect((await call(user, 'DELETE', `/api/user/memory-verses/${verse.id}`)).statusCode).toBe(404);
  });

  it('keeps a short passage of one chapter as one verse to learn', async () => {
    const user = await newReader();
    const res = await call(user, 'POST', '/api/user/memory-verses', {
      ref: 'JHN.3.16-JHN.3.17',
      bible_id: 'eng-web',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ref: 'JHN.3.16-JHN.3.17', label: 'John 3:16-17' });
    expect(res.json().text).toMatch(/For God so loved the world.*For God didn’t send his Son/s);
  });

  it('refuses bad references and grades with stable codes, and another reader’s verse is unknown', async () => {
    const user = await newReader();
    for (const [ref, code] of [
      ['PSA.119', 'memory.invalid_reference'],
      ['XYZ.1.1', 'memory.invalid_reference'],
      ['JHN.3.99', 'memory.invalid_reference'],
      ['John 3:16', 'memory.invalid_reference'],
      ['JHN.3.1-JHN.3.20', 'memory.too_long'],
      ['JHN.3.36-JHN.4.2', 'memory.too_long'],
    ] as const) {
      const res = await call(user, 'POST', '/api/user/memory-verses', { ref, bible_id: 'eng-web' });
      expect(res.statusCode, ref).toBe(400);
      expect(res.json().code, ref).toBe(code);
    }
    const unknownBible = await call(user, 'POST', '/api/user/memory-verses', {
      ref: 'JHN.3.16',
      bible_id: 'none',
    });
    expect(unknownBible.json().code).toBe('memory.invalid_reference');

    const id = (
      await call(user, 'POST', '/api/user/memory-verses', { ref: 'JHN.3.16', bible_id: 'eng-web' })
    ).json().id as string;
    const badGrade = await call(user, 'POST', `/api/user/memory-verses/${id}/review`, { grade: 'perfect' });
    expect(badGrade.statusCode).toBe(400);
    expect(badGrade.json().code).toBe('memory.invalid_grade');

    const other = await newReader();
    for (const res of [
      await call(other, 'POST', `/api/user/memory-verses/${id}/review`, { grade: 'good' }),
      await call(other, 'DELETE', `/api/user/memory-verses/${id}`),
      await call(other, 'DELETE', '/api/user/memory-verses/not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('memory.not_found');
    }
    expect((await call(other, 'GET', '/api/user/memory-verses')).json().memory_verses).toEqual([]);
  });

  it('keeps an offline review’s time, never before the last review nor after now', async () => {
    const user = await newReader();
    const id = (
      await call(user, 'POST', '/api/user/memory-verses', { ref: 'JHN.1.1', bible_id: 'eng-web' })
    ).json().id as string;
    const future = new Date(Date.now() + 86_400_000 * 30).toISOString();
    const res = await call(user, 'POST', `/api/user/memory-verses/${id}/review`, {
      grade: 'good',
      reviewed_at: future,
    });
    expect(Date.parse(res.json().last_review)).toBeLessThanOrEqual(Date.now());
  });
});
