import type {
  ReadingHistoryResponse,
  RecordReadingBody,
  StreakResponse,
} from '../../../../common/src/contracts/habits.ts';
import { pagedSection } from '../../db/user-data.ts';
import { isTimeZone, localDay, streakOf } from './streaks.days.ts';
import { invalidReadingTime, invalidTimeZone, unknownChapter } from './streaks.errors.ts';
import { deleteReadings, moveReadings, type StreaksRepository } from './streaks.repository.ts';

const HISTORY_PAGE = 50;
/** A reading sent late (queued offline) still counts for its day, within a year. */
const OLDEST_MS = 366 * 86_400_000;
/** Clocks disagree a little: a reading stamped this far ahead of the server is taken as now. */
const SKEW_MS = 5 * 60_000;

/** What the streaks need of others: whether a chapter exists (the bible module, wired in app.ts). */
export interface StreakDeps {
  versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>;
  /**
   * The reader's chosen time zone where another module keeps one (reminder settings): it wins over the
   * zone a request sends. Absent: the request's `tz`, else the zone of the reader's latest reading.
   */
  preferredTimeZone?: (userId: string) => Promise<string | undefined>;
  now?: () => Date;
}

/**
 * Gentle streaks and reading history (issue 33): which days a reader read, counted in their own time
 * zone, with one free day a week. Other modules (reminders) ask `readOn` whether to remind.
 */
export const createStreaksService = (repo: StreaksRepository, deps: StreakDeps) => {
  const now = deps.now ?? (() => new Date());

  const zoneOf = async (userId: string, sent: string | undefined): Promise<string> => {
    if (sent !== undefined && !isTimeZone(sent)) throw invalidTimeZone();
    const preferred = await deps.preferredTimeZone?.(userId);
    if (preferred && isTimeZone(preferred)) return preferred;
    if (sent) return sent;
    const last = await repo.latestTimeZone(userId);
    return last && isTimeZone(last) ? last : 'UTC';
  };

  const record = async (
    userId: string,
    r: { bibleId: string | null; bookId: string; chapter: number; tz?: string | undefined; at?: Date },
  ) => {
    const timeZone = await zoneOf(userId, r.tz);
    const at = r.at ?? now();
    await repo.record({
      userId,
      bibleId: r.bibleId,
      bookId: r.bookId,
      chapter: r.chapter,
      readAt: at,
      readOn: localDay(at, timeZone),
      timeZone,
    });
  };

  return {
    /** POST /api/user/reading */
    recordReading: async (userId: string, body: RecordReadingBody): Promise<void> => {
      let at: Date | undefined;
      if (body.read_at) {
        const t = Date.parse(body.read_at);
        const n = now().getTime();
        if (t > n + SKEW_MS || t < n - OLDEST_MS) throw invalidReadingTime();
        at = new Date(Math.min(t, n));
      }
      if (body.tz !== undefined && !isTimeZone(body.tz)) throw invalidTimeZone();
      if ((await deps.versesIn(body.bible_id, body.book_id, body.chapter)) === 0) throw unknownChapter();
      await record(userId, {
        bibleId: body.bible_id,
        bookId: body.book_id,
        chapter: body.chapter,
        tz: body.tz,
        ...(at && { at }),
      });
    },

    /** A Sermon Study's day completed counts as reading its chapter (the reading-plans module says so). */
    recordPlanDay: (userId: string, bookId: string, chapter: number) =>
      record(userId, { bibleId: null, bookId, chapter }),

    /** GET /api/user/streak */
    streak: async (userId: string, tz: string | undefined): Promise<StreakResponse> => {
      const timeZone = await zoneOf(userId, tz);
      const today = localDay(now(), timeZone);
      const [days, total] = await Promise.all([repo.days(userId), repo.totalChapters(userId)]);
      const s = streakOf(days, today);
      return {
        read_today: days.includes(today),
        current_days: s.current,
        longest_days: s.longest,
        this_week: s.thisWeek,
        total_chapters: total,
        today,
        time_zone: timeZone,
      };
    },

    /** GET /api/user/reading-history: the chapters read, newest first, 50 a page. */
    history: async (userId: string, page: number): Promise<ReadingHistoryResponse> => {
      const rows = await repo.history(userId, (page - 1) * HISTORY_PAGE, HISTORY_PAGE + 1);
      return {
        readings: rows.slice(0, HISTORY_PAGE).map((r) => ({
          bible_id: r.bibleId,
          book_id: r.bookId,
          chapter: r.chapter,
          read_on: r.readOn,
          read_at: r.readAt.toISOString(),
        })),
        has_more: rows.length > HISTORY_PAGE,
      };
    },

    /**
     * Whether the reader read anything on `day` (YYYY-MM-DD, their local day): a reminder job asks this
     * before reminding ("none when they already read that day").
     */
    readOn: (userId: string, day: string): Promise<boolean> => repo.readOn(userId, day),

    usersWithData: repo.usersWithReadings,
    moveUserData: moveReadings,
    exportUserData: (userId: string) =>
      pagedSection('readings', async (offset, size) =>
        (await repo.history(userId, offset, size)).map((r) => ({
          bible_id: r.bibleId,
          book_id: r.bookId,
          chapter: r.chapter,
          read_on: r.readOn,
          read_at: r.readAt.toISOString(),
          time_zone: r.timeZone,
        })),
      ),
    deleteUserData: deleteReadings,
  };
};

export type StreaksService = ReturnType<typeof createStreaksService>;
