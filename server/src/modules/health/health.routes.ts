import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

const Health = z.object({ status: z.literal('ok') });

/** Liveness for load balancers: answers only when the database does. */
export const registerHealthRoutes = (app: FastifyInstance, db: Db): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: Health } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
