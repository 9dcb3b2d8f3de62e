import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { startSmtpSink } from '../../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobs } from '../../jobs/jobs.schema.ts';
import { REMINDERS_TICK_JOB } from './reminders.module.ts';
import { SEND_REMINDER_JOB } from './reminders.service.ts';

// The e-mail channel end to end (issue 33): a local SMTP server receives the daily e-mail; its
// one-click unsubscribe link (RFC 8058) works without signing in.

const DAY = 86_400_000;
const today = Date.UTC(2030, 0, 7); // a Monday; nobody reads here, so the real date does not matter
let clock = today + 6 * 3_600_000;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 4000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};
const count = async (kind: string, statuses: string[]) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), inArray(jobs.status, statuses)))
    )[0]?.n,
  );
const settle = async () => {
  const before = await count(REMINDERS_TICK_JOB, ['done', 'failed']);
  await until(
    async () =>
      (await count(REMINDERS_TICK_JOB, ['done', 'failed'])) >= before + 2 &&
      (await count(SEND_REMINDER_JOB, ['queued', 'running'])) === 0,
    'ticks',
  );
};
/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
const unquote = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    publicUrl: 'http://emmaus.test',
    reminders: {
      clock: () => new Date(clock),
      tickMs: 20,
      mail: { smtpUrl: smtp.url, from: 'Emmaus <reminders@emmaus.test>' },
    },
  });
}, 600_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('reminder e-mails', () => {
  it('sends the daily e-mail once, and its one-click unsubscribe link works without signing in', async () => {
    const reader = await signedUpAccount(t.app, 'daily.reader@example.org');
    const headers = { [USER_ID_HEADER]: reader.id, cookie: reader.cookie, ...SAME_ORIGIN };
    const offered = (await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers })).json();
    expect(offered.available_channels).toEqual(['push', 'email']);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reminders',
      headers,
      payload: {
        enabled: true,
        time: '07:30',
        days: ['mon', 'tue'],
        timezone: 'UTC',
        channels: ['email'],
        study_days: false,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // An anonymous reader has no address: e-mail is not theirs to choose.
    const anonymous = String(
      (await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER],
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reminders',
      headers: { [USER_ID_HEADER]: anonymous },
      payload: {
        enabled: true,
        time: '07:30',
        days: ['mon'],
        timezone: 'UTC',
        channels: ['email'],
        study_days: false,
      },
    });
    expect(refused.json().code).toBe('reminders.channel_unavailable');

    await settle();
    expect(smtp.received).toHaveLength(0);
    clock = today + 7 * 3_600_000 + 30 * 60_000 + 15_000; // 07:30:15
    await until(async () => smtp.received.length > 0, 'the e-mail');
    await settle();
    await settle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]?.raw ?? '';
    expect(mail).toMatch(/^To: daily\.reader@example\.org/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const text = unquote(mail);
    expect(text).toContain('Your reading for today:');
    expect(text).toMatch(/Open it: http:\/\/emmaus\.test\/read\/[1-3A-Z]{3}\/\d+\?verse=\d+/);
    const link = /^List-Unsubscribe:\s*<(http:\/\/emmaus\.test[^>]+)>/m.exec(mail)?.[1];
    if (!link) throw new Error(`no List-Unsubscribe in ${mail.slice(0, 600)}`);
    const path = new URL(link).pathname + new URL(link).search;

    // The link opens a page asking to confirm; a mail client's one-click POST unsubscribes. No sign-in.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Stop the e-mails');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('no more reminder e-mails');
    const after = (await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers })).json();
    expect(after.channels).toEqual([]);

    // Tomorrow (a Tuesday, a chosen day): no e-mail any more.
    clock = today + DAY + 7 * 3_600_000 + 31 * 60_000;
    await settle();
    await settle();
    expect(smtp.received).toHaveLength(1);
  }, 300_000);
});
