import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { SermonAnalysis } from '../../../../common/src/contracts/sermons.ts';
import type { Principal } from '../../../../test/accounts.ts';
import { callerHeaders, publisherWithChurch, sermonFixture } from '../../../../test/sermon-church.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { readingPlans } from '../reading-plans/reading-plans.schema.ts';
import { analyzeTranscript } from './analysis/analyze.ts';
import { sermons } from './sermons.schema.ts';

// Issue 37: eight concurrent create/regenerate calls for one sermon's study left up to five studies on
// PostgreSQL (TEST_DATABASE_URL runs this file there too). The calls now queue on the sermon's row and
// the database holds one study per sermon (reading_plans_sermon_idx).

let t: TestApp;
let publisher: Principal;
let churchId = 0;
const headers = () => callerHeaders(publisher);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(), ...(payload ? { payload } : {}) });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
let analysis: SermonAnalysis;

const studiesOf = (id: number) =>
  t.database.db
    .select({ id: readingPlans.id, status: readingPlans.status })
    .from(readingPlans)
    .where(eq(readingPlans.sermonId, id));

/**
 * An analysed sermon with no study yet: the offline analysis of a fixture transcript, written on the row
 * as its job would (the pipeline itself is sermons.test.ts's subject).
 */
const analysedSermon = async () => {
  const [row] = await t.database.db
    .insert(sermons)
    .values({
      churchId,
      title: 'The Love of God',
      status: 'ready',
      transcriptSource: 'upload',
      hasAnalysis: true,
      analysis,
      content: analysis.content,
    })
    .returning();
  return row?.id ?? 0;
};

/** Waits until the sermon's study is no longer being written; answers it. */
const written = async (id: number) => {
  for (let i = 0; i < 400; i++) {
    const studies = await studiesOf(id);
    if (studies.length === 1 && studies[0]?.status !== 'generating') return studies[0];
    await wait(25);
  }
  throw new Error(`the study of sermon ${id} was never written`);
};

/** Eight calls at once, creates and regenerates alternating (a double click, two tabs, a retrying client). */
const burst = (id: number) =>
  Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      call('POST', `/api/sermons/${id}/create-reading-plan`, {
        passage_count: 3,
        reading_length: 'short',
        replace: i % 2 === 1,
      }),
    ),
  );

/** Every answer is a 202 with a study or the documented 409; exactly one study is left, the sermon's. */
const expectOneStudy = async (id: number, answers: Awaited<ReturnType<typeof burst>>) => {
  for (const res of answers) {
    expect([202, 409], res.body).toContain(res.statusCode);
    if (res.statusCode === 409) expect(res.json().code).toBe(ErrorCode.sermonHasPlan);
    else expect(res.json()).toMatchObject({ sermon_id: id, status: 'generating' });
  }
  const studies = await studiesOf(id);
  expect(studies).toHaveLength(1);
  expect((await call('GET', `/api/sermons/${id}`)).json().reading_plan_id).toBe(studies[0]?.id);
  // The one study is written (not left generating without a job), and it is ready.
  expect(await written(id)).toMatchObject({ id: studies[0]?.id, status: 'ready' });
};

beforeAll(async () => {
  const transcript = sermonFixture('love-of-god.txt');
  analysis = await analyzeTranscript({ paragraphs: transcript.split(/\n\s*\n/).filter(Boolean) });
  t = await createTestApp({ signInPerMinute: 1000 });
  ({ publisher, churchId } = await publisherWithChurch(t, 'race-pastor@example.org', 'Race Chapel'));
}, 120_000);
afterAll(() => t?.close());

describe('one Sermon Study per sermon under concurrency (issue 37)', () => {
  it('eight concurrent creates and regenerates of a new study leave exactly one study', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await analysedSermon();
      const answers = await burst(id);
      // The first call makes the study; while it is written, creates and regenerates answer it.
      expect(answers.filter((r) => r.statusCode === 202).length).toBeGreaterThan(0);
      await expectOneStudy(id, answers);
    }
  });

  it('eight concurrent creates and regenerates of a written study leave exactly one study', async () => {
    const id = await analysedSermon();
    expect((await call('POST', `/api/sermons/${id}/create-reading-plan`, {})).statusCode).toBe(202);
    const first = await written(id);
    for (let round = 0; round < 3; round++) {
      const answers = await burst(id);
      // A regenerate replaced the written study: the old one is gone.
      expect(answers.some((r) => r.statusCode === 202)).toBe(true);
      await expectOneStudy(id, answers);
      expect((await studiesOf(id))[0]?.id).not.toBe(first?.id);
    }
  });

  it('while a study is written, a create and a regenerate answer that study and its job', async () => {
    const id = await analysedSermon();
    const [a, b, c] = await Promise.all([
      call('POST', `/api/sermons/${id}/create-reading-plan`, {}),
      call('POST', `/api/sermons/${id}/create-reading-plan`, {}),
      call('POST', `/api/sermons/${id}/create-reading-plan`, { replace: true }),
    ]);
    const ids = [a, b, c].map((r) => r.json().id);
    const jobs = [a, b, c].map((r) => r.json().job_id);
    // Unless the offline writer finished between two of them, all three name the one study and job.
    const studies = await studiesOf(id);
    expect(studies).toHaveLength(1);
    if (new Set(ids).size === 1) expect(new Set(jobs).size).toBe(1);
    expect(ids).toContain(studies[0]?.id);
    await written(id);
  });

  it('a deletion racing study creation leaves no study of the deleted sermon', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await analysedSermon();
      const answers = await Promise.all([
        call('POST', `/api/sermons/${id}/create-reading-plan`, {}),
        call('POST', `/api/sermons/${id}/create-reading-plan`, { replace: true }),
        call('DELETE', `/api/sermons/${id}`),
        call('POST', `/api/sermons/${id}/create-reading-plan`, { replace: true }),
      ]);
      expect(answers[2]?.statusCode).toBe(204);
      for (const res of answers) expect([202, 204, 404], res.body).toContain(res.statusCode);
      expect(await studiesOf(id)).toEqual([]);
      expect((await call('GET', `/api/sermons/${id}`)).statusCode).toBe(404);
    }
  });

  it('the database itself refuses a second study of a sermon', async () => {
    const id = await analysedSermon();
    const values = { name: 'Study', churchId, sermonId: id };
    await t.database.db.insert(readingPlans).values(values);
    await expect(t.database.db.insert(readingPlans).values(values)).rejects.toThrow();
    expect(await studiesOf(id)).toHaveLength(1);
  });
});
