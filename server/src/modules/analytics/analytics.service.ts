import type {
  AnalyticsDay,
  AnalyticsEvent,
  ChurchAnalyticsResponse,
  StudyAnalytics,
} from '../../../../common/src/contracts/analytics.ts';
import { SEEN_DAYS } from './analytics.bounds.ts';
import {
  type AnalyticsRepository,
  anonymiseEvents,
  type CounterKey,
  moveEvents,
} from './analytics.repository.ts';

/** Counted by the server itself (never accepted from clients): a question asked in plan mode. */
export const PLAN_QUESTION = 'plan_question';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const UUIDISH = /^[0-9a-f]{8}-[0-9a-f-]{27,}$|^\d{2,}$|^[0-9a-f]{16,}$/i;

/**
 * Keeps only what is needed to count a page: the path without query or fragment (search words, verse
 * selections, tokens), with ids (chat UUIDs, numeric ids) replaced by `:id`, cut to 200 characters.
 */
export const normalisePath = (path: string | undefined): string => {
  if (!path) return '';
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((seg) => (UUIDISH.test(seg) ? ':id' : seg))
    .join('/')
    .slice(0, 200);
};

/** The church page (web/src/router.tsx `/churches/:churchId`), matched before its id becomes `:id`. */
const CHURCH_PAGE = /^\/churches\/(\d{1,10})\/?$/;

/**
 * The church whose page a page view is of, or undefined. The app sends one page view per page (spec §4
 * app shell); the church page's own is what the church's analytics count as a view of its page.
 */
