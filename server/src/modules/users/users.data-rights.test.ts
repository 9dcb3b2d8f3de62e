import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserExport } from '../../../../common/src/contracts/user-data.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { serverPath } from '../../paths.ts';

// Issue 34, a reader's data rights: GET /api/user/export gives everything Emmaus keeps about the reader,
// DELETE /api/user removes it all. The schema is read here, so a new table with a user column and no
// case below fails "covers every user column"; a case whose module does not export or delete it fails
// the export or the deletion test.

let t: TestApp;
const exec = (q: SQL) => t.database.db.execute(q);
const rows = async <T>(q: SQL): Promise<T[]> => ((await exec(q)) as unknown as { rows: T[] }).rows;
const uuidOf = (token: string) => token.split('.')[0] ?? '';
/** A user row of its own (no sign-up: the sign-in budget of 5 a minute is the auth tests'). */
const plainUser = async (): Promise<string> => {
  const id = randomUUID();
  await exec(sql`insert into users (id) values (${id})`);
  return id;
};

/** The reader a case writes for: their Emmaus id and sign-in account, and a tag unique to this run. */
interface Reader {
  id: string;
  authId: string;
  email: string;
  mark: string;
}

/**
 * Every column of the Drizzle schema that names a user, and how to make a row of the reader's there.
 * Each returns texts the export must contain (a note's text, a chat's title…); `private` ones (what
 * the reader wrote) must be found nowhere in the database after the delete.
 */
