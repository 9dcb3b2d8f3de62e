import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  REMINDER_DAYS,
  type ReminderChannel,
  type ReminderDay,
  type ReminderSettingsResponse,
} from '../../../common/src/contracts/reminders.ts';
import { remindersQuery, saveReminders } from '../api/reminder-queries.ts';
import { enablePush, pushSupport } from './push.ts';
import './reminders.css';
import { errorMessage } from '../api/error-message.ts';

const DAY_NAMES: Record<ReminderDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** "every day at 08:00", "on Monday and Friday at 07:30" */
export const reminderSummary = (s: Pick<ReminderSettingsResponse, 'days' | 'time'>) => {
  const days =
    s.days.length === 7
      ? 'every day'
      : `on ${s.days
          .map((d) => DAY_NAMES[d])
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')}`;
  return `${days} at ${s.time}`;
};

/**
 * The reminder settings (issue 33): on or off, the time and days, where to send (this device's
 * notifications, e-mail where the server offers it) and study-day notices. Turning notifications on asks
 * the browser's permission, from the Save click only.
 */
export const ReminderSettings = ({ onSaved }: { onSaved?: () => void }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery(remindersQuery());
  const [draft, setDraft] = useState<Partial<ReminderSettingsResponse>>({});
  const [message, setMessage] = useState<string | null>(null);
  const current = saved.data ? { ...saved.data, ...draft } : null;
  const support = pushSupport();

  const save = useMutation({
    mutationFn: async (s: ReminderSettingsResponse) => {
      if (s.enabled && s.channels.includes('push')) await enablePush();
      return saveReminders({
        enabled: s.enabled,
        time: s.time,
        days: s.days,
        timezone: browserTimeZone(),
        channels: s.channels,
        study_days: s.study_days,
      });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(remindersQuery().queryKey, result);
      setDraft({});
      setMessage(result?.enabled ? `Reminders are on: ${reminderSummary(result)}.` : 'Reminders are off.');
      onSaved?.();
    },
  });

  if (saved.isPending) return <p className="status">Loading…</p>;
  if (!current) return <p className="error-text">Your reminder settings could not be loaded.</p>;

  const set = (change: Partial<ReminderSettingsResponse>) => {
    setMessage(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const toggleDay = (day: ReminderDay) =>
    set({
      days: current.days.includes(day)
        ? current.days.filter((d) => d !== day)
        : REMINDER_DAYS.filter((d) => d === day || current.days.includes(d)),
    });
  const toggleChannel = (channel: ReminderChannel) =>
    set({
      channels: current.channels.includes(channel)
        ? current.channels.filter((c) => c !== channel)
        : [...current.channels, channel],
    });
  const emailOffered = current.available_channels.includes('email');
  const nothingChosen = current.enabled && (current.days.length === 0 || current.channels.length === 0);

  return (
    <form
      className="reminder-settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(current);
      }}
    >
      <label className="reminder-switch">
        <input
          type="checkbox"
          checked={current.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        <span>Remind me to read each day</span>
      </label>
      <fieldset disabled={!current.enabled} className="reminder-details">
        <legend className="visually-hidden">When and how</legend>
        <div className="reminder-row">
          <label htmlFor={`${id}-time`}>Time</label>
          <input
            id={`${id}-time`}
            type="time"
            required
            value={current.time}
            onChange={(e) => set({ time: e.target.value })}
          />
        </div>
        <fieldset className="reminder-days">
          <legend className="visually-hidden">Days</legend>
          {REMINDER_DAYS.map((day) => (
            <label key={day} className={`day-chip${current.days.includes(day) ? ' chosen' : ''}`}>
              <input type="checkbox" checked={current.days.includes(day)} onChange={() => toggleDay(day)} />
              <span aria-hidden="true">{DAY_NAMES[day].slice(0, 3)}</span>
              <span className="visually-hidden">{DAY_NAMES[day]}</span>
            </label>
          ))}
        </fieldset>
        <label className="reminder-check">
          <input
            type="checkbox"
            checked={current.channels.includes('push')}
            onChange={() => toggleChannel('push')}
          />
          <span>Notifications on this device</span>
        </label>
        {current.channels.includes('push') && support === 'needs-home-screen' && (
          <p className="muted small">
            On iPhone and iPad, notifications need Emmaus on your Home Screen: open it in Safari, tap Share,
            then “Add to Home Screen”, and turn reminders on from there.{' '}
            <Link to="/install">How to install</Link>
          </p>
        )}
        {current.channels.includes('push') && support === 'unsupported' && (
          <p className="muted small">This browser cannot show notifications from websites.</p>
        )}
        {emailOffered && (
          <label className="reminder-check">
            <input
              type="checkbox"
              checked={current.channels.includes('email')}
              onChange={() => toggleChannel('email')}
            />
            <span>An e-mail with the day’s passage</span>
          </label>
        )}
        <label className="reminder-check">
          <input
            type="checkbox"
            checked={current.study_days}
            onChange={(e) => set({ study_days: e.target.checked })}
          />
          <span>Tell me when a new day of my Sermon Study is ready</span>
        </label>
      </fieldset>
      <p className="muted small">
        No reminder comes on a day you have already read. You can turn them off here at any time.
      </p>
      {save.error && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {nothingChosen && <p className="muted small">Choose at least one day and one way to be reminded.</p>}
      <p role="status" className="reminder-status">
        {message}
      </p>
      <button type="submit" className="pill-button primary" disabled={save.isPending || nothingChosen}>
        {save.isPending ? 'Saving…' : 'Save reminders'}
      </button>
    </form>
  );
};
