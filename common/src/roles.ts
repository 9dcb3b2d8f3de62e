/** Spec §6: roles are ordered; a higher role can do everything a lower one can. */
export const ROLE_LEVELS: Readonly<Record<string, number>> = { user: 1, publisher: 2, admin: 3 };

/**
 * True when `role` is at least as high as any of `required`. A role nobody knows (the user's or a
 * required one) never passes, so a typo in either denies instead of granting.
 */
export const hasRole = (role: string | null | undefined, required: readonly string[]): boolean => {
  const level = levelOf(role);
  return level !== undefined && required.some((r) => (levelOf(r) ?? Number.POSITIVE_INFINITY) <= level);
};

const levelOf = (role: string | null | undefined): number | undefined =>
  role && Object.hasOwn(ROLE_LEVELS, role) ? ROLE_LEVELS[role] : undefined;

/** Who may open the Publisher Dashboard (spec §6). */
export const DASHBOARD_ROLES = ['publisher', 'admin'] as const;

/** Church roles (per church): owner > publisher > member. Old rows' 'admin'/'user' read as owner/member. */
export const CHURCH_ROLE_LEVELS: Readonly<Record<string, number>> = { member: 1, publisher: 2, owner: 3 };

export const normaliseChurchRole = (
  role: string | null | undefined,
): 'owner' | 'publisher' | 'member' | null =>
  role === 'owner' || role === 'admin'
    ? 'owner'
    : role === 'publisher'
      ? 'publisher'
      : role === 'member' || role === 'user'
        ? 'member'
        : null;

/** True when a church role may publish in its church (manage its studies, videos and profile). */
export const canPublishInChurch = (role: string | null | undefined): boolean =>
  (CHURCH_ROLE_LEVELS[normaliseChurchRole(role) ?? ''] ?? 0) >= 2;

/** A user as the site's role rules see them: their site role, and their account (none: anonymous). */
export interface SiteUser {
  role: string | null | undefined;
  authUserId: string | null | undefined;
}

/**
 * Who manages a church (its profile, members list, videos, sermons, Sermon Studies and their
 * visibility, analytics): signed in (spec §6: the Publisher Dashboard is for signed-in, non-anonymous
 * users) and a site admin, or a publisher (site role) whose role in that church is publisher or owner.
 * The one rule every such route asks (issue 35: a church publisher with site role user had been let
 * publish studies and read analytics, while refused on sermons and the church itself).
 */
export const canManageChurch = (user: SiteUser, churchRole: string | null | undefined): boolean =>
  Boolean(user.authUserId) &&
  (hasRole(user.role, ['admin']) || (hasRole(user.role, DASHBOARD_ROLES) && canPublishInChurch(churchRole)));

/**
 * True when a church role may read the church's private Sermon Studies and their sermons' notes: any
 * approved member (member, publisher, owner). A pending request is no role, so it reads nothing.
 */
export const canReadInChurch = (role: string | null | undefined): boolean =>
  normaliseChurchRole(role) !== null;
