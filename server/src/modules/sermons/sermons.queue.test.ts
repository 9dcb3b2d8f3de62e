import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Principal } from '../../../../test/accounts.ts';
import {
  type FakeVideoPlatform,
  SERMON_VIDEOS,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { callerHeaders, publisherWithChurch, waitingSermon } from '../../../../test/sermon-church.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { jobs } from '../../jobs/jobs.schema.ts';
import { readingPlans } from '../reading-plans/reading-plans.schema.ts';
import { QUEUE_FULL_RETRY_AFTER_S } from './sermons.errors.ts';
import { sermons } from './sermons.schema.ts';
import { ANALYZE_JOB, churchJobGroup, DEFAULT_JOBS_PER_CHURCH, sermonJobKey } from './sermons.service.ts';

// Issue 37 "Fair jobs": a church may have DEFAULT_JOBS_PER_CHURCH (10) jobs waiting or running; a call
// that would queue one more answers 429 with Retry-After and stores nothing; a queued sermon says how
// many of its church's jobs are ahead of it.

let t: TestApp;
let video: FakeVideoPlatform;
let publisher: Principal;
let churchId = 0;
let audioDir = '';
const auth = () => callerHeaders(publisher);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(), ...(payload ? { payload } : {}) });
const fromVideo = (videoId: string) =>
  call('POST', `/api/churches/${churchId}/sermons/generate-from-video`, {
    youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
  });
const sermonRow = (values: Partial<typeof sermons.$inferInsert> = {}) =>
  waitingSermon(t, churchId, { title: 'A waiting sermon', ...values });
const sermonCount = async () =>
  (await t.database.db.select().from(sermons).where(eq(sermons.churchId, churchId))).length;
const expectQueueFull = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_AFTER_S));
  expect(res.json()).toEqual({
    code: ErrorCode.sermonQueueFull,
    detail:
      'Too many of your church’s sermons are already waiting to be processed. Try again in a minute, once one has finished.',
  });
};

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  audioDir = mkdtempSync(join(tmpdir(), 'emmaus-queue-audio-'));
  t = await createTestApp({
    signInPerMinute: 1000,
    videoPlatformUrl: video.url,
    // Never reached: the full queue answers before the upload is read.
    transcribe: { baseUrl: 'http://127.0.0.1:9', model: 'none', timeoutMs: 1000, audioDir },
  });
  ({ publisher, churchId } = await publisherWithChurch(t, 'busy-pastor@example.org', 'Busy Chapel'));
  // Nine of the church's jobs: one running (held by a worker elsewhere, its lease long) and eight
  // waiting behind it. While it runs the test app's own worker may take none of them.
  const group = churchJobGroup(churchId);
  await t.database.db.insert(jobs).values([
    {
      kind: ANALYZE_JOB,
      key: 'filler:running',
      groupKey: group,
      payload: { sermonId: 0 },
      status: 'running',
      lockedBy: 'elsewhere',
      leaseUntil: sql`now() + interval '1 hour'`,
      runAfter: sql`now() - interval '1 hour'`,
    },
    ...Array.from({ length: 8 }, (_, i) => ({
      kind: ANALYZE_JOB,
      key: `filler:${i}`,
      groupKey: group,
      payload: { sermonId: 0 },
      runAfter: sql.raw(`now() - interval '${50 - i} minutes'`),
    })),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await video?.close();
  rmSync(audioDir, { recursive: true, force: true });
});

describe("a church's job queue", () => {
  let queued = 0;

  it('queues the tenth job and says how many of the church’s jobs are ahead of it', async () => {
    expect(DEFAULT_JOBS_PER_CHURCH).toBe(10);
    const res = await fromVideo(SERMON_VIDEOS.trueVine);
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({ status: 'queued', queue_position: 9 });
    queued = created.id;
    expect((await call('GET', `/api/sermons/${queued}`)).json()).toMatchObject({ queue_position: 9 });
    const listed = (await call('GET', `/api/churches/${churchId}/sermons`)).json().sermons;
    expect(listed.find((s: { id: number }) => s.id === queued)).toMatchObject({ queue_position: 9 });
  });

  it('answers 429 with Retry-After to every call that would queue an eleventh, and stores nothing', async () => {
    const before = await sermonCount();
    expectQueueFull(await fromVideo(SERMON_VIDEOS.loveOfGod));
    expect(await sermonCount()).toBe(before);

    const waiting = await sermonRow();
    expectQueueFull(await call('POST', `/api/sermons/${waiting}/analyze`));
    expectQueueFull(await call('POST', `/api/sermons/${waiting}/regenerate`));
    expectQueueFull(
      await call('POST', `/api/sermons/${waiting}/transcript`, { text: 'In the beginning was the Word.' }),
    );
    expectQueueFull(
      await t.app.inject({
        method: 'POST',
        url: `/api/sermons/${waiting}/audio`,
        headers: { ...auth(), 'content-type': 'audio/mpeg' },
        payload: Buffer.alloc(1024, 1),
      }),
    );
    const analysed = await sermonRow({ status: 'ready', hasAnalysis: true, content: '# Notes' });
    expectQueueFull(await call('POST', `/api/sermons/${analysed}/create-reading-plan`, {}));

    // Nothing half-made: no job, no transcript, no audio file, no study, the sermons as they were.
    const rows = await t.database.db
      .select()
      .from(sermons)
      .where(inArray(sermons.id, [waiting, analysed]));
    expect(rows.map((r) => [r.status, r.transcript, r.jobId])).toEqual([
      ['needs_transcript', null, null],
      ['ready', null, null],
    ]);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, sermonJobKey(waiting))),
    ).toEqual([]);
    expect(readdirSync(audioDir)).toEqual([]);
    expect(
      await t.database.db.select().from(readingPlans).where(eq(readingPlans.sermonId, analysed)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.groupKey, churchJobGroup(churchId)), inArray(jobs.status, ['queued', 'running']))),
    ).toHaveLength(10);
  });

  it('still answers a sermon whose job is already queued, and takes a job again once one is done', async () => {
    const again = await call('POST', `/api/sermons/${queued}/analyze`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'queued', queue_position: 9 });
    // One of the jobs ahead finishes: the sermon moves up, and the church has room for one more.
    await t.database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.key, 'filler:0'));
    expect((await call('GET', `/api/sermons/${queued}`)).json()).toMatchObject({ queue_position: 8 });
    const waiting = await sermonRow();
    const res = await call('POST', `/api/sermons/${waiting}/analyze`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', queue_position: 9 });
    expectQueueFull(await fromVideo(SERMON_VIDEOS.loveOfGod));
  });

  it('says where a queued study stands in the church’s queue', async () => {
    await t.database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.key, 'filler:1'));
    const analysed = await sermonRow({ status: 'ready', hasAnalysis: true, content: '# Notes' });
    expect((await call('POST', `/api/sermons/${analysed}/create-reading-plan`, {})).statusCode).toBe(202);
    expect((await call('GET', `/api/sermons/${analysed}`)).json().study_progress).toEqual({
      step: 'queued',
      share: 0,
      queue_position: 9,
    });
  });
});