type Case = (r: Reader) => Promise<{ exported: string[]; private?: string[] }>;
const CASES: Record<string, Case> = {
  'users.id': async (r) => {
    await exec(sql`update users set profile_slug = 'new_believer', commentary = 'mhc' where id = ${r.id}`);
    return { exported: ['"profile_slug":"new_believer"', '"commentary":"mhc"'] };
  },
  'users.auth_user_id': async (r) => ({ exported: [`"email":"${r.email}"`], private: [r.email] }),
  'auth_session.user_id': async () => ({ exported: ['"sessions":[{'] }),
  'auth_account.user_id': async () => ({ exported: ['"provider":"credential"'] }),
  'annotations.user_id': async (r) => {
    await exec(sql`insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses, text)
                   values (${randomUUID()}, ${r.id}, 'note', 'eng-web', 'JHN', 3, '{16}', ${`note ${r.mark}`})`);
    return { exported: [`note ${r.mark}`], private: [`note ${r.mark}`] };
  },
  'chats.user_id': async (r) => {
    const chat = randomUUID();
    const message = randomUUID();
    await exec(sql`insert into chats (id, user_id, title, translation_id, book_id, chapter, is_public)
                   values (${chat}, ${r.id}, ${`chat ${r.mark}`}, 'eng-web', 'JHN', 3, true)`);
    await exec(sql`insert into chat_messages (id, chat_id, role, content)
                   values (${message}, ${chat}, 'user', ${`question ${r.mark}`})`);
    await exec(sql`insert into message_audits (message_id, instructions_prompt, input_prompt, tool_calls,
                     tool_results, raw_response, model_provider, model_name, unresolved_references)
                   values (${message}, 'i', ${`prompt ${r.mark}`}, '[]', '[]', 'r', 'builtin', 'b', '[]')`);
    await exec(
      sql`insert into rate_limits (key, window_start, count) values (${`chat:user:${r.id}`}, now(), 1)`,
    );
    return {
      exported: [`chat ${r.mark}`, `question ${r.mark}`],
      private: [`chat ${r.mark}`, `question ${r.mark}`, `prompt ${r.mark}`],
    };
  },
  'plan_enrollments.user_id': async (r) => {
    // One study of a church (its totals keep the enrolment, naming nobody) and one of no church.
    const [church] = await rows<{ id: number }>(
      sql`insert into churches (name) values (${`study church ${r.mark}`}) returning id`,
    );
    const [churchPlan] = await rows<{ id: number }>(sql`insert into reading_plans (name, church_id)
      values (${`church study ${r.mark}`}, ${church?.id}) returning id`);
    const [plan] = await rows<{ id: number }>(
      sql`insert into reading_plans (name) values (${`study ${r.mark}`}) returning id`,
    );
    await exec(
      sql`insert into plan_enrollments (user_id, plan_id, is_current) values (${r.id}, ${churchPlan?.id}, true)`,
    );
    await exec(sql`insert into plan_enrollments (user_id, plan_id) values (${r.id}, ${plan?.id})`);
    return { exported: [`church study ${r.mark}`, `"name":"study ${r.mark}"`] };
  },
  'readings.user_id': async (r) => {
    await exec(sql`insert into readings (user_id, bible_id, book_id, chapter, read_on, read_at, time_zone)
                   values (${r.id}, 'eng-web', 'JHN', 3, '2026-01-01', now(), ${`Zone/${r.mark}`})`);
    return { exported: [`Zone/${r.mark}`] };
  },
  'memory_verses.user_id': async (r) => {
    await exec(sql`insert into memory_verses (user_id, bible_id, ref, text, card, due)
                   values (${r.id}, 'eng-web', 'JHN.3.16', ${`verse ${r.mark}`}, '{}', now())`);
    return { exported: [`verse ${r.mark}`], private: [`verse ${r.mark}`] };
  },
  'dismissed_hints.user_id': async (r) => {
    await exec(sql`insert into dismissed_hints (user_id, hint_name) values (${r.id}, ${`hint-${r.mark}`})`);
    return { exported: [`hint-${r.mark}`] };
  },
  'church_members.user_id': async (r) => {
    const [church] = await rows<{ id: number }>(
      sql`insert into churches (name) values (${`member church ${r.mark}`}) returning id`,
    );
    // An owner beside another owner: the only owner of a church is refused (the test below).
    const other = await plainUser();
    await exec(sql`insert into church_members (church_id, user_id, role)
                   values (${church?.id}, ${r.id}, 'owner'), (${church?.id}, ${other}, 'owner')`);
    return { exported: [`member church ${r.mark}`, '"role":"owner"'] };
  },
  'church_join_requests.user_id': async (r) => {
    const [church] = await rows<{ id: number }>(
      sql`insert into churches (name) values (${`asked church ${r.mark}`}) returning id`,
    );
    await exec(sql`insert into church_join_requests (church_id, user_id) values (${church?.id}, ${r.id})`);
    return { exported: [`asked church ${r.mark}`, '"status":"pending"'] };
  },
  'analytics_events.user_id': async (r) => {
    await exec(sql`insert into analytics_events (user_id, name, properties)
                   values (${r.id}, 'reading_plan_completed', ${JSON.stringify({ tag: `event ${r.mark}` })})`);
    return { exported: [`event ${r.mark}`] };
  },
  // Issue 34, publisher access on request.
  'publisher_requests.user_id': async (r) => {
    await exec(sql`insert into publisher_requests (user_id, name, church_name, church_role, note)
                   values (${r.id}, 'Ann', ${`asking church ${r.mark}`}, 'pastor', ${`request note ${r.mark}`})`);
    return { exported: [`asking church ${r.mark}`], private: [`request note ${r.mark}`] };
  },
  // Issue 34: an admin's decision about the reader stays in the audit log, without naming them.
  'admin_audit.subject_user_id': async (r) => {
    const request = (status: string) => ({
      user_id: r.id,
      email: r.email,
      name: `Asker ${r.mark}`,
      note: `audited note ${r.mark}`,
      status,
    });
    await exec(sql`insert into admin_audit (action, target, subject_user_id, before, after)
                   values ('publisher_request.approve', 'publisher_request:1', ${r.id},
                   ${JSON.stringify(request('pending'))}, ${JSON.stringify(request('approved'))}),
                   ('user.set_role', ${`user:${r.id}`}, ${r.id}, ${JSON.stringify({ email: r.email, role: 'user' })},
                   ${JSON.stringify({ email: r.email, role: 'publisher' })})`);
    return {
      exported: [`audited note ${r.mark}`, '"action":"user.set_role"'],
      private: [`audited note ${r.mark}`, `Asker ${r.mark}`],
    };
  },
  // Issue 33: reminders (reading history and memory verses: above).
  'reminder_settings.user_id': async (r) => {
    await exec(sql`insert into reminder_settings (user_id, enabled, time, days, timezone, channels, study_days)
                   values (${r.id}, true, '06:45', '["mon"]', 'Pacific/Chatham', '["push"]', false)`);
    return { exported: ['"time":"06:45"', 'Pacific/Chatham'] };
  },
  'push_subscriptions.user_id': async (r) => {
    await exec(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
                   values (${r.id}, ${`https://push.example/${r.mark}`}, 'key', 'secret')`);
    return { exported: [`https://push.example/${r.mark}`], private: [`https://push.example/${r.mark}`] };
  },
  'reminder_deliveries.user_id': async (r) => {
    await exec(sql`insert into reminder_deliveries (user_id, local_date, payload) values (${r.id}, '2001-02-03',
                   ${JSON.stringify({ title: `reminder ${r.mark}`, body: 'Read on', url: '/read/JHN/4' })})`);
    return { exported: [`reminder ${r.mark}`], private: [`reminder ${r.mark}`] };
  },
  'reminder_sends.user_id': async (r) => {
    const [delivery] = await rows<{
      id: string;
    }>(sql`insert into reminder_deliveries (user_id, local_date, payload)
      values (${r.id}, '2001-02-04', ${JSON.stringify({ title: `sent ${r.mark}`, body: 'b', url: '/' })}) returning id`);
    await exec(sql`insert into reminder_sends (delivery_id, user_id, channel, target)
                   values (${delivery?.id}, ${r.id}, 'email', ${`inbox-${r.mark}@example.org`})`);
    return { exported: [`sent ${r.mark}`], private: [`inbox-${r.mark}@example.org`] };
  },
};

/** Columns whose name says "user" but name no reader. */
const NOT_A_READER: Record<string, string> = { 'auth_session.user_agent': "the browser's name" };

/**
 * Kept when a reader deletes their account, and why (said on the privacy page): not exported either.
 * Their tables are not searched for the reader after the delete.
 */
const RETAINED: Record<string, string> = {
  'admin_audit.actor_user_id':
    'the audit log of admin actions, which nobody can change through the app (issue 34): an admin who leaves stays accountable for what they did',
};

/** Every table of the Drizzle schema (drizzle.config.ts's globs), read from the schema files. */
const schemaTables = async (): Promise<PgTable[]> => {
  const files = [
    ...readdirSync(serverPath('src/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(serverPath(`src/modules/${d.name}`))
          .filter((f) => f.endsWith('.schema.ts'))
          .map((f) => serverPath(`src/modules/${d.name}/${f}`)),
      ),
    ...readdirSync(serverPath('src/jobs'))
      .filter((f) => f.endsWith('.schema.ts'))
      .map((f) => join(serverPath('src/jobs'), f)),
  ];
  const modules = await Promise.all(files.map((f) => import(f) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m).filter((v): v is PgTable => is(v, PgTable)));
};

/** "table.column" of every column that names a user: the users table's key, and any *user* column. */
const userColumns = async (): Promise<string[]> =>
  (await schemaTables())
    .flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns
        .filter((c) => c.name.includes('user') || (name === 'users' && c.name === 'id'))
        .map((c) => `${name}.${c.name}`);
    })
    .filter((c) => !(c in NOT_A_READER) && !(c in RETAINED))
    .sort();

