// Issue 33: the reader's readings, streak and memory verses. Readings and reviews made offline wait in
// the annotation outbox (annotation-outbox.ts queuePost) and go in order when the connection is back; the
// lists show offline from the service worker's copy of the reader's last answer (service-worker.ts).
import { queryOptions } from '@tanstack/react-query';
import type {
  MemoryGrade,
  MemoryVerse,
  MemoryVersesResponse,
  ReadingHistoryResponse,
  RecordReadingBody,
  StreakResponse,
} from '../../../common/src/contracts/habits.ts';
import { isNetworkFailure, pendingAnnotationChanges, pendingPosts, queuePost } from './annotation-outbox.ts';
import { sendQueuedAnnotations } from './annotation-queries.ts';
import { apiRequest, errorOf, getJson, postJson } from './client.ts';

const READING = '/api/user/reading';
const MEMORY = '/api/user/memory-verses';

/** The reader's time zone as the browser knows it (IANA), sent so days are counted as theirs. */
export const readerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The day `at` falls on in `tz`, YYYY-MM-DD (what the server counts a reading for). */
export const dayIn = (at: Date, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * Online, a POST goes straight to the server; offline (or while older offline changes still wait, so
 * they keep their order) it is queued and sent with them later.
 */
const postOrQueue = async (path: string, body: unknown): Promise<'sent' | 'queued'> => {
  if (navigator.onLine && pendingAnnotationChanges() === 0) {
    try {
      const res = await apiRequest(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw await errorOf(res, 'Change');
      return 'sent';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  queuePost(path, body);
  if (navigator.onLine) void sendQueuedAnnotations();
  return 'queued';
};

/** A chapter open and in view for 20 s (reader/use-record-reading.ts): it counts toward the streak. */
export const recordChapterRead = (p: { bibleId: string; bookId: string; chapter: number }) => {
  const body: RecordReadingBody = {
    bible_id: p.bibleId,
    book_id: p.bookId,
    chapter: p.chapter,
    tz: readerTimeZone(),
    // Sent later from the outbox, the reading still counts for the day it was made.
    read_at: new Date().toISOString(),
  };
  return postOrQueue(READING, body);
};

/** Readings still waiting in the outbox, as the server will count them. */
const pendingReadings = () =>
  pendingPosts(READING).map((p) => p.body as RecordReadingBody & { read_at: string; tz: string });

/** The server's streak with this device's unsent readings of today added (read offline). */
export const withPendingReadings = (s: StreakResponse): StreakResponse => {
  const today = pendingReadings().some((r) => dayIn(new Date(r.read_at), s.time_zone) === s.today);
  if (!today || s.read_today) return s;
  const weekday = (new Date(`${s.today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    ...s,
    read_today: true,
    current_days: s.current_days + 1,
    longest_days: Math.max(s.longest_days, s.current_days + 1),
    this_week: s.this_week.map((d, i) => d || i === weekday),
  };
};

export const streakQuery = () =>
  queryOptions({
    queryKey: ['habits', 'streak'],
    queryFn: async () => {
      const s = await getJson<StreakResponse>(
        `/api/user/streak?tz=${encodeURIComponent(readerTimeZone())}`,
        'Streak',
      );
      return s ? withPendingReadings(s) : null;
    },
  });

export const readingHistoryQuery = () =>
  queryOptions({
    queryKey: ['habits', 'history'],
    queryFn: async () =>
      (await getJson<ReadingHistoryResponse>('/api/user/reading-history', 'History'))?.readings ?? [],
  });

/** Ids of the memory verses reviewed on this device and not yet sent: practised, so not due here. */
export const pendingReviewIds = (): Set<string> =>
  new Set(pendingPosts(`${MEMORY}/`).map((p) => p.path.slice(MEMORY.length + 1).split('/')[0] ?? ''));

export const memoryVersesQuery = () =>
  queryOptions({
    queryKey: ['habits', 'memory-verses'],
    queryFn: async () => (await getJson<MemoryVersesResponse>(MEMORY, 'Memory verses'))?.memory_verses ?? [],
  });

/** Saves verses to memorise (`ref`: BOOK.C.V or BOOK.C.V-BOOK.C.V): needs the server, which keeps the text. */
export const addMemoryVerse = async (bibleId: string, ref: string): Promise<MemoryVerse> => {
  const made = await postJson<MemoryVerse>(MEMORY, { ref, bible_id: bibleId }, 'Memory verse');
  if (!made) throw new Error('The memory verse was not saved');
  return made;
};

export const deleteMemoryVerse = async (id: string): Promise<void> => {
  const res = await apiRequest(`${MEMORY}/${id}`, { method: 'DELETE' });
  if (!res.ok && res.status !== 404) throw await errorOf(res, 'Memory verse');
};

/** The reader graded their recall; offline, the grade waits in the outbox with the time it was given. */
export const reviewMemoryVerse = (id: string, grade: MemoryGrade) =>
  postOrQueue(`${MEMORY}/${id}/review`, { grade, reviewed_at: new Date().toISOString() });
