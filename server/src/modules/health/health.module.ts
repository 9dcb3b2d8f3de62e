import type { ModuleContext } from '../module-context.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { createReadiness } from './readiness.ts';

/**
 * GET /api/health (the app and its database answer), GET /api/ready (and migrations and the library
 * are in place) and GET /metrics (METRICS=on, on the app's own port; lib/metrics.ts).
 */
export const wireHealth = (ctx: ModuleContext) =>
  registerHealthRoutes(
    ctx.app,
    ctx.db,
    createReadiness(ctx.db),
    ctx.config.metricsOnAppPort === false ? undefined : ctx.metrics,
  );
