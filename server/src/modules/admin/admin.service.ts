import type {
  AdminJob,
  AdminJobsResponse,
  AuditEntry,
  CreatePartnerBody,
  UpdatePartnerBody,
} from '../../../../common/src/contracts/admin.ts';
import type { PublisherRequestStatus } from '../../../../common/src/contracts/publisher-requests.ts';
import type { Role } from '../../../../common/src/contracts/user.ts';
import type { JobQueueAdmin } from '../../jobs/queue-admin.ts';
import type { ChurchesAdmin } from '../churches/churches.admin.service.ts';
import type { PartnersService } from '../partners/partners.service.ts';
import type { PublisherRequestsService } from '../publisher-requests/publisher-requests.service.ts';
import type { UsersAdmin } from '../users/users.admin.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { jobKeyBusy, jobNotFailed, jobNotFound } from './admin.errors.ts';
import type { AdminRepository } from './admin.repository.ts';

export interface AdminServiceDeps {
  repo: AdminRepository;
  users: UsersAdmin;
  requests: PublisherRequestsService;
  churches: ChurchesAdmin;
  partners: PartnersService;
  jobs: JobQueueAdmin;
  /** E-mail addresses of users who signed in (the users module's). */
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
}

type JobRow = NonNullable<Awaited<ReturnType<JobQueueAdmin['find']>>>;
const jobError = (row: JobRow) =>
  row.error
    ? `${row.error.code ? `${row.error.code}: ` : ''}${row.error.message ?? ''}`.trim() || null
    : null;
const presentJob = (row: JobRow, ageSeconds: number): AdminJob => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  max_attempts: row.maxAttempts,
  error: jobError(row),
  created_at: row.createdAt.toISOString(),
  run_after: row.runAfter.toISOString(),
  age_seconds: Math.max(0, ageSeconds),
});
/** What the audit keeps of a job: enough to know which and how it stood, not its payload. */
const jobState = (row: JobRow) => ({
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  error: jobError(row),
});

/**
 * The admin console (issue 34): each action goes through the module that owns the thing (users,
 * publisher requests, churches, partners, the job queue) and is written to the audit log with the
 * admin who did it and the thing before and after. A refused action changes nothing and logs nothing.
 */
export const createAdminService = (deps: AdminServiceDeps) => {
  const { repo } = deps;
  const audited = async <T extends { before?: unknown; after?: unknown }>(
    actor: UserRow,
    action: string,
    target: string,
    run: () => Promise<T>,
    /** The reader the action is about, known once it ran (a request's asker). */
    subjectOf: (outcome: T) => string | null = () => null,
  ): Promise<T> => {
    const outcome = await run();
    await repo.record({
      actorUserId: actor.id,
      action,
      target,
      subjectUserId: subjectOf(outcome),
      before: outcome.before ?? null,
      after: outcome.after ?? null,
    });
    return outcome;
  };

  const jobAction = async (actor: UserRow, id: string, action: 'retry' | 'cancel') => {
    const before = await deps.jobs.find(id);
    if (!before) throw jobNotFound();
    return audited(actor, `job.${action}`, `job:${id}`, async () => {
      const after = action === 'retry' ? await deps.jobs.retry(id) : await deps.jobs.cancel(id);
      if (after === 'key_busy') throw jobKeyBusy();
      if (!after) throw jobNotFailed();
      return { before: jobState(before), after: jobState(after), job: presentJob(after, 0) };
    });
  };

  return {
    users: (q: string) => deps.users.search(q),
    setRole: async (actor: UserRow, id: string, role: Role) =>
      (
        await audited(
          actor,
          'user.set_role',
          `user:${deps.users.idIn(id) ?? id}`,
          () => deps.users.setRole(id, role),
          () => deps.users.idIn(id) ?? null,
        )
      ).after,

    requests: (status: PublisherRequestStatus | undefined) => deps.requests.list(status),
    decide: async (actor: UserRow, id: number, approve: boolean, reason: string | null) =>
      (
        await audited(
          actor,
          `publisher_request.${approve ? 'approve' : 'decline'}`,
          `publisher_request:${id}`,
          () => (approve ? deps.requests.approve(id, reason) : deps.requests.decline(id, reason)),
          (outcome) => outcome.after.user_id,
        )
      ).after,

    churches: () => deps.churches.list(),
    setSuspended: async (actor: UserRow, id: number, suspended: boolean) => {
      await audited(actor, suspended ? 'church.suspend' : 'church.restore', `church:${id}`, () =>
        deps.churches.setSuspended(id, suspended),
      );
      const church = (await deps.churches.list()).find((c) => c.id === id);
      if (!church) throw new Error('setSuspended: the church vanished');
      return church;
    },

    partners: () => deps.partners.list(),
    createPartner: async (actor: UserRow, body: CreatePartnerBody) =>
      (await audited(actor, 'partner.create', `partner:${body.slug}`, () => deps.partners.create(body)))
        .after,
    updatePartner: async (actor: UserRow, slug: string, body: UpdatePartnerBody) =>
      (await audited(actor, 'partner.update', `partner:${slug}`, () => deps.partners.update(slug, body)))
        .after,
    deletePartner: async (actor: UserRow, slug: string) => {
      await audited(actor, 'partner.delete', `partner:${slug}`, () => deps.partners.remove(slug));
    },

    jobs: async (filter: {
      status?: string | undefined;
      kind?: string | undefined;
    }): Promise<AdminJobsResponse> => {
      const [rows, stats] = await Promise.all([deps.jobs.list(filter), deps.jobs.stats()]);
      return {
        jobs: rows.map((r) => presentJob(r.job, Number(r.ageSeconds))),
        depth: stats.depth,
        oldest_waiting_seconds: stats.oldestWaitingSeconds,
        counts: stats.counts,
      };
    },
    retryJob: async (actor: UserRow, id: string) => (await jobAction(actor, id, 'retry')).job,
    cancelJob: async (actor: UserRow, id: string) => (await jobAction(actor, id, 'cancel')).job,

    audit: async (beforeId: number | undefined, limit: number): Promise<AuditEntry[]> => {
      const rows = await repo.page(beforeId, limit);
      const emails = await deps.emailsOf(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])));
      return rows.map((r) => ({
        id: r.id,
        actor_id: r.actorUserId,
        actor_email: (r.actorUserId && emails.get(r.actorUserId)) || null,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
