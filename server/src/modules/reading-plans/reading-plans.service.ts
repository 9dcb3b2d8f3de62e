import type { AnalyticsEvent } from '../../../../common/src/contracts/analytics.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type {
  CurrentPlanResponse,
  PlanDetail,
  PlanGuideResponse,
  StepResponse,
} from '../../../../common/src/contracts/reading-plans.ts';
import type { UpdateReadingPlanBody } from '../../../../common/src/contracts/sermons.ts';
import { MEMORY_MAX_VERSES } from '../../../../common/src/memory-limits.ts';
import { passageLabel } from '../../../../common/src/passage-label.ts';
import { isKnownBook, parseRange, type VerseRange } from '../../../../common/src/references.ts';
import { canManageChurch, canReadInChurch, hasRole } from '../../../../common/src/roles.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import type { UserRow } from '../users/users.repository.ts';
import { dayNotOpen, noCurrentPlan, planChurchSuspended, planNotFound } from './reading-plans.errors.ts';
import { writeGuide } from './reading-plans.guide.ts';
import { openedDays } from './reading-plans.pace.ts';
import { presentPassage, presentSummary, progressOf, statusOf } from './reading-plans.presenter.ts';
import {
  createSermonDraft,
  deleteChurchStudies,
  deleteEnrolments,
  deleteSermonStudies,
  type EnrollmentRow,
  moveEnrolments,
  type ReadingPlansRepository,
  sermonStudy,
} from './reading-plans.repository.ts';

const RECENT_DAYS = 7;

/** A memory verse's range in the API's form, `BOOK.C.V` or `BOOK.C.V-BOOK.C.V`. */
const rangeOf = (r: VerseRange) => {
  const start = `${r.bookId}.${r.startChapter}.${r.startVerse}`;
  return r.endVerse === r.startVerse ? start : `${start}-${r.bookId}.${r.startChapter}.${r.endVerse}`;
};
const memoryVerseOf = (ref: string | null) => {
  const r = ref ? parseRange(ref) : undefined;
  return ref && r
    ? {
        ref,
        label: passageLabel({
          bookId: r.bookId,
          chapter: r.startChapter,
          startVerse: r.startVerse,
          endVerse: r.endVerse,
        }),
      }
    : null;
};
const planStatus = (s: string) => (s === 'generating' || s === 'failed' ? s : 'ready');
const DAY_MS = 86_400_000;

/**
 * Sermon Studies for readers (spec §4 Reading plan): discover, enrol, move step by step, complete,
 * restart. A private plan exists only for its church's members and site admins (404 to anyone else);
 * only its publishers and site admins change it. Every step call answers where the reader is.
 */
/** A study's sermon as the churches module gives it. */
export interface PlanSermon {
  sermon: {
    id: number;
    title: string;
    youtubeUrl: string | null;
    youtubeVideoId: string | null;
    churchId: number;
    hasAnalysis: boolean;
    content: string | null;
    coverUrl: string | null;
  };
  churchName: string;
}

/** What the reading plans need of the churches module: its service's answers, wired in app.ts. */
export interface PlanChurches {
  churchNames: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The user's role in the church; undefined when not a member. */
  memberRole: (userId: string, churchId: number) => Promise<string | undefined>;
  memberships: (userId: string) => Promise<{ churchId: number; role: string }[]>;
  sermonWithChurch: (id: number) => Promise<PlanSermon | undefined>;
  /** The pictures of these sermons' videos, for their studies' covers (issue 36). */
  sermonCovers: (sermonIds: readonly number[]) => Promise<Map<number, string>>;
  /** Churches an admin suspended (issue 34): their studies are not offered in Discover. */
  suspendedIds: () => Promise<number[]>;
}

