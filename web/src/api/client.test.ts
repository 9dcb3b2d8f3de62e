import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getChapterHtml, getJson, isNotFound } from './client.ts';

// The client rules of spec §7/§8, against a fake fetch and an in-memory localStorage.
const store = new Map<string, string>();
const calls: { url: string; headers: Headers }[] = [];
let responses: Response[] = [];

beforeEach(() => {
  store.clear();
  calls.length = 0;
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers) });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  responses = [];
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('web API client', () => {
  it('lets only one identifying call go out without an id, so parallel first calls share one new id', async () => {
    responses = [
      json(200, {}, { 'x-user-id': 'new.sig' }),
      json(200, { chats: [] }),
      json(200, { questions: [] }),
    ];
    await Promise.all([
      getJson('/api/user', 'User', true),
      getJson('/api/chats', 'Chats'),
      getJson('/api/example-questions', 'Examples'),
    ]);
    expect(calls.map((c) => c.headers.get('x-user-id'))).toEqual([null, 'new.sig', 'new.sig']);
  });

  it('saves an issued X-User-ID and sends it on later calls', async () => {
    responses = [json(200, { ok: 1 }, { 'x-user-id': 'id.sig' }), json(200, {})];
    await getJson('/api/user', 'User', true);
    expect(store.get('emmaus.userId')).toBe('id.sig');
    await getJson('/api/bibles', 'Translations');
    expect(calls[1]?.headers.get('x-user-id')).toBe('id.sig');
  });

  it("fails when an identifying call answers without an id: 'User ID not provided in response header.'", async () => {
    responses = [json(200, {})];
    await expect(getJson('/api/user', 'User', true)).rejects.toThrow(
      'User ID not provided in response header.',
    );
  });

  it('drops a rejected id and retries once without it', async () => {
    store.set('emmaus.userId', 'forged');
    responses = [
      json(401, { detail: 'bad id', code: 'user.invalid_id' }),
      json(200, {}, { 'x-user-id': 'new.sig' }),
    ];
    const res = await apiRequest('/api/user');
    expect(res.status).toBe(200);
    expect(calls[1]?.headers.get('x-user-id')).toBeNull();
    expect(store.get('emmaus.userId')).toBe('new.sig');
  });

  it("reads 404 as '{action} not found', otherwise the detail or error field, and 204 as null", async () => {
    responses = [json(404, { detail: 'x' })];
    await expect(getJson('/api/x', 'Plan')).rejects.toThrow('Plan not found');
    responses = [json(400, { detail: 'limit: too big', code: 'request.invalid' })];
    await expect(getJson('/api/x', 'Search')).rejects.toThrow('limit: too big');
    responses = [json(500, { error: { reason: 'boom' } })];
    await expect(getJson('/api/x', 'Search')).rejects.toThrow('{"reason":"boom"}');
    responses = [new Response('oops', { status: 502 })];
    await expect(getJson('/api/x', 'Search')).rejects.toThrow('Search failed');
    responses = [json(204, null)];
    expect(await getJson('/api/x', 'Delete')).toBeNull();
  });

  it("chapters: 404 is 'Chapter not found', other failures 'HTTP error! status: {n}'", async () => {
    responses = [new Response('', { status: 404 })];
    await expect(getChapterHtml('eng-web', 'JHN', 99)).rejects.toThrow('Chapter not found');
    responses = [new Response('', { status: 503 })];
    const err = await getChapterHtml('eng-web', 'JHN', 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('HTTP error! status: 503');
  });

  it("errors carry the server's stable code, which the app matches on instead of the message", async () => {
    responses = [json(409, { detail: 'This church is already registered.', code: 'church.invalid_website' })];
    const conflict = (await getJson('/api/x', 'Church').catch((e: unknown) => e)) as ApiError;
    expect([conflict.status, conflict.code, conflict.message]).toEqual([
      409,
      'church.invalid_website',
      'This church is already registered.',
    ]);
    expect(isNotFound(conflict)).toBe(false);
    responses = [json(404, { detail: 'Plan not found', code: 'plan.not_found' })];
    const missing = (await getJson('/api/x', 'Study').catch((e: unknown) => e)) as ApiError;
    expect([missing.code, missing.message, isNotFound(missing)]).toEqual([
      'plan.not_found',
      'Study not found',
      true,
    ]);
    responses = [new Response('', { status: 404 })];
    const chapter = (await getChapterHtml('eng-web', 'JHN', 99).catch((e: unknown) => e)) as ApiError;
    expect([chapter.code, isNotFound(chapter)]).toEqual(['bible.chapter_not_found', true]);
    expect(isNotFound(new Error('Chapter not found'))).toBe(false);
  });
});
