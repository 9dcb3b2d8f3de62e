import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlanPassage } from '../../../common/src/contracts/reading-plans.ts';
import { ChevronLeft, CloseIcon } from '../ui/icons.tsx';

const SermonNotes = lazy(async () => ({ default: (await import('./sermon-notes.tsx')).SermonNotes }));

/** What the reader needs to read a Sermon Study day by day. */
export interface PlanMode {
  planId: number;
  planName: string;
  /** The study's sermon when it has notes: the banner opens them (spec §8 sermon notes panel). */
  sermon?: { id: number; title: string } | null;
  step: PlanPassage;
  total: number;
  /** A paced study (issue 33): the days open today; null when every day is open. */
  openedDays: number | null;
  /** The day on screen is marked read. */
  dayDone: boolean;
  busy: boolean;
  /** The reader closed the chat in this plan: it stays closed from day to day (spec §4). */
  chatClosed: boolean;
  onChatClosed(): void;
  onPrevious(): void;
  onNext(): void;
  onComplete(): void;
}

/** The step's verses in this chapter, in the `verse` parameter's form ("24-31"). */
export const stepSelection = (step: PlanPassage, chapter: number): string => {
  if (chapter < step.start_chapter || chapter > step.end_chapter) return '';
  const from = chapter === step.start_chapter ? step.start_verse : 1;
  const to = chapter === step.end_chapter ? step.end_verse : 200;
  return from === to ? String(from) : `${from}-${to}`;
};

/**
 * The plan banner: opens the study's about page and the sermon's notes; closing leaves plan mode at the
 * day's chapter.
 */
export const PlanBanner = ({ plan }: { plan: PlanMode }) => {
  const navigate = useNavigate();
  const [notesOpen, setNotesOpen] = useState(false);
  return (
    <div className="plan-banner">
      <Link to={`/plans/${plan.planId}/about`} className="plan-banner-link">
        <strong>{plan.planName}</strong>
        <span>
          Day {plan.step.passage_order} of {plan.total}: {plan.step.verse_range}
        </span>
      </Link>
      {plan.sermon && (
        <button type="button" className="pill-button plan-banner-notes" onClick={() => setNotesOpen(true)}>
          Sermon Notes
        </button>
      )}
      {plan.sermon && notesOpen && (
        <Suspense fallback={null}>
          <SermonNotes
            sermonId={plan.sermon.id}
            title={plan.sermon.title}
            onClose={() => setNotesOpen(false)}
          />
        </Suspense>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Close Sermon Study"
        onClick={() => navigate(`/read/${plan.step.book_id}/${plan.step.start_chapter}`)}
      >
        <CloseIcon />
      </button>
    </div>
  );
};

/**
 * The day's insight and reflection question, shown with the passage; in a paced study on the last day
 * open, when the next one opens.
 */
export const StepCard = ({
  step,
  total,
  openedDays = null,
}: {
  step: PlanPassage;
  total: number;
  openedDays?: number | null;
}) => (
  <section className="step-card" aria-labelledby="step-title">
    <p className="muted">
      Day {step.passage_order} of {total} · {step.verse_range}
      {openedDays !== null && step.passage_order >= openedDays && step.passage_order < total
        ? ` · Day ${step.passage_order + 1} opens tomorrow`
        : ''}
    </p>
    <h2 id="step-title">{step.name}</h2>
    {step.insight && <p>{step.insight}</p>}
    {step.question && (
      <p className="step-question">
        <strong>Reflect:</strong> {step.question}
      </p>
    )}
  </section>
);

/**
 * Previous day / Next day, and Complete on the last day (spec §2 plan mode). In a paced study, on the
 * last day open today, "Mark as read" instead of Next, and the next day's opening said (issue 33).
 */
export const PlanStepButtons = ({ plan }: { plan: PlanMode }) => {
  const last = plan.step.passage_order >= plan.total;
  const waiting = plan.openedDays !== null && !last && plan.step.passage_order >= plan.openedDays;
  return (
    <div className="plan-steps">
      {/* A paced study's first day has nothing before it and a wider note after: no idle button. */}
      {!(waiting && plan.step.passage_order <= 1) && (
        <button
          type="button"
          className="pill-button"
          disabled={plan.busy || plan.step.passage_order <= 1}
          onClick={plan.onPrevious}
        >
          <ChevronLeft />
          <span className="pill-label">Previous day</span>
        </button>
      )}
      {waiting ? (
        plan.dayDone ? (
          <p className="plan-opens" role="status">
            ✓ Read · Day {plan.step.passage_order + 1} opens tomorrow
          </p>
        ) : (
          <button type="button" className="pill-button primary" disabled={plan.busy} onClick={plan.onNext}>
            Mark as read
          </button>
        )
      ) : last ? (
        <button type="button" className="pill-button primary" disabled={plan.busy} onClick={plan.onComplete}>
          Complete
        </button>
      ) : (
        <button type="button" className="pill-button primary" disabled={plan.busy} onClick={plan.onNext}>
          Next day
        </button>
      )}
    </div>
  );
};
