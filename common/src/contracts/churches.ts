import { z } from 'zod';
import { MEDIA_URL } from '../media.ts';
import { PlanSummary, SermonResponse } from './reading-plans.ts';

// Spec §3 Church / YouTube video / Church analysis result, §5 validation, §7 Sermons and churches,
// §8 church analysis errors. The server validates with these; the dashboard reads their types.

/** What one may do in a church: owner > publisher > member. */
export const ChurchRole = z.enum(['owner', 'publisher', 'member']);
export type ChurchRole = z.infer<typeof ChurchRole>;

/**
 * The reader's relation to a church in lists: a church role, 'pending' while a join request waits,
 * or 'admin' for a site admin who manages a church without a church role of their own.
 */
export const UserChurchRole = z.enum(['owner', 'publisher', 'member', 'pending', 'admin']);
export type UserChurchRole = z.infer<typeof UserChurchRole>;

export const ChurchTheology = z.object({ slug: z.string(), name: z.string(), description: z.string() });

/** GET /api/churches/{id}, and the `church` of an analysis result. */
export const Church = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  youtube_channel: z.string().nullable(),
  theology: ChurchTheology,
  about: z.string().nullable(),
  logo_url: z.string().nullable(),
  sermon_count: z.number().int(),
  reading_plans: z.array(PlanSummary),
  /** null for a reader with no role in the church. */
  user_role: UserChurchRole.nullable(),
  /** Suspended by an admin (issue 34): its studies are not in Discover, and its page says so. */
  suspended: z.boolean(),
  /**
   * Found by a website analysis and not yet confirmed by its publisher ("Continue" on the review,
   * POST /api/churches/{id}/confirm-setup): seen by no one else, removed if left so for a week.
   */
  setup_pending: z.boolean(),
});
export type Church = z.infer<typeof Church>;

/** Spec §8: the kinds of failure an analysis reports (`blocked_address`: the URL may not be fetched). */
export const ChurchAnalysisErrorType = z.enum([
  'not_found',
  'dns_error',
  'connection_error',
  'access_forbidden',
  'not_a_church',
  'timeout',
  'ssl_error',
  'blocked_address',
  /** The website belongs to a church already; `church` is that church (join it instead). */
  'already_registered',
  'analysis_failed',
]);
export type ChurchAnalysisErrorType = z.infer<typeof ChurchAnalysisErrorType>;

export const AnalyzeWebsiteBody = z.object({ website_url: z.string().trim().min(1).max(2048) });
export type AnalyzeWebsiteBody = z.infer<typeof AnalyzeWebsiteBody>;

/**
 * POST /api/churches/analyze-website. success with `church` (created, the caller its owner); or
 * success:false with error_type, `message` (technical, e.g. 'HTTP 403') and `user_message` (what to
 * show). `church` is set on failure only for already_registered.
 */
export const ChurchAnalysisResult = z.object({
  success: z.boolean(),
  church: Church.nullable(),
  error: z.string().nullable(),
  error_type: ChurchAnalysisErrorType.nullable(),
  message: z.string().nullable(),
  user_message: z.string().nullable(),
});
export type ChurchAnalysisResult = z.infer<typeof ChurchAnalysisResult>;

/** GET /api/churches/{id}/analysis: why the profile says what it says. */
export const ChurchAnalysisRecord = z.object({
  website_url: z.string(),
  method: z.enum(['rules', 'model']),
  pages: z.array(z.object({ url: z.string(), kind: z.string(), status: z.number().int().nullable() })),
  /** For each field found: where (JSON-LD, OpenGraph, title, text, link…) and on which page. */
  found: z.array(z.object({ field: z.string(), source: z.string(), url: z.string() })),
  not_a_church: z.boolean(),
  reason: z.string().nullable(),
  address: z.string().nullable(),
  service_times: z.string().nullable(),
  analyzed_at: z.string(),
});
export type ChurchAnalysisRecord = z.infer<typeof ChurchAnalysisRecord>;

const optionalUrl = z
  .string()
  .trim()
  .max(2048)
  .transform((s) => (s === '' ? null : s))
  .pipe(z.url({ protocol: /^https?$/ }).nullable())
  .or(z.null());

