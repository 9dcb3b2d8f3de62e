import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import {
  canManageChurch,
  canReadInChurch,
  DASHBOARD_ROLES,
  hasRole,
  normaliseChurchRole,
} from '../../../../common/src/roles.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { churchNotFound, ownersOnly } from './churches.errors.ts';
import type { ChurchesRepository } from './churches.repository.ts';

// Who may do what in a church (spec §6): site roles open the dashboard (publisher, admin); church
// roles decide within a church. A site admin manages every church.

export const signedIn = (user: UserRow) => {
  if (!user.authUserId) throw new AppError(401, ErrorCode.notSignedIn, 'Sign in first.');
};

export const dashboardUser = (user: UserRow) => {
  signedIn(user);
  if (!hasRole(user.role, DASHBOARD_ROLES))
    throw new AppError(
      403,
      ErrorCode.forbidden,
      'The Publisher Dashboard is for publishers and administrators.',
    );
};

export const createChurchAccess = (repo: ChurchesRepository) => {
  const church = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw churchNotFound();
    return row;
  };
  const roleIn = async (user: UserRow, churchId: number) =>
    normaliseChurchRole(await repo.role(user.id, churchId));

  /**
   * Owner or publisher of the church (and a dashboard user), or a site admin (common/src/roles.ts
   * canManageChurch, the rule the studies and analytics ask too). Returns the church.
   */
  const manage = async (user: UserRow, churchId: number) => {
    signedIn(user);
    const row = await church(churchId);
    if (canManageChurch(user, hasRole(user.role, ['admin']) ? null : await roleIn(user, churchId)))
      return row;
    throw new AppError(403, ErrorCode.forbidden, "Only the church's owner or publishers may do this.");
  };

  /** The church's owner, or a site admin: delete the church, change roles. */
  const own = async (user: UserRow, churchId: number) => {
    signedIn(user);
    const row = await church(churchId);
    if (hasRole(user.role, ['admin'])) return row;
    if (hasRole(user.role, DASHBOARD_ROLES) && (await roleIn(user, churchId)) === 'owner') return row;
    throw ownersOnly();
  };

  /**
   * A site admin or an approved member of the church (any church role): reads its private Sermon
   * Studies and their sermons' notes, never changes them. A pending request is not membership.
   */
  const reads = async (user: UserRow, churchId: number) =>
    hasRole(user.role, ['admin']) || canReadInChurch(await roleIn(user, churchId));

  return { church, roleIn, manage, own, reads };
};

export type ChurchAccess = ReturnType<typeof createChurchAccess>;
