import type { ModuleContext } from '../module-context.ts';
import { createReadingPlansRepository } from './reading-plans.repository.ts';
import { registerReadingPlansRoutes } from './reading-plans.routes.ts';
import { createReadingPlansService, type PlanChurches, type PlanSermon } from './reading-plans.service.ts';

/**
 * Sermon Studies for readers. Built after the churches' directory and the sermons' records it reads,
 * before the churches' service and the sermons' pipeline that use it; its events go to the analytics
 * counters through the event bus (the analytics module, wired later, listens).
 */
export const wireReadingPlans = (
  ctx: ModuleContext,
  deps: {
    churches: Omit<PlanChurches, 'sermonWithChurch' | 'sermonCovers'>;
    sermons: {
      find: (id: number) => Promise<PlanSermon['sermon'] | undefined>;
      coversOf: PlanChurches['sermonCovers'];
    };
    /** Verses in a chapter of a translation (0 when absent): edited days are checked against it. */
    versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>;
  },
) => {
  const { churches, sermons } = deps;
  const plans = createReadingPlansService(
    createReadingPlansRepository(ctx.db),
    (event) => ctx.events.emit('analyticsEvent', event),
    {
      churchNames: churches.churchNames,
      memberRole: churches.memberRole,
      memberships: churches.memberships,
      suspendedIds: churches.suspendedIds,
      sermonCovers: sermons.coversOf,
      // A study's sermon with its church's name; none when either is gone.
      sermonWithChurch: async (id) => {
        const sermon = await sermons.find(id);
        const churchName = sermon && (await churches.churchNames([sermon.churchId])).get(sermon.churchId);
        return sermon && churchName !== undefined ? { sermon, churchName } : undefined;
      },
    },
    undefined,
    // A finished day counts toward the reader's streak (the streaks module listens).
    (userId, passage) => ctx.events.emit('planDayRead', { userId, ...passage }),
  );
  ctx.userData.register(plans);
  registerReadingPlansRoutes(ctx.app, plans, deps.versesIn, ctx.config.publicUrl);
  return { plans };
};