export const churchOfPageView = (e: AnalyticsEvent): number | undefined => {
  if (e.name !== 'page_view' || !e.path) return undefined;
  const id = Number(CHURCH_PAGE.exec(e.path.split(/[?#]/)[0] ?? '')?.[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
};

/** The day an event counts on: its own (offline queue) within the last 7 days, otherwise today. */
const eventDay = (e: AnalyticsEvent, now: Date): string => {
  if (!e.occurred_at) return dayOf(now);
  const t = Date.parse(e.occurred_at);
  return Number.isFinite(t) && t <= now.getTime() && now.getTime() - t <= 7 * DAY_MS
    ? dayOf(new Date(t))
    : dayOf(now);
};

export interface ChurchActivity {
  studies: {
    id: number;
    name: string;
    visibility: 'public' | 'private';
    days: { id: number; day: number; name: string }[];
  }[];
  enrolments: { planId: number; currentStep: number; startedAt: Date; completedAt: Date | null }[];
}

/** Names only the server counts (from enrolments, once per reader and plan); a client's are ignored. */
const SERVER_SAYS: ReadonlySet<string> = new Set([
  'reading_plan_started',
  'reading_plan_completed',
  'reading_plan_restarted',
]);

/** The counters an event adds to: its own, and a church page's view for the church it shows. */
const countersOf = (e: AnalyticsEvent, now: Date): CounterKey[] => {
  const counted = {
    day: eventDay(e, now),
    name: e.name,
    path: normalisePath(e.path),
    planId: e.plan_id ?? 0,
    step: e.step ?? 0,
    churchId: e.church_id ?? 0,
  };
  // A view of a church page also counts for that church (the path alone keeps only `:id`).
  const church = churchOfPageView(e);
  return church === undefined
    ? [counted]
    : [counted, { ...counted, name: 'church_page_view', churchId: church }];
};

export const createAnalyticsService = (
  repo: AnalyticsRepository,
  churchActivity: (churchId: number) => Promise<ChurchActivity>,
  clock: () => Date = () => new Date(),
  /** Keeps the counters within their senders' daily bounds (analytics.bounds.ts); all of them without. */
  bounded?: (counters: CounterKey[], senders: readonly string[]) => Promise<CounterKey[]>,
) => {
  const increment = async (events: (Omit<CounterKey, 'day'> & { day?: string })[]) => {
    const today = dayOf(clock());
    const merged = new Map<string, CounterKey & { count: number }>();
    for (const e of events) {
      const key: CounterKey = { ...e, day: e.day ?? today };
      const id = JSON.stringify([key.day, key.name, key.path, key.planId, key.step, key.churchId]);
      const row = merged.get(id);
      if (row) row.count++;
      else merged.set(id, { ...key, count: 1 });
    }
    await repo.increment([...merged.values()]);
  };

  return {
    /**
     * For the expiry of empty anonymous users (users.expiry.ts): who has server-side events of their own
     * (analytics_events, written by the reading plans; the daily counters name nobody).
     */
    usersWithData: repo.usersWithEvents,
    moveUserData: moveEvents,
    exportUserData: repo.exportEvents,
    deleteUserData: anonymiseEvents,

    /**
     * Counts events the server itself says (the reading plans, through the event bus): each one counts,
     * a reading plan says "started" once per reader and plan (reading-plans.service.ts).
     */
    record: async (events: AnalyticsEvent[]): Promise<number> => {
      const now = clock();
      await increment(events.flatMap((e) => countersOf(e, now)));
      return events.length;
    },

    /**
     * Counts events a client sent (POST /api/analytics/events) within its senders' daily bounds
     * (analytics.bounds.ts); nothing that identifies the sender is stored in the counters (no address,
     * no user, only the day). Started, completed and restarted studies are the server's to say, from the
     * reader's enrolment, once per reader and plan: a client's copy counts nothing. What is beyond the
     * bounds is dropped silently and still answered as accepted: it is a replay, not an error, and the
     * app must not send it again.
     */
    recordFromClient: async (events: AnalyticsEvent[], senders: readonly string[]): Promise<number> => {
      const now = clock();
      const counters = events.filter((e) => !SERVER_SAYS.has(e.name)).flatMap((e) => countersOf(e, now));
      await increment(bounded ? await bounded(counters, senders) : counters);
      return events.length;
    },

    /** Forgets what senders were seen counting before the days events may still be dated (daily job). */
    forgetSeen: (): Promise<number> =>
      repo.forgetSeen(dayOf(new Date(clock().getTime() - (SEEN_DAYS - 1) * DAY_MS))),

    /** A question asked to the assistant on a plan day (counted from the chat's plan step). */
    planQuestion: async (planId: number, step: number) => {
      await increment([{ name: PLAN_QUESTION, path: '', planId, step, churchId: 0 }]);
    },

    churchReport: async (churchId: number, days: number): Promise<ChurchAnalyticsResponse> => {
      const now = clock();
      const start = new Date(now.getTime() - (days - 1) * DAY_MS);
      const since = dayOf(start);
      const weekAgo = now.getTime() - 7 * DAY_MS;
      const activity = await churchActivity(churchId);
      const planIds = activity.studies.map((s) => s.id);
      const counters = await repo.countersFor(planIds, churchId, since);

      const series = new Map<string, AnalyticsDay>();
      for (let i = 0; i < days; i++) {
        const date = dayOf(new Date(start.getTime() + i * DAY_MS));
        series.set(date, {
          date,
          readers_started: 0,
          readers_completed: 0,
          step_views: 0,
          questions_asked: 0,
          church_page_views: 0,
        });
      }
      const bump = (date: string, field: Exclude<keyof AnalyticsDay, 'date'>, n = 1) => {
        const d = series.get(date);
        if (d) d[field] += n;
      };
      const inPlans = new Set(planIds);
      // A study's own days only: a made-up day number (up to 1000) is no day anybody read.
      const ownDays = new Set(activity.studies.flatMap((s) => s.days.map((d) => `${s.id} ${d.day}`)));
      let churchPageViews = 0;
      const stepViews = new Map<number, number>();
      const stepViewsWeek = new Map<number, number>();
      const questions = new Map<number, number>();
      const weekDay = dayOf(new Date(weekAgo));
      for (const c of counters) {
        const n = Number(c.count);
        if (c.name === 'church_page_view' && c.churchId === churchId) {
          churchPageViews += n;
          bump(c.day, 'church_page_views', n);
        } else if (c.name === 'reading_plan_step' && ownDays.has(`${c.planId} ${c.step}`)) {
          stepViews.set(c.planId, (stepViews.get(c.planId) ?? 0) + n);
          if (c.day > weekDay) stepViewsWeek.set(c.planId, (stepViewsWeek.get(c.planId) ?? 0) + n);
          bump(c.day, 'step_views', n);
        } else if (c.name === PLAN_QUESTION && inPlans.has(c.planId)) {
          questions.set(c.planId, (questions.get(c.planId) ?? 0) + n);
          bump(c.day, 'questions_asked', n);
        }
      }

      const studies: StudyAnalytics[] = activity.studies.map((s) => {
        const mine = activity.enrolments.filter((e) => e.planId === s.id);
        const completed = mine.filter((e) => e.completedAt);
        for (const e of mine) {
          bump(dayOf(e.startedAt), 'readers_started');
          if (e.completedAt) bump(dayOf(e.completedAt), 'readers_completed');
        }
        const recent = mine.filter(
          (e) => e.startedAt.getTime() >= weekAgo || (e.completedAt?.getTime() ?? 0) >= weekAgo,
        ).length;
        const durations = completed.map(
          (e) => ((e.completedAt?.getTime() ?? 0) - e.startedAt.getTime()) / DAY_MS,
        );
        // Where readers who have not finished stand: the day most of them stopped at (ties: the earliest).
        const stopped = new Map<number, number>();
        for (const e of mine)
          if (!e.completedAt) stopped.set(e.currentStep, (stopped.get(e.currentStep) ?? 0) + 1);
        let drop: StudyAnalytics['drop_off'] = null;
        for (const [day, readers] of [...stopped].sort((a, b) => a[0] - b[0])) {
          if (!drop || readers > drop.readers)
            drop = { day, name: s.days.find((d) => d.day === day)?.name ?? `Day ${day}`, readers };
        }
        return {
          plan_id: s.id,
          name: s.name,
          visibility: s.visibility,
          total_days: s.days.length,
          readers_started: mine.length,
          // Enrolments keep no last-activity time: a reader counts as active when they started or
          // finished this week (docs/ARCHITECTURE.md "Analytics"); step_views_week shows reading since.
          active_this_week: recent,
          step_views_week: stepViewsWeek.get(s.id) ?? 0,
          readers_completed: completed.length,
          completion_rate: mine.length ? Math.round((completed.length / mine.length) * 100) : 0,
          average_days_to_complete: durations.length
            ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10
            : null,
          drop_off: drop,
          questions_asked: questions.get(s.id) ?? 0,
          step_views: stepViews.get(s.id) ?? 0,
        };
      });
      return {
        church_id: churchId,
        days,
        church_page_views: churchPageViews,
        studies,
        series: [...series.values()],
      };
    },
  };
};

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
