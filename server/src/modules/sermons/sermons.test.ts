import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import {
  type FakeVideoPlatform,
  SERMON_VIDEOS,
  startFakeVideoPlatform,
} from '../../../../test/fake-video-platform.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { churches, churchMembers } from '../churches/churches.schema.ts';

// The sermon pipeline end to end (issue 16): a video link → a durable analysis job that reads the
// captions through the video adapter (the fake platform) → a ready sermon; a music video → not_sermon;
// a video without captions → needs_transcript until the publisher uploads one; then a Sermon Study.

let t: TestApp;
let video: FakeVideoPlatform;
let churchId = 0;
const as: Record<'publisher' | 'outsider' | 'reader', Principal> = {} as never;
const uuidOf = (p: Principal) => p.id.split('.')[0] ?? '';
const headers = (p: Principal) => ({
  [USER_ID_HEADER]: p.id,
  ...(p.cookie ? { cookie: p.cookie } : {}),
  ...SAME_ORIGIN,
});
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(p), ...(payload ? { payload } : {}) });
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/sermons/${name}`, import.meta.url), 'utf8');

/** Polls the sermon until its job is over (the worker runs inside the test app). */
const settled = async (id: number) => {
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const s = (await call(as.publisher, 'GET', `/api/sermons/${id}`)).json();
    if (s.progress) seen.add(s.progress.step);
    if (!['queued', 'transcribing', 'analyzing'].includes(s.status)) return { sermon: s, steps: seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`sermon ${id} never settled`);
};
const fromVideo = (videoId: string) =>
  call(as.publisher, 'POST', `/api/churches/${churchId}/sermons/generate-from-video`, {
    youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
  });

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  t = await createTestApp({ signInPerMinute: 1000, videoPlatformUrl: video.url });
  as.publisher = await signedUpAccount(t.app, 'pastor@example.org');
  as.outsider = await signedUpAccount(t.app, 'other-pastor@example.org');
  as.reader = await signedUpAccount(t.app, 'reader@example.org');
  for (const email of ['pastor@example.org', 'other-pastor@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  const [church] = await t.database.db.insert(churches).values({ name: 'Hope Chapel' }).returning();
  churchId = church?.id ?? 0;
  await t.database.db.insert(churchMembers).values([
    { churchId, userId: uuidOf(as.publisher), role: 'owner' },
    { churchId, userId: uuidOf(as.reader), role: 'member' },
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await video?.close();
});

describe('sermon analysis as a job', () => {
  let trueVine = 0;

  it('a video with captions: 202 at once, then ready with its main text, passages and linked notes', async () => {
    const res = await fromVideo(SERMON_VIDEOS.trueVine);
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({ church_id: churchId, youtube_video_id: SERMON_VIDEOS.trueVine });
    expect(created.title).toBe('The True Vine | John 15 | Sunday Sermon');
    expect(['queued', 'analyzing']).toContain(created.status);
    expect(created.job_id).toMatch(/^[0-9a-f-]{36}$/);
    trueVine = created.id;
    const { sermon, steps } = await settled(trueVine);
    expect(sermon).toMatchObject({ status: 'ready', transcript_source: 'captions', has_analysis: true });
    expect(sermon.analysis.main_text).toMatchObject({
      book_id: 'JHN',
      chapter: 15,
      start_verse: 1,
      end_verse: 8,
    });
    const expected = JSON.parse(fixture('true-vine.expected.json'));
    // Keys as the fixture writes them: BOOK.C for a whole chapter, BOOK.C.V or BOOK.C.A-B.
    const found = sermon.analysis.passages.map(
      (p: { reference: string; book_id: string; chapter: number; start_verse: number; end_verse: number }) =>
        !p.reference.includes(':')
          ? `${p.book_id}.${p.chapter}`
          : `${p.book_id}.${p.chapter}.${p.start_verse}${p.end_verse > p.start_verse ? `-${p.end_verse}` : ''}`,
    );
    // As analyze.test.ts: every cited passage found, and nothing outside the chapters the preacher cited.
    for (const ref of expected.passages as string[]) expect(found, ref).toContain(ref);
    const chapters = new Set((expected.passages as string[]).map((p) => p.split('.').slice(0, 2).join('.')));
    for (const p of found as string[])
      expect(chapters, `unexpected ${p}`).toContain(p.split('.').slice(0, 2).join('.'));
    expect(sermon.content).toContain('](/read/JHN/15?verse=1-8)');
    // Progress was recorded per step while it ran (at least the last steps were seen by the poll).
    expect(steps.size).toBeGreaterThan(0);
    expect(sermon.progress).toEqual({ step: 'done', share: 1 });
    // The church's list has it; an outsider publisher may not list it.
    const list = (await call(as.publisher, 'GET', `/api/churches/${churchId}/sermons`)).json();
    expect(list.sermons.map((s: { id: number }) => s.id)).toContain(trueVine);
    expect((await call(as.outsider, 'GET', `/api/churches/${churchId}/sermons`)).statusCode).toBe(403);
  });

  it('/analyze while a job runs answers that job; a second video request answers the same sermon', async () => {
    const first = (await call(as.publisher, 'POST', `/api/sermons/${trueVine}/analyze`)).json();
    const second = await call(as.publisher, 'POST', `/api/sermons/${trueVine}/analyze`);
    expect(second.statusCode).toBe(202);
    expect(second.json().job_id).toBe(first.job_id);
    expect((await settled(trueVine)).sermon.status).toBe('ready');
    expect((await fromVideo(SERMON_VIDEOS.trueVine)).json().id).toBe(trueVine);
  });

  it('a private sermon is 404 to readers and to publishers of other churches', async () => {
    expect((await call(as.reader, 'GET', `/api/sermons/${trueVine}`)).statusCode).toBe(404);
    expect((await call(as.outsider, 'GET', `/api/sermons/${trueVine}`)).statusCode).toBe(404);
    expect((await call(as.outsider, 'POST', `/api/sermons/${trueVine}/analyze`)).statusCode).toBe(403);
  });

  it('a music video is not a sermon: not_sermon with the reason and spec §8 message', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.music)).json();
    const { sermon } = await settled(id);
    expect(sermon).toMatchObject({ status: 'not_sermon', error_type: 'not_a_sermon', has_analysis: false });
    expect(sermon.message).toContain('This video does not appear to contain sermon content.');
    expect(sermon.analysis.is_sermon).toBe(false);
    expect(sermon.analysis.reason).not.toBe('');
  });

  it('no captions → needs_transcript; an uploaded SRT → ready from the upload', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.noCaptions)).json();
    const before = (await settled(id)).sermon;
    expect(before).toMatchObject({ status: 'needs_transcript', error_type: 'no_transcript', analysis: null });
    // No speech-to-text server here: the dashboard offers no audio upload.
    expect(before.audio_upload_max_bytes).toBeNull();
    const paragraphs = fixture('love-of-god.txt')
      .split(/\n\s*\n/)
      .filter(Boolean);
    const srt = paragraphs
      .map(
        (p, i) =>
          `${i + 1}\n00:${String(Math.floor(i / 6)).padStart(2, '0')}:${String((i * 10) % 60).padStart(2, '0')},000 --> 00:00:59,000\n${p}\n`,
      )
      .join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sermons/${id}/transcript`,
      headers: { ...headers(as.publisher), 'content-type': 'application/x-subrip' },
      payload: srt,
    });
    expect(res.statusCode).toBe(202);
    const { sermon } = await settled(id);
    expect(sermon).toMatchObject({ status: 'ready', transcript_source: 'upload', error_type: null });
    expect(sermon.analysis.main_text).not.toBeNull();
    expect(sermon.analysis.passages.length).toBeGreaterThan(2);
  });

  it('a transcript over 1 MB is a 413; an empty one a 400; JSON plain text is accepted', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.noCaptions)).json();
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/sermons/${id}/transcript`,
      headers: { ...headers(as.publisher), 'content-type': 'text/plain' },
      payload: 'a'.repeat(1_100_000),
    });
    expect(big.statusCode).toBe(413);
    expect(
      (await call(as.publisher, 'POST', `/api/sermons/${id}/transcript`, { text: '   ' })).statusCode,
    ).toBe(400);
  });

  it('a cut that starts partway through a psalm and never names it: the chapter its verse headings quote', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.noCaptions)).json();
    await settled(id);
    // A title with no reference, so only the quoted verses can say which psalm this is.
    await call(as.publisher, 'PUT', `/api/sermons/${id}`, { title: 'When Our Words Outrun Our Hearts' });
    const text = [
      'Verse 36. Nevertheless they did flatter him with their mouth, and they lied unto him with their tongues. Their worship was a matter of lips. They said the right words on the right days, and their hearts were somewhere else entirely.',
      'Verse 37. For their heart was not right with him, neither were they stedfast in his covenant. Here is the root of it. A crooked heart cannot keep a straight promise, and so their vows broke as soon as the pressure came.',
      'Verse 38. But he, being full of compassion, forgave their iniquity, and destroyed them not. Mark the word but. God does not answer their falseness with his own; he answers it with mercy, again and again.',
      'Verse 39. For he remembered that they were but flesh; a wind that passeth away, and cometh not again. He knows what we are made of. That is no excuse for sin, but it is a comfort for sinners who come back.',
      'Verse 40. How oft did they provoke him in the wilderness, and grieve him in the desert! Count the times if you can. We are not so different, and the same patience waits for us this morning.',
      'Verse 41. Yea, they turned back and tempted God, and limited the Holy One of Israel. To limit him is to decide ahead of time what he cannot do for us. We do it when we pray small prayers, when we plan as if he were absent, and when we stop expecting anything from him at all.',
      'So where does this leave us? It leaves us with a God whose faithfulness is larger than our fickleness. Come to him honestly this week. Bring him the heart and not only the mouth. Tell him where you have been double, and receive the mercy that has outlasted every wilderness his people ever walked through.',
    ].join('\n\n');
    const res = await call(as.publisher, 'POST', `/api/sermons/${id}/transcript`, { text });
    expect(res.statusCode).toBe(202);
    const { sermon } = await settled(id);
    expect(sermon.status).toBe('ready');
    expect(sermon.analysis.main_text).toMatchObject({
      book_id: 'PSA',
      chapter: 78,
      start_verse: 36,
      end_verse: 41,
    });
    const verses = sermon.analysis.passages
      .filter((p: { book_id: string; chapter: number }) => p.book_id === 'PSA' && p.chapter === 78)
      .map((p: { start_verse: number }) => p.start_verse);
    expect(verses).toEqual(expect.arrayContaining([36, 37, 38, 39, 40, 41]));
  });

  it('without a speech-to-text server an audio upload is a 501 that says what to do instead', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.noCaptions)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sermons/${id}/audio`,
      headers: { ...headers(as.publisher), 'content-type': 'audio/mpeg' },
      payload: Buffer.alloc(1024),
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ code: 'sermon.transcription_not_configured' });
    expect(res.json().detail).toContain('transcript');
  });

  it('PUT edits title and notes; the creator of the study gets 409 before analysis and for a second plan', async () => {
    const put = await call(as.publisher, 'PUT', `/api/sermons/${trueVine}`, { title: 'The True Vine' });
    expect(put.json().title).toBe('The True Vine');
    const plan = await call(as.publisher, 'POST', `/api/sermons/${trueVine}/create-reading-plan`, {
      passage_count: 4,
      reading_length: 'short',
      study_focus: 'sermon_only',
    });
    expect(plan.statusCode).toBe(202);
    const { id: planId } = plan.json();
    let detail = (await call(as.publisher, 'GET', `/api/reading-plans/${planId}`)).json();
    // While it is written the sermon carries the study job's progress (the dashboard's checklist).
    const studySteps = new Set<string>();
    for (let i = 0; i < 200 && detail.status === 'generating'; i++) {
      const s = (await call(as.publisher, 'GET', `/api/sermons/${trueVine}`)).json();
      if (s.study_progress) studySteps.add(s.study_progress.step);
      await new Promise((r) => setTimeout(r, 50));
      detail = (await call(as.publisher, 'GET', `/api/reading-plans/${planId}`)).json();
    }
    expect(detail).toMatchObject({ status: 'ready', visibility: 'private', total_passages: 4 });
    // Issue 30: named after the sermon's clean title.
    expect(detail.name).toBe('The True Vine');
    for (const step of studySteps)
      expect(['queued', 'choosing_passages', 'writing_days', 'saving']).toContain(step);
    // Once written, no progress remains on the sermon.
    expect((await call(as.publisher, 'GET', `/api/sermons/${trueVine}`)).json().study_progress).toBeNull();
    for (const p of detail.passages) {
      expect(p.start_chapter).toBe(p.end_chapter);
      expect(p.end_verse - p.start_verse + 1).toBeLessThanOrEqual(5);
    }
    const again = await call(as.publisher, 'POST', `/api/sermons/${trueVine}/create-reading-plan`, {});
    expect(again.statusCode).toBe(409);
    // Private study: the church's member reads it and the sermon's notes but may not edit it (decision
    // 0009); a publisher of another church sees neither; published, everyone reads the notes.
    expect((await call(as.reader, 'GET', `/api/reading-plans/${planId}`)).statusCode).toBe(200);
    expect((await call(as.reader, 'GET', `/api/sermons/${trueVine}`)).json()).toMatchObject({
      reading_plan_published: false,
      analysis: null,
    });
    expect((await call(as.reader, 'PUT', `/api/reading-plans/${planId}`, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await call(as.outsider, 'GET', `/api/reading-plans/${planId}`)).statusCode).toBe(404);
    expect((await call(as.outsider, 'GET', `/api/sermons/${trueVine}`)).statusCode).toBe(404);
    // The publisher edits: drops the last day, reverses the rest, renames.
    const days = detail.passages.slice(0, 3).reverse();
    const edited = await call(as.publisher, 'PUT', `/api/reading-plans/${planId}`, {
      name: 'Abide',
      passages: days.map((p: Record<string, unknown>) => ({
        book_id: p.book_id,
        start_chapter: p.start_chapter,
        start_verse: p.start_verse,
        end_chapter: p.end_chapter,
        end_verse: p.end_verse,
        name: p.name,
        insight: p.insight,
        question: p.question,
      })),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Abide', total_passages: 3 });
    expect(edited.json().passages[0].verse_range).toBe(days[0].verse_range);
    const bad = await call(as.publisher, 'PUT', `/api/reading-plans/${planId}`, {
      passages: [{ ...days[0], id: undefined, end_verse: 999 }].map(({ id: _id, ...p }) => p),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(as.outsider, 'PUT', `/api/reading-plans/${planId}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    await call(as.publisher, 'PUT', `/api/reading-plans/${planId}/visibility`, { visibility: 'public' });
    const notes = (await call(as.reader, 'GET', `/api/sermons/${trueVine}`)).json();
    expect(notes).toMatchObject({ id: trueVine, reading_plan_published: true, analysis: null });
    expect(notes.content).toContain('/read/JHN/15');
  });

  it('Regenerate replaces the study (replace: true): a new private plan of the new shape, the old one gone', async () => {
    const old = (await call(as.publisher, 'GET', `/api/sermons/${trueVine}`)).json().reading_plan_id;
    expect(old).toBeGreaterThan(0);
    const res = await call(as.publisher, 'POST', `/api/sermons/${trueVine}/create-reading-plan`, {
      passage_count: 3,
      reading_length: 'chapter',
      study_focus: 'deeper_study',
      replace: true,
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    expect(id).not.toBe(old);
    expect((await call(as.publisher, 'GET', `/api/reading-plans/${old}`)).statusCode).toBe(404);
    let detail = (await call(as.publisher, 'GET', `/api/reading-plans/${id}`)).json();
    for (let i = 0; i < 200 && detail.status === 'generating'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      detail = (await call(as.publisher, 'GET', `/api/reading-plans/${id}`)).json();
    }
    // Issue 30: the name the publisher gave the study ('Abide', above) survives the regenerate.
    expect(detail).toMatchObject({
      status: 'ready',
      visibility: 'private',
      total_passages: 3,
      name: 'Abide',
    });
    for (const p of detail.passages) expect([p.start_chapter, p.start_verse]).toEqual([p.end_chapter, 1]);
    expect((await call(as.publisher, 'GET', `/api/sermons/${trueVine}`)).json()).toMatchObject({
      reading_plan_id: id,
      reading_plan_published: false,
    });
  });

  it('every focus with every length, through the API: as many days as asked, each as long as asked, every verse real', async () => {
    const lastVerse = new Map<string, number>();
    const versesIn = async (book: string, chapter: number) => {
      const key = `${book}.${chapter}`;
      if (!lastVerse.has(key)) {
        const html = (await call(as.reader, 'GET', `/api/bible/eng-web/book/${book}/chapters/${chapter}`))
          .body;
        const numbers = [...html.matchAll(/data-verse="(\d+)"/g)].map((m) => Number(m[1]));
        lastVerse.set(key, Math.max(0, ...numbers));
      }
      return lastVerse.get(key) as number;
    };
    for (const study_focus of ['sermon_only', 'balanced', 'deeper_study'])
      for (const [reading_length, passage_count] of [
        ['short', 3],
        ['medium', 5],
        ['chapter', 4],
      ] as const) {
        const res = await call(as.publisher, 'POST', `/api/sermons/${trueVine}/create-reading-plan`, {
          passage_count,
          reading_length,
          study_focus,
          replace: true,
        });
        expect([study_focus, reading_length, res.statusCode]).toEqual([study_focus, reading_length, 202]);
        let detail = (await call(as.publisher, 'GET', `/api/reading-plans/${res.json().id}`)).json();
        for (let i = 0; i < 200 && detail.status === 'generating'; i++) {
          await new Promise((r) => setTimeout(r, 50));
          detail = (await call(as.publisher, 'GET', `/api/reading-plans/${res.json().id}`)).json();
        }
        const what = `${study_focus}/${reading_length}`;
        expect([what, detail.status, detail.total_passages]).toEqual([what, 'ready', passage_count]);
        const seen = new Set<string>();
        for (const p of detail.passages) {
          const last = await versesIn(p.book_id, p.start_chapter);
          const length = p.end_verse - p.start_verse + 1;
          expect([what, p.verse_range, p.start_chapter === p.end_chapter, p.end_verse <= last]).toEqual([
            what,
            p.verse_range,
            true,
            true,
          ]);
          if (reading_length === 'short') expect([what, length >= 1 && length <= 5]).toEqual([what, true]);
          if (reading_length === 'medium')
            expect([what, length >= Math.min(5, last) && length <= 20]).toEqual([what, true]);
          // A chapter a day; one longer than 60 verses (John 6) in parts of at most 40 (issue 30).
          if (reading_length === 'chapter' && last > 60) expect([what, length <= 40]).toEqual([what, true]);
          else if (reading_length === 'chapter')
            expect([what, p.start_verse, p.end_verse]).toEqual([what, 1, last]);
          expect([what, typeof p.insight, typeof p.question, seen.has(p.verse_range)]).toEqual([
            what,
            'string',
            'string',
            false,
          ]);
          seen.add(p.verse_range);
        }
      }
  });

  it('DELETE removes the sermon and its study', async () => {
    const { id } = (await fromVideo(SERMON_VIDEOS.loveOfGod)).json();
    await settled(id);
    expect((await call(as.outsider, 'DELETE', `/api/sermons/${id}`)).statusCode).toBe(403);
    expect((await call(as.publisher, 'DELETE', `/api/sermons/${id}`)).statusCode).toBe(204);
    expect((await call(as.publisher, 'GET', `/api/sermons/${id}`)).statusCode).toBe(404);
  });
});
