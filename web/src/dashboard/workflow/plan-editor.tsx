import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PlanPassage } from '../../../../common/src/contracts/reading-plans.ts';
import type { StudyProgress } from '../../../../common/src/contracts/sermons.ts';
import { dashboardPlanQuery, updateReadingPlan } from '../../api/sermon-queries.ts';
import { estimateTime } from '../../lib/estimate.ts';
import { ProgressSteps, STUDY_STEPS } from '../shared/progress-steps.tsx';

type Draft = Pick<
  PlanPassage,
  'book_id' | 'start_chapter' | 'start_verse' | 'end_chapter' | 'end_verse' | 'name' | 'insight' | 'question'
> & { key: number; verse_range: string };

const draftOf = (p: PlanPassage): Draft => ({
  key: p.id,
  verse_range: p.verse_range,
  book_id: p.book_id,
  start_chapter: p.start_chapter,
  start_verse: p.start_verse,
  end_chapter: p.end_chapter,
  end_verse: p.end_verse,
  name: p.name,
  insight: p.insight,
  question: p.question,
});

/** The study job's step → checklist items finished (spec §9 study checklist, from real progress). */
const doneOf = (p: StudyProgress | null): number | undefined => {
  if (!p) return undefined;
  if (p.step === 'writing_days') return p.share < 0.5 ? 2 : 3;
  return p.step === 'saving' ? 4 : 0;
};

const verseCount = (d: Draft) => (d.start_chapter === d.end_chapter ? d.end_verse - d.start_verse + 1 : 30);

/**
 * The plan of step 2: its generation's checklist while it is written, then every day's passage to edit,
 * reorder or remove, saved with PUT /api/reading-plans/{id}. A finished generation moves on to Publish
 * after 1.5 s (spec §4).
 */
export const PlanEditor = ({
  planId,
  generationStarted = false,
  progress = null,
  onCreated,
  onRegenerate,
}: {
  planId: number;
  /** This screen just started the plan's generation (its end may come before the first poll). */
  generationStarted?: boolean;
  /** The generation job's progress (from the sermon), null when not known. */
  progress?: StudyProgress | null;
  onCreated: () => void;
  onRegenerate: () => void;
}) => {
  const plan = useQuery(dashboardPlanQuery(planId));
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
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
  useEffect(() => {
    if (plan.data && status !== 'generating') setDrafts(plan.data.passages.map(draftOf));
  }, [plan.data, status]);

  const save = useMutation({
    mutationFn: (list: Draft[]) =>
      updateReadingPlan(planId, {
        passages: list.map(({ key: _k, verse_range: _v, ...p }) => p),
      }),
    onSuccess: async () => {
      setSaved(true);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan', String(planId)] });
    },
  });

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
  const list = drafts ?? [];
  const original = plan.data.passages.map(draftOf);
  const changed = JSON.stringify(list) !== JSON.stringify(original);
  const update = (next: Draft[]) => {
    setSaved(false);
    setDrafts(next);
  };
  const move = (i: number, by: number) => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    update(next);
  };
  const edit = (i: number, field: 'name' | 'insight' | 'question', value: string) =>
    update(list.map((d, j) => (j === i ? { ...d, [field]: value } : d)));

  return (
    <div>
      {justCreated && (
        <p className="dash-badge published" role="status">
          Study created
        </p>
      )}
      <div className="dash-plan-head">
        <h2>{plan.data.name}</h2>
        <span className="muted">
          {list.length} days · about {estimateTime(list.map(verseCount))} ·{' '}
          <Link to={`/plans/${planId}/about`}>Preview</Link>
        </span>
      </div>
      {plan.data.description && <p className="muted">{plan.data.description}</p>}
      <ol className="dash-plan">
        {list.map((d, i) => (
          <li key={d.key} className="dash-card dash-plan-day">
            <div className="dash-plan-head">
              <h3>
                Day {i + 1}: {d.name}{' '}
                <Link
                  className="muted"
                  to={`/read/${d.book_id}/${d.start_chapter}?verse=${d.start_verse}-${d.end_chapter === d.start_chapter ? d.end_verse : d.start_verse}`}
                >
                  {d.verse_range}
                </Link>
              </h3>
              <div className="dash-actions">
                <button
                  type="button"
                  className="pill-button"
                  aria-pressed={editing === d.key}
                  onClick={() => setEditing(editing === d.key ? null : d.key)}
                >
                  {editing === d.key ? 'Done' : 'Edit'}
                  <span className="visually-hidden"> day {i + 1}</span>
                </button>
                <button type="button" className="pill-button" disabled={i === 0} onClick={() => move(i, -1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">Move day {i + 1} up</span>
                </button>
                <button
                  type="button"
                  className="pill-button"
                  disabled={i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">Move day {i + 1} down</span>
                </button>
                <button
                  type="button"
                  className="pill-button"
                  disabled={list.length <= 1}
                  onClick={() => update(list.filter((_, j) => j !== i))}
                >
                  Remove<span className="visually-hidden"> day {i + 1}</span>
                </button>
              </div>
            </div>
            {editing === d.key ? (
              <div className="dash-form">
                <div>
                  <label htmlFor={`name-${d.key}`}>Title</label>
                  <input
                    id={`name-${d.key}`}
                    value={d.name}
                    onChange={(e) => edit(i, 'name', e.target.value)}
                  />
                </div>
                <div>
                  <label htmlFor={`insight-${d.key}`}>Insight</label>
                  <textarea
                    id={`insight-${d.key}`}
                    value={d.insight}
                    onChange={(e) => edit(i, 'insight', e.target.value)}
                  />
                </div>
                <div>
                  <label htmlFor={`question-${d.key}`}>Question</label>
                  <input
                    id={`question-${d.key}`}
                    value={d.question}
                    onChange={(e) => edit(i, 'question', e.target.value)}
                  />
                </div>
              </div>
            ) : (
              <>
                <p>{d.insight}</p>
                <p>
                  <em>{d.question}</em>
                </p>
              </>
            )}
          </li>
        ))}
      </ol>
      <div className="dash-actions">
        <button
          type="button"
          className="pill-button primary"
          disabled={!changed || save.isPending || list.some((d) => !d.name.trim())}
          onClick={() => save.mutate(list)}
        >
          {save.isPending ? 'Saving...' : 'Save Study'}
        </button>
        {changed && (
          <button type="button" className="pill-button" onClick={() => update(original)}>
            Discard changes
          </button>
        )}
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
        {changed && <span className="muted">You have unsaved changes</span>}
        {saved && !changed && (
          <span className="muted" role="status">
            Study saved.
          </span>
        )}
      </div>
      {save.isError && (
        <p className="error-text" role="alert">
          {save.error.message}
        </p>
      )}
    </div>
  );
};
