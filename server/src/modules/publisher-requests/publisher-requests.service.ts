import type {
  PublisherRequest,
  PublisherRequestBody,
  PublisherRequestStatus,
} from '../../../../common/src/contracts/publisher-requests.ts';
import { pagedSection } from '../../db/user-data.ts';
import type { UserRow } from '../users/users.repository.ts';
import { requestDecided, requestNotFound, requestOpen, signInFirst } from './publisher-requests.errors.ts';
import type { PublisherRequestRow, PublisherRequestsRepository } from './publisher-requests.repository.ts';

/** What the requests need of the users module: addresses, and raising a reader to publisher. */
export interface RequestUsers {
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Makes a reader (role user) a publisher at once; a publisher or admin keeps their role. */
  grantPublisher: (userId: string) => Promise<void>;
}

/** Someone to tell of a decision (an e-mail sender when SMTP_URL is set); none by default. */
export type TellDecision = (request: PublisherRequest) => Promise<void>;

const PAGE = 200;

const present = (row: PublisherRequestRow, email: string | null): PublisherRequest => ({
  id: row.id,
  user_id: row.userId,
  email,
  name: row.name,
  church_name: row.churchName,
  church_website: row.churchWebsite,
  church_role: row.churchRole,
  note: row.note,
  status: row.status as PublisherRequestStatus,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  seen: row.seen,
});

/**
 * Publisher access on request (issue 34): a signed-in reader asks once at a time; an admin approves
 * (the role changes at once: it is read from the users table on every request) or declines with a
 * reason; the reader is told on their next visit. With PUBLISHER_AUTO_APPROVE every request is approved
 * as it arrives.
 */
export const createPublisherRequestsService = (deps: {
  repo: PublisherRequestsRepository;
  users: RequestUsers;
  autoApprove: boolean;
  tell?: TellDecision | undefined;
  /** Writes an automatic approval to the admin audit log, as an admin's would be (issue 34). */
  logAutoApproval?: (decision: { before: PublisherRequest; after: PublisherRequest }) => Promise<void>;
}) => {
  const { repo, users } = deps;
  const withEmails = async (rows: PublisherRequestRow[]) => {
    const emails = await users.emailsOf(rows.map((r) => r.userId));
    return rows.map((r) => present(r, emails.get(r.userId) ?? null));
  };
  const one = async (row: PublisherRequestRow) => (await withEmails([row]))[0] as PublisherRequest;

  /** The request before and after its decision; 404 unknown, 409 already decided. */
  const decide = async (id: number, approve: boolean, reason: string | null) => {
    const before = await repo.find(id);
    if (!before) throw requestNotFound();
    const after = await repo.decide(id, approve ? 'approved' : 'declined', reason);
    if (!after) throw requestDecided();
    if (approve) await users.grantPublisher(after.userId);
    const presented = await one(after);
    // A mail server that fails must not undo the decision: the reader still sees it on their next visit.
    await deps.tell?.(presented).catch(() => undefined);
    return { before: await one(before), after: presented };
  };

  return {
    create: async (user: UserRow, body: PublisherRequestBody): Promise<PublisherRequest> => {
      if (!user.authUserId) throw signInFirst();
      const row = await repo.create({
        userId: user.id,
        name: body.name,
        churchName: body.church_name,
        churchWebsite: body.church_website,
        churchRole: body.church_role,
        note: body.note,
      });
      if (!row) throw requestOpen();
      if (deps.autoApprove) {
        const decision = await decide(row.id, true, null);
        await deps.logAutoApproval?.(decision);
        return decision.after;
      }
      return one(row);
    },

    mine: async (user: UserRow): Promise<PublisherRequest | null> => {
      const row = await repo.latestOf(user.id);
      return row ? one(row) : null;
    },

    /** The reader has been told of the decision: it is not shown again. */
    markSeen: async (user: UserRow): Promise<PublisherRequest | null> => {
      const row = await repo.latestOf(user.id);
      if (!row) return null;
      if (row.status !== 'pending' && !row.seen) await repo.markSeen(row.id);
      return one({ ...row, seen: row.status !== 'pending' || row.seen });
    },

    list: async (status: PublisherRequestStatus | undefined) => withEmails(await repo.list(status, PAGE)),

    approve: (id: number, reason: string | null) => decide(id, true, reason),
    decline: (id: number, reason: string | null) => decide(id, false, reason),

    usersWithData: repo.usersWithData,
    // A reader's data rights (issue 34): their requests are in their export and go with their account.
    exportUserData: (userId: string) =>
      pagedSection('publisher_requests', async (offset, size) =>
        (await repo.ofUser(userId, offset, size)).map((r) => present(r, null)),
      ),
    deleteUserData: repo.deleteOfUser,
  };
};

export type PublisherRequestsService = ReturnType<typeof createPublisherRequestsService>;
