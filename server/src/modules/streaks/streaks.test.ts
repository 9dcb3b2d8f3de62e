import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { localDay } from './streaks.days.ts';
import { createStreaksRepository } from './streaks.repository.ts';
import { createStreaksService } from './streaks.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const newReader = async () =>
  String((await t.app.inject({ method: 'GET', url: '/api/user' })).headers[USER_ID_HEADER]);
const read = (user: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/reading', headers: { [USER_ID_HEADER]: user }, payload });
const get = (user: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { [USER_ID_HEADER]: user } });

describe('readings and streaks', () => {
  it('counts three days read in a row in the reader’s time zone, and lists the history newest first', async () => {
    const user = await newReader();
    const tz = 'Pacific/Auckland';
    const now = Date.now();
    for (const [daysAgo, chapter] of [
      [2, 1],
      [1, 2],
      [0, 3],
    ] as const) {
      const res = await read(user, {
        bible_id: 'eng-web',
        book_id: 'JHN',
        chapter,
        tz,
        read_at: new Date(now - daysAgo * DAY).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    // The same chapter again the same day is one reading.
    expect((await read(user, { bible_id: 'eng-web', book_id: 'JHN', chapter: 3, tz })).statusCode).toBe(204);

    const streak = (await get(user, `/api/user/streak?tz=${tz}`)).json();
    expect(streak).toMatchObject({
      read_today: true,
      current_days: 3,
      longest_days: 3,
      total_chapters: 3,
      today: localDay(new Date(), tz),
      time_zone: tz,
    });
    expect(streak.this_week).toHaveLength(7);
    // Without tz the zone of the last reading is the reader's.
    expect((await get(user, '/api/user/streak')).json().time_zone).toBe(tz);

    const history = (await get(user, '/api/user/reading-history')).json();
    expect(history.has_more).toBe(false);
    expect(history.readings.map((r: { chapter: number }) => r.chapter)).toEqual([3, 2, 1]);
    expect(history.readings[0]).toMatchObject({ bible_id: 'eng-web', book_id: 'JHN', read_on: streak.today });

    // Another reader sees none of it.
    const other = await newReader();
    expect((await get(other, '/api/user/streak')).json()).toMatchObject({
      read_today: false,
      current_days: 0,
      total_chapters: 0,
      time_zone: 'UTC',
    });
    expect((await get(other, '/api/user/reading-history')).json().readings).toEqual([]);
  });

  it('answers readOn for a reminder job: the reader’s own day, in the zone they read in', async () => {
    // A service over the same database, on a clock set to 23:30 UTC: already tomorrow in Berlin.
    const late = new Date('2026-11-27T23:30:00Z');
    const service = createStreaksService(createStreaksRepository(t.database.db), {
      versesIn: async () => 21,
      now: () => late,
    });
    const user = crypto.randomUUID(); // the user's row id, as the service is given it
    await service.recordReading(user, {
      bible_id: 'eng-web',
      book_id: 'JHN',
      chapter: 1,
      tz: 'Europe/Berlin',
    });
    expect(await service.readOn(user, '2026-11-28')).toBe(true);
    expect(await service.readOn(user, '2026-11-27')).toBe(false);
    expect(await service.readOn(crypto.randomUUID(), '2026-11-28')).toBe(false);
    expect((await service.streak(user, 'Europe/Berlin')).today).toBe('2026-11-28');
  });

  it('refuses a bad time zone, a chapter the translation lacks and a time in the future with stable codes', async () => {
    const user = await newReader();
    const cases: [object, string][] = [
      [{ bible_id: 'eng-web', book_id: 'JHN', chapter: 3, tz: 'Mars/Olympus' }, 'reading.invalid_timezone'],
      [{ bible_id: 'eng-web', book_id: 'JHN', chapter: 99 }, 'reading.unknown_chapter'],
      [{ bible_id: 'nope', book_id: 'JHN', chapter: 3 }, 'reading.unknown_chapter'],
      [
        {
          bible_id: 'eng-web',
          book_id: 'JHN',
          chapter: 3,
          read_at: new Date(Date.now() + DAY).toISOString(),
        },
        'reading.invalid_time',
      ],
      [{ bible_id: 'eng-web', book_id: 'john', chapter: 3 }, 'request.invalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await read(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const bad = await get(user, '/api/user/streak?tz=Not/AZone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('reading.invalid_timezone');
  });

  it('counts a Sermon Study day the reader completed', async () => {
    const user = await newReader();
    const headers = { [USER_ID_HEADER]: user };
    const plans = (await t.app.inject({ method: 'GET', url: '/api/reading-plans/suggested' })).json().plans;
    const plan = plans[0].id as number;
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/user/plans/current',
      headers,
      payload: { plan_id: plan },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const day = enrol.json().current_step;
    await t.app.inject({ method: 'PUT', url: '/api/user/plans/current/next-step', headers });
    const history = (await get(user, '/api/user/reading-history')).json().readings;
    expect(history).toEqual([
      expect.objectContaining({ bible_id: null, book_id: day.book_id, chapter: day.start_chapter }),
    ]);
    expect((await get(user, '/api/user/streak')).json().read_today).toBe(true);
  });
});
