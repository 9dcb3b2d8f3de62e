import { describe, expect, it } from 'vitest';
import { reminderMessage } from './reminders.message.ts';
import { studyDayThrough } from './reminders.ports.ts';
import { isDue, isTimeZone, localMoment } from './reminders.time.ts';

const every = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

describe('when a reminder is due, by the reader’s wall clock', () => {
  it('follows daylight saving: 08:00 in Berlin is 07:00 UTC in winter and 06:00 UTC in summer', () => {
    const winter = new Date('2026-03-27T07:00:30Z'); // Friday, CET (UTC+1)
    const summer = new Date('2026-03-30T06:00:30Z'); // Monday, CEST (UTC+2) after the change on the 29th
    expect(localMoment(winter, 'Europe/Berlin')).toEqual({
      date: '2026-03-27',
      weekday: 'fri',
      minutes: 480,
    });
    expect(localMoment(summer, 'Europe/Berlin')).toEqual({
      date: '2026-03-30',
      weekday: 'mon',
      minutes: 480,
    });
    expect(isDue(localMoment(summer, 'Europe/Berlin'), '08:00', every)).toBe(true);
    expect(isDue(localMoment(new Date('2026-03-30T07:00:30Z'), 'Europe/Berlin'), '08:00', ['mon'])).toBe(
      true,
    );
    expect(isDue(localMoment(new Date('2026-03-30T05:59:30Z'), 'Europe/Berlin'), '08:00', every)).toBe(false);
  });

  it('a time the clock skips (02:30 on the night it springs forward) is due when the clock reaches 03:00', () => {
    // 2026-03-08 in New York: 02:00 EST becomes 03:00 EDT (07:00 UTC).
    const at = localMoment(new Date('2026-03-08T07:00:10Z'), 'America/New_York');
    expect(at).toMatchObject({ date: '2026-03-08', minutes: 180 });
    expect(isDue(at, '02:30', every)).toBe(true);
  });

  it('only on the chosen days, and not hours later', () => {
    const monday = localMoment(new Date('2026-06-01T08:00:05Z'), 'UTC');
    expect(isDue(monday, '08:00', ['tue'])).toBe(false);
    expect(isDue(monday, '08:00', ['mon'])).toBe(true);
    expect(isDue(localMoment(new Date('2026-06-01T12:00:00Z'), 'UTC'), '08:00', ['mon'])).toBe(false);
  });

  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('what a reminder says', () => {
  it('a study day, else where the reader stopped, else the verse of the day', () => {
    expect(
      reminderMessage(
        '2026-06-01',
        { planId: 3, studyName: 'Abide in Me', day: 3, reference: 'John 15:1-11' },
        null,
      ),
    ).toEqual({
      title: 'Day 3 of Abide in Me is ready',
      body: 'John 15:1-11',
      url: '/plans/3',
    });
    expect(reminderMessage('2026-06-01', null, { bookId: 'PSA', chapter: 24 })).toEqual({
      title: 'Your reading for today: Psalm 24',
      body: 'Pick up where you stopped.',
      url: '/read/PSA/24',
    });
    expect(reminderMessage('2026-06-01', null, null).url).toMatch(/^\/read\/[1-3A-Z]{3}\/\d+\?verse=\d+$/);
  });
});

describe('the study day a reminder names (issue 33)', () => {
  const day = (order: number) => ({
    id: order,
    passage_order: order,
    step_order: order,
    book_id: 'JHN',
    start_chapter: order,
    start_verse: 1,
    end_chapter: order,
    end_verse: 10,
  });
  const plan = (current: number, read: number[], opened: number | null) => ({
    plan: {
      id: 7,
      name: 'Abide in Me',
      is_completed: false,
      passages: [day(1), day(2), day(3)],
      progress: { completed_steps: read },
      opened_days: opened,
    },
    current_step: day(current),
  });
  const named = async (current: number, read: number[], opened: number | null) =>
    (
      await studyDayThrough(
        async () => ({ id: 'u' }) as never,
        async () => plan(current, read, opened) as never,
      )('u')
    )?.day ?? null;

  it('names the day that opened since the reader marked the last one read, in a paced study', async () => {
    expect(await named(1, [], 1)).toBe(1);
    // Day 1 read on the day it opened: nothing waits until day 2 opens, then day 2 does.
    expect(await named(1, [1], 1)).toBeNull();
    expect(await named(1, [1], 2)).toBe(2);
    // Unpaced: the reader's current day, or the next one not read.
    expect(await named(2, [1], null)).toBe(2);
    expect(await named(3, [1, 2, 3], null)).toBeNull();
  });
});
