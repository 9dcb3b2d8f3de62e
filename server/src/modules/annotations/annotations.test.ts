import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATION_LIMITS } from '../../../../common/src/contracts/annotations.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInPerMinute: 1000 });
});
afterAll(() => t?.close());

const SAME_ORIGIN = { host: 'localhost', origin: 'http://localhost' };
interface Who {
  id: string;
  cookie?: string;
}
const newReader = async (): Promise<Who> => ({
  id: String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]),
});
const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: who.id, ...(who.cookie ? { cookie: who.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const john316 = { bible_id: 'eng-web', book_id: 'JHN', chapter: 3 };

describe('annotations', () => {
  it('creates a highlight, a note and a bookmark and lists them for their chapter', async () => {
    const me = await newReader();
    const hl = await call(me, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'highlight',
      verses: [17, 16, 16],
      color: 'yellow',
    });
    expect(hl.status).toBe(201);
    expect(hl.body).toMatchObject({ kind: 'highlight', verses: [16, 17], color: 'yellow', text: null });
    expect(hl.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const note = await call(me, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'note',
      verses: [16],
      text: '**Love** gives.',
      color: 'blue', // ignored: a note has no colour
    });
    expect(note.body).toMatchObject({ kind: 'note', text: '**Love** gives.', color: null });
    await call(me, 'POST', '/api/user/annotations', { ...john316, kind: 'bookmark', verses: [1] });
    await call(me, 'POST', '/api/user/annotations', {
      ...john316,
      chapter: 4,
      kind: 'bookmark',
      verses: [1],
    });

    const chapter = await call(me, 'GET', '/api/user/annotations?bible_id=eng-web&book_id=JHN&chapter=3');
    expect(chapter.status).toBe(200);
    expect(chapter.body.annotations.map((a: { kind: string }) => a.kind).sort()).toEqual([
      'bookmark',
      'highlight',
      'note',
    ]);
    const all = await call(me, 'GET', '/api/user/annotations');
    expect(all.body).toMatchObject({ total: 4, page: 1, has_more: false });
    const notes = await call(me, 'GET', '/api/user/annotations?kind=note');
    expect(notes.body.annotations).toHaveLength(1);
  });

  it('changes only the fields sent, and deletes', async () => {
    const me = await newReader();
    const { body: hl } = await call(me, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'highlight',
      verses: [16],
      color: 'green',
    });
    const moved = await call(me, 'PUT', `/api/user/annotations/${hl.id}`, { verses: [16, 18] });
    expect(moved.body).toMatchObject({ verses: [16, 18], color: 'green' });
    const recoloured = await call(me, 'PUT', `/api/user/annotations/${hl.id}`, { color: 'pink' });
    expect(recoloured.body).toMatchObject({ verses: [16, 18], color: 'pink' });
    expect((await call(me, 'PUT', `/api/user/annotations/${hl.id}`, { color: null })).body.code).toBe(
      'annotation.invalid',
    );
    expect((await call(me, 'DELETE', `/api/user/annotations/${hl.id}`)).body).toEqual({ deleted: true });
    expect((await call(me, 'DELETE', `/api/user/annotations/${hl.id}`)).status).toBe(404);
    expect((await call(me, 'GET', '/api/user/annotations')).body.total).toBe(0);
  });

  it('is its owner’s alone: anyone else gets a 404 and sees nothing', async () => {
    const owner = await newReader();
    const other = await newReader();
    const { body: note } = await call(owner, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'note',
      verses: [16],
      text: 'mine',
    });
    expect((await call(other, 'PUT', `/api/user/annotations/${note.id}`, { text: 'theirs' })).status).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `/api/user/annotations/${note.id}`)).body.code).toBe(
      'annotation.not_found',
    );
    expect((await call(other, 'GET', '/api/user/annotations')).body.total).toBe(0);
    expect((await call(owner, 'GET', '/api/user/annotations')).body.annotations[0].text).toBe('mine');
  });

  it('a create sent twice with the same client_id makes one annotation; another reader cannot take that id', async () => {
    const me = await newReader();
    const clientId = crypto.randomUUID();
    const body = { ...john316, kind: 'note', verses: [3], text: 'Born from above', client_id: clientId };
    const first = await call(me, 'POST', '/api/user/annotations', body);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(clientId);
    // The answer was lost (a reload, the connection dropping): the outbox sends it again.
    const [again, racing] = await Promise.all([
      call(me, 'POST', '/api/user/annotations', body),
      call(me, 'POST', '/api/user/annotations', body),
    ]);
    expect([again.body.id, racing.body.id]).toEqual([clientId, clientId]);
    expect(again.body.text).toBe('Born from above');
    expect((await call(me, 'GET', '/api/user/annotations')).body.total).toBe(1);
    const other = await newReader();
    const stolen = await call(other, 'POST', '/api/user/annotations', body);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('annotation.id_taken');
    expect(JSON.stringify(stolen.body)).not.toContain('Born from above');
    expect((await call(other, 'GET', '/api/user/annotations')).body.total).toBe(0);
    const bad = await call(me, 'POST', '/api/user/annotations', { ...body, client_id: 'local-1' });
    expect(bad.status).toBe(400);
  });

  it('checks verses against the chapter and refuses bad input with clear 4xx codes', async () => {
    const me = await newReader();
    const post = (body: object) => call(me, 'POST', '/api/user/annotations', body);
    // John 3 has 36 verses.
    const bad = await post({ ...john316, kind: 'bookmark', verses: [36, 37] });
    expect(bad).toEqual({
      status: 400,
      body: { code: 'annotation.verse_not_in_chapter', detail: 'JHN 3 has no verse 37 in eng-web' },
    });
    expect((await post({ ...john316, chapter: 22, kind: 'bookmark', verses: [1] })).body.code).toBe(
      'bible.chapter_not_found',
    );
    expect((await post({ ...john316, book_id: 'XYZ', kind: 'bookmark', verses: [1] })).body.code).toBe(
      'bible.book_not_found',
    );
    expect((await post({ ...john316, bible_id: 'nope', kind: 'bookmark', verses: [1] })).body.code).toBe(
      'bible.not_found',
    );
    expect((await post({ ...john316, kind: 'highlight', verses: [1] })).body.code).toBe('annotation.invalid');
    expect((await post({ ...john316, kind: 'highlight', verses: [1], color: 'orange' })).status).toBe(400);
    expect((await post({ ...john316, kind: 'note', verses: [1], text: '  ' })).body.code).toBe(
      'annotation.invalid',
    );
    expect((await post({ ...john316, kind: 'bookmark', verses: [] })).body.code).toBe('request.invalid');
    const long = await post({
      ...john316,
      kind: 'note',
      verses: [1],
      text: 'x'.repeat(ANNOTATION_LIMITS.noteChars + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.detail).toContain('at most 10000 characters');
    // A malformed id names nothing: the same 404 as an unknown one (issue 19 item 8).
    expect((await call(me, 'PUT', '/api/user/annotations/123', { text: 'x' })).body.code).toBe(
      'annotation.not_found',
    );
    expect((await call(me, 'GET', '/api/user/annotations?chapter=abc')).status).toBe(400);
    expect((await call(me, 'GET', '/api/user/annotations')).body.total).toBe(0);
  });

  it('refuses more than the limit per reader with a 409', async () => {
    const me = await newReader();
    const uuid = me.id.split('.')[0] as string;
    await t.database.db.execute(
      `insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses)
       select gen_random_uuid(), '${uuid}', 'bookmark', 'eng-web', 'JHN', 3, '{1}'
       from generate_series(1, ${ANNOTATION_LIMITS.perUser})` as never,
    );
    const res = await call(me, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'bookmark',
      verses: [2],
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('annotation.limit_reached');
    const page2 = await call(me, 'GET', '/api/user/annotations?page=2');
    expect(page2.body).toMatchObject({ page: 2, total: ANNOTATION_LIMITS.perUser, has_more: true });
    expect(page2.body.annotations).toHaveLength(ANNOTATION_LIMITS.pageSize);
  });

  it('moves with the rest when an anonymous reader signs in on another device', async () => {
    // Device A: signs up; its anonymous reader becomes the account's.
    const a = await newReader();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: SAME_ORIGIN,
      payload: { email: 'marks@example.org', password: 'a long enough passphrase', name: 'Marks' },
    });
    const cookie = [up.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0] ?? '')
      .filter((c) => c.startsWith('better-auth'))
      .join('; ');
    const account = {
      id: (await call({ ...a, cookie }, 'POST', '/api/user/sign-in', {})).body.user_id,
      cookie,
    };
    await call(account, 'POST', '/api/user/annotations', { ...john316, kind: 'bookmark', verses: [3] });
    // Device B: highlights anonymously, then signs in to the same account.
    const b = await newReader();
    await call(b, 'POST', '/api/user/annotations', {
      ...john316,
      kind: 'highlight',
      verses: [16],
      color: 'blue',
    });
    const synced = await call({ ...b, cookie }, 'POST', '/api/user/sign-in', {});
    expect(synced.body.user_id).toBe(account.id);
    const listed = (await call(account, 'GET', '/api/user/annotations')).body.annotations as {
      kind: string;
    }[];
    expect(listed.map((x) => x.kind).sort()).toEqual(['bookmark', 'highlight']);
  });
});
