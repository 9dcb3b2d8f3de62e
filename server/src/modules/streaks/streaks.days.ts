// The calendar arithmetic of streaks (issue 33), on local days written YYYY-MM-DD: pure, so the rules
// are tested without a database or a clock.

const DAY_MS = 86_400_000;

/** Whether `tz` is an IANA zone this runtime knows ("Europe/Berlin", "UTC"); offsets are not zones. */
export const isTimeZone = (tz: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The day `at` falls on in `tz`, as YYYY-MM-DD. */
export const localDay = (at: Date, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Days since 1970-01-01 (a Thursday). */
export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** Monday-first weeks: the week a day number belongs to, and its weekday (Monday 0 … Sunday 6). */
const weekOf = (n: number) => Math.floor((n + 3) / 7);
const weekdayOf = (n: number) => (((n + 3) % 7) + 7) % 7;

export interface Streak {
  current: number;
  longest: number;
  thisWeek: boolean[];
}

/**
 * Streaks over the days a reader read, kindly: one missed day a week (Monday to Sunday) is forgiven and
 * the streak goes on; two missed days in a row, or a second in the same week, end it. A day still to be
 * read (today) never breaks it. A streak counts the days read, not the free day.
 */
export const streakOf = (readDays: Iterable<string>, today: string): Streak => {
  const days = [...new Set([...readDays].map(dayNumber))].sort((a, b) => a - b);
  const t = dayNumber(today);
  let longest = 0;
  let run = 0;
  let freeWeeks = new Set<number>();
  let last: number | undefined;
  for (const d of days) {
    if (d > t) break;
    const gap = last === undefined ? Number.POSITIVE_INFINITY : d - last - 1;
    if (gap === 0) run++;
    else if (gap === 1 && !freeWeeks.has(weekOf(d - 1))) {
      freeWeeks.add(weekOf(d - 1));
      run++;
    } else {
      run = 1;
      freeWeeks = new Set();
    }
    last = d;
    longest = Math.max(longest, run);
  }
  // The last run still stands while today can continue it: it ended today or yesterday, or the day
  // before with yesterday as this run's free day.
  const alive = last !== undefined && (last >= t - 1 || (last === t - 2 && !freeWeeks.has(weekOf(t - 1))));
  const monday = t - weekdayOf(t);
  const read = new Set(days);
  return {
    current: alive ? run : 0,
    longest,
    thisWeek: Array.from({ length: 7 }, (_, i) => read.has(monday + i)),
  };
};
