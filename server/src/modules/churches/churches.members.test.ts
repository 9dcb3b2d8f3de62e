import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches, churchJoinRequests, churchMembers } from './churches.schema.ts';

// Issue 35: a church keeps an owner when its owners change roles at once (on PostgreSQL, with
// TEST_DATABASE_URL, these calls really run side by side), and a member does not ask to join.

let t: TestApp;
const as: Record<'first' | 'second' | 'member', Principal> = {} as never;
const uuidOf = (p: Principal) => p.id.split('.')[0] ?? '';
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, cookie: p.cookie, ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ signInPerMinute: 1000 });
  as.first = await signedUpAccount(t.app, 'first-owner@example.org');
  as.second = await signedUpAccount(t.app, 'second-owner@example.org');
  as.member = await signedUpAccount(t.app, 'plain-member@example.org');
  for (const email of ['first-owner@example.org', 'second-owner@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
}, 120_000);
afterAll(() => t?.close());

/** `n` churches, each owned by both owners (and with the plain member as member). */
const coOwnedChurches = async (n: number, name: string) => {
  const rows = await t.database.db
    .insert(churches)
    .values(Array.from({ length: n }, (_, i) => ({ name: `${name} ${i}` })))
    .returning({ id: churches.id });
  await t.database.db.insert(churchMembers).values(
    rows.flatMap((c) => [
      { churchId: c.id, userId: uuidOf(as.first), role: 'owner' },
      { churchId: c.id, userId: uuidOf(as.second), role: 'owner' },
      { churchId: c.id, userId: uuidOf(as.member), role: 'member' },
    ]),
  );
  return rows.map((r) => r.id);
};
const ownersOf = async (churchId: number) =>
  (
    await t.database.db
      .select()
      .from(churchMembers)
      .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.role, 'owner')))
  ).length;

describe('a church always keeps an owner', () => {
  it('an owner demoting a co-owner and themselves at once leaves one of them owner', async () => {
    const ids = await coOwnedChurches(8, 'Demoted');
    const results = await Promise.all(
      ids.map((id) =>
        Promise.all([
          call(as.first, 'PUT', `/api/churches/${id}/members/${uuidOf(as.second)}`, { role: 'member' }),
          call(as.first, 'PUT', `/api/churches/${id}/members/${uuidOf(as.first)}`, { role: 'member' }),
        ]),
      ),
    );
    for (const [i, id] of ids.entries()) {
      expect(await ownersOf(id), `church ${i}`).toBe(1);
      const statuses = (results[i] ?? []).map((r) => r.statusCode).sort();
      // One change is made; the other is refused: the last owner (409) or no longer an owner (403).
      expect(statuses[0], `church ${i}`).toBe(204);
      expect([403, 409], `church ${i}: ${results[i]?.map((r) => r.body)}`).toContain(statuses[1]);
    }
  });

  it('two owners removing each other at once leave one of them owner', async () => {
    const ids = await coOwnedChurches(8, 'Removed');
    const results = await Promise.all(
      ids.map((id) =>
        Promise.all([
          call(as.first, 'DELETE', `/api/churches/${id}/members/${uuidOf(as.second)}`),
          call(as.second, 'DELETE', `/api/churches/${id}/members/${uuidOf(as.first)}`),
        ]),
      ),
    );
    for (const [i, id] of ids.entries()) {
      expect(await ownersOf(id), `church ${i}`).toBe(1);
      const statuses = (results[i] ?? []).map((r) => r.statusCode).sort();
      expect(statuses[0], `church ${i}`).toBe(204);
      expect([403, 409], `church ${i}`).toContain(statuses[1]);
    }
  });

  it('still refuses the last owner stepping down or being removed, and an unknown member', async () => {
    const [id] = await coOwnedChurches(1, 'Single');
    await t.database.db
      .delete(churchMembers)
      .where(and(eq(churchMembers.churchId, id ?? 0), eq(churchMembers.userId, uuidOf(as.second))));
    const down = await call(as.first, 'PUT', `/api/churches/${id}/members/${uuidOf(as.first)}`, {
      role: 'publisher',
    });
    expect([down.statusCode, down.json().code]).toEqual([409, 'church.last_owner']);
    const gone = await call(as.first, 'DELETE', `/api/churches/${id}/members/${uuidOf(as.first)}`);
    expect([gone.statusCode, gone.json().code]).toEqual([409, 'church.last_owner']);
    const unknown = await call(as.first, 'DELETE', `/api/churches/${id}/members/${crypto.randomUUID()}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'church.member_not_found']);
    // Another member changes as before.
    expect(
      (await call(as.first, 'PUT', `/api/churches/${id}/members/${uuidOf(as.member)}`, { role: 'publisher' }))
        .statusCode,
    ).toBe(204);
    expect(await ownersOf(id ?? 0)).toBe(1);
  });
});

describe('joining a church one belongs to', () => {
  it('is refused with 409 church.already_member, for the owner and a member alike, and stores nothing', async () => {
    const [id] = await coOwnedChurches(1, 'Joined');
    for (const who of [as.first, as.member]) {
      const res = await call(who, 'POST', `/api/user/churches/${id}/join`, {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('church.already_member');
    }
    const requests = await t.database.db
      .select()
      .from(churchJoinRequests)
      .where(eq(churchJoinRequests.churchId, id ?? 0));
    expect(requests).toEqual([]);
    const members = (await call(as.first, 'GET', `/api/churches/${id}/members`)).json();
    expect(members.requests).toEqual([]);
  });
});
