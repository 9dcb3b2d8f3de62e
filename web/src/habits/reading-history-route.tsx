import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReadingEntry } from '../../../common/src/contracts/habits.ts';
import { dayIn, readerTimeZone, readingHistoryQuery } from '../api/habits.ts';
import { useBookName } from '../reader/continue-reading.tsx';
import { type ReadingPlace, readingHistory } from '../reader/reading-position.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { Page } from '../ui/page.tsx';
import { StreakCard } from './streak-card.tsx';
import './habits.css';

interface Row {
  bookId: string;
  chapter: number;
  day: string;
  at: number;
  scrollY?: number;
}

/**
 * The server's history (every device, 20 s or more in view), newest first, one row per chapter and day;
 * a chapter this device opened (reading-position.ts, what Continue reading uses) that the server has not
 * counted yet (read briefly, or offline) is added on the day it was last open.
 */
export const mergeHistory = (
  server: readonly ReadingEntry[],
  local: readonly ReadingPlace[],
  tz: string,
): Row[] => {
  const rows: Row[] = server.map((s) => ({
    bookId: s.book_id,
    chapter: s.chapter,
    day: s.read_on,
    at: Date.parse(s.read_at),
  }));
  const counted = new Set(rows.map((r) => `${r.bookId}.${r.chapter}`));
  for (const l of local) {
    if (counted.has(`${l.bookId}.${l.chapter}`)) continue;
    rows.push({
      bookId: l.bookId,
      chapter: l.chapter,
      day: dayIn(new Date(l.at), tz),
      at: l.at,
      scrollY: l.scrollY,
    });
  }
  return rows.sort((a, b) => b.at - a.at);
};

const dayLabel = (day: string, today: string, yesterday: string) =>
  day === today
    ? 'Today'
    : day === yesterday
      ? 'Yesterday'
      : new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        });

/** /reading-history (issue 33): this week's dots and the chapters read, newest first. */
export const Component = () => {
  const [bibleId] = useBibleId();
  const name = useBookName(bibleId);
  const server = useQuery(readingHistoryQuery());
  const tz = readerTimeZone();
  const rows = mergeHistory(server.data ?? [], readingHistory(), tz);
  const today = dayIn(new Date(), tz);
  const yesterday = dayIn(new Date(Date.now() - 86_400_000), tz);
  return (
    <Page className="reading-history-page">
      <h1>Reading history</h1>
      <StreakCard links={false} />
      {rows.length === 0 ? (
        <p>
          {server.isPending
            ? 'Loading...'
            : 'Chapters you read will be listed here. Open any chapter to begin.'}
        </p>
      ) : (
        <ul className="reading-history reading-history-list">
          {rows.map((r) => (
            <li key={`${r.bookId}.${r.chapter}.${r.day}`}>
              <Link
                to={`/read/${r.bookId}/${r.chapter}`}
                state={r.scrollY !== undefined ? { resumeY: r.scrollY } : undefined}
              >
                {name(r.bookId)} {r.chapter}
              </Link>
              <span className="muted">{dayLabel(r.day, today, yesterday)}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