/** PUT /api/churches/{id}: any of these; fields not sent stay as they are. '' clears a URL field. */
export const ChurchUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'Church name is required').max(200),
    website: optionalUrl,
    youtube_channel: optionalUrl,
    theology: z.string().trim().min(1).max(100),
    about: z
      .string()
      .trim()
      .max(20_000)
      .transform((s) => (s === '' ? null : s))
      .or(z.null()),
    // An http(s) URL is copied to Emmaus when saved; an image already copied (/api/media/…) is kept.
    logo_url: optionalUrl.or(z.string().regex(MEDIA_URL)),
  })
  .partial()
  .strict();
export type ChurchUpdateBody = z.infer<typeof ChurchUpdateBody>;

/** POST /api/churches (manual setup, issue 36): the profile form's fields, a name required. */
export const ChurchCreateBody = ChurchUpdateBody.required({ name: true });
export type ChurchCreateBody = z.infer<typeof ChurchCreateBody>;

/** GET /api/user/churches. */
export const UserChurch = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  user_role: UserChurchRole,
  reading_plans: z.array(PlanSummary),
  /** Waiting for its publisher's review after a website analysis (Church.setup_pending). */
  setup_pending: z.boolean(),
});
export type UserChurch = z.infer<typeof UserChurch>;
export const UserChurchesResponse = z.object({ churches: z.array(UserChurch) });
export type UserChurchesResponse = z.infer<typeof UserChurchesResponse>;

export const JoinRequestStatus = z.enum(['pending', 'approved', 'declined']);

/** POST /api/user/churches/{id}/join answers 202 with this; asking again answers the same request. */
export const JoinRequest = z.object({
  church_id: z.number().int(),
  church_name: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  status: JoinRequestStatus,
  requested_at: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequest>;
export const JoinResponse = z.object({ request: JoinRequest, user_role: UserChurchRole });
export type JoinResponse = z.infer<typeof JoinResponse>;

export const ChurchMember = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  role: ChurchRole,
  joined_at: z.string(),
});
export type ChurchMember = z.infer<typeof ChurchMember>;

/** GET /api/churches/{id}/members (owner/publishers/site admin): members and waiting requests. */
export const ChurchMembersResponse = z.object({
  members: z.array(ChurchMember),
  requests: z.array(JoinRequest),
});
export type ChurchMembersResponse = z.infer<typeof ChurchMembersResponse>;

export const MemberParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  userId: z.uuid(),
});
/** PUT /api/churches/{id}/members/{userId}: change a member's church role (owner or site admin). */
export const MemberRoleBody = z.object({ role: ChurchRole });
/** POST …/join-requests/{userId}/approve: the role the new member gets (issue 36); member when absent. */
export const ApproveBody = z.object({ role: z.enum(['member', 'publisher']).optional() }).nullish();

/** Spec §4 video status on the video list. */
export const VideoStatus = z.enum(['available', 'sermon-ready', 'ready-to-publish', 'published']);
export type VideoStatus = z.infer<typeof VideoStatus>;

export const YouTubeVideo = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  url: z.string(),
  /** ISO 8601. */
  upload_date: z.string().nullable(),
  /** Seconds; null when the platform did not say. */
  duration: z.number().int().nullable(),
  uploader: z.string().nullable(),
  description: z.string().nullable(),
  /** A first guess from title, length and description. */
  is_sermon: z.boolean(),
  status: VideoStatus,
});
export type YouTubeVideo = z.infer<typeof YouTubeVideo>;

export const RecentVideosQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
/** GET /api/churches/{id}/recent-videos. channel_id null: the church has no (resolvable) channel. */
export const RecentVideosResponse = z.object({
  videos: z.array(YouTubeVideo),
  channel_id: z.string().nullable(),
});
export type RecentVideosResponse = z.infer<typeof RecentVideosResponse>;

export const VideoParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id'),
});

/** GET /api/churches/{id}/videos/{videoId}. */
export const VideoDetailResponse = z.object({
  video: YouTubeVideo,
  sermon: SermonResponse.nullable(),
  reading_plan: PlanSummary.nullable(),
});
export type VideoDetailResponse = z.infer<typeof VideoDetailResponse>;

/** POST /api/churches/{id}/sermons: add a video by link (spec §5 link recognition). */
export const AddSermonBody = z.object({
  youtube_url: z.string().trim().min(1).max(2048),
  title: z.string().trim().min(1).max(300).optional(),
});
export type AddSermonBody = z.infer<typeof AddSermonBody>;

export type Sermon = z.infer<typeof SermonResponse>;
