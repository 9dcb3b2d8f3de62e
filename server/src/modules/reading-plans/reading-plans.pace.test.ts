import { describe, expect, it } from 'vitest';
import { openedDays } from './reading-plans.pace.ts';

// Issue 33: a paced study opens one day per calendar day, at midnight in the reader's time zone.
describe('openedDays', () => {
  const at = (iso: string) => new Date(iso);

  it('opens day 2 at the reader’s midnight, not UTC’s', () => {
    // Started 23:00 in Auckland (UTC+13 in January) on the 10th: local midnight is 11:00 UTC.
    const start = at('2026-01-10T10:00:00Z');
    expect(openedDays(start, 'Pacific/Auckland', at('2026-01-10T10:59:00Z'), 7)).toBe(1);
    expect(openedDays(start, 'Pacific/Auckland', at('2026-01-10T11:00:00Z'), 7)).toBe(2);
    // In UTC the same instants are one calendar day.
    expect(openedDays(start, 'UTC', at('2026-01-10T23:59:00Z'), 7)).toBe(1);
  });

  it('counts calendar days across a daylight-saving change, and never past the study’s end', () => {
    // Berlin moves to summer time on 29 March 2026: that day has 23 hours.
    const start = at('2026-03-28T23:30:00Z'); // 00:30 on the 29th in Berlin
    expect(openedDays(start, 'Europe/Berlin', at('2026-03-29T21:59:00Z'), 5)).toBe(1); // 23:59 local
    expect(openedDays(start, 'Europe/Berlin', at('2026-03-29T22:00:00Z'), 5)).toBe(2); // midnight
    expect(openedDays(start, 'Europe/Berlin', at('2026-04-20T12:00:00Z'), 5)).toBe(5);
    expect(openedDays(start, 'Europe/Berlin', at('2026-03-01T12:00:00Z'), 5)).toBe(1);
  });
});
