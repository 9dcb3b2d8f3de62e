import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlanPassage } from '../../../common/src/contracts/reading-plans.ts';
import { CloseIcon } from '../ui/icons.tsx';

const SermonNotes = lazy(async () => ({ default: (await import('./sermon-notes.tsx')).SermonNotes }));

/** What the reader needs to read a Sermon Study day by day. */
export interface PlanMode {
  planId: number;
  planName: string;
  /** The study's sermon when it has notes: the banner opens them (spec §8 sermon notes panel). */
  sermon?: { id: number; title: string } | null;
  step: PlanPassage;
  total: number;
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

/** The day's insight and reflection question, shown with the passage. */
export const StepCard = ({ step, total }: { step: PlanPassage; total: number }) => (
  <section className="step-card" aria-labelledby="step-title">
    <p className="muted">
      Day {step.passage_order} of {total} · {step.verse_range}
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

/** Previous day / Next day, and Complete on the last day (spec §2 plan mode). */
export const PlanStepButtons = ({ plan }: { plan: PlanMode }) => {
  const last = plan.step.passage_order >= plan.total;
  return (
    <div className="plan-steps">
      <button
        type="button"
        className="pill-button"
        disabled={plan.busy || plan.step.passage_order <= 1}
        onClick={plan.onPrevious}
      >
        Previous day
      </button>
      {last ? (
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
