import { z } from 'zod';
import { MEMORY_GRADES, MEMORY_MAX_VERSES, type MemoryGrade } from '../memory-limits.ts';

export { MEMORY_GRADES, MEMORY_MAX_VERSES, type MemoryGrade };

// Issue 33: gentle streaks, reading history and memory verses, each the reader's own (anonymous or
// signed in).

const BibleId = z.string().min(1).max(40);
const BookId = z.string().regex(/^[1-4A-Z]{3}$/, 'must be a book code such as JHN');
const Chapter = z.number().int().min(1).max(200);
/** An IANA time zone name ("Europe/Berlin"); checked against the runtime's zone data on the server. */
const TimeZone = z.string().min(1).max(64);
const Instant = z.string().datetime({ offset: true, message: 'must be an ISO date-time' });

/**
 * POST /api/user/reading: a chapter the reader has had open and in view for 20 s. `tz`: the reader's
 * time zone (which day it was for them); `read_at`: when, for a reading queued offline and sent later
 * (the server's clock when absent; never in the future).
 */
export const RecordReadingBody = z.object({
  bible_id: BibleId,
  book_id: BookId,
  chapter: Chapter,
  tz: TimeZone.optional(),
  read_at: Instant.optional(),
});
export type RecordReadingBody = z.infer<typeof RecordReadingBody>;

/** `tz`: the reader's time zone for "today" and the week (else the one their last reading gave). */
export const StreakQuery = z.object({ tz: TimeZone.optional() });

export const StreakResponse = z.object({
  read_today: z.boolean(),
  /** Days in a row ending today (or yesterday, when today is still to come); one free day a week kept. */
  current_days: z.number().int(),
  longest_days: z.number().int(),
  /** Monday first, in the reader's time zone. */
  this_week: z.array(z.boolean()).length(7),
  /** Distinct chapters ever read. */
  total_chapters: z.number().int(),
  /** The reader's day as the server counted it (YYYY-MM-DD), so the app draws the same week. */
  today: z.string(),
  time_zone: z.string(),
});
export type StreakResponse = z.infer<typeof StreakResponse>;

export const ReadingHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ReadingEntry = z.object({
  /** Null for a Sermon Study's day (it names no translation). */
  bible_id: z.string().nullable(),
  book_id: z.string(),
  chapter: z.number().int(),
  /** The reader's local day (YYYY-MM-DD). */
  read_on: z.string(),
  read_at: z.string(),
});
export type ReadingEntry = z.infer<typeof ReadingEntry>;

export const ReadingHistoryResponse = z.object({
  readings: z.array(ReadingEntry),
  has_more: z.boolean(),
});
export type ReadingHistoryResponse = z.infer<typeof ReadingHistoryResponse>;

export const MemoryVerse = z.object({
  id: z.string(),
  /** `BOOK.C.V` or `BOOK.C.V-BOOK.C.V` */
  ref: z.string(),
  /** "Psalm 119:11" */
  label: z.string(),
  bible_id: z.string(),
  text: z.string(),
  /** When it is next due for practice (ISO date-time). */
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: z.string().nullable(),
  created_at: z.string(),
});
export type MemoryVerse = z.infer<typeof MemoryVerse>;

export const MemoryVersesResponse = z.object({ memory_verses: z.array(MemoryVerse) });
export type MemoryVersesResponse = z.infer<typeof MemoryVersesResponse>;

export const CreateMemoryVerseBody = z.object({
  ref: z.string().min(1).max(60),
  bible_id: BibleId,
});
export type CreateMemoryVerseBody = z.infer<typeof CreateMemoryVerseBody>;

export const MemoryVerseParams = z.object({ id: z.string().uuid('must be a memory verse id') });

/**
 * `grade` is checked by the service (a stable `memory.invalid_grade`); `reviewed_at`: when, for a
 * review made offline and sent later (never in the future, never before the last review).
 */
export const ReviewMemoryVerseBody = z.object({
  grade: z.string().max(20),
  reviewed_at: Instant.optional(),
});
export type ReviewMemoryVerseBody = z.infer<typeof ReviewMemoryVerseBody>;
