import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type {
  CurrentPlanResponse,
  PlanDetail,
  StepResponse,
} from '../../../../common/src/contracts/reading-plans.ts';
import { DASHBOARD_ROLES, hasRole } from '../../../../common/src/roles.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { presentPassage, presentSummary, progressOf, statusOf } from './reading-plans.presenter.ts';
import type { EnrollmentRow, ReadingPlansRepository } from './reading-plans.repository.ts';

const RECENT_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Sermon Studies for readers (spec §4 Reading plan): discover, enrol, move step by step, complete,
 * restart. Private plans do not exist for readers (404). Every step call answers where the reader is.
 */
export const createReadingPlansService = (
  repo: ReadingPlansRepository,
  now: () => Date = () => new Date(),
) => {
  /** Site admins, and the publishers of the plan's church, manage it (and preview it while private). */
  const canManage = async (user: UserRow, churchId: number | null) =>
    hasRole(user.role, ['admin']) ||
    (churchId !== null && hasRole(await repo.churchRole(user.id, churchId), DASHBOARD_ROLES));

  const visiblePlan = async (user: UserRow, id: number) => {
    const row = await repo.find(id);
    if (!row || (row.plan.visibility !== 'public' && !(await canManage(user, row.plan.churchId))))
      throw notFound(ErrorCode.planNotFound, 'Sermon Study not found');
    return row;
  };

  const detail = async (user: UserRow, id: number): Promise<PlanDetail> => {
    const row = await visiblePlan(user, id);
    const [passages, stats, enrollment, sermon] = await Promise.all([
      repo.passages(id),
      repo.stats(id, new Date(now().getTime() - RECENT_DAYS * DAY_MS)),
      repo.enrollment(user.id, id),
      row.plan.sermonId ? repo.sermon(row.plan.sermonId) : undefined,
    ]);
    const role = row.plan.churchId ? await repo.churchRole(user.id, row.plan.churchId) : undefined;
    return {
      ...presentSummary(row),
      passages: passages.map(presentPassage),
      current_step: enrollment?.currentStep ?? null,
      progress: enrollment ? progressOf(enrollment, passages.length) : null,
      stats: {
        total_participants: stats.total,
        completion_rate: stats.total ? Math.round((stats.completed / stats.total) * 100) : 0,
        recent_participants: stats.recent,
      },
      enrollment_status: enrollment ? statusOf(enrollment) : null,
      primary_church:
        row.plan.churchId && row.churchName
          ? { id: row.plan.churchId, name: row.churchName, is_user_church: role !== undefined }
          : null,
      associated_sermon: sermon
        ? {
            id: sermon.sermon.id,
            title: sermon.sermon.title,
            youtube_url: sermon.sermon.youtubeUrl,
            youtube_video_id: sermon.sermon.youtubeVideoId,
            church_id: sermon.sermon.churchId,
            church_name: sermon.churchName,
            has_analysis: sermon.sermon.hasAnalysis,
            has_notes: Boolean(sermon.sermon.content?.trim()),
          }
        : null,
      is_completed: Boolean(enrollment?.completedAt),
      completed_at: enrollment?.completedAt?.toISOString() ?? null,
      is_current: enrollment?.isCurrent ?? false,
      started_at: enrollment?.startedAt.toISOString() ?? null,
    };
  };

  const step = async (e: EnrollmentRow): Promise<StepResponse> => {
    const [row, passages] = await Promise.all([repo.find(e.planId), repo.passages(e.planId)]);
    const passage = passages.find((p) => p.passageOrder === e.currentStep) ?? passages[0];
    if (!row || !passage) throw notFound(ErrorCode.planNotFound, 'Sermon Study not found');
    return {
      plan_id: e.planId,
      plan_name: row.plan.name,
      current_step: presentPassage(passage),
      progress: progressOf(e, passages.length),
      enrollment_status: statusOf(e),
      is_completed: Boolean(e.completedAt),
      completed_at: e.completedAt?.toISOString() ?? null,
    };
  };

  /** The user's current plan, or 404 when there is none (step calls need one). */
  const current = async (user: UserRow) => {
    const e = await repo.current(user.id);
    if (!e) throw notFound(ErrorCode.noCurrentPlan, 'No current Sermon Study');
    const total = (await repo.passages(e.planId)).length;
    return { e, total };
  };

  // Spec §4: moving inside a plan records a navigation event.
  const navigation = (user: UserRow, e: EnrollmentRow, to: number) =>
    repo.recordEvent(user.id, 'navigation', { plan_id: e.planId, from_step: e.currentStep, to_step: to });

  const withCompleted = (e: EnrollmentRow, stepNo: number) =>
    [...new Set([...e.completedSteps, stepNo])].sort((a, b) => a - b);

  return {
    /** A plan step as the assistant reads it: the day, the passage, the study's insight and question. */
    stepContext: async (stepId: string | undefined) => {
      const id = Number(stepId);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const row = await repo.step(id);
      if (!row) return undefined;
      const p = presentPassage(row.passage);
      return {
        passage: p,
        text: `Day ${p.passage_order} of ${Number(row.total)} in the Sermon Study "${row.planName}": ${p.verse_range} — ${p.name}\nInsight: ${p.insight}\nReflection question: ${p.question}`,
      };
    },
    suggested: async () => ({ plans: (await repo.listPublic()).map(presentSummary) }),
    detail,

    userPlans: async (user: UserRow) => ({
      plans: (await repo.enrollmentsOf(user.id))
        .filter((r) => r.plan.visibility === 'public')
        .map((r) => ({
          ...presentSummary(r),
          enrollment_status: statusOf(r.enrollment),
          progress: progressOf(r.enrollment, Number(r.totalPassages)),
          is_current: r.enrollment.isCurrent,
          started_at: r.enrollment.startedAt.toISOString(),
          completed_at: r.enrollment.completedAt?.toISOString() ?? null,
        })),
    }),

    setCurrent: async (user: UserRow, planId: number) => {
      await visiblePlan(user, planId);
      if ((await repo.passages(planId)).length === 0)
        throw notFound(ErrorCode.planNotFound, 'Sermon Study not found');
      return step(await repo.setCurrent(user.id, planId));
    },

    getCurrent: async (user: UserRow): Promise<CurrentPlanResponse> => {
      const e = await repo.current(user.id);
      const plan = e ? await detail(user, e.planId).catch(() => null) : null;
      if (!e || !plan) return { plan: null, current_step: null };
      return { plan, current_step: plan.passages.find((p) => p.passage_order === e.currentStep) ?? null };
    },

    /** Marks today's passage read and moves on; on the last step it stays (Complete finishes). */
    next: async (user: UserRow) => {
      const { e, total } = await current(user);
      await navigation(user, e, Math.min(e.currentStep + 1, total));
      return step(
        await repo.update(user.id, e.planId, {
          completedSteps: withCompleted(e, e.currentStep),
          currentStep: Math.min(e.currentStep + 1, total),
        }),
      );
    },

    previous: async (user: UserRow) => {
      const { e } = await current(user);
      await navigation(user, e, Math.max(e.currentStep - 1, 1));
      return step(await repo.update(user.id, e.planId, { currentStep: Math.max(e.currentStep - 1, 1) }));
    },

    jump: async (user: UserRow, order: number) => {
      const { e, total } = await current(user);
      if (order > total) {
        throw new AppError(400, ErrorCode.invalidRequest, `passage_order must be between 1 and ${total}`);
      }
      await navigation(user, e, order);
      return step(await repo.update(user.id, e.planId, { currentStep: order }));
    },

    complete: async (user: UserRow) => {
      const { e } = await current(user);
      const completedAt = e.completedAt ?? now();
      const updated = await repo.update(user.id, e.planId, {
        completedSteps: withCompleted(e, e.currentStep),
        completedAt,
      });
      if (!e.completedAt) await repo.recordEvent(user.id, 'reading_plan_completed', { plan_id: e.planId });
      return step(updated);
    },

    restart: async (user: UserRow) => {
      const { e } = await current(user);
      const updated = await repo.update(user.id, e.planId, {
        currentStep: 1,
        completedSteps: [],
        completedAt: null,
        startedAt: now(),
      });
      await repo.recordEvent(user.id, 'reading_plan_restarted', { plan_id: e.planId });
      return step(updated);
    },

    /** Publishers and admins of the plan's church (or site admins) switch a plan's visibility. */
    setVisibility: async (user: UserRow, planId: number, visibility: 'public' | 'private') => {
      const row = await repo.find(planId);
      const allowed = row ? await canManage(user, row.plan.churchId) : false;
      if (!row || (!allowed && row.plan.visibility !== 'public'))
        throw notFound(ErrorCode.planNotFound, 'Sermon Study not found');
      if (!allowed)
        throw new AppError(
          403,
          ErrorCode.forbidden,
          'Only the church’s publishers can change this Sermon Study.',
        );
      await repo.setVisibility(planId, visibility);
      return { id: planId, visibility };
    },
  };
};

export type ReadingPlansService = ReturnType<typeof createReadingPlansService>;
