import { queryOptions } from '@tanstack/react-query';
import type {
  ChurchResponse,
  CurrentPlanResponse,
  PlanDetail,
  PlanGuideResponse,
  PlanSummary,
  StepResponse,
} from '../../../common/src/contracts/reading-plans.ts';
import { getJson, postJson, putJson } from './client.ts';

export const suggestedPlansQuery = () =>
  queryOptions({
    queryKey: ['plans', 'suggested'],
    queryFn: async () =>
      (await getJson<{ plans: PlanSummary[] }>('/api/reading-plans/suggested', 'Sermon studies'))?.plans ??
      [],
  });

export const planQuery = (planId: string) =>
  queryOptions({
    queryKey: ['user', 'plan', planId],
    queryFn: () => getJson<PlanDetail>(`/api/reading-plans/${encodeURIComponent(planId)}`, 'Sermon Study'),
  });

/** GET /api/reading-plans/{id}/guide: the small-group guide and share link (issue 30). */
export const planGuideQuery = (planId: string | number) =>
  queryOptions({
    queryKey: ['user', 'plan', String(planId), 'guide'],
    queryFn: () =>
      getJson<PlanGuideResponse>(
        `/api/reading-plans/${encodeURIComponent(String(planId))}/guide`,
        'Small-group guide',
      ),
  });

export const currentPlanQuery = () =>
  queryOptions({
    queryKey: ['user', 'plan', 'current'],
    // Spec §8: a failed current-plan call is treated as none.
    queryFn: async () =>
      (await getJson<CurrentPlanResponse>('/api/user/plans/current', 'Current plan').catch(() => null)) ?? {
        plan: null,
        current_step: null,
      },
  });

export const churchQuery = (churchId: string) =>
  queryOptions({
    queryKey: ['church', churchId],
    queryFn: () => getJson<ChurchResponse>(`/api/churches/${encodeURIComponent(churchId)}`, 'Church'),
  });

export const sermonQuery = (sermonId: number) =>
  queryOptions({
    queryKey: ['sermon', sermonId],
    queryFn: () =>
      getJson<{ title: string; content: string | null }>(`/api/sermons/${sermonId}`, 'Sermon notes'),
  });

type StepAction = 'next-step' | 'previous-step' | 'complete' | 'restart' | 'jump-to-passage';

/** The reader's time zone: a paced study's days open at its midnights (issue 33). */
const readerTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export const startPlan = async (planId: number) =>
  (await postJson<StepResponse>(
    '/api/user/plans/current',
    { plan_id: planId, tz: readerTimeZone() },
    'Sermon Study',
  )) as StepResponse;
export const planStep = async (action: StepAction, passageOrder?: number) =>
  (await putJson<StepResponse>(
    `/api/user/plans/current/${action}`,
    action === 'jump-to-passage' ? { passage_order: passageOrder } : {},
    'Sermon Study',
  )) as StepResponse;
