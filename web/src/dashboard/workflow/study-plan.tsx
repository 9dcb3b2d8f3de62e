import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { StudyProgress } from '../../../../common/src/contracts/sermons.ts';
import { dashboardPlanQuery } from '../../api/sermon-queries.ts';
import { ProgressSteps, STUDY_STEPS } from '../shared/progress-steps.tsx';
import { queuedLabel } from '../shared/queue-position.ts';
import { DayEditor } from '../studies/day-editor.tsx';
import '../../styles/study-editor.css';

/** The study job's step → checklist items finished (spec §9 study checklist, from real progress). */
const doneOf = (p: StudyProgress | null): number | undefined => {
  if (!p) return undefined;
  if (p.step === 'writing_days') return p.share < 0.5 ? 2 : 3;
  return p.step === 'saving' ? 4 : 0;
};

/**
 * The study of step 2 once one exists: its generation's checklist while it is written, then its days in
 * the day editor the study page uses too (issue 30: one editor for a study's days). A generation this
 * screen saw finish moves on to Publish after 1.5 s (spec §4).
 */
export const StudyPlan = ({
  planId,
  generationStarted,
  progress,
  onCreated,
  onRegenerate,
}: {
  planId: number;
  /** This screen just started the plan's generation (its end may come before the first poll). */
  generationStarted: boolean;
  /** The generation job's progress (from the sermon), null when not known. */
  progress: StudyProgress | null;
  onCreated: () => void;
  onRegenerate: () => void;
}) => {
  const plan = useQuery(dashboardPlanQuery(planId));
  const wasGenerating = useRef(generationStarted);
  const [justCreated, setJustCreated] = useState(false);
  const status = plan.data?.status;

  // The parent passes a new callback on every render: read it through a ref, so a re-render does not
  // cancel the 1.5 s move to Publish.
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  useEffect(() => {
    if (generationStarted) wasGenerating.current = true;
  }, [generationStarted]);
  useEffect(() => {
    if (status === 'generating') wasGenerating.current = true;
    else if (wasGenerating.current && status && status !== 'failed') {
      wasGenerating.current = false;
      setJustCreated(true);
    }
  }, [status]);
  useEffect(() => {
    if (!justCreated) return;
    const t = setTimeout(() => onCreatedRef.current(), 1500);
    return () => clearTimeout(t);
  }, [justCreated]);

  if (plan.isPending) return <p className="status">Loading...</p>;
  if (plan.isError || !plan.data) {
    return (
      <p className="error-text" role="alert">
        Failed to load reading plan
      </p>
    );
  }
  if (status === 'generating') {
    return (
      <ProgressSteps
        title="Creating your Sermon Study"
        steps={STUDY_STEPS}
        almostAfterMs={30_000}
        done={doneOf(progress)}
        note={queuedLabel(progress?.queue_position, 'job')}
      />
    );
  }
  if (status === 'failed') {
    return (
      <div className="dash-card" role="alert">
        <h2>Study generation failed</h2>
        <p>The study could not be created. Please try again.</p>
        <button type="button" className="pill-button primary" onClick={onRegenerate}>
          Try Again
        </button>
      </div>
    );
  }
  const p = plan.data;
  return (
    <div>
      {justCreated && (
        <p className="dash-badge published" role="status">
          Study created
        </p>
      )}
      <div className="dash-plan-head">
        <h2>{p.name}</h2>
        <button
          type="button"
          className="pill-button"
          onClick={() => {
            if (
              window.confirm('Regenerate this study? The current passages and your edits will be replaced.')
            )
              onRegenerate();
          }}
        >
          Regenerate
        </button>
      </div>
      {p.description && <p className="muted">{p.description}</p>}
      <p className="muted">
        <Link to={`/plans/${p.id}/about`}>Preview</Link> ·{' '}
        <Link to={`/plans/${p.id}/guide`}>Small-group guide</Link>
      </p>
      {/* It counts the days and a reader's time as they stand, unsaved edits too. A regenerated study is
          a new plan: its days start from what the server holds. */}
      <DayEditor key={p.id} plan={p} />
    </div>
  );
};
