import type { AdminUser } from '../../../../common/src/contracts/admin.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Role } from '../../../../common/src/contracts/user.ts';
import { AppError, defineError } from '../../lib/errors.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE = 50;

/** What the users module needs of the sign-in accounts (the auth module's service). */
export interface AdminAccounts {
  accountsMatching: (text: string, limit: number) => Promise<{ id: string; email: string }[]>;
  emailsOf: (authUserIds: readonly string[]) => Promise<Map<string, string>>;
}

export const adminUserNotFound = defineError(404, ErrorCode.adminUserNotFound, 'No such user');

/**
 * The users as the admin console sees them (issue 34): found by e-mail address or id, their site role
 * changed, never leaving the instance without an admin.
 */
export const createUsersAdmin = (repo: UsersRepository, accounts: AdminAccounts) => {
  const present = async (rows: UserRow[]): Promise<AdminUser[]> => {
    const emails = await accounts.emailsOf(rows.flatMap((r) => (r.authUserId ? [r.authUserId] : [])));
    return rows.map((r) => ({
      id: r.id,
      email: (r.authUserId && emails.get(r.authUserId)) || null,
      role: r.role as Role,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt?.toISOString() ?? null,
    }));
  };

  /** A user id as an admin may paste it: bare, or the signed id a browser carries (`uuid.signature`). */
  const idIn = (text: string) => {
    const head = text.trim().split('.')[0] ?? '';
    return UUID.test(head) ? head.toLowerCase() : undefined;
  };

  return {
    idIn,
    search: async (q: string): Promise<AdminUser[]> => {
      const text = q.trim();
      if (!text) return present(await repo.recentAccounts(PAGE));
      const id = idIn(text);
      const matching = id ? [] : await accounts.accountsMatching(text, PAGE);
      return present(
        await repo.byIdsOrAccounts(
          id ? [id] : [],
          matching.map((a) => a.id),
          PAGE,
        ),
      );
    },

    /** Makes a reader a publisher (an approved request); a publisher or admin keeps their role. */
    grantPublisher: async (userId: string): Promise<void> => {
      if ((await repo.find(userId))?.role === 'user') await repo.setRole(userId, 'publisher');
    },

    /** The user before and after; 404 for an unknown id, 409 `admin.last_admin` for the last admin. */
    setRole: async (idText: string, role: Role): Promise<{ before: AdminUser; after: AdminUser }> => {
      const id = idIn(idText);
      if (!id) throw adminUserNotFound();
      const outcome = await repo.setRole(id, role);
      if (outcome === 'not_found') throw adminUserNotFound();
      if (outcome === 'last_admin')
        throw new AppError(
          409,
          ErrorCode.lastAdmin,
          'This is the last admin: make someone else an admin first.',
        );
      const [before, after] = await present([outcome.before, outcome.after]);
      if (!before || !after) throw new Error('setRole: the user vanished');
      return { before, after };
    },
  };
};

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