export const createReadingPlansService = (
  repo: ReadingPlansRepository,
  /**
   * Records a reading-plan event through the analytics service, the same counters as
   * POST /api/analytics/events: anonymous (no user id is stored with an event), counted by day.
   */
  record: (event: AnalyticsEvent) => Promise<unknown>,
  churches: PlanChurches,
  now: () => Date = () => new Date(),
  /** A day completed (Next on it, or Complete on the last): the reader's streak counts its chapter. */
  dayRead: (userId: string, passage: { bookId: string; chapter: number }) => Promise<unknown> = async () =>
    undefined,
) => {
  /** Rows with their church's name: one batched call to the churches module for all of them. */
  const withChurchNames = async <R extends { plan: { churchId: number | null } }>(rows: R[]) => {
    const ids = rows.flatMap((r) => (r.plan.churchId === null ? [] : [r.plan.churchId]));
    const names = ids.length ? await churches.churchNames(ids) : new Map<number, string>();
    return rows.map((r) => ({
      ...r,
      churchName: r.plan.churchId === null ? null : (names.get(r.plan.churchId) ?? null),
    }));
  };

  /** Rows as the study cards show them: with their church's name and their sermon's picture (issue 36). */
  const asCards = async <R extends { plan: { churchId: number | null; sermonId: number | null } }>(
    rows: R[],
  ) => {
    const sermonIds = rows.flatMap((r) => (r.plan.sermonId === null ? [] : [r.plan.sermonId]));
    const [named, covers] = await Promise.all([
      withChurchNames(rows),
      sermonIds.length ? churches.sermonCovers(sermonIds) : new Map<number, string>(),
    ]);
    return named.map((r) => ({
      ...r,
      coverUrl: r.plan.sermonId === null ? null : (covers.get(r.plan.sermonId) ?? null),
    }));
  };

  /**
   * Site admins, and the publishers of the plan's church who are Publisher Dashboard users, manage it:
   * the same rule as the church's sermons and profile (common/src/roles.ts canManageChurch).
   */
  const canManage = async (user: UserRow, churchId: number | null) =>
    canManageChurch(
      user,
      churchId === null || hasRole(user.role, ['admin'])
        ? null
        : await churches.memberRole(user.id, churchId),
    );

  /**
   * Site admins, and the approved members of the plan's church (any church role: member, publisher,
   * owner), read it while private (issue 15: "members see the church's private studies"); pending
   * requesters and other readers do not (docs/decisions/0009-private-study-readers.md).
   */
  const canRead = async (user: UserRow, churchId: number | null) =>
    hasRole(user.role, ['admin']) ||
    (churchId !== null && canReadInChurch(await churches.memberRole(user.id, churchId)));

  /** Whether an admin suspended the plan's church (issue 34). */
  const churchSuspended = async (churchId: number | null) =>
    churchId !== null && (await churches.suspendedIds()).includes(churchId);

  const visiblePlan = async (user: UserRow, id: number) => {
    const found = await repo.find(id);
    const row = found && (await withChurchNames([found]))[0];
    if (!row || (row.plan.visibility !== 'public' && !(await canRead(user, row.plan.churchId))))
      throw planNotFound();
    // A suspended church's studies leave Discover and stop opening by link too, except for the people
    // who manage them (its publishers, to fix what got it suspended, and admins).
    if ((await churchSuspended(row.plan.churchId)) && !(await canManage(user, row.plan.churchId)))
      throw planChurchSuspended();
    return row;
  };

  /** A plan the user may change: 404 when they may not even read it, 403 when they only read it. */
  const managedPlan = async (user: UserRow, id: number) => {
    const row = await visiblePlan(user, id);
    if (!(await canManage(user, row.plan.churchId)))
      throw new AppError(
        403,
        ErrorCode.forbidden,
        'Only the church’s publishers can change this Sermon Study.',
      );
    return row;
  };

  /** The days of a paced study open for this enrolment today (issue 33). */
  const opened = (e: EnrollmentRow, total: number) => openedDays(e.startedAt, e.timeZone, now(), total);

  const detail = async (user: UserRow, id: number): Promise<PlanDetail> => {
    const row = await visiblePlan(user, id);
    const [passages, stats, enrollment, sermon] = await Promise.all([
      repo.passages(id),
      repo.stats(id, new Date(now().getTime() - RECENT_DAYS * DAY_MS)),
      repo.enrollment(user.id, id),
      row.plan.sermonId ? churches.sermonWithChurch(row.plan.sermonId) : undefined,
    ]);
    const role = row.plan.churchId ? await churches.memberRole(user.id, row.plan.churchId) : undefined;
    return {
      ...presentSummary({ ...row, coverUrl: sermon?.sermon.coverUrl ?? null }),
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
            cover_url: sermon.sermon.coverUrl,
          }
        : null,
      is_completed: Boolean(enrollment?.completedAt),
      completed_at: enrollment?.completedAt?.toISOString() ?? null,
      is_current: enrollment?.isCurrent ?? false,
      started_at: enrollment?.startedAt.toISOString() ?? null,
      status: planStatus(row.plan.status),
      memory_verse: memoryVerseOf(row.plan.memoryVerse),
      paced: row.plan.paced,
      opened_days: row.plan.paced && enrollment ? opened(enrollment, passages.length) : null,
    };
  };

  const step = async (e: EnrollmentRow): Promise<StepResponse> => {
    const [row, passages] = await Promise.all([repo.find(e.planId), repo.passages(e.planId)]);
    const passage = passages.find((p) => p.passageOrder === e.currentStep) ?? passages[0];
    if (!row || !passage) throw planNotFound();
    return {
      plan_id: e.planId,
      plan_name: row.plan.name,
      current_step: presentPassage(passage),
      progress: progressOf(e, passages.length),
      enrollment_status: statusOf(e),
      is_completed: Boolean(e.completedAt),
      completed_at: e.completedAt?.toISOString() ?? null,
      opened_days: row.plan.paced ? opened(e, passages.length) : null,
    };
  };

  /** Whether the reader's current study is paced (its days open one a day). */
  const currentIsPaced = async (user: UserRow) => {
    const current = await repo.current(user.id);
    return current ? Boolean((await repo.find(current.planId))?.plan.paced) : false;
  };

  /**
   * Applies a step call to the user's current plan atomically (reading-plans.repository.ts
   * changeCurrent), or 404 when there is none (step calls need one). Answers before and after.
   */
  const changeCurrent = async (
    user: UserRow,
    change: (e: EnrollmentRow, total: number) => Partial<Omit<EnrollmentRow, 'userId' | 'planId'>>,
  ) => {
    // A study made private stops for its readers (docs/decisions/0009-private-study-readers.md): the
    // enrolment is kept, but nothing moves until the study is public again; the church's members keep it.
    const current = await repo.current(user.id);
    if (current && !(await visiblePlan(user, current.planId).catch(() => null))) throw noCurrentPlan();
    const changed = await repo.changeCurrent(user.id, change);
    if (!changed) throw noCurrentPlan();
    return changed;
  };

  // Spec §4: moving inside a plan records a navigation event.
  const navigation = (_user: UserRow, before: EnrollmentRow, after: EnrollmentRow) =>
    record({ name: 'navigation', plan_id: before.planId, step: after.currentStep });

  /** Tells the streaks that the day the reader just finished was read (issue 33). */
  const finishedDay = async (user: UserRow, e: EnrollmentRow) => {
    const passage = (await repo.passages(e.planId)).find((p) => p.passageOrder === e.currentStep);
    if (passage) await dayRead(user.id, { bookId: passage.bookId, chapter: passage.startChapter });
  };

  const withCompleted = (e: EnrollmentRow, stepNo: number) =>
    [...new Set([...e.completedSteps, stepNo])].sort((a, b) => a - b);

  return {
    /**
     * A plan step as the assistant reads it: the day, the passage, the study's insight and question —
     * only from a study this reader may read (public, or private to its church's members and site admins);
     * any other step id is ignored, as an unknown one is, so a private study's content never reaches
     * another reader's prompt or suggestions.
     */
    stepContext: async (user: UserRow, stepId: string | undefined) => {
      const id = Number(stepId);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const row = await repo.step(id);
      if (!row || !(await visiblePlan(user, row.passage.planId).catch(() => null))) return undefined;
      const p = presentPassage(row.passage);
      return {
        passage: p,
        planId: row.passage.planId,
        text: `Day ${p.passage_order} of ${Number(row.total)} in the Sermon Study "${row.planName}": ${p.verse_range} — ${p.name}\nInsight: ${p.insight}\nReflection question: ${p.question}`,
      };
    },
    /**
     * A church's studies, their days and their enrolments with no reader identity: what the church's
     * analytics (modules/analytics) aggregate. Callers check the right to see them.
     */
    churchStudyActivity: async (churchId: number) => {
      const { plans, days } = await repo.churchStudies(churchId);
      const enrolments = await repo.anonymousEnrolments(plans.map((p) => p.id));
      return {
        studies: plans.map((p) => ({
          id: p.id,
          name: p.name,
          visibility: p.visibility === 'public' ? ('public' as const) : ('private' as const),
          days: days.filter((d) => d.planId === p.id).map((d) => ({ id: d.id, day: d.order, name: d.name })),
        })),
        enrolments,
      };
    },
    suggested: async () => {
      const suspended = new Set(await churches.suspendedIds());
      const rows = (await repo.listPublic()).filter(
        (r) => r.plan.churchId === null || !suspended.has(r.plan.churchId),
      );
      return { plans: (await asCards(rows)).map(presentSummary) };
    },
    detail,

    /** The reader's studies: public ones, and private ones of the churches they belong to (0009). */
    userPlans: async (user: UserRow) => {
      const rows = await asCards(await repo.enrollmentsOf(user.id));
      const siteAdmin = hasRole(user.role, ['admin']);
      const churchesOf =
        rows.some((r) => r.plan.visibility !== 'public') && !siteAdmin
          ? new Set(
              (await churches.memberships(user.id))
                .filter((c) => canReadInChurch(c.role))
                .map((c) => c.churchId),
            )
          : new Set<number>();
      const readable = (r: (typeof rows)[number]) =>
        r.plan.visibility === 'public' ||
        siteAdmin ||
        (r.plan.churchId !== null && churchesOf.has(r.plan.churchId));
      return {
        plans: rows.filter(readable).map((r) => ({
          ...presentSummary(r),
          enrollment_status: statusOf(r.enrollment),
          progress: progressOf(r.enrollment, Number(r.totalPassages)),
          is_current: r.enrollment.isCurrent,
          started_at: r.enrollment.startedAt.toISOString(),
          completed_at: r.enrollment.completedAt?.toISOString() ?? null,
        })),
      };
    },

    setCurrent: async (user: UserRow, planId: number, timeZone?: string) => {
      await visiblePlan(user, planId);
      if ((await repo.passages(planId)).length === 0) throw planNotFound();
      const enrolled = await repo.enrollment(user.id, planId);
      const after = await repo.setCurrent(user.id, planId, timeZone);
      if (!enrolled) await record({ name: 'reading_plan_started', plan_id: planId, step: 1 });
      return step(after);
    },

    getCurrent: async (user: UserRow): Promise<CurrentPlanResponse> => {
      const e = await repo.current(user.id);
      const plan = e ? await detail(user, e.planId).catch(() => null) : null;
      if (!e || !plan) return { plan: null, current_step: null };
      return { plan, current_step: plan.passages.find((p) => p.passage_order === e.currentStep) ?? null };
    },

    /** Marks today's passage read and moves on; on the last step it stays (Complete finishes). */
    next: async (user: UserRow) => {
      const paced = await currentIsPaced(user);
      // A paced study's next day may not be open yet: today's is marked read and the reader stays.
      const { before, after } = await changeCurrent(user, (e, total) => ({
        completedSteps: withCompleted(e, e.currentStep),
        currentStep: Math.min(e.currentStep + 1, total, paced ? opened(e, total) : total),
      }));
      await navigation(user, before, after);
      await finishedDay(user, before);
      return step(after);
    },

    previous: async (user: UserRow) => {
      const { before, after } = await changeCurrent(user, (e) => ({
        currentStep: Math.max(e.currentStep - 1, 1),
      }));
      await navigation(user, before, after);
      return step(after);
    },

    jump: async (user: UserRow, order: number) => {
      const paced = await currentIsPaced(user);
      const { before, after } = await changeCurrent(user, (e, total) => {
        if (order > total) {
          throw new AppError(400, ErrorCode.invalidRequest, `passage_order must be between 1 and ${total}`);
        }
        if (paced && order > opened(e, total)) throw dayNotOpen(order);
        return { currentStep: order };
      });
      await navigation(user, before, after);
      return step(after);
    },

    complete: async (user: UserRow) => {
      const { before, after } = await changeCurrent(user, (e) => ({
        completedSteps: withCompleted(e, e.currentStep),
        completedAt: e.completedAt ?? now(),
      }));
      if (!before.completedAt) await record({ name: 'reading_plan_completed', plan_id: before.planId });
      await finishedDay(user, before);
      return step(after);
    },

    restart: async (user: UserRow) => {
      const { before, after } = await changeCurrent(user, () => ({
        currentStep: 1,
        completedSteps: [],
        completedAt: null,
        startedAt: now(),
      }));
      await record({ name: 'reading_plan_restarted', plan_id: before.planId });
      return step(after);
    },

    /**
     * GET /api/reading-plans/{id}/guide (issue 30): the small-group guide for whoever may read the study,
     * and its share link: the about page under `origin` (PUBLIC_URL, else the request's) with its QR code.
     */
    guide: async (user: UserRow, planId: number, origin: string): Promise<PlanGuideResponse> => {
      const row = await visiblePlan(user, planId);
      const [passages, sermon] = await Promise.all([
        repo.passages(planId),
        row.plan.sermonId ? churches.sermonWithChurch(row.plan.sermonId) : undefined,
      ]);
      const url = `${origin.replace(/\/+$/, '')}/plans/${planId}/about`;
      return {
        plan_id: planId,
        name: row.plan.name,
        description: row.plan.description,
        visibility: row.plan.visibility === 'public' ? 'public' : 'private',
        church_name: row.churchName,
        sermon_title: sermon?.sermon.title ?? null,
        days: writeGuide({
          planName: row.plan.name,
          sermon: sermon && { title: sermon.sermon.title, notes: sermon.sermon.content },
          days: passages.map((p) => {
            const shown = presentPassage(p);
            return {
              id: p.id,
              order: p.passageOrder,
              verseRange: shown.verse_range,
              bookId: p.bookId,
              chapter: p.startChapter,
              startVerse: p.startVerse,
              endVerse: p.endVerse,
              name: p.name,
              insight: p.insight,
              question: p.question,
            };
          }),
        }),
        share: { url, qr_svg: qrSvg(url, `QR code: ${row.plan.name}`) },
      };
    },

    /** Publishers and admins of the plan's church (or site admins) switch a plan's visibility. */
    setVisibility: async (user: UserRow, planId: number, visibility: 'public' | 'private') => {
      await managedPlan(user, planId);
      await repo.setVisibility(planId, visibility);
      return { id: planId, visibility };
    },

    /**
     * PUT /api/reading-plans/{id}: the church's owners and publishers (or site admins) rename a study,
     * and edit, reorder (array order is day order) or remove its days. Every day must lie within one
     * chapter that exists in the translation with its verses (`versesIn`).
     */
    edit: async (
      user: UserRow,
      planId: number,
      body: UpdateReadingPlanBody,
      versesIn: (bookId: string, chapter: number) => Promise<number>,
    ) => {
      const row = await managedPlan(user, planId);
      if (row.plan.status === 'generating')
        throw new AppError(409, ErrorCode.planGenerating, 'The Sermon Study is still being written.');
      const memoryVerse = body.memory_verse ? parseRange(body.memory_verse) : undefined;
      if (
        body.memory_verse &&
        (!memoryVerse ||
          !isKnownBook(memoryVerse.bookId) ||
          memoryVerse.endChapter !== memoryVerse.startChapter ||
          memoryVerse.endVerse - memoryVerse.startVerse >= MEMORY_MAX_VERSES ||
          memoryVerse.endVerse > (await versesIn(memoryVerse.bookId, memoryVerse.startChapter)))
      )
        throw badRequest(
          ErrorCode.planInvalidPassage,
          `The memory verse must be up to ${MEMORY_MAX_VERSES} verses of one chapter, such as JHN.15.5.`,
        );
      if (body.passages) {
        for (const p of body.passages) {
          const last = await versesIn(p.book_id, p.start_chapter);
          if (
            p.end_chapter !== p.start_chapter ||
            p.start_verse < 1 ||
            p.end_verse < p.start_verse ||
            p.end_verse > last
          )
            throw badRequest(
              ErrorCode.planInvalidPassage,
              `Day ${body.passages.indexOf(p) + 1}: ${p.book_id} ${p.start_chapter}:${p.start_verse}-${p.end_verse} is not a passage within one chapter.`,
            );
        }
      }
      await repo.write(
        planId,
        {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.memory_verse !== undefined
            ? { memoryVerse: memoryVerse ? rangeOf(memoryVerse) : null }
            : {}),
          ...(body.paced !== undefined ? { paced: body.paced } : {}),
        },
        body.passages?.map((p) => ({
          bookId: p.book_id,
          startChapter: p.start_chapter,
          startVerse: p.start_verse,
          endChapter: p.end_chapter,
          endVerse: p.end_verse,
          name: p.name,
          insight: p.insight,
          question: p.question,
        })),
      );
      return detail(user, planId);
    },

    // For the sermons module (wired in app.ts): a sermon's study, its draft and removal inside the
    // sermons' transaction on the sermon's row, its days once written.
    sermonStudy,
    createSermonDraft,
    deleteSermonStudies,
    write: repo.write,
    exists: async (planId: number) => Boolean(await repo.find(planId)),
    /**
     * A public study's name, description and first day's passage, for a shared study link's preview
     * (issue 33, link-preview.ts); undefined for a private study, whose name must not travel.
     */
    publicPreview: async (planId: number) => {
      const row = await repo.find(planId);
      if (row?.plan.visibility !== 'public') return undefined;
      if (await churchSuspended(row.plan.churchId)) return undefined;
      const [first] = await repo.passages(planId);
      return {
        name: row.plan.name,
        description: row.plan.description,
        passage: first && {
          bookId: first.bookId,
          chapter: first.startChapter,
          startVerse: first.startVerse,
          endVerse: first.endChapter === first.startChapter ? first.endVerse : 999,
        },
      };
    },
    /** For the expiry of empty anonymous users (users.expiry.ts): who has study enrolments. */
    usersWithData: repo.usersWithEnrolments,
    moveUserData: moveEnrolments,
    exportUserData: repo.exportEnrolments,
    deleteUserData: deleteEnrolments,

    // For the churches module (churches.service.ts ChurchStudies, wired in app.ts).
    summariesOfChurches: async (churchIds: number[], withPrivate: number[]) =>
      (await asCards(await repo.listForChurches(churchIds, withPrivate))).map(presentSummary),
    sermonsWithStudies: repo.sermonsWithStudies,
    deleteChurchStudies,
    /** For the sermons module's store and video lookup (sermons.store.ts StudiesOfSermons). */
    studiesOfSermons: async (sermonIds: number[]) =>
      (await withChurchNames(await repo.plansOfSermons(sermonIds))).flatMap((r) =>
        r.plan.sermonId === null ? [] : [{ sermonId: r.plan.sermonId, summary: presentSummary(r) }],
      ),
  };
};

export type ReadingPlansService = ReturnType<typeof createReadingPlansService>;