/**
 * Tables with no user column, and why none of their rows is a reader's data. A new table must be
 * named here or have a user column with a case above ("classifies every table"): a table keyed by,
 * say, `owner_id` cannot slip past.
 */
const NO_READER_DATA: Record<string, string> = {
  analytics_daily: 'anonymous counts by day, naming nobody',
  analytics_seen: 'keyed hashes of a sender and a day (no id as such), gone within a week',
  auth_rate_limit: 'better-auth counters by client address for a minute, not by reader',
  auth_user: "the sign-in account: deleted with the reader's users.auth_user_id (auth.data-rights.ts)",
  auth_verification: 'sign-in tokens by e-mail: deleted with the account (auth.data-rights.ts)',
  chat_messages: "the messages of a reader's chats: exported and deleted with chats.user_id",
  churches: "a church's profile: the church's, not a reader's",
  imports: 'which Bible sources are imported',
  jobs: "durable jobs: sermon and study work of churches, and reminders' sends keyed by send id",
  media: 'images publishers put in churches, sermons and partner editions',
  message_audits: "how an answer was produced: deleted with the reader's chats.user_id",
  partners: 'partner editions, set by admins',
  plan_passages: "a study's days, the church's",
  rate_limits: "request counters by key and minute (the reader's are deleted with chats.user_id's case)",
  reading_plans: "Sermon Studies, the church's",
  sermons: "a church's sermons",
  sign_in_failures: 'failed sign-ins by address for a few minutes, deleted with the account',
  vapid_keys: "the server's Web Push keys",
};

