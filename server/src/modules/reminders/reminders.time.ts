import type { ReminderDay } from '../../../../common/src/contracts/reminders.ts';

// A reminder is due by the reader's wall clock, never by a fixed offset: Intl gives the local date,
// weekday and minute of an instant in an IANA zone, so daylight-saving changes are followed as they come.

/** An instant as read on a wall clock in one time zone. */
export interface LocalMoment {
  /** "YYYY-MM-DD" */
  date: string;
  weekday: ReminderDay;
  /** Minutes since local midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (timeZone: string) => {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
};

/** True for a zone Intl knows (Europe/Berlin, UTC); false for anything else. */
export const isTimeZone = (timeZone: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

export const localMoment = (at: Date, timeZone: string): LocalMoment => {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase().slice(0, 3) as ReminderDay,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

/** "HH:MM" (00:00–23:59) → minutes since midnight, or undefined. */
export const minutesOf = (time: string): number | undefined => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
};

/**
 * How long after the chosen minute a reminder is still sent: a tick missed while no instance ran (a
 * deploy, a restart) is made up for, but a reader who chooses 08:00 at noon is not reminded at once. On
 * the night a clock springs forward past the chosen minute, the first minute after the gap is in it.
 */
export const CATCH_UP_MINUTES = 90;

/** Whether a reminder at `time` on `days` is due at this local moment. */
export const isDue = (moment: LocalMoment, time: string, days: readonly string[]): boolean => {
  const chosen = minutesOf(time);
  if (chosen === undefined || !days.includes(moment.weekday)) return false;
  return moment.minutes >= chosen && moment.minutes < chosen + CATCH_UP_MINUTES;
};
