import type { ModuleContext } from '../module-context.ts';
import { registerSiteRoutes } from './site.routes.ts';

/** The site's content pages (server/data/site). */
export const wireSite = (ctx: ModuleContext) => registerSiteRoutes(ctx.app);