/** The imported Bible and library (reference data no reader writes to): not searched, they are large. */
const REFERENCE_MODULES = ['bible', 'library', 'word-study'];

/** The tables, anywhere in the database, with a row whose text mentions any of `needles`. */
const rowsMentioning = async (needles: readonly string[]): Promise<string[]> => {
  const reference = new Set<string>();
  for (const m of REFERENCE_MODULES)
    for (const f of readdirSync(serverPath(`src/modules/${m}`)).filter((f) => f.endsWith('.schema.ts')))
      for (const v of Object.values((await import(serverPath(`src/modules/${m}/${f}`))) as object))
        if (is(v, PgTable)) reference.add(getTableConfig(v).name);
  const tables = await rows<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  const found: string[] = [];
  const any = sql.join(
    needles.map((n) => sql`t::text like ${`%${n}%`}`),
    sql` or `,
  );
  // Retained columns' tables are searched too: the readers here are no admins, so nothing of theirs stays.
  for (const { name } of tables.filter((x) => !reference.has(x.name))) {
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where ${any}`,
    );
    if (hit && hit.n > 0) found.push(`${name} (${hit.n})`);
  }
  return found;
};

/** A signed-in reader with a row in every user column of the schema. */
const readerWithEverything = async (email: string) => {
  const principal = await signedUpAccount(t.app, email);
  const id = uuidOf(principal.id);
  const [link] = await rows<{ auth: string }>(sql`select auth_user_id as auth from users where id = ${id}`);
  const reader: Reader = { id, authId: link?.auth ?? '', email, mark: randomUUID().slice(0, 8) };
  const made = new Map<string, Awaited<ReturnType<Case>>>();
  for (const [column, make] of Object.entries(CASES)) made.set(column, await make(reader));
  return { principal, reader, made };
};

const as = (p: Principal) => ({ [USER_ID_HEADER]: p.id, cookie: p.cookie, ...SAME_ORIGIN });

beforeAll(async () => {
  // More sign-ups than the default 5 a minute (auth.test.ts tests that limit).
  t = await createTestApp({ signInPerMinute: 100 });
});
afterAll(() => t.close());

describe("a reader's data rights (issue 34)", () => {
  it('covers every user column of the Drizzle schema', async () => {
    const cols = await userColumns();
    // Named so a failure says which table was added without an export and a delete.
    const missing = cols.filter((c) => !(c in CASES));
    expect(missing, 'user columns with no export/delete case here').toEqual([]);
    expect(Object.keys(CASES).sort()).toEqual(cols);
  });

  it('classifies every table: a reader case, a retained column, reference data, or no reader data', async () => {
    const reference = new Set<string>();
    for (const m of REFERENCE_MODULES)
      for (const f of readdirSync(serverPath(`src/modules/${m}`)).filter((f) => f.endsWith('.schema.ts')))
        for (const v of Object.values((await import(serverPath(`src/modules/${m}/${f}`))) as object))
          if (is(v, PgTable)) reference.add(getTableConfig(v).name);
    const covered = new Set(
      [...Object.keys(CASES), ...Object.keys(RETAINED), ...Object.keys(NOT_A_READER)].map(
        (c) => c.split('.')[0],
      ),
    );
    const tables = (await schemaTables()).map((table) => getTableConfig(table).name);
    const unclassified = tables.filter((n) => !covered.has(n) && !reference.has(n) && !(n in NO_READER_DATA));
    expect(unclassified, 'tables neither exported and deleted here nor said to hold no reader data').toEqual(
      [],
    );
    // And nothing said twice: a table with a reader case is not also "no reader data".
    expect(Object.keys(NO_READER_DATA).filter((n) => covered.has(n) || !tables.includes(n))).toEqual([]);
  });

  it('exports everything the reader made as one JSON file, and nothing of anyone else', async () => {
    const { principal, made } = await readerWithEverything('export@example.com');
    const other = await readerWithEverything('someone-else@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: as(principal) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="emmaus-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = UserExport.parse(JSON.parse(res.body));
    expect(body.user.id).toBe(principal.id);
    expect(body.account?.email).toBe('export@example.com');
    for (const [column, { exported }] of made)
      for (const text of exported) expect(res.body, `${column}: ${text}`).toContain(text);
    expect(res.body).not.toContain(other.reader.mark);
    // No secret of the account: no password hash, no session token.
    expect(res.body).not.toMatch(/password|token/i);
  });

  it('deletes everything of the reader in one go: no row anywhere names them or holds what they wrote', async () => {
    const { principal, reader, made } = await readerWithEverything('delete@example.com');
    const other = await readerWithEverything('stays@example.com');
    const [shared] = await rows<{ id: string }>(sql`select id from chats where user_id = ${reader.id}`);
    const stranger = String(
      (await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER],
    );
    const published = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/chat/${shared?.id}/messages`,
        headers: { [USER_ID_HEADER]: stranger },
      });
    expect((await published()).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: as(principal) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toContain('better-auth.session_token=;');

    const needles = [reader.id, reader.authId, ...[...made.values()].flatMap((m) => m.private ?? [])];
    expect(await rowsMentioning(needles)).toEqual([]);
    // The published chat no longer resolves; the session is over; a church study's totals still count.
    expect((await published()).statusCode).toBe(404);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: as(principal),
    });
    expect(session.json()).toBeNull();
    const [kept] = await rows<{ n: number }>(sql`select count(*)::int as n from plan_enrollments e
      join reading_plans p on p.id = e.plan_id where p.name = ${`church study ${reader.mark}`}`);
    expect(kept?.n).toBe(1);
    const [anonymised] = await rows<{ n: number }>(sql`select count(*)::int as n from analytics_events
      where user_id is null and properties->>'tag' = ${`event ${reader.mark}`}`);
    expect(anonymised?.n).toBe(1);

    // The other reader keeps all of theirs.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: as(other.principal),
    });
    for (const [column, { exported }] of other.made)
      for (const text of exported) expect(theirs.body, `${column}: ${text}`).toContain(text);
    // The address may sign up again, as someone new.
    const again = await signedUpAccount(t.app, 'delete@example.com');
    expect(uuidOf(again.id)).not.toBe(reader.id);
  });

  it("refuses to delete a church's only owner or the last admin, deleting nothing, until that is settled", async () => {
    const owner = await signedUpAccount(t.app, 'sole-owner@example.com');
    const ownerId = uuidOf(owner.id);
    const [church] = await rows<{ id: number }>(
      sql`insert into churches (name) values ('Grace Chapel') returning id`,
    );
    await exec(
      sql`insert into church_members (church_id, user_id, role) values (${church?.id}, ${ownerId}, 'owner')`,
    );
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: as(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'user.sole_church_owner',
      detail: expect.stringContaining('You are the only owner of Grace Chapel.'),
    });
    expect(await rows(sql`select 1 from users where id = ${ownerId}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from church_members where user_id = ${ownerId}`)).toHaveLength(1);

    // Another owner: now the account can go, and the church keeps its other owner.
    const successor = await plainUser();
    await exec(sql`insert into church_members (church_id, user_id, role)
                   values (${church?.id}, ${successor}, 'owner')`);
    // The last admin, though, is refused until someone else is one.
    const admins = await rows<{ id: string }>(sql`select id from users where role = 'admin'`);
    await exec(sql`update users set role = 'user' where role = 'admin'`);
    await exec(sql`update users set role = 'admin' where id = ${ownerId}`);
    const lastAdmin = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: as(owner) });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().code).toBe('user.last_admin');
    expect(await rows(sql`select 1 from users where id = ${ownerId}`)).toHaveLength(1);
    await exec(sql`update users set role = 'admin' where id = ${successor}`);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: as(owner) });
    expect(deleted.statusCode).toBe(204);
    expect(await rows(sql`select user_id from church_members where church_id = ${church?.id}`)).toEqual([
      { user_id: successor },
    ]);
    for (const a of admins) await exec(sql`update users set role = 'admin' where id = ${a.id}`);
  });

  it('lets an anonymous reader download and delete their data the same way', async () => {
    const id = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    const headers = { [USER_ID_HEADER]: id };
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/user/annotations',
      headers,
      payload: {
        kind: 'note',
        bible_id: 'eng-web',
        book_id: 'JHN',
        chapter: 3,
        verses: [16],
        text: 'anonymous note',
      },
    });
    expect(note.statusCode).toBe(201);
    const exported = await t.app.inject({ method: 'GET', url: '/api/user/export', headers });
    const body = UserExport.parse(exported.json());
    expect(body.account).toBeNull();
    expect(body.annotations).toEqual([expect.objectContaining({ kind: 'note', text: 'anonymous note' })]);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/user', headers })).statusCode).toBe(204);
    expect(await rowsMentioning([uuidOf(id)])).toEqual([]);
    // The old id now names an empty reader: nothing of theirs comes back.
    const after = UserExport.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user/export', headers })).json(),
    );
    expect(after.annotations).toEqual([]);
  });

  it('streams a large export without losing a row', async () => {
    const id = String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
    await exec(sql`insert into users (id) values (${uuidOf(id)})`);
    await exec(sql`insert into annotations (id, user_id, kind, bible_id, book_id, chapter, verses, text)
                   select gen_random_uuid(), ${uuidOf(id)}, 'note', 'eng-web', 'JHN', 3, '{16}', 'n' || g
                   from generate_series(1, 1234) g`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { [USER_ID_HEADER]: id },
    });
    const body = UserExport.parse(res.json());
    expect(body.annotations).toHaveLength(1234);
    expect(new Set(body.annotations?.map((a) => (a as { text: string }).text)).size).toBe(1234);
    // Streamed, not built in memory first: no length known up front, and the body comes in pieces.
    expect(res.headers['content-length']).toBeUndefined();
    const streamed = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { [USER_ID_HEADER]: id },
      payloadAsStream: true,
    });
    let chunks = 0;
    for await (const _ of streamed.stream()) chunks += 1;
    expect(chunks).toBeGreaterThan(3);
  });

  it('is described on the privacy page', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/site/privacy' })).json().content as string;
    const text = page.replace(/\s+/g, ' ');
    expect(text).toContain(
      '*Download my data* gives you one file (JSON) of everything Emmaus keeps about you',
    );
    expect(text).toContain('*Delete my account and data* (you type DELETE to confirm)');
  });

  it('rejects a forged id with 401 and changes nothing', async () => {
    const forged = { [USER_ID_HEADER]: `${randomUUID()}.forged` };
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user', headers: forged })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export', headers: forged })).statusCode).toBe(
      401,
    );
  });
});
