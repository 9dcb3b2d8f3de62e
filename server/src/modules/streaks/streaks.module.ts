import type { ModuleContext } from '../module-context.ts';
import { createStreaksRepository } from './streaks.repository.ts';
import { registerStreakRoutes } from './streaks.routes.ts';
import { createStreaksService, type StreakDeps } from './streaks.service.ts';

/**
 * Gentle streaks and reading history (issue 33). Wired after the bible module it checks chapters with;
 * a Sermon Study's completed day arrives on the event bus (the reading-plans module says it). Returns
 * the service, whose `readOn` tells a reminder whether the reader already read that day.
 */
export const wireStreaks = (ctx: ModuleContext, deps: StreakDeps) => {
  const streaks = createStreaksService(createStreaksRepository(ctx.db), deps);
  ctx.events.on('planDayRead', (e) => streaks.recordPlanDay(e.userId, e.bookId, e.chapter));
  ctx.userData.register(streaks);
  registerStreakRoutes(ctx.app, streaks);
  return { streaks };
};
