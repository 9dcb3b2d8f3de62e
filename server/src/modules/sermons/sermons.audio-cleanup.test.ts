import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../../test/accounts.ts';
import { type FakeSpeechToText, startFakeSpeechToText } from '../../../../test/fake-speech-to-text.ts';
import { callerHeaders, publisherWithChurch, waitingSermon } from '../../../../test/sermon-church.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { recurringKey } from '../../jobs/queue.ts';
import { type AudioSweepResult, SWEEP_AUDIO_JOB } from './sermons.audio-sweep.ts';
import { sermonJobKey } from './sermons.service.ts';

// Issue 37: a deleted sermon leaves no audio on disk, and its queued transcription ends harmlessly; a
// daily sweep removes audio no sermon owns (a crash between a deletion and its files, a church deleted).

const DAY_MS = 86_400_000;
let t: TestApp;
let speech: FakeSpeechToText;
let audioDir = '';
let churchId = 0;
let publisher: Principal;
const auth = () => callerHeaders(publisher);
const call = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: auth() });
const upload = (id: number, payload: Buffer | Readable) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sermons/${id}/audio`,
    headers: { ...auth(), 'content-type': 'audio/mpeg' },
    payload,
  });
const rows = async <T>(q: SQL): Promise<T[]> =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const until = async <T>(f: () => Promise<T | undefined>, what: string): Promise<T> => {
  for (let i = 0; i < 600; i++) {
    const v = await f();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};
const newSermon = () => waitingSermon(t, churchId, { title: 'An audio sermon' });
const jobOf = async (id: number) =>
  (
    await rows<{ id: string; status: string; result: unknown }>(
      sql`select id, status, result from jobs where key = ${sermonJobKey(id)} order by created_at desc limit 1`,
    )
  )[0];
const sermonRows = async (ids: number[]) =>
  rows<{ id: number }>(sql`select id from sermons where id in (${sql.join(ids, sql`, `)})`);
/** Marks a file or folder as last changed `days` ago. */
const age = (path: string, days: number) => {
  const when = new Date(Date.now() - days * DAY_MS);
  utimesSync(path, when, when);
};

/** Runs the sweep through its real schedule, as if its day had passed (as users.expiry.test.ts does). */
const runSweep = async (): Promise<AudioSweepResult> => {
  const key = recurringKey(SWEEP_AUDIO_JOB);
  const next = await until(
    async () =>
      (await rows<{ id: string }>(sql`select id from jobs where key = ${key} and status = 'queued'`))[0],
    'the next sweep queued',
  );
  await t.database.db.execute(sql`update jobs set run_after = now() where id = ${next.id}`);
  const done = await until(
    async () =>
      (
        await rows<{ status: string; result: AudioSweepResult }>(
          sql`select status, result from jobs where id = ${next.id} and status in ('done', 'failed')`,
        )
      )[0],
    'the sweep finished',
  );
  expect(done.status).toBe('done');
  return done.result;
};

beforeAll(async () => {
  speech = await startFakeSpeechToText();
  audioDir = mkdtempSync(join(tmpdir(), 'emmaus-audio-'));
  t = await createTestApp({
    signInPerMinute: 1000,
    transcribe: { baseUrl: speech.url, model: 'whisper-test', apiKey: 'k', timeoutMs: 10_000, audioDir },
  });
  ({ publisher, churchId } = await publisherWithChurch(t, 'cleanup-pastor@example.org', 'Tidy Chapel'));
  // The worker ran the first sweep when it started: let it finish before any test's files.
  await runSweep();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await speech?.close();
  rmSync(audioDir, { recursive: true, force: true });
});

describe('a deleted sermon leaves no audio', () => {
  it('deleted before its transcription runs, or while it runs: no file, no row, the jobs end as deleted', async () => {
    speech.text = 'Turn with me to John chapter fifteen, verse five. I am the vine, you are the branches.';
    speech.failWith = null;
    // The first sermon's transcription holds the worker (and the church's turn) while the second waits.
    speech.delayMs = 1500;
    const running = await newSermon();
    expect((await upload(running, randomBytes(4096))).statusCode).toBe(202);
    await until(
      async () =>
        (await call('GET', `/api/sermons/${running}`)).json().status === 'transcribing' ? true : undefined,
      'the first transcription running',
    );
    const queued = await newSermon();
    expect((await upload(queued, randomBytes(4096))).statusCode).toBe(202);
    expect(readdirSync(join(audioDir, String(queued)))).toEqual(['audio.mp3']);
    expect((await jobOf(queued))?.status).toBe('queued');

    expect((await call('DELETE', `/api/sermons/${queued}`)).statusCode).toBe(204);
    expect(existsSync(join(audioDir, String(queued)))).toBe(false);
    expect((await call('DELETE', `/api/sermons/${running}`)).statusCode).toBe(204);
    expect(existsSync(join(audioDir, String(running)))).toBe(false);

    // Both jobs end done, as deleted: not failed, not retried, nothing recreated.
    for (const id of [queued, running]) {
      const job = await until(async () => {
        const j = await jobOf(id);
        return j && ['done', 'failed'].includes(j.status) ? j : undefined;
      }, `the job of sermon ${id} ended`);
      expect(job).toMatchObject({ status: 'done', result: { status: 'deleted' } });
    }
    speech.delayMs = 0;
    // The queued sermon's audio never reached the speech-to-text server.
    expect(speech.requests.map((r) => r.filename)).not.toContain(`sermon-${queued}.mp3`);
    expect(await sermonRows([queued, running])).toEqual([]);
    expect(readdirSync(audioDir).filter((n) => [String(queued), String(running)].includes(n))).toEqual([]);
  });

  it('deleted while its audio is still uploading: the upload answers 404 and leaves no file', async () => {
    const id = await newSermon();
    let firstSent: () => void = () => {};
    const started = new Promise<void>((r) => {
      firstSent = r;
    });
    const body = Readable.from(
      (async function* () {
        for (let i = 0; i < 8; i++) {
          yield randomBytes(8192);
          if (i === 0) firstSent();
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
    );
    const uploading = upload(id, body);
    await started;
    expect((await call('DELETE', `/api/sermons/${id}`)).statusCode).toBe(204);
    const res = await uploading;
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('sermon.not_found');
    expect(existsSync(join(audioDir, String(id)))).toBe(false);
    expect(await jobOf(id)).toBeUndefined();
  });
});

describe('the daily sweep of orphaned audio', () => {
  it('removes old audio of no sermon and old unfinished uploads; keeps the rest; runs again a day later', async () => {
    const file = (dir: string, name: string, days: number) => {
      mkdirSync(join(audioDir, dir), { recursive: true });
      writeFileSync(join(audioDir, dir, name), randomBytes(64));
      age(join(audioDir, dir, name), days);
    };
    // A sermon deleted in a crash before its files went, two days ago: removed.
    file('900001', 'audio.mp3', 2);
    age(join(audioDir, '900001'), 2);
    // One of no sermon but changed an hour ago (an upload racing its sermon's deletion): kept for now.
    file('900002', 'audio.mp3', 1 / 24);
    // A living sermon's audio waiting for Retry Analysis, however old: kept; a crashed upload's part
    // from two days ago: removed; one still being written: kept.
    const living = String(await newSermon());
    file(living, 'audio.ogg', 3);
    file(living, '.part-crashed', 2);
    file(living, '.part-streaming', 0);
    // Not a sermon's folder: never touched.
    file('notes', 'readme.txt', 5);
    age(join(audioDir, 'notes'), 5);

    expect(await runSweep()).toMatchObject({ orphans: 1, parts: 1 });
    expect(existsSync(join(audioDir, '900001'))).toBe(false);
    expect(readdirSync(join(audioDir, '900002'))).toEqual(['audio.mp3']);
    expect(readdirSync(join(audioDir, living)).sort()).toEqual(['.part-streaming', 'audio.ogg']);
    expect(readdirSync(join(audioDir, 'notes'))).toEqual(['readme.txt']);

    // The next run is queued a day after this one started (one job for every instance).
    const next = await until(
      async () =>
        (
          await rows<{ in_hours: number }>(sql`
            select extract(epoch from run_after - now()) / 3600 as in_hours from jobs
            where key = ${recurringKey(SWEEP_AUDIO_JOB)} and status = 'queued'`)
        )[0],
      'the next sweep queued',
    );
    expect(Number(next.in_hours)).toBeGreaterThan(23);
  });
});
