import { useEffect, useState } from 'react';

export type ProgressStep = { label: string; ms: number };

/**
 * A checklist that advances (spec §9) with the server's progress when it reports one (`done`: how many
 * steps are finished, from the job's progress) and on the §9 timers otherwise; after `almostAfterMs`
 * with work still running it says so instead of sitting still.
 */
export const ProgressSteps = ({
  title,
  steps,
  almostAfterMs,
  done,
  note,
}: {
  title: string;
  steps: ProgressStep[];
  almostAfterMs: number;
  done?: number;
  /** A line under the title (a queued job's place in its church's queue). */
  note?: string | null;
}) => {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - start), 250);
    return () => clearInterval(timer);
  }, []);
  let byTimer = 0;
  let sum = 0;
  for (const s of steps) {
    sum += s.ms;
    if (elapsed >= sum) byTimer += 1;
  }
  // The last step stays open until the work really ends.
  const finished = Math.min(done ?? byTimer, steps.length - 1);
  return (
    <section className="dash-progress" aria-labelledby="dash-progress-title">
      <h2 id="dash-progress-title">
        <span className="spinner" aria-hidden="true" /> {title}
      </h2>
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
      <ol aria-live="polite">
        {steps.map((s, i) => {
          const state = i < finished ? 'done' : i === finished ? 'active' : 'waiting';
          return (
            <li key={s.label} className={`dash-step-${state}`}>
              <span className="dash-step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : state === 'active' ? '●' : '○'}
              </span>
              {s.label}
              <span className="visually-hidden">
                {state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {elapsed >= almostAfterMs && <p className="muted">Almost ready…</p>}
    </section>
  );
};

/** Spec §9 church analysis steps (ms). */
export const CHURCH_STEPS: ProgressStep[] = [
  { label: 'Accessing website', ms: 3000 },
  { label: 'Discovering church information', ms: 4000 },
  { label: 'Exploring extra pages', ms: 4000 },
  { label: 'Finding video channel and resources', ms: 3000 },
  { label: 'Creating profile', ms: 1000 },
];

/** Spec §9 sermon analysis checklist: 6, 4, 8, 6, 3 s; 'almost ready' after 20 s. */
export const SERMON_STEPS: ProgressStep[] = [
  { label: 'Reading the transcript', ms: 6000 },
  { label: 'Finding the main text', ms: 4000 },
  { label: 'Finding every passage cited', ms: 8000 },
  { label: 'Outlining the message', ms: 6000 },
  { label: 'Writing sermon notes', ms: 3000 },
];

/** Spec §9 study creation checklist: 8, 6, 8, 6, 2 s; 'almost ready' after 30 s. */
export const STUDY_STEPS: ProgressStep[] = [
  { label: 'Choosing passages', ms: 8000 },
  { label: 'Checking every verse', ms: 6000 },
  { label: 'Writing daily insights', ms: 8000 },
  { label: 'Writing discussion questions', ms: 6000 },
  { label: 'Putting the study together', ms: 2000 },
];
