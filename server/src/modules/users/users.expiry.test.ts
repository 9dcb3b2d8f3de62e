import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { recurringKey } from '../../jobs/queue.ts';
import { createUserIdSigner } from './user-id.ts';
import { EXPIRE_ANONYMOUS_USERS_JOB, type ExpiryResult } from './users.expiry.ts';

// Issue 19 item 5: anonymous users with no data at all are deleted once they are older than
// ANON_USER_TTL_DAYS (30 by default), by a daily durable job (users.expiry.ts, wired in users.module.ts).

let t: TestApp;
const signer = createUserIdSigner(TEST_SECRET);
const KEY = recurringKey(EXPIRE_ANONYMOUS_USERS_JOB);

const exec = (q: SQL) => t.database.db.execute(q);
const rows = async <T>(q: SQL): Promise<T[]> => ((await exec(q)) as unknown as { rows: T[] }).rows;
const until = async <T>(f: () => Promise<T | undefined>, what: string): Promise<T> => {
  for (let i = 0; i < 600; i++) {
    const v = await f();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
};

/** A user row made `days` ago; `columns` sets others of its columns (raw SQL names). */
const userAged = async (days: number, columns: Record<string, string> = {}): Promise<string> => {
  const id = randomUUID();
  const names = Object.keys(columns);
  await exec(
    sql`insert into users (id, created_at${sql.raw(names.map((n) => `, ${n}`).join(''))})
        values (${id}, now() - ${days} * interval '1 day'${sql.join(
          names.map((n) => sql`, ${columns[n]}`),
          sql``,
        )})`,
  );
  return id;
};
const exists = async (id: string) =>
  (await rows<{ id: string }>(sql`select id from users where id = ${id}`)).length === 1;

/**
 * Runs the expiry through its real schedule: the app's worker keeps the next run queued a day after the
 * last one started; the test makes that job due now and waits for it, as if the day had passed.
 */
const runExpiry = async (): Promise<ExpiryResult> => {
  const next = await until(
    async () =>
      (await rows<{ id: string }>(sql`select id from jobs where key = ${KEY} and status = 'queued'`))[0],
    'the next expiry job queued',
  );
  await exec(sql`update jobs set run_after = now() where id = ${next.id}`);
  const done = await until(
    async () =>
      (
        await rows<{ status: string; result: ExpiryResult }>(
          sql`select status, result from jobs where id = ${next.id} and status in ('done', 'failed')`,
        )
      )[0],
    'the expiry job finished',
  );
  expect(done.status).toBe('done');
  return done.result;
};

/**
 * Every kind of data a reader can keep, by the column that names its owner: each makes one row for the
 * user. A table added with a user column and no case here fails "covers every column…" below; a case
 * whose module gives the expiry no answer (registers nothing in db/user-data.ts's registry) fails
 * "keeps an old anonymous user with …".
 */
const DATA: Record<string, (id: string) => Promise<unknown>> = {
  'annotations.user_id': (id) =>
    exec(sql`insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses)
             values (${randomUUID()}, ${id}, 'bookmark', 'eng-web', 'JHN', 3, '{16}')`),
  'chats.user_id': (id) =>
    exec(sql`insert into chats (id, user_id, title, translation_id, book_id, chapter)
             values (${randomUUID()}, ${id}, 'Love', 'eng-web', 'JHN', 3)`),
  'plan_enrollments.user_id': (id) =>
    exec(sql`insert into plan_enrollments (user_id, plan_id) values (${id}, 1)`),
  'dismissed_hints.user_id': (id) =>
    exec(sql`insert into dismissed_hints (user_id, hint_name) values (${id}, 'install_app')`),
  'church_members.user_id': (id) =>
    exec(sql`insert into church_members (church_id, user_id) values (1, ${id})`),
  'church_join_requests.user_id': (id) =>
    exec(sql`insert into church_join_requests (church_id, user_id) values (1, ${id})`),
  'analytics_events.user_id': (id) =>
    exec(sql`insert into analytics_events (user_id, name) values (${id}, 'reading_plan_completed')`),
  'readings.user_id': (id) =>
    exec(sql`insert into readings (user_id, bible_id, book_id, chapter, read_on, read_at, time_zone)
             values (${id}, 'eng-web', 'JHN', 3, '2026-01-01', now(), 'UTC')`),
  'publisher_requests.user_id': (id) =>
    exec(sql`insert into publisher_requests (user_id, name, church_name, church_role)
             values (${id}, 'Ruth', 'Grace Chapel', 'Pastor')`),
  'admin_audit.subject_user_id': (id) =>
    exec(sql`insert into admin_audit (action, target, subject_user_id, before, after)
             values ('user.set_role', ${`user:${id}`}, ${id}, '{"role":"user"}', '{"role":"publisher"}')`),
  'reminder_settings.user_id': (id) =>
    exec(sql`insert into reminder_settings (user_id, enabled, time, days, timezone, channels, study_days)
             values (${id}, true, '08:00', '["mon"]', 'UTC', '["push"]', false)`),
  'push_subscriptions.user_id': (id) =>
    exec(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
             values (${id}, ${`https://push.example.org/${randomUUID()}`}, 'p', 'a')`),
  'reminder_deliveries.user_id': (id) =>
    exec(sql`insert into reminder_deliveries (user_id, local_date, payload)
             values (${id}, '2026-01-01', '{"title":"t","body":"b","url":"/"}')`),
  'reminder_sends.user_id': (id) =>
    exec(sql`insert into reminder_sends (delivery_id, user_id, channel, target)
             values (${randomUUID()}, ${id}, 'push', 'https://push.example.org/x')`),
  'memory_verses.user_id': (id) =>
    exec(sql`insert into memory_verses (user_id, bible_id, ref, text, card, due)
             values (${id}, 'eng-web', 'JHN.3.16', 'For God so loved', '{}', now())`),
};
/** The reader's own settings on the users row: any of them chosen keeps the row. */
const SETTINGS: Record<string, string> = {
  'users.preferred_translation': 'eng-kjv',
  'users.commentary': 'mhc',
  'users.profile_slug': 'new-believer',
  'users.theology_slug': 'reformed',
};
/** What on the users row grants something: never deleted, data or not. */
const IDENTITY: Record<string, string> = { 'users.role': 'publisher', 'users.auth_user_id': 'account-1' };
/** The other columns of the schema whose name says "user", and why they are no reader's data. */
const NOT_READER_DATA: Record<string, string> = {
  'users.id': 'the key itself',
  'users.created_at': 'the age the expiry reads',
  'users.last_seen_at': 'when the reader was last seen (the admin console), no data of theirs',
  'admin_audit.actor_user_id': 'the admin who acted (issue 34): an admin is never expired',
  'auth_session.user_id': "a better-auth account's id (auth_user), not a reader: accounts are never expired",
  'auth_account.user_id': "a better-auth account's id (auth_user), not a reader: accounts are never expired",
  'auth_session.user_agent': 'not an id',
};

beforeAll(async () => {
  t = await createTestApp();
  // The app's worker queued and ran the first expiry when it started: let it finish before any test data.
  await runExpiry();
});
afterAll(() => t.close());

describe('expiring empty anonymous users (issue 19 item 5)', () => {
  it('covers every column of the schema that names a user', async () => {
    const found = await rows<{ name: string }>(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = current_schema() and (column_name like '%user%' or table_name = 'users')`);
    const known = [DATA, SETTINGS, IDENTITY, NOT_READER_DATA].flatMap((m) => Object.keys(m));
    expect(found.map((r) => r.name).sort()).toEqual(known.sort());
  });

  it('deletes anonymous users older than 30 days with no data, in batches, and keeps younger ones', async () => {
    const old = [await userAged(31), await userAged(400)];
    const young = [await userAged(29), await userAged(0)];
    // More than a batch (500), so the job pages through them.
    await exec(sql`insert into users (id, created_at)
                   select gen_random_uuid(), now() - interval '45 days' from generate_series(1, 1100)`);
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]?.n ?? 0;
    const result = await runExpiry();
    expect(result.deleted).toBe(1102);
    for (const id of old) expect(await exists(id)).toBe(false);
    for (const id of young) expect(await exists(id)).toBe(true);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]?.n).toBe(before - 1102);
  });

  describe('keeps an old anonymous user with any data', () => {
    const owners = new Map<string, string>();
    beforeAll(async () => {
      for (const [column, add] of Object.entries(DATA)) {
        const id = await userAged(60);
        await add(id);
        owners.set(column, id);
      }
      for (const [column, value] of Object.entries(SETTINGS))
        owners.set(column, await userAged(60, { [column.replace('users.', '')]: value }));
      for (const [column, value] of Object.entries(IDENTITY))
        owners.set(column, await userAged(60, { [column.replace('users.', '')]: value }));
      owners.set('users.role admin', await userAged(60, { role: 'admin' }));
      await runExpiry();
    });

    it.each(Object.keys(DATA))('a row in %s', async (column) => {
      expect(await exists(owners.get(column) ?? '')).toBe(true);
    });
    it.each(Object.keys(SETTINGS))('a setting chosen: %s', async (column) => {
      expect(await exists(owners.get(column) ?? '')).toBe(true);
    });
    it.each([...Object.keys(IDENTITY), 'users.role admin'])(
      'never a signed-in account or a site role, data or not: %s',
      async (column) => {
        expect(await exists(owners.get(column) ?? '')).toBe(true);
      },
    );
  });

  it('through the API: a reader whose write kept nothing goes, one who dismissed a hint stays', async () => {
    const write = (id?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/translation',
        headers: id ? { [USER_ID_HEADER]: id } : {},
        payload: { translation_id: 'eng-web' },
      });
    const empty = String((await write()).headers[USER_ID_HEADER]);
    const hinted = String((await write()).headers[USER_ID_HEADER]);
    const hint = await t.app.inject({
      method: 'POST',
      url: '/api/user/onboarding_hints/dismiss',
      headers: { [USER_ID_HEADER]: hinted },
      payload: { hint_name: 'install_app' },
    });
    expect(hint.statusCode).toBe(200);
    const [emptyId, hintedId] = [signer.verify(empty), signer.verify(hinted)];
    await exec(
      sql`update users set created_at = now() - interval '31 days' where id in (${emptyId}, ${hintedId})`,
    );
    await runExpiry();
    expect(await exists(emptyId ?? '')).toBe(false);
    expect(await exists(hintedId ?? '')).toBe(true);
  });

  it('runs as one daily job: the next is queued a day after the last started; a second run changes nothing', async () => {
    const survivors = (await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]?.n;
    expect(await runExpiry()).toMatchObject({ deleted: 0 });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]?.n).toBe(survivors);
    const next = await until(
      async () =>
        (
          await rows<{ kind: string; gap: string }>(sql`
            select kind, extract(epoch from run_after - (
              select max(started_at) from jobs where key = ${KEY} and status = 'done'))::text as gap
            from jobs where key = ${KEY} and status = 'queued'`)
        )[0],
      'the next run queued',
    );
    expect(next.kind).toBe(EXPIRE_ANONYMOUS_USERS_JOB);
    expect(Number(next.gap)).toBe(86_400);
    const active = await rows<{ id: string }>(
      sql`select id from jobs where key = ${KEY} and status in ('queued', 'running')`,
    );
    expect(active).toHaveLength(1);
  });

  it('treats a returning reader whose empty row was deleted as a new reader with the same id', async () => {
    const id = await userAged(90);
    await runExpiry();
    expect(await exists(id)).toBe(false);
    const token = signer.tokenFor(id);
    const headers = { [USER_ID_HEADER]: token };
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: token,
      role: 'user',
      preferred_translation: 'eng-web',
      commentary: null,
      is_authenticated: false,
    });
    // Reads make no row; the next write makes it again, as a plain anonymous reader made today.
    const hints = await t.app.inject({ method: 'GET', url: '/api/user/onboarding_hints', headers });
    expect(hints.statusCode).toBe(200);
    expect(await exists(id)).toBe(false);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/translation',
      headers,
      payload: { translation_id: 'eng-kjv' },
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await rows<{ role: string; auth_user_id: string | null; fresh: boolean }>(
      sql`select role, auth_user_id, created_at > now() - interval '1 minute' as fresh from users where id = ${id}`,
    );
    expect(row).toEqual({ role: 'user', auth_user_id: null, fresh: true });
  });
});
