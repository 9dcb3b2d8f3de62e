import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StreakResponse } from '../../../common/src/contracts/habits.ts';
import { streakQuery } from '../api/habits.ts';
import './habits.css';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The headline, always kind: a missed day is never a failure, only a fresh start. */
export const streakHeadline = (s: StreakResponse): string => {
  if (s.current_days >= 2) return `${s.current_days} days in a row`;
  if (s.read_today) return 'You read today';
  if (s.current_days === 1) return 'You read yesterday — today can make it two';
  return 'A new day to read';
};

/** The week's dots, Monday first, with what each means for a screen reader. */
export const WeekDots = ({ week, today }: { week: readonly boolean[]; today: string }) => {
  const todayIndex = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <ol className="week-dots" aria-label="This week">
      {DAYS.map((day, i) => (
        <li
          key={day}
          className={`${week[i] ? 'read' : ''}${i === todayIndex ? ' today' : ''}`}
          aria-current={i === todayIndex ? 'date' : undefined}
        >
          <span aria-hidden="true">{day[0]}</span>
          <span className="visually-hidden">
            {day}
            {week[i] ? ': read' : i > todayIndex ? ': still to come' : ''}
          </span>
        </li>
      ))}
    </ol>
  );
};

/**
 * Home and the reading history: how many days in a row, and the week's dots. Nothing for a reader who
 * has not read yet (home stays quiet for a first visit).
 */
export const StreakCard = ({ links = true }: { links?: boolean }) => {
  const streak = useQuery(streakQuery()).data;
  if (!streak || streak.total_chapters === 0) return null;
  return (
    <section className="streak-card" aria-labelledby="streak-title">
      <h2 id="streak-title">{streakHeadline(streak)}</h2>
      <WeekDots week={streak.this_week} today={streak.today} />
      <p className="muted">
        {streak.total_chapters} {streak.total_chapters === 1 ? 'chapter' : 'chapters'} read
        {streak.longest_days > 1 ? ` · longest run ${streak.longest_days} days` : ''}. One free day a week
        keeps your run going.
      </p>
      {links && (
        <p className="streak-links">
          <Link to="/reading-history">Chapters you have read</Link>
          <Link to="/memory">Memory verses</Link>
        </p>
      )}
    </section>
  );
};
