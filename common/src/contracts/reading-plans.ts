import { z } from 'zod';

// Spec §3 Reading plan / Passage / Associated sermon / Church and §7 Reading plans.

export const PlanPassage = z.object({
  id: z.number().int(),
  passage_order: z.number().int(),
  step_order: z.number().int(),
  verse_range: z.string(),
  name: z.string(),
  insight: z.string(),
  question: z.string(),
  book: z.string(),
  book_name: z.string(),
  book_id: z.string(),
  start_chapter: z.number().int(),
  start_verse: z.number().int(),
  end_chapter: z.number().int(),
  end_verse: z.number().int(),
});
export type PlanPassage = z.infer<typeof PlanPassage>;

export const PlanProgress = z.object({
  completion_percentage: z.number().int(),
  percentage: z.number().int(),
  completed_passages: z.number().int(),
  completed_steps: z.array(z.number().int()),
  total_passages: z.number().int(),
  total_steps: z.number().int(),
});
export type PlanProgress = z.infer<typeof PlanProgress>;

export const PlanStats = z.object({
  total_participants: z.number().int(),
  completion_rate: z.number().int(),
  recent_participants: z.number().int(),
});

export const AssociatedSermon = z.object({
  id: z.number().int(),
  title: z.string(),
  youtube_url: z.string().nullable(),
  youtube_video_id: z.string().nullable(),
  church_id: z.number().int(),
  church_name: z.string(),
  has_analysis: z.boolean(),
  has_notes: z.boolean(),
  /** Issue 36: the video's picture, served by Emmaus (or a small inline picture); null without one. */
  cover_url: z.string().nullable(),
});

export const EnrollmentStatus = z.enum(['current', 'completed', 'enrolled']);

/** A plan as a card in a list. */
export const PlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  theme: z.string().nullable(),
  visibility: z.enum(['public', 'private']),
  church_id: z.number().int().nullable(),
  church_name: z.string().nullable(),
  total_passages: z.number().int(),
  /** Issue 36: the study's cover, its sermon video's picture; null for the plain cover. */
  cover_url: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

export const PlanDetail = PlanSummary.extend({
  passages: z.array(PlanPassage),
  current_step: z.number().int().nullable(),
  progress: PlanProgress.nullable(),
  stats: PlanStats,
  enrollment_status: EnrollmentStatus.nullable(),
  primary_church: z
    .object({ id: z.number().int(), name: z.string(), is_user_church: z.boolean() })
    .nullable(),
  associated_sermon: AssociatedSermon.nullable(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  is_current: z.boolean(),
  started_at: z.string().nullable(),
  /** A Sermon Study is written by a job: 'generating' until its days exist (issue 16). */
  status: z.enum(['generating', 'ready', 'failed']).optional(),
  /** Issue 33: the memory verse the church suggests for the week, if any. */
  memory_verse: z.object({ ref: z.string(), label: z.string() }).nullable().optional(),
  /** Issue 33: one day opens per calendar day from the reader's start, at their midnight. */
  paced: z.boolean(),
  /** A paced study the reader has started: how many of its days are open today; null otherwise. */
  opened_days: z.number().int().nullable(),
});
export type PlanDetail = z.infer<typeof PlanDetail>;

export const PlanListResponse = z.object({ plans: z.array(PlanSummary) });
export const UserPlansResponse = z.object({
  plans: z.array(
    PlanSummary.extend({
      enrollment_status: EnrollmentStatus,
      progress: PlanProgress,
      is_current: z.boolean(),
      started_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
});

/** What every step call answers: where the reader is now. */
export const StepResponse = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  current_step: PlanPassage,
  progress: PlanProgress,
  enrollment_status: EnrollmentStatus,
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Paced studies (issue 33): the days open today (a later one "opens tomorrow"); null when unpaced. */
  opened_days: z.number().int().nullable(),
});
export type StepResponse = z.infer<typeof StepResponse>;

export const CurrentPlanResponse = z.object({
  plan: PlanDetail.nullable(),
  current_step: PlanPassage.nullable(),
});
export type CurrentPlanResponse = z.infer<typeof CurrentPlanResponse>;

export const PlanIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** An IANA zone this runtime knows ("Europe/Berlin"); offsets and made-up names are refused. */
const KnownTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Berlin');
export const SetCurrentPlanBody = z.object({
  plan_id: z.coerce.number().int().min(1).max(2_147_483_647),
  /** The reader's time zone: a paced study's days open at its midnights (issue 33); UTC when absent. */
  tz: KnownTimeZone.optional(),
});
export const JumpBody = z.object({ passage_order: z.coerce.number().int().min(1).max(1000) });
export const VisibilityBody = z.object({ visibility: z.enum(['public', 'private']) });

export const ChurchResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  youtube_channel: z.string().nullable(),
  theology: z.object({ slug: z.string(), name: z.string(), description: z.string() }),
  about: z.string().nullable(),
  logo_url: z.string().nullable(),
  sermon_count: z.number().int(),
  reading_plans: z.array(PlanSummary),
  user_role: z.string().nullable(),
  /** Suspended by an admin (issue 34): its page says so. */
  suspended: z.boolean(),
});
export type ChurchResponse = z.infer<typeof ChurchResponse>;

/**
 * GET /api/user/churches: the churches a user belongs to (every church for a site admin), with their
 * role; a church's publishers see its private Sermon Studies too.
 */
export const UserChurchesResponse = z.object({
  churches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      logo_url: z.string().nullable(),
      user_role: z.string(),
      reading_plans: z.array(PlanSummary),
    }),
  ),
});
export type UserChurchesResponse = z.infer<typeof UserChurchesResponse>;

export const SermonResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  theology: z.string(),
  youtube_url: z.string().nullable(),
  has_analysis: z.boolean(),
  has_reading_plan: z.boolean(),
  reading_plan_published: z.boolean(),
  content: z.string().nullable(),
});

/**
 * GET /api/reading-plans/{id}/guide (issue 30): the study's small-group guide, one meeting a day, written
 * offline from the day's passage, insight and question (and the sermon's notes), and its share link.
 */
export const GuideDay = z.object({
  day: z.number().int(),
  passage_id: z.number().int(),
  verse_range: z.string(),
  name: z.string(),
  book_id: z.string(),
  start_chapter: z.number().int(),
  start_verse: z.number().int(),
  end_verse: z.number().int(),
  opening: z.string(),
  /** For whoever leads: what the passage is about and where the conversation may go. */
  leader_note: z.string(),
  /** Two or three; no two days of a guide share one. */
  questions: z.array(z.string()).min(2).max(3),
  closing: z.string(),
});
export type GuideDay = z.infer<typeof GuideDay>;

/** The study's about page, absolute, and its QR code as an SVG document (drawn on the server). */
export const StudyShare = z.object({ url: z.string(), qr_svg: z.string() });
export type StudyShare = z.infer<typeof StudyShare>;

export const PlanGuideResponse = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(['public', 'private']),
  church_name: z.string().nullable(),
  sermon_title: z.string().nullable(),
  days: z.array(GuideDay),
  share: StudyShare,
});
export type PlanGuideResponse = z.infer<typeof PlanGuideResponse>;
