import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanDetail, PlanGuideResponse } from '../../../../common/src/contracts/reading-plans.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { runAdmin } from '../../admin.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import { seedDemo } from '../../seed/demo.ts';
import { churchMembers } from '../churches/churches.schema.ts';
import { createUserIdSigner } from '../users/user-id.ts';
import { writeGuide } from './reading-plans.guide.ts';
import { readingPlans } from './reading-plans.schema.ts';

// Issue 30: the small-group guide of a Sermon Study, its share link and QR code, and the day editor's
// server checks.

let t: TestApp;
let plans: { id: number; name: string; church_id: number | null }[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  plans = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans;
});
afterAll(() => t.close());

const newUser = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const call = (method: 'GET' | 'PUT', url: string, user: string | Principal, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers:
      typeof user === 'string'
        ? { [USER_ID_HEADER]: user, host: 'church.example.org' }
        : { [USER_ID_HEADER]: user.id, cookie: user.cookie, ...SAME_ORIGIN },
    ...(payload ? { payload } : {}),
  });
let accounts = 0;
const accountIn = async (churchId: number, churchRole: string, siteRole?: 'publisher') => {
  const email = `guide-${++accounts}@example.org`;
  const who = await signedUpAccount(t.app, email);
  if (siteRole) await runAdmin(t.database.db, ['grant-role', email, siteRole], () => '');
  const uuid = createUserIdSigner(TEST_SECRET).verify(who.id);
  if (!uuid) throw new Error('setup');
  await t.database.db.insert(churchMembers).values({ churchId, userId: uuid, role: churchRole });
  return who;
};
const planNamed = (prefix: string) => {
  const p = plans.find((x) => x.name.startsWith(prefix));
  if (!p?.church_id) throw new Error(`no plan ${prefix}`);
  return { ...p, church_id: p.church_id };
};

/** The QR code's SVG path drawn as pixels and read back by a real decoder. */
const decodeQr = (svg: string) => {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const scale = 8;
  const px = size * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const m of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < w * scale; dx++) {
        const o = ((y * scale + dy) * px + x * scale + dx) * 4;
        data.fill(0, o, o + 3);
      }
  }
  return jsQR(data, px, px)?.data;
};

