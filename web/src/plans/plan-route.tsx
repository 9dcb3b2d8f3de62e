import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { StepResponse } from '../../../common/src/contracts/reading-plans.ts';
import { currentPlanQuery, planQuery, planStep, startPlan } from '../api/plans-queries.ts';
import { report } from '../lib/report.ts';
import { recordPlanStep } from '../pwa/page-views.ts';
import { ReaderPage } from '../reader/reader-route.tsx';
import { StudyMissing } from './study-missing.tsx';

const PlanCompleted = lazy(async () => ({ default: (await import('./plan-completed.tsx')).PlanCompleted }));

/**
 * /plans/{planId}: the reader in plan mode at the current day of the Sermon Study. A study that is not
 * the reader's current one is started first; a completed one shows the celebration.
 */
export const Component = () => {
  const { planId = '' } = useParams();
  const id = Number(planId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useQuery(currentPlanQuery());
  const plan = useQuery(planQuery(planId));
  const [busy, setBusy] = useState(false);
  const [chatClosed, setChatClosed] = useState(false);
  const started = useRef(false);

  const isCurrent = current.data?.plan?.id === id;
  useEffect(() => {
    if (!current.isSuccess || isCurrent || started.current || !Number.isInteger(id)) return;
    started.current = true;
    startPlan(id)
      .then(() => queryClient.invalidateQueries({ queryKey: ['user', 'plan'] }))
      // Spec §8: setting a specific plan that fails falls back to the current plan, or the about page.
      .catch(() => navigate(`/plans/${planId}/about`, { replace: true }));
  }, [current.isSuccess, isCurrent, id, planId, navigate, queryClient]);

  // Each day shown counts once for the study's analytics (anonymous: the study and the day only).
  const shownDay = isCurrent ? current.data?.current_step?.passage_order : undefined;
  useEffect(() => {
    if (shownDay !== undefined && Number.isInteger(id)) recordPlanStep(id, shownDay);
  }, [id, shownDay]);

  /** Runs a step call; `fallback` is where the reader goes when it fails (spec §4, §8). */
  const act = async (action: () => Promise<StepResponse>, fallback?: () => void) => {
    setBusy(true);
    try {
      await action();
      window.scrollTo({ top: 0 });
    } catch (error) {
      // Spec §8: plan step failures are logged; moving falls back to ordinary chapter movement (§4).
      report('plan: step failed', error);
      fallback?.();
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan'] });
      setBusy(false);
    }
  };

  if (plan.isError) return <StudyMissing error={plan.error} />;
  const detail = plan.data;
  const step = isCurrent ? current.data?.current_step : undefined;
  if (!detail || !step) return <p className="status">Reading the Scriptures...</p>;
  if (detail.is_completed) {
    return (
      <Suspense fallback={null}>
        <PlanCompleted
          plan={detail}
          onRestart={() =>
            void act(
              () => planStep('restart'),
              () => navigate(`/plans/${planId}/about`),
            )
          }
        />
      </Suspense>
    );
  }
  return (
    <ReaderPage
      key={`${step.book_id}/${step.start_chapter}`}
      bookId={step.book_id}
      chapter={step.start_chapter}
      plan={{
        planId: id,
        planName: detail.name,
        sermon: detail.associated_sermon?.has_notes
          ? { id: detail.associated_sermon.id, title: detail.associated_sermon.title }
          : null,
        step,
        total: detail.passages.length,
        openedDays: detail.opened_days,
        dayDone: detail.progress?.completed_steps.includes(step.passage_order) ?? false,
        busy,
        chatClosed,
        onChatClosed: () => setChatClosed(true),
        onPrevious: () =>
          void act(
            () => planStep('previous-step'),
            () => navigate(`/read/${step.book_id}/${Math.max(step.start_chapter - 1, 1)}`),
          ),
        onNext: () =>
          void act(
            () => planStep('next-step'),
            () => navigate(`/read/${step.book_id}/${step.end_chapter + 1}`),
          ),
        onComplete: () => void act(() => planStep('complete')),
      }}
    />
  );
};
