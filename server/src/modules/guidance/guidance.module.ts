import type { ModuleContext } from '../module-context.ts';
import { registerGuidanceRoutes } from './guidance.routes.ts';
import { createGuidanceService } from './guidance.service.ts';

/** The assistant's profiles and theological perspectives. */
export const wireGuidance = (ctx: ModuleContext) => {
  const guidance = createGuidanceService();
  registerGuidanceRoutes(ctx.app, guidance);
  return { guidance };
};
