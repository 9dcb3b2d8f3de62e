import { z } from 'zod';
import { MAX_EVENTS_PER_REQUEST } from '../analytics-limits.ts';

// Anonymous, aggregated analytics (issue "Publisher dashboard II"; privacy page "Analytics").

/** The only event names the server records; anything else is a 400. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'navigation',
  'reading_plan_started',
  'reading_plan_step',
  'reading_plan_completed',
  'reading_plan_restarted',
  'church_page_view',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

const Id = z.number().int().min(1).max(2_147_483_647);

/**
 * One event. `path` is the app path (query and fragment are dropped by the server, ids in it are
 * replaced by `:id`); `occurred_at` lets an app that queued events offline count them on their day
 * (within the last 7 days; otherwise the time of arrival). Unknown fields are ignored.
 */
export const AnalyticsEvent = z.object({
  name: AnalyticsEventName,
  path: z.string().max(512).startsWith('/').optional(),
  plan_id: Id.optional(),
  /** The plan day (1-based) for reading_plan_step / navigation. */
  step: z.number().int().min(1).max(1000).optional(),
  church_id: Id.optional(),
  occurred_at: z.iso.datetime({ offset: true }).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export { MAX_EVENTS_PER_REQUEST };

/** `POST /api/analytics/events`: one event or a list of them. */
export const AnalyticsEventsBody = z.union([
  AnalyticsEvent,
  z.array(AnalyticsEvent).min(1).max(MAX_EVENTS_PER_REQUEST),
]);
export type AnalyticsEventsBody = z.infer<typeof AnalyticsEventsBody>;

/** 202 */
export const AnalyticsAccepted = z.object({ accepted: z.number().int() });
export type AnalyticsAccepted = z.infer<typeof AnalyticsAccepted>;

/** `GET /api/churches/{id}/analytics?days=30` (7, 30 or 90). */
export const ChurchAnalyticsQuery = z.object({
  days: z
    .enum(['7', '30', '90'])
    .default('30')
    .transform((d) => Number(d) as 7 | 30 | 90),
});

export const StudyAnalytics = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  visibility: z.enum(['public', 'private']),
  total_days: z.number().int(),
  /** Readers who ever started the study (enrolments). */
  readers_started: z.number().int(),
  /** Readers who started or finished it in the last 7 days (enrolments keep no later activity time). */
  active_this_week: z.number().int(),
  readers_completed: z.number().int(),
  /** readers_completed / readers_started, in percent (0 when nobody started). */
  completion_rate: z.number().int(),
  /** Mean days from start to completion over readers who completed; null when none did. */
  average_days_to_complete: z.number().nullable(),
  /** The day most readers who have not finished stopped at; null when every reader finished or none started. */
  drop_off: z.object({ day: z.number().int(), name: z.string(), readers: z.number().int() }).nullable(),
  /** Questions asked to the assistant in plan mode on this study's days, in the window. */
  questions_asked: z.number().int(),
  /** Days of this study opened, in the window (reading_plan_step events). */
  step_views: z.number().int(),
  /** Days of this study opened in the last 7 days: reading activity, anonymous. */
  step_views_week: z.number().int(),
});
export type StudyAnalytics = z.infer<typeof StudyAnalytics>;

export const AnalyticsDay = z.object({
  /** YYYY-MM-DD (UTC) */
  date: z.string(),
  readers_started: z.number().int(),
  readers_completed: z.number().int(),
  step_views: z.number().int(),
  questions_asked: z.number().int(),
  church_page_views: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const ChurchAnalyticsResponse = z.object({
  church_id: z.number().int(),
  days: z.number().int(),
  /** Views of the church's page in the window. */
  church_page_views: z.number().int(),
  studies: z.array(StudyAnalytics),
  /** One entry per day of the window, oldest first, every day present (zeros included). */
  series: z.array(AnalyticsDay),
});
export type ChurchAnalyticsResponse = z.infer<typeof ChurchAnalyticsResponse>;
