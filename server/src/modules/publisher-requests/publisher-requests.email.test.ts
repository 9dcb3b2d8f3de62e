import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { startSmtpSink } from '../../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';

// Issue 34: an admin's decision on a publisher request is told by e-mail when SMTP_URL is set, to a
// local SMTP server here; a mail server that is down does not undo the decision.

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: Principal;

/** The message's body as sent (quoted-printable soft breaks undone). */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

const call = (p: Principal, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, cookie: p.cookie, ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });

const ask = async (email: string, name: string) => {
  const reader = await signedUpAccount(t.app, email);
  const made = await call(reader, 'POST', '/api/publisher-requests', {
    name,
    church_name: 'Grace Chapel',
    church_website: 'https://grace-chapel.example.org',
    church_role: 'Pastor',
    note: '<b>not markup</b>',
  });
  expect(made.statusCode).toBe(201);
  return made.json().id as number;
};

const mailTo = async (to: string) => {
  for (let i = 0; i < 400; i++) {
    const found = smtp.received.find((m) => m.to === to);
    if (found) return { to, text: bodyOf(found.raw) };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no e-mail to ${to}`);
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    publicUrl: 'http://emmaus.test',
    signInPerMinute: 100,
    reminders: { mail: { smtpUrl: smtp.url, from: 'Emmaus <hello@emmaus.test>' } },
  });
  admin = await signedUpAccount(t.app, 'boss@example.org');
  await runAdmin(t.database.db, ['grant-role', 'boss@example.org', 'admin'], () => '');
}, 600_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a publisher request decided', () => {
  it('approved: the reader gets an e-mail with the way to the dashboard', async () => {
    const id = await ask('ruth@example.org', 'Ruth Miller');
    const res = await call(admin, 'POST', `/api/admin/publisher-requests/${id}/approve`, {});
    expect(res.statusCode).toBe(200);
    const mail = await mailTo('ruth@example.org');
    expect(mail.text).toContain('Hello Ruth Miller,');
    expect(mail.text).toContain('Your request for publisher access for Grace Chapel was approved.');
    expect(mail.text).toContain('http://emmaus.test/dashboard');
    expect(mail.text).not.toContain('declined');
  });

  it('declined: the e-mail gives the reason and says the reader may ask again', async () => {
    const id = await ask('naomi@example.org', 'Naomi Hart');
    const res = await call(admin, 'POST', `/api/admin/publisher-requests/${id}/decline`, {
      reason: 'We could not find Grace Chapel at that address.',
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo('naomi@example.org');
    expect(mail.text).toContain('Your request for publisher access for Grace Chapel was declined.');
    expect(mail.text).toContain('The reason given: We could not find Grace Chapel at that address.');
    expect(mail.text).toContain('You can ask again from the dashboard: http://emmaus.test/dashboard');
  });

  it('a mail server that is down leaves the decision made', async () => {
    const id = await ask('leah@example.org', 'Leah Stone');
    await smtp.close();
    const res = await call(admin, 'POST', `/api/admin/publisher-requests/${id}/approve`, {});
    expect(res.statusCode).toBe(200);
    const list = await call(admin, 'GET', '/api/admin/publisher-requests?status=approved');
    expect(list.json().requests.map((r: { email: string }) => r.email)).toContain('leah@example.org');
    expect(smtp.received.some((m) => m.to === 'leah@example.org')).toBe(false);
  });
});
