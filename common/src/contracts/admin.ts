import { z } from 'zod';
import { PublisherRequest, PublisherRequestStatus } from './publisher-requests.ts';
import { Role } from './user.ts';

/** Issue 34: the admin console's API (`/api/admin/...`, role admin). */

export const AdminUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: Role,
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
});
export const AdminUsersResponse = z.object({ users: z.array(AdminUser) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;
/** A user's id, bare or as the signed id a browser carries. */
export const UserIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[\w-]+)?$/i, 'must be a user id'),
});
export const SetRoleBody = z.object({ role: Role });

export const PublisherRequestsQuery = z.object({ status: PublisherRequestStatus.optional() });
export const PublisherRequestsResponse = z.object({ requests: z.array(PublisherRequest) });
export type PublisherRequestsResponse = z.infer<typeof PublisherRequestsResponse>;
const Serial = z.string().regex(/^[1-9][0-9]{0,8}$/, 'must be a number');
export const RequestIdParams = z.object({ id: Serial });
export const DecideBody = z.object({
  reason: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
});

export const AdminChurch = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  owner_email: z.string().nullable(),
  members: z.number().int(),
  sermons: z.number().int(),
  published_studies: z.number().int(),
  suspended: z.boolean(),
  created_at: z.string(),
});
export type AdminChurch = z.infer<typeof AdminChurch>;
export const AdminChurchesResponse = z.object({ churches: z.array(AdminChurch) });
export type AdminChurchesResponse = z.infer<typeof AdminChurchesResponse>;
export const ChurchIdParams = z.object({ id: Serial });

export const PartnerSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a host label such as grace');
export const AdminPartner = z.object({
  slug: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  about_text: z.string().nullable(),
});
export type AdminPartner = z.infer<typeof AdminPartner>;
export const AdminPartnersResponse = z.object({ partners: z.array(AdminPartner) });
export type AdminPartnersResponse = z.infer<typeof AdminPartnersResponse>;
/** The edition's host label is its id; a new icon URL is copied into Emmaus (issue 37). */
export const PartnerBody = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  icon_url: z.string().trim().max(2000).nullable().default(null),
  about_text: z.string().max(20_000, 'must be at most 20000 characters').nullable().default(null),
});
export type PartnerBody = z.infer<typeof PartnerBody>;
export const CreatePartnerBody = PartnerBody.extend({ slug: PartnerSlug });
/** An edit may move the edition to another host label (`slug`): the old host then shows the main site. */
export const UpdatePartnerBody = PartnerBody.extend({ slug: PartnerSlug.optional() });
export type UpdatePartnerBody = z.infer<typeof UpdatePartnerBody>;
export type CreatePartnerBody = z.infer<typeof CreatePartnerBody>;
export const PartnerSlugParams = z.object({ slug: PartnerSlug });

export const JobStatusFilter = z.enum(['queued', 'running', 'failed']);
export const AdminJob = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  run_after: z.string(),
  /** Seconds since the job was queued. */
  age_seconds: z.number().int(),
});
export type AdminJob = z.infer<typeof AdminJob>;
export const AdminJobsQuery = z.object({
  status: JobStatusFilter.optional(),
  kind: z.string().max(80).optional(),
});
export const AdminJobsResponse = z.object({
  jobs: z.array(AdminJob),
  /** Queued jobs, and the age in seconds of the oldest one due (null: none waits). */
  depth: z.number().int(),
  oldest_waiting_seconds: z.number().int().nullable(),
  counts: z.array(z.object({ kind: z.string(), status: z.string(), count: z.number().int() })),
});
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;
export const JobIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a job id'),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  before_id: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const AuditResponse = z.object({ entries: z.array(AuditEntry) });
export type AuditResponse = z.infer<typeof AuditResponse>;
