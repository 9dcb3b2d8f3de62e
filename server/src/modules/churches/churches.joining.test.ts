import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { startSmtpSink } from '../../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';

// Issue 36, joining: a church's owners hear of a new join request by e-mail (a local SMTP server here),
// and the role is chosen when a request is approved (member, or publisher by an owner).

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let churchId = 0;
const as: Record<'owner' | 'publisher' | 'ann' | 'bob' | 'cat', Principal> = {} as never;

const call = (p: Principal, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
const uuidOf = (p: Principal) => p.id.split('.')[0] ?? '';
const roleOf = async (p: Principal) =>
  (await call(p, 'GET', '/api/user/churches')).json().churches.find((c: { id: number }) => c.id === churchId)
    ?.user_role;
const mailsTo = (to: string) => smtp.received.filter((m) => m.to === to);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    publicUrl: 'http://emmaus.test',
    signInPerMinute: 1000,
    reminders: { mail: { smtpUrl: smtp.url, from: 'Emmaus <hello@emmaus.test>' } },
  });
  for (const key of ['owner', 'publisher', 'ann', 'bob', 'cat'] as const)
    as[key] = await signedUpAccount(t.app, `${key}@example.org`);
  for (const email of ['owner@example.org', 'publisher@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  churchId = (await call(as.owner, 'POST', '/api/churches', { name: 'Hope Chapel' })).json().id;
  await call(as.publisher, 'POST', `/api/user/churches/${churchId}/join`);
  await call(as.owner, 'POST', `/api/churches/${churchId}/join-requests/${uuidOf(as.publisher)}/approve`, {
    role: 'publisher',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a join request', () => {
  it('is told to the church’s owners by e-mail, once, with the way to the Community page', async () => {
    const before = mailsTo('owner@example.org').length;
    expect((await call(as.ann, 'POST', `/api/user/churches/${churchId}/join`)).statusCode).toBe(202);
    await expect.poll(() => mailsTo('owner@example.org').length, { timeout: 10_000 }).toBe(before + 1);
    const raw =
      mailsTo('owner@example.org')
        .at(-1)
        ?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toContain('ann@example.org asked to join Hope Chapel');
    expect(raw).toContain(`http://emmaus.test/dashboard/${churchId}/community`);
    // Publishers approve members, but the e-mail goes to the owners only; asking again sends nothing.
    expect(mailsTo('publisher@example.org')).toHaveLength(0);
    await call(as.ann, 'POST', `/api/user/churches/${churchId}/join`);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('owner@example.org')).toHaveLength(before + 1);
  });

  it('is approved as a member when no role is named, as the spec’s clients ask', async () => {
    const res = await call(
      as.publisher,
      'POST',
      `/api/churches/${churchId}/join-requests/${uuidOf(as.ann)}/approve`,
    );
    expect(res.statusCode).toBe(204);
    expect(await roleOf(as.ann)).toBe('member');
  });

  it('is approved as a publisher by an owner, not by a publisher, and a bad role is 400', async () => {
    await call(as.bob, 'POST', `/api/user/churches/${churchId}/join`);
    const url = `/api/churches/${churchId}/join-requests/${uuidOf(as.bob)}/approve`;
    expect((await call(as.publisher, 'POST', url, { role: 'publisher' })).statusCode).toBe(403);
    expect((await call(as.owner, 'POST', url, { role: 'owner' })).statusCode).toBe(400);
    expect(await roleOf(as.bob)).toBe('pending');
    expect((await call(as.owner, 'POST', url, { role: 'publisher' })).statusCode).toBe(204);
    expect(await roleOf(as.bob)).toBe('publisher');
  });

  it('may be approved as a member by a publisher, the role sent explicitly', async () => {
    await call(as.cat, 'POST', `/api/user/churches/${churchId}/join`);
    const url = `/api/churches/${churchId}/join-requests/${uuidOf(as.cat)}/approve`;
    expect((await call(as.publisher, 'POST', url, { role: 'member' })).statusCode).toBe(204);
    expect(await roleOf(as.cat)).toBe('member');
  });
});
