import type { UserChurchesResponse } from '../../../../common/src/contracts/reading-plans.ts';
import { DASHBOARD_ROLES, hasRole } from '../../../../common/src/roles.ts';
import { presentSummary } from '../reading-plans/reading-plans.presenter.ts';
import type { ReadingPlansRepository } from '../reading-plans/reading-plans.repository.ts';
import type { UserRow } from '../users/users.repository.ts';

export const createChurchesService = (repo: ReadingPlansRepository) => ({
  /**
   * The churches a reader belongs to; a site admin manages every church. Private Sermon Studies are
   * listed only where the reader publishes (church role publisher or admin, or site admin).
   */
  userChurches: async (user: UserRow): Promise<UserChurchesResponse> => {
    const siteAdmin = hasRole(user.role, ['admin']);
    const rows = siteAdmin
      ? (await repo.allChurches()).map((church) => ({ church, role: 'admin' }))
      : await repo.churchesOfUser(user.id);
    // One query for every church's studies, not one per church (a site admin sees them all).
    const plans = await repo.listForChurches(
      rows.map((r) => r.church.id),
      rows.filter((r) => hasRole(r.role, DASHBOARD_ROLES)).map((r) => r.church.id),
    );
    const churches = rows.map(({ church, role }) => ({
      id: church.id,
      name: church.name,
      logo_url: church.logoUrl,
      user_role: role,
      reading_plans: plans.filter((p) => p.plan.churchId === church.id).map(presentSummary),
    }));
    return { churches };
  },
});

export type ChurchesService = ReturnType<typeof createChurchesService>;
