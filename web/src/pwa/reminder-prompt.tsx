import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { streakQuery } from '../api/habits.ts';
import { remindersQuery } from '../api/reminder-queries.ts';
import { useHint } from '../hints/use-hint.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { ReminderSettings } from './reminder-settings.tsx';

/** Days the reader has read, as far as the streak tells: its longest run, or this week's days. */
const readingDays = (s: { longest_days: number; this_week: readonly boolean[] }) =>
  Math.max(s.longest_days, s.this_week.filter(Boolean).length);

/**
 * The gentle offer of a daily reminder, once a reader has read on three days (issue 33): dismissible for
 * good (an onboarding hint), never shown to a reader whose reminders are already on. Nothing is asked of
 * the browser until they choose to turn reminders on.
 */
const ReminderPrompt = () => {
  const streak = useQuery(streakQuery()).data;
  const reminders = useQuery(remindersQuery()).data;
  const { show, dismiss } = useHint('reading_reminders');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const due = Boolean(streak && readingDays(streak) >= 3 && reminders && !reminders.enabled);
  if (!due && !done) return null;
  // The anchor is what the hint waits to see on screen (use-hint.ts); the card shows inside it.
  return (
    <div className="reminder-prompt-anchor" data-hint-target="reading_reminders">
      {(show || open || done) && (
        <section className="hint-card reminder-prompt" aria-label="Reading reminder">
          <div>
            {done ? (
              <p>Your reminder is set. We’ll be gentle.</p>
            ) : open ? (
              <ReminderSettings onSaved={() => void dismiss().then(() => setDone(true))} />
            ) : (
              <>
                <p>
                  <strong>You have read on three days.</strong> Would a gentle reminder help you keep going?
                  Choose the time; none comes on a day you have already read.
                </p>
                <button type="button" className="pill-button primary" onClick={() => setOpen(true)}>
                  Set a daily reminder
                </button>
              </>
            )}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss reminder offer"
            onClick={() => {
              setDone(false);
              setOpen(false);
              void dismiss();
            }}
          >
            <CloseIcon />
          </button>
        </section>
      )}
    </div>
  );
};

export default ReminderPrompt;
