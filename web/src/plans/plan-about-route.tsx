import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PlanDetail } from '../../../common/src/contracts/reading-plans.ts';
import { planQuery, planStep, startPlan } from '../api/plans-queries.ts';
import { SuggestedMemoryVerse } from '../habits/suggested-memory-verse.tsx';
import { estimateTime } from '../lib/estimate.ts';
import { report } from '../lib/report.ts';
import { Page } from '../ui/page.tsx';
import { type PlayRequest, SermonVideo } from '../ui/sermon-video.tsx';
import { PlanCover } from './reading-plans-route.tsx';
import { StudyMissing } from './study-missing.tsx';

const SermonNotes = lazy(async () => ({ default: (await import('../reader/sermon-notes.tsx')).SermonNotes }));

const SHOWN_PASSAGES = 5;
const COLLAPSED_PX = 100;

const Description = ({ text }: { text: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setOverflows(ref.current.scrollHeight > COLLAPSED_PX + 4);
  }, []);
  return (
    <div className="plan-description">
      <div ref={ref} className="plan-description-text" style={open ? undefined : { maxHeight: COLLAPSED_PX }}>
        {text}
      </div>
      {overflows && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
};

/** Starts the plan unless it is already the reader's current one (spec §4 about page). */
const ensureCurrent = async (plan: PlanDetail) => {
  if (!plan.is_current) await startPlan(plan.id);
};

/** /plans/{planId}/about: the Sermon Study before (or while) reading it. */
export const Component = () => {
  const { planId = '' } = useParams();
  const plan = useQuery(planQuery(planId));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  // The sermon's video loads only when the reader asks for it (ui/sermon-video.tsx).
  const [play, setPlay] = useState<PlayRequest | null>(null);

  const go = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan'] });
      navigate(`/plans/${planId}`);
    } catch (error) {
      report('plan: could not start', error);
      setBusy(false);
    }
  };

  if (plan.isPending) return <p className="status">Loading...</p>;
  if (plan.isError || !plan.data) return <StudyMissing error={plan.error} />;
  const p = plan.data;
  const completed = new Set(p.progress?.completed_steps ?? []);
  const more = p.passages.length - SHOWN_PASSAGES;
  const started = p.enrollment_status !== null;
  return (
    <Page className="plan-about">
      <p className="muted">
        <Link to="/reading-plans">Sermon Studies</Link>
        {p.primary_church && (
          <>
            {' · '}
            <Link to={`/churches/${p.primary_church.id}`}>{p.primary_church.name}</Link>
          </>
        )}
      </p>
      {p.associated_sermon?.youtube_video_id ? (
        <SermonVideo
          videoId={p.associated_sermon.youtube_video_id}
          title={p.associated_sermon.title}
          play={play}
          onPlay={(start) => setPlay((x) => ({ start, n: (x?.n ?? 0) + 1 }))}
          poster={p.cover_url}
          label="Watch the sermon"
        />
      ) : (
        <PlanCover plan={p} large />
      )}
      <h1>{p.name}</h1>
      <Description text={p.description} />
      <p className="muted">
        {p.passages.length} days · Estimated time:{' '}
        {estimateTime(
          p.passages.map((x) => (x.end_chapter === x.start_chapter ? x.end_verse - x.start_verse + 1 : 40)),
        )}
        {p.stats.total_participants > 0 &&
          ` · ${p.stats.total_participants} ${p.stats.total_participants === 1 ? 'reader' : 'readers'}`}
      </p>
      {p.paced && (
        <p className="muted">One day opens each day from when you start; earlier days stay open.</p>
      )}
      <ol className="plan-days">
        {p.passages.slice(0, SHOWN_PASSAGES).map((x) => {
          const isCurrent = p.is_current && !p.is_completed && p.current_step === x.passage_order;
          // A paced study's later days open one a day (issue 33): said, and not opened early.
          const waitDays = p.opened_days === null ? 0 : x.passage_order - p.opened_days;
          return (
            <li key={x.id}>
              <button
                type="button"
                className={`plan-day${isCurrent ? ' current' : ''}`}
                disabled={busy || waitDays > 0}
                onClick={() =>
                  void go(async () => {
                    await ensureCurrent(p);
                    await planStep('jump-to-passage', x.passage_order);
                  })
                }
              >
                <span>
                  Day {x.passage_order}: {x.verse_range}
                </span>
                <span className="plan-day-name muted">{x.name}</span>
                {completed.has(x.passage_order) && <span className="plan-marker done">✓ Completed</span>}
                {isCurrent && <span className="plan-marker">Current</span>}
                {waitDays > 0 && (
                  <span className="plan-marker">
                    {waitDays === 1 ? 'Opens tomorrow' : `Opens in ${waitDays} days`}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      {more > 0 && <p className="muted">... and {more} more passages</p>}
      {started && p.memory_verse && <SuggestedMemoryVerse verse={p.memory_verse} />}
      <div className="plan-actions">
        {p.is_completed ? (
          <p className="plan-completed" role="status">
            Reading plan completed!
          </p>
        ) : (
          <button
            type="button"
            className="pill-button primary"
            disabled={busy}
            onClick={() => void go(() => ensureCurrent(p))}
          >
            {started ? 'Continue Reading' : 'Begin Reading'}
          </button>
        )}
        {p.associated_sermon?.has_notes && (
          <button type="button" className="pill-button" onClick={() => setNotesOpen(true)}>
            Sermon Notes
          </button>
        )}
      </div>
      {p.associated_sermon && (
        <Suspense fallback={null}>
          {notesOpen && (
            <SermonNotes
              sermonId={p.associated_sermon.id}
              title={p.associated_sermon.title}
              onClose={() => setNotesOpen(false)}
            />
          )}
        </Suspense>
      )}
    </Page>
  );
};
