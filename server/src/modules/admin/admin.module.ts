import { createJobQueueAdmin } from '../../jobs/queue-admin.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAdminRepository, createAuditSubjects } from './admin.repository.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { type AdminServiceDeps, createAdminService } from './admin.service.ts';

/**
 * The admin console's API (issue 34), wired last: it acts through the services of the modules that own
 * users, publisher requests, churches and partners, and on the job queue, and logs every action.
 */
export const wireAdmin = (ctx: ModuleContext, deps: Omit<AdminServiceDeps, 'repo' | 'jobs'>) => {
  const repo = createAdminRepository(ctx.db);
  const admin = createAdminService({ ...deps, repo, jobs: createJobQueueAdmin(ctx.db) });
  // What the instance decides by itself is logged as an admin's decision would be, with no actor.
  ctx.events.on('instanceAction', (entry) => repo.record({ actorUserId: null, ...entry }));
  // Entries about a reader are theirs to export, and lose their name when they delete their account.
  ctx.userData.register(createAuditSubjects(ctx.db));
  registerAdminRoutes(ctx.app, admin);
};
