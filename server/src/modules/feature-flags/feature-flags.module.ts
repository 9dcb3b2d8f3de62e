import type { ModuleContext } from '../module-context.ts';
import { registerFeatureFlagRoutes } from './feature-flags.routes.ts';

/** GET /api/feature-flags: the flags turned on (spec §3). */
export const wireFeatureFlags = (ctx: ModuleContext) => registerFeatureFlagRoutes(ctx.app, ctx.flags);
