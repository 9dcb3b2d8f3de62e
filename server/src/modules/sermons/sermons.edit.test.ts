import { eq } from 'drizzle-orm';
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
import { resolvePassage } from './sermons.notes-edit.ts';
import { sermons } from './sermons.schema.ts';
import { paragraphStarts } from './sermons.transcript-starts.ts';

// Issue 30: the publisher edits a sermon's notes, references and transcript before readers see them. Only
// the church's owners/publishers (and site admins) may; references are checked against the canon; the
// markdown readers get is written again from the edit, the publisher's text escaped; an added reference
// can become a day of the study and a removed one cannot; a corrected transcript is analysed again.

let t: TestApp;
let video: FakeVideoPlatform;
let churchId = 0;
let sermonId = 0;
type Who = 'publisher' | 'outsider' | 'member' | 'anonymous';
const as: Record<Who, Principal> = {} as never;
const uuidOf = (p: Principal) => p.id.split('.')[0] ?? '';
const call = (p: Principal, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [USER_ID_HEADER]: p.id, ...(p.cookie ? { cookie: p.cookie } : {}), ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const settled = async (id: number) => {
  for (let i = 0; i < 600; i++) {
    const s = (await call(as.publisher, 'GET', `/api/sermons/${id}`)).json();
    if (!['queued', 'transcribing', 'analyzing'].includes(s.status)) return s;
    await wait(50);
  }
  throw new Error(`sermon ${id} never settled`);
};
type Passage = {
  reference: string;
  book_id: string;
  chapter: number;
  start_verse: number;
  end_verse: number;
};

beforeAll(async () => {
  video = await startFakeVideoPlatform();
  t = await createTestApp({ signInPerMinute: 1000, videoPlatformUrl: video.url });
  as.publisher = await signedUpAccount(t.app, 'edit-pastor@example.org');
  as.outsider = await signedUpAccount(t.app, 'edit-other@example.org');
  as.member = await signedUpAccount(t.app, 'edit-member@example.org');
  as.anonymous = {
    id: String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]),
    cookie: '',
  };
  for (const email of ['edit-pastor@example.org', 'edit-other@example.org'])
    await runAdmin(t.database.db, ['grant-role', email, 'publisher'], () => '');
  const [church] = await t.database.db.insert(churches).values({ name: 'Hope Chapel' }).returning();
  churchId = church?.id ?? 0;
  const [other] = await t.database.db.insert(churches).values({ name: 'Other Chapel' }).returning();
  await t.database.db.insert(churchMembers).values([
    { churchId, userId: uuidOf(as.publisher), role: 'owner' },
    { churchId, userId: uuidOf(as.member), role: 'member' },
    { churchId: other?.id ?? 0, userId: uuidOf(as.outsider), role: 'owner' },
  ]);
  const res = await call(as.publisher, 'POST', `/api/churches/${churchId}/sermons/generate-from-video`, {
    youtube_url: `https://www.youtube.com/watch?v=${SERMON_VIDEOS.loveOfGod}`,
  });
  expect(res.statusCode).toBe(202);
  sermonId = res.json().id;
  expect(await settled(sermonId)).toMatchObject({ status: 'ready', transcript_source: 'captions' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await video?.close();
});

describe('the pieces', () => {
  it('resolves references within one chapter of the canon, refuses others', () => {
    expect(resolvePassage('John 15:1-8')).toMatchObject({
      book_id: 'JHN',
      chapter: 15,
      start_verse: 1,
      end_verse: 8,
    });
    expect(resolvePassage('psalm 23')).toMatchObject({ reference: 'Psalm 23', start_verse: 1, end_verse: 6 });
    for (const bad of [
      'John 99:1',
      'John 3:99',
      'Gen 1:31-2:3',
      'Hezekiah 3:1',
      'John 3:16; Rom 8:28',
      'hello',
    ])
      expect(resolvePassage(bad), bad).toBeUndefined();
  });

  it("finds each paragraph's start among the cues, or none when they do not match", () => {
    const cues = [
      { start: 1, text: 'Turn with me' },
      { start: 2.5, text: 'to John 15.' },
      { start: 30, text: 'Abide in me.' },
    ];
    expect(paragraphStarts(cues, ['Turn with me to John 15.', 'Abide in me.'])).toEqual([1, 30]);
    expect(paragraphStarts(cues, ['Something else entirely.'])).toBeNull();
    expect(paragraphStarts([{ start: null, text: 'Plain.' }], ['Plain.'])).toBeNull();
  });
});

describe('PUT /api/sermons/{id}/analysis and /transcript', () => {
  it('shows the captions transcript with times to the publisher only', async () => {
    const s = (await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json();
    expect(s.transcript.length).toBeGreaterThan(1);
    expect(s.transcript[0].start).toEqual(expect.any(Number));
    expect(s.transcript.every((p: { start: number | null }) => p.start !== null)).toBe(true);
    // The church's list does not carry transcripts.
    const list = (await call(as.publisher, 'GET', `/api/churches/${churchId}/sermons`)).json();
    expect(list.sermons[0].transcript).toBeUndefined();
  });

  it('only the church’s publishers may edit: 401 signed out, 403 a member or another church’s publisher', async () => {
    const body = { summary: 'Mine now.' };
    const statuses: Record<string, number> = {};
    for (const who of ['anonymous', 'member', 'outsider'] as const) {
      statuses[`${who} notes`] = (
        await call(as[who], 'PUT', `/api/sermons/${sermonId}/analysis`, body)
      ).statusCode;
      statuses[`${who} transcript`] = (
        await call(as[who], 'PUT', `/api/sermons/${sermonId}/transcript`, {
          paragraphs: [{ start: 0, text: 'x' }],
        })
      ).statusCode;
    }
    expect(statuses).toEqual({
      'anonymous notes': 401,
      'anonymous transcript': 401,
      'member notes': 403,
      'member transcript': 403,
      'outsider notes': 403,
      'outsider transcript': 403,
    });
    // An unknown sermon is a 404, as is a malformed id.
    expect((await call(as.publisher, 'PUT', '/api/sermons/999999/analysis', body)).json().code).toBe(
      'sermon.not_found',
    );
    expect((await call(as.publisher, 'PUT', '/api/sermons/abc/analysis', body)).statusCode).toBe(404);
    expect((await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json().analysis.summary).not.toBe(
      'Mine now.',
    );
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const before = (await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json();
    const cases: [object, number, string][] = [
      [{ main_text: 'John 99:1' }, 400, 'sermon.invalid_passage'],
      [{ main_text: 'the gospel' }, 400, 'sermon.invalid_passage'],
      [{ references: ['Romans 8:28', 'Hezekiah 3:1'] }, 400, 'sermon.invalid_passage'],
      [{ outline: [{ point: 'A point', references: ['John 3:99'] }] }, 400, 'sermon.invalid_passage'],
      [{ summary: 'x'.repeat(4001) }, 400, 'request.invalid'],
      [{ applications: Array.from({ length: 21 }, () => 'Pray.') }, 400, 'request.invalid'],
      [{ discussion_questions: [' '] }, 400, 'request.invalid'],
      [{ big_idea: 42 }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(as.publisher, 'PUT', `/api/sermons/${sermonId}/analysis`, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const empty = await call(as.publisher, 'PUT', `/api/sermons/${sermonId}/transcript`, { paragraphs: [] });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'request.invalid']);
    const after = (await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json();
    expect(after.analysis).toEqual(before.analysis);
    expect(after.content).toBe(before.content);
  });

  it('409 before an analysis and while one runs', async () => {
    const [fresh] = await t.database.db.insert(sermons).values({ churchId, title: 'Not yet' }).returning();
    const res = await call(as.publisher, 'PUT', `/api/sermons/${fresh?.id}/analysis`, { summary: 'x' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'sermon.not_analysed']);
    await t.database.db
      .update(sermons)
      .set({ status: 'analyzing' })
      .where(eq(sermons.id, fresh?.id ?? 0));
    for (const [url, body] of [
      ['analysis', { summary: 'x' }],
      ['transcript', { paragraphs: [{ start: null, text: 'x' }] }],
    ] as const) {
      const busy = await call(as.publisher, 'PUT', `/api/sermons/${fresh?.id}/${url}`, body);
      expect([busy.statusCode, busy.json().code]).toEqual([409, 'sermon.analysis_running']);
    }
  });

  it('stores the edit: readers get the escaped notes, the study gets an added reference and not a removed one', async () => {
    const before = (await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json();
    const passages: Passage[] = before.analysis.passages;
    const main: Passage | null = before.analysis.main_text;
    const chapterOf = (p: { book_id: string; chapter?: number; start_chapter?: number }) =>
      `${p.book_id}.${p.chapter ?? p.start_chapter}`;
    // The study's days (the test database has only test/fixture-books.ts's books: Malachi is added).
    const study = async (replace: boolean): Promise<string[]> => {
      const plan = await call(as.publisher, 'POST', `/api/sermons/${sermonId}/create-reading-plan`, {
        passage_count: 10,
        reading_length: 'short',
        study_focus: 'sermon_only',
        replace,
      });
      expect(plan.statusCode, plan.body).toBe(202);
      let detail = (await call(as.publisher, 'GET', `/api/reading-plans/${plan.json().id}`)).json();
      for (let i = 0; i < 400 && detail.status === 'generating'; i++) {
        await wait(50);
        detail = (await call(as.publisher, 'GET', `/api/reading-plans/${plan.json().id}`)).json();
      }
      expect(detail.status).toBe('ready');
      return detail.passages.map(chapterOf);
    };
    const first = await study(false);
    expect(first).not.toContain('MAL.3');
    // A passage alone in its chapter (not the main text's), which was a day, is removed.
    const removed = passages.find(
      (p) =>
        first.includes(chapterOf(p)) &&
        passages.filter((q) => chapterOf(q) === chapterOf(p)).length === 1 &&
        (!main || chapterOf(main) !== chapterOf(p)),
    );
    expect(removed, `a day alone in its chapter among ${first.join(', ')}`).toBeDefined();
    const kept = passages.filter((p) => p !== removed).map((p) => p.reference);
    const res = await call(as.publisher, 'PUT', `/api/sermons/${sermonId}/analysis`, {
      summary: 'God loves <script>alert(1)</script> you. [Click](javascript:alert(1))',
      big_idea: 'Nothing can separate us from the love of God.',
      main_text: 'Romans 8:38-39',
      outline: [{ point: 'God’s love is *first*', references: ['1 John 4:19'] }],
      applications: ['Tell someone this week.'],
      discussion_questions: ['Where have you doubted His love?'],
      references: [...kept, 'mal 3:6'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json();
    expect(edited.analysis).toMatchObject({
      summary: 'God loves <script>alert(1)</script> you. [Click](javascript:alert(1))',
      big_idea: 'Nothing can separate us from the love of God.',
      main_text: { reference: 'Romans 8:38-39', book_id: 'ROM', chapter: 8, start_verse: 38, end_verse: 39 },
      outline: [{ point: 'God’s love is *first*', passages: [{ reference: '1 John 4:19' }] }],
      applications: ['Tell someone this week.'],
      discussion_questions: ['Where have you doubted His love?'],
    });
    const refs = edited.analysis.passages.map((p: Passage) => p.reference);
    expect(refs).toContain('Malachi 3:6');
    expect(refs).not.toContain(removed?.reference);
    expect(edited.analysis.passages.find((p: Passage) => p.reference === 'Malachi 3:6')).toMatchObject({
      added: true,
    });
    // The markdown is written again from the edit, the publisher's text escaped, references linked.
    expect(edited.content).toBe(edited.analysis.content);
    expect(edited.content).toContain('God loves &lt;script&gt;alert(1)&lt;/script&gt; you.');
    expect(edited.content).not.toMatch(/[^\\]\]\(javascript/);
    expect(edited.content).toContain('**Main text:** [Romans 8:38-39](/read/ROM/8?verse=38-39)');
    // An added reference claims no count of mentions.
    expect(edited.content).toContain('- [Malachi 3:6](/read/MAL/3?verse=6)\n');
    expect(edited.content).toContain('1. God’s love is \\*first\\* ([1 John 4:19](/read/1JN/4?verse=19))');
    expect(edited.content).not.toContain(`[${removed?.reference}]`);

    // The study again, from the edited references: Malachi 3 is a day, the removed chapter is none.
    const days = await study(true);
    expect(days).toContain('MAL.3');
    expect(days).toContain('ROM.8');
    expect(days).not.toContain(chapterOf(removed as Passage));

    // The church's member reads the notes of a sermon with a study: the edited ones, not the analysis.
    const seen = (await call(as.member, 'GET', `/api/sermons/${sermonId}`)).json();
    expect(seen.content).toBe(edited.content);
    expect(seen.analysis).toBeNull();
    expect(seen.transcript).toBeUndefined();

    // Removing the main text's reference removes it as the main text; the outline's too.
    const again = await call(as.publisher, 'PUT', `/api/sermons/${sermonId}/analysis`, {
      references: ['Malachi 3:6'],
    });
    expect(again.json().analysis).toMatchObject({
      main_text: null,
      passages: [{ reference: 'Malachi 3:6' }],
      summary: 'God loves <script>alert(1)</script> you. [Click](javascript:alert(1))',
    });
  });

  it('a corrected transcript keeps its times, is the upload and is analysed again', async () => {
    const before = (await call(as.publisher, 'GET', `/api/sermons/${sermonId}`)).json();
    const paragraphs = before.transcript.map((p: { start: number | null; text: string }, i: number) =>
      i === 0 ? { ...p, text: `${p.text} Turn with me to Micah 6:8.` } : p,
    );
    const res = await call(as.publisher, 'PUT', `/api/sermons/${sermonId}/transcript`, { paragraphs });
    expect(res.statusCode, res.body).toBe(202);
    expect(['queued', 'analyzing']).toContain(res.json().status);
    const after = await settled(sermonId);
    expect(after).toMatchObject({ status: 'ready', transcript_source: 'upload' });
    expect(after.transcript[0]).toEqual({ start: before.transcript[0].start, text: paragraphs[0].text });
    expect(after.transcript.map((p: { start: number }) => p.start)).toEqual(
      before.transcript.map((p: { start: number }) => p.start),
    );
    expect(after.analysis.passages.map((p: Passage) => p.reference)).toContain('Micah 6:8');
  });
});
