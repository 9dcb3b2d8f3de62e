import type { ModuleContext } from '../module-context.ts';
import { registerHealthRoutes } from './health.routes.ts';

/** GET /api/health: the app and its database answer. */
export const wireHealth = (ctx: ModuleContext) => registerHealthRoutes(ctx.app, ctx.db);
