// Paced Sermon Studies (issue 33): one day opens per calendar day from the reader's start, at midnight
// in the reader's time zone; earlier days stay open to catch up.

const DAY_MS = 86_400_000;

/** The calendar date `at` falls on in `timeZone`, as days since 1970-01-01 (whole, comparable). */
const dayNumber = (at: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
};

/** How many days of a `total`-day paced study are open at `now` for a reader who started at `startedAt`. */
export const openedDays = (startedAt: Date, timeZone: string, now: Date, total: number): number =>
  Math.max(1, Math.min(total, dayNumber(now, timeZone) - dayNumber(startedAt, timeZone) + 1));
