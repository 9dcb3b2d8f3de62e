import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { Readiness } from './readiness.ts';

const Health = z.object({ status: z.literal('ok') });

/**
 * Liveness (GET /api/health) and readiness (GET /api/ready) for load balancers and orchestrators, and
 * the Prometheus metrics (GET /metrics) when METRICS=on and they are served on the app's own port.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  db: Db,
  readiness: Readiness,
  /** Undefined: METRICS is off, or they are served on METRICS_PORT; /metrics is then a 404 here. */
  metrics: Metrics | undefined,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: Health } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  // Ready to serve readers: the database answers, every migration is applied and the Bible library is
  // imported. 503 (with what is missing) while not, so a load balancer sends nobody here yet.
  api.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: Health, 503: ErrorBody } },
    },
    async (_request, reply) => {
      const missing = await readiness.missing();
      reply.header('cache-control', 'no-store');
      if (missing.length > 0)
        throw new AppError(503, ErrorCode.unavailable, `Not ready: ${missing.join('; ')}.`);
      return { status: 'ok' as const };
    },
  );

  // Always a route, so /metrics is never the web app's page: a 404 like any unknown API path when off.
  api.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: z.string().describe('Prometheus text exposition format'), 404: ErrorBody },
      },
    },
    async (_request, reply) => {
      if (!metrics) throw new AppError(404, ErrorCode.routeNotFound, 'Not found');
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    },
  );
};
