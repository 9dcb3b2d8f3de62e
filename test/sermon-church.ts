import { readFileSync } from 'node:fs';
import { USER_ID_HEADER } from '../common/src/headers.ts';
import { runAdmin } from '../server/src/admin.ts';
import { churches, churchMembers } from '../server/src/modules/churches/churches.schema.ts';
import { sermons } from '../server/src/modules/sermons/sermons.schema.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from './accounts.ts';
import type { TestApp } from './test-app.ts';

// What the sermon pipeline's tests start from, written once: a publisher who owns a church, its
// sermons waiting for a transcript, the fixture transcripts, and the poll until a sermon's job is over.

/** The headers a signed-in client sends: its signed user id, its session cookie, the same origin. */
export const callerHeaders = (p: Principal) => ({
  [USER_ID_HEADER]: p.id,
  ...(p.cookie ? { cookie: p.cookie } : {}),
  ...SAME_ORIGIN,
});

/** The account's user id without its signature: what church membership rows hold. */
export const userIdOf = (p: Principal) => p.id.split('.')[0] ?? '';

/** A new account with the publisher role, owner of a new church named `churchName`. */
export const publisherWithChurch = async (
  t: TestApp,
  email: string,
  churchName: string,
): Promise<{ publisher: Principal; churchId: number }> => {
  const publisher = await signedUpAccount(t.app, email);
  await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  const [church] = await t.database.db.insert(churches).values({ name: churchName }).returning();
  const churchId = church?.id ?? 0;
  await t.database.db.insert(churchMembers).values({ churchId, userId: userIdOf(publisher), role: 'owner' });
  return { publisher, churchId };
};

/** A sermon with no video and no transcript, written straight to the table: it waits for one. */
export const waitingSermon = async (
  t: TestApp,
  churchId: number,
  values: Partial<typeof sermons.$inferInsert> = {},
): Promise<number> => {
  const [row] = await t.database.db
    .insert(sermons)
    .values({ churchId, title: 'A sermon', status: 'needs_transcript', ...values })
    .returning();
  return row?.id ?? 0;
};

/** A transcript of test/fixtures/sermons/. */
export const sermonFixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sermons/${name}`, import.meta.url), 'utf8');

const RUNNING = ['queued', 'transcribing', 'analyzing'];

/**
 * Polls GET /api/sermons/{id} as `p` every `everyMs` until its job is over (the worker runs inside the
 * test app); answers the sermon and the `status:step`s seen on the way.
 */
export const settledSermon = async (t: TestApp, p: Principal, id: number, everyMs = 50) => {
  const seen = new Set<string>();
  for (let i = 0; i < 600; i++) {
    const sermon = (
      await t.app.inject({ method: 'GET', url: `/api/sermons/${id}`, headers: callerHeaders(p) })
    ).json();
    if (sermon.progress) seen.add(`${sermon.status}:${sermon.progress.step}`);
    if (!RUNNING.includes(sermon.status)) return { sermon, seen };
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`sermon ${id} never settled`);
};
