import { canManageChurch, hasRole } from '../../../../common/src/roles.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { type ChurchActivity, createAnalyticsService } from './analytics.service.ts';

/** Anonymous counters (events, page views, reading-plan progress) and a church's report. */
export const wireAnalytics = (
  ctx: ModuleContext,
  deps: {
    /** A church's studies and enrolments (the reading-plans module's). */
    churchActivity: (churchId: number) => Promise<ChurchActivity>;
    churches: {
      memberRole: (userId: string, churchId: number) => Promise<string | undefined>;
      exists: (churchId: number) => Promise<boolean>;
    };
  },
) => {
  const analytics = createAnalyticsService(createAnalyticsRepository(ctx.db), deps.churchActivity);
  // Reading-plan events (the reading-plans module emits them) go to the same anonymous counters.
  ctx.events.on('analyticsEvent', (event) => analytics.record([event]));
  ctx.userData.register(analytics);
  const { config } = ctx;
  registerAnalyticsRoutes(ctx.app, {
    analytics,
    ...(config.analyticsEventsPerMinute ? { eventsPerMinute: config.analyticsEventsPerMinute } : {}),
    ...(config.sharedLimits ? { sharedCounter: ctx.sharedCounter('analytics:') } : {}),
    // Site admins, and the church's publishers/owners who are dashboard users: the churches' one rule.
    canManageChurch: async (user, churchId) =>
      canManageChurch(
        user,
        hasRole(user.role, ['admin']) ? null : await deps.churches.memberRole(user.id, churchId),
      ),
    churchExists: deps.churches.exists,
  });
  return { analytics };
};
