import { canManageChurch, hasRole } from '../../../../common/src/roles.ts';
import type { ModuleContext } from '../module-context.ts';
import { createSeenBounds } from './analytics.bounds.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { type ChurchActivity, createAnalyticsService } from './analytics.service.ts';

/** The daily job that forgets which senders counted what (analytics.bounds.ts: kept a week). */
export const FORGET_SEEN_JOB = 'analytics.forget-seen';
const DAY_MS = 86_400_000;

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
    /** The reader a signed X-User-ID names, by its signature alone (the users module's). */
    readerOf: (token: string) => string | undefined;
  },
) => {
  const { config } = ctx;
  const repo = createAnalyticsRepository(ctx.db);
  const analytics = createAnalyticsService(
    repo,
    deps.churchActivity,
    undefined,
    // Keyed with the server's secret (USER_ID_SECRET, shared by every instance): one hash for one sender.
    createSeenBounds(config.userIdSecret, repo.see),
  );
  // Reading-plan events (the reading-plans module emits them) go to the same anonymous counters.
  ctx.events.on('analyticsEvent', (event) => analytics.record([event]));
  ctx.userData.register(analytics);
  // One job for every instance (jobs/queue.ts ensureRecurring), as the expiry of anonymous users.
  ctx.jobs.worker.register<unknown, { forgotten: number }>(
    FORGET_SEEN_JOB,
    async () => ({ forgotten: await analytics.forgetSeen() }),
    { everyMs: DAY_MS, timeoutMs: 10 * 60_000, backoffMs: 60_000 },
  );
  registerAnalyticsRoutes(ctx.app, {
    analytics,
    readerOf: deps.readerOf,
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
