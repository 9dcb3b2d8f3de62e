import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATION_LIMITS } from '../../../../common/src/contracts/annotations.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Issue 35: what one reader may keep (5,000 annotations, a byte budget of note text) and what one
// address may write a minute. On PostgreSQL (TEST_DATABASE_URL) the concurrent creates really run side
// by side; the limits must hold there, checked in the insert's transaction.

const ANON_BYTES = 50_000;
const ACCOUNT_BYTES = 120_000;
const WRITES = 6;

let t: TestApp;
/** A second app with a small per-address write budget and a pinned window clock. */
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    signInPerMinute: 1000,
    annotationBudgets: { anonymousBytes: ANON_BYTES, accountBytes: ACCOUNT_BYTES },
  });
  limited = await createTestApp({
    annotationBudgets: { writesPerMinute: WRITES },
    // Ten seconds into a window: the test never straddles two.
    heavyWorkClock: () => Date.UTC(2026, 0, 1, 12, 0, 10),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

interface Who {
  id: string;
  cookie?: string;
}
const newReader = async (app = t): Promise<Who> => ({
  id: String((await app.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]),
});
const call = async (
  who: Who,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  app = t,
  remoteAddress = '127.0.0.1',
) => {
  const res = await app.app.inject({
    method,
    url,
    remoteAddress,
    headers: { [USER_ID_HEADER]: who.id, ...(who.cookie ? { cookie: who.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const at = { bible_id: 'eng-web', book_id: 'JHN', chapter: 3 };
const note = (text: string) => ({ ...at, kind: 'note', verses: [16], text });
const FULL = 'x'.repeat(ANNOTATION_LIMITS.noteChars);
const total = async (who: Who) => (await call(who, 'GET', '/api/user/annotations')).body.total as number;

describe('the note text one reader may keep', () => {
  it('refuses an anonymous reader beyond their budget with 409 annotation.storage_full', async () => {
    const me = await newReader();
    for (let i = 0; i < ANON_BYTES / FULL.length; i++)
      expect((await call(me, 'POST', '/api/user/annotations', note(FULL))).status).toBe(201);
    const over = await call(me, 'POST', '/api/user/annotations', note('one more word'));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('annotation.storage_full');
    expect(over.body.detail).toMatch(/Sign in to keep more/);
    // Highlights and bookmarks keep no text: still allowed.
    expect(
      (await call(me, 'POST', '/api/user/annotations', { ...at, kind: 'bookmark', verses: [1] })).status,
    ).toBe(201);
    // A note may shrink, and grow only within the budget; deleting one makes room again.
    const mine = (await call(me, 'GET', '/api/user/annotations?kind=note')).body.annotations as {
      id: string;
    }[];
    const [first, second] = mine;
    const shrunk = await call(me, 'PUT', `/api/user/annotations/${first?.id}`, { text: 'Short now.' });
    expect(shrunk.status).toBe(200);
    expect((await call(me, 'POST', '/api/user/annotations', note(FULL.slice(10)))).status).toBe(201);
    const grown = await call(me, 'PUT', `/api/user/annotations/${first?.id}`, { text: 'Short now, longer.' });
    expect([grown.status, grown.body.code]).toEqual([409, 'annotation.storage_full']);
    // Its verses still change: they keep no text.
    expect((await call(me, 'PUT', `/api/user/annotations/${first?.id}`, { verses: [17] })).status).toBe(200);
    expect((await call(me, 'DELETE', `/api/user/annotations/${second?.id}`)).status).toBe(200);
    expect((await call(me, 'POST', '/api/user/annotations', note(FULL.slice(100)))).status).toBe(201);
  });

  it('counts bytes, not characters: three-byte characters fill it three times as fast', async () => {
    const me = await newReader();
    const cross = '✝'.repeat(ANNOTATION_LIMITS.noteChars);
    expect((await call(me, 'POST', '/api/user/annotations', note(cross))).status).toBe(201);
    // 30,000 bytes kept, 30,000 more asked: beyond 50,000, though 20,000 characters would fit.
    const res = await call(me, 'POST', '/api/user/annotations', note(cross));
    expect([res.status, res.body.code]).toEqual([409, 'annotation.storage_full']);
    expect(await total(me)).toBe(1);
  });

  it('gives an account the larger budget', async () => {
    const me = await signedUpAccount(t.app, 'many-notes@example.org');
    for (let i = 0; i < ACCOUNT_BYTES / FULL.length; i++)
      expect((await call(me, 'POST', '/api/user/annotations', note(FULL))).status, `note ${i}`).toBe(201);
    const over = await call(me, 'POST', '/api/user/annotations', note('x'));
    expect([over.status, over.body.code]).toEqual([409, 'annotation.storage_full']);
    expect(over.body.detail).not.toMatch(/Sign in/);
  });

  it('holds under concurrent creates: never more note text than the budget', async () => {
    const me = await newReader();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(me, 'POST', '/api/user/annotations', note(FULL))),
    );
    const codes = results.map((r) => (r.status === 201 ? 201 : r.body.code));
    expect(codes.filter((c) => c === 201)).toHaveLength(ANON_BYTES / FULL.length);
    expect(codes.filter((c) => c !== 201)).toEqual(
      Array(20 - ANON_BYTES / FULL.length).fill('annotation.storage_full'),
    );
    expect(await total(me)).toBe(ANON_BYTES / FULL.length);
  });
});

describe('the 5,000 annotations one reader may keep', () => {
  it('holds under 200 concurrent creates: exactly the limit is stored', async () => {
    const me = await newReader();
    const uuid = me.id.split('.')[0] as string;
    const before = ANNOTATION_LIMITS.perUser - 10;
    await t.database.db.execute(
      `insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses)
       select gen_random_uuid(), '${uuid}', 'bookmark', 'eng-web', 'JHN', 3, '{1}'
       from generate_series(1, ${before})` as never,
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(me, 'POST', '/api/user/annotations', { ...at, kind: 'bookmark', verses: [(i % 36) + 1] }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 201).map((r) => r.body.code)).toEqual(
      Array(190).fill('annotation.limit_reached'),
    );
    expect(await total(me)).toBe(ANNOTATION_LIMITS.perUser);
  });
});

describe('the annotation writes one address may send a minute', () => {
  it('answers 429 annotation.too_many_writes with Retry-After beyond it, for every reader of that address', async () => {
    const [a, b] = [await newReader(limited), await newReader(limited)];
    const ids: string[] = [];
    for (let i = 0; i < WRITES / 2; i++) {
      const made = await call(a, 'POST', '/api/user/annotations', note(`Note ${i}`), limited, '198.51.100.7');
      expect(made.status).toBe(201);
      ids.push(made.body.id);
    }
    for (const id of ids)
      expect(
        (await call(a, 'PUT', `/api/user/annotations/${id}`, { text: 'Edited' }, limited, '198.51.100.7'))
          .status,
      ).toBe(200);
    // A second anonymous id on the same address shares its budget.
    const refused = await call(b, 'POST', '/api/user/annotations', note('Flood'), limited, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('annotation.too_many_writes');
    expect(Number(refused.headers['retry-after'])).toBe(50);
    const edit = await call(
      a,
      'PUT',
      `/api/user/annotations/${ids[0]}`,
      { text: 'x' },
      limited,
      '198.51.100.7',
    );
    expect(edit.body.code).toBe('annotation.too_many_writes');
    // Deleting frees space and is never counted; reading neither.
    expect(
      (await call(a, 'DELETE', `/api/user/annotations/${ids[0]}`, undefined, limited, '198.51.100.7')).status,
    ).toBe(200);
    expect((await call(a, 'GET', '/api/user/annotations', undefined, limited, '198.51.100.7')).status).toBe(
      200,
    );
    // Another address has its own budget.
    expect(
      (await call(b, 'POST', '/api/user/annotations', note('Elsewhere'), limited, '198.51.100.8')).status,
    ).toBe(201);
  });
});
