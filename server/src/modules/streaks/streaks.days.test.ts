import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, streakOf } from './streaks.days.ts';

// 2026-11-23 is a Monday.
describe('streakOf', () => {
  it('counts days in a row ending today, and this week Monday first', () => {
    const s = streakOf(['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-27');
    expect(s).toEqual({
      current: 3,
      longest: 3,
      thisWeek: [false, false, true, true, true, false, false],
    });
  });

  it('keeps a streak while today is still to be read', () => {
    expect(streakOf(['2026-11-25', '2026-11-26'], '2026-11-27').current).toBe(2);
  });

  it('forgives one missed day a week, never two in a row nor two in one week', () => {
    // Wednesday missed: forgiven.
    expect(streakOf(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27'], '2026-11-27').current).toBe(4);
    // Tuesday and Thursday missed in the same week: the second ends the run; Friday starts anew.
    expect(streakOf(['2026-11-23', '2026-11-25', '2026-11-27'], '2026-11-27')).toMatchObject({
      current: 1,
      longest: 2,
    });
    // Two days in a row missed: a new streak.
    expect(streakOf(['2026-11-23', '2026-11-24', '2026-11-27'], '2026-11-27')).toMatchObject({
      current: 1,
      longest: 2,
    });
    // One missed day in each of two weeks: both forgiven.
    expect(
      streakOf(['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-25', '2026-11-26'], '2026-11-26').current,
    ).toBe(5);
  });

  it('keeps the streak when yesterday can still be the free day, and ends it after two missed days', () => {
    expect(streakOf(['2026-11-24', '2026-11-25'], '2026-11-27').current).toBe(2);
    expect(streakOf(['2026-11-23', '2026-11-24'], '2026-11-27')).toMatchObject({ current: 0, longest: 2 });
  });

  it('is empty for a reader who has not read yet', () => {
    expect(streakOf([], '2026-11-27')).toEqual({ current: 0, longest: 0, thisWeek: Array(7).fill(false) });
  });
});

describe('time zones', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '+05:00', '', 'Europe/../etc', 'x'.repeat(70)])
      expect(isTimeZone(bad), bad).toBe(false);
  });

  it('gives the reader’s own day', () => {
    const at = new Date('2026-11-27T23:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-11-27');
    expect(localDay(at, 'Europe/Berlin')).toBe('2026-11-28');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-11-27');
  });
});