describe('the small-group guide', () => {
  it('gives each day an opening, a leader’s note, 2–3 questions and a closing, no question on two days', async () => {
    const plan = planNamed('Blessed Are You');
    const res = await call('GET', `/api/reading-plans/${plan.id}/guide`, await newUser());
    expect(res.statusCode, res.body).toBe(200);
    const guide = PlanGuideResponse.parse(res.json());
    const detail = PlanDetail.parse(
      (await call('GET', `/api/reading-plans/${plan.id}`, await newUser())).json(),
    );
    expect(guide.days.map((d) => d.verse_range)).toEqual(detail.passages.map((p) => p.verse_range));
    const all = guide.days.flatMap((d) => d.questions);
    expect(new Set(all.map((q) => q.toLowerCase())).size).toBe(all.length);
    for (const [i, day] of guide.days.entries()) {
      const p = detail.passages[i];
      if (!p) throw new Error('day');
      expect(day.questions.length).toBeGreaterThanOrEqual(2);
      expect(day.questions.length).toBeLessThanOrEqual(3);
      // Specific to the day: its passage, title and own question are in what the leader reads.
      expect(day.leader_note).toContain(p.verse_range);
      expect(day.leader_note).toContain(p.name);
      expect(day.questions.join(' ')).toContain(p.question);
      expect(`${day.opening} ${day.questions.join(' ')} ${day.closing}`).toMatch(
        new RegExp(`${p.verse_range}|${p.name}`),
      );
      for (const text of [day.opening, day.leader_note, day.closing, ...day.questions])
        expect(text).not.toMatch(/undefined|null|\{|\}/);
    }
    expect(new Set(guide.days.map((d) => d.opening)).size).toBe(guide.days.length);
    expect(guide.sermon_title).toBeTruthy();
    expect(guide.church_name).toBe(detail.primary_church?.name);
  });

  it('shares the about page at the request’s origin, with a QR code that reads back to it', async () => {
    const plan = planNamed('The Lord Is My Shepherd');
    const guide = PlanGuideResponse.parse(
      (await call('GET', `/api/reading-plans/${plan.id}/guide`, await newUser())).json(),
    );
    expect(guide.share.url).toBe(`http://church.example.org/plans/${plan.id}/about`);
    expect(guide.share.qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(decodeQr(guide.share.qr_svg)).toBe(guide.share.url);
    expect(decodeQr(qrSvg('https://emmaus.example/plans/2147483647/about'))).toBe(
      'https://emmaus.example/plans/2147483647/about',
    );
  });

  it('keeps questions distinct when days repeat a passage, and quotes the sermon’s notes near the day', () => {
    const day = {
      id: 1,
      order: 1,
      verseRange: 'John 15:1-8',
      bookId: 'JHN',
      chapter: 15,
      startVerse: 1,
      endVerse: 8,
      name: 'The true vine',
      insight: 'Jesus is the vine and we are the branches. Fruit comes from staying close to him.',
      question: 'What helps you stay close to Jesus?',
    };
    const days = Array.from({ length: 10 }, (_, i) => ({ ...day, id: i + 1, order: i + 1 }));
    const guide = writeGuide({
      planName: 'Abide',
      sermon: {
        title: 'Abide in the Vine',
        notes:
          '# Notes\n\n- Branches do not strain to bear fruit; they stay joined to the vine.\n- Pruning hurts, but the gardener is kind.',
      },
      days,
    });
    const all = guide.flatMap((d) => d.questions);
    expect(new Set(all.map((q) => q.toLowerCase())).size).toBe(all.length);
    expect(guide.map((d) => `${d.leader_note} ${d.questions.join(' ')}`).join(' ')).toContain(
      'Branches do not strain to bear fruit',
    );
    expect(guide[0]?.opening).toContain('Abide in the Vine');
    expect(guide[9]?.closing).toContain('these 10 days');
  });

  it('is for whoever may read the study: a private one is 404 to outsiders, readable by its church', async () => {
    const plan = planNamed('He Is Risen');
    const outsider = await newUser();
    const member = await accountIn(plan.church_id, 'member');
    const publisher = await accountIn(plan.church_id, 'publisher', 'publisher');
    await t.database.db
      .update(readingPlans)
      .set({ visibility: 'private' })
      .where(eq(readingPlans.id, plan.id));
    try {
      const denied = await call('GET', `/api/reading-plans/${plan.id}/guide`, outsider);
      expect([denied.statusCode, denied.json().code]).toEqual([404, 'plan.not_found']);
      expect((await call('GET', `/api/reading-plans/${plan.id}/guide`, member)).statusCode).toBe(200);
      const own = await call('GET', `/api/reading-plans/${plan.id}/guide`, publisher);
      expect(own.statusCode).toBe(200);
      expect(own.json().visibility).toBe('private');
    } finally {
      await t.database.db
        .update(readingPlans)
        .set({ visibility: 'public' })
        .where(eq(readingPlans.id, plan.id));
    }
    expect((await call('GET', '/api/reading-plans/999999/guide', outsider)).statusCode).toBe(404);
    expect((await call('GET', '/api/reading-plans/abc/guide', outsider)).json().code).toBe('plan.not_found');
  });
});

describe('the day editor’s checks (PUT /api/reading-plans/{id})', () => {
  it('saves changed, added and split days for the church’s publishers, and refuses bad days with stable codes', async () => {
    const plan = planNamed('The Lord Is My Shepherd');
    const publisher = await accountIn(plan.church_id, 'publisher', 'publisher');
    const member = await accountIn(plan.church_id, 'member');
    const before = PlanDetail.parse((await call('GET', `/api/reading-plans/${plan.id}`, publisher)).json());
    const days = before.passages.map((p) => ({
      book_id: p.book_id,
      start_chapter: p.start_chapter,
      start_verse: p.start_verse,
      end_chapter: p.end_chapter,
      end_verse: p.end_verse,
      name: p.name,
      insight: p.insight,
      question: p.question,
    }));
    const [first, ...rest] = days;
    if (!first) throw new Error('setup');
    const put = (who: string | Principal, passages: object[]) =>
      call('PUT', `/api/reading-plans/${plan.id}`, who, { passages });
    try {
      // Day 1 split in two (Psalm 23:1-3 and 4-6), a day added, a multi-line question.
      const edited = [
        { ...first, end_verse: 3, question: 'What does rest look like for you?\nWho leads you there?' },
        { ...first, start_verse: 4, name: 'Through the valley' },
        ...rest,
        {
          ...first,
          book_id: 'JHN',
          start_chapter: 10,
          start_verse: 11,
          end_chapter: 10,
          end_verse: 18,
          name: 'The good shepherd',
        },
      ];
      const ok = await put(publisher, edited);
      expect(ok.statusCode, ok.body).toBe(200);
      const saved = PlanDetail.parse(ok.json());
      expect(saved.passages.map((p) => p.verse_range).slice(0, 2)).toEqual(['Psalm 23:1-3', 'Psalm 23:4-6']);
      expect(saved.passages.at(-1)?.verse_range).toBe('John 10:11-18');
      expect(saved.passages[0]?.question).toBe('What does rest look like for you?\nWho leads you there?');
      const guide = PlanGuideResponse.parse(
        (await call('GET', `/api/reading-plans/${plan.id}/guide`, publisher)).json(),
      );
      expect(guide.days).toHaveLength(edited.length);
      const all = guide.days.flatMap((d) => d.questions);
      expect(new Set(all).size).toBe(all.length);

      const refused = async (passages: object[], status: number, code: string) => {
        const res = await put(publisher, passages);
        expect([res.statusCode, res.json().code], JSON.stringify(passages[0])).toEqual([status, code]);
      };
      await refused([{ ...first, end_verse: 7 }], 400, 'plan.invalid_passage'); // Psalm 23 has 6 verses
      await refused([{ ...first, start_chapter: 151, end_chapter: 151 }], 400, 'plan.invalid_passage');
      await refused([{ ...first, book_id: 'XYZ' }], 400, 'plan.invalid_passage');
      await refused([{ ...first, start_verse: 5, end_verse: 2 }], 400, 'plan.invalid_passage');
      await refused([{ ...first, end_chapter: 24 }], 400, 'plan.invalid_passage');
      await refused([{ ...first, book_id: 'psalms' }], 400, 'request.invalid');
      await refused([{ ...first, start_verse: 0 }], 400, 'request.invalid');
      await refused([{ ...first, name: '  ' }], 400, 'request.invalid');
      await refused([{ ...first, question: 'x'.repeat(1001) }], 400, 'request.invalid');
      await refused([{ ...first, question: 'line\n'.repeat(13) }], 400, 'request.invalid');
      await refused([{ ...first, insight: 'x'.repeat(4001) }], 400, 'request.invalid');
      await refused(
        Array.from({ length: 31 }, () => first),
        400,
        'request.invalid',
      );
      await refused([], 400, 'request.invalid');
      // Only the church's publishers: a member is refused, an outsider does not see a public study change.
      expect((await put(member, days)).statusCode).toBe(403);
      expect((await put(await newUser(), days)).statusCode).toBe(403);
    } finally {
      expect((await put(publisher, days)).statusCode).toBe(200);
    }
  });
});
