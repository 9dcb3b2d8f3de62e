import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyticsAccepted,
  AnalyticsEventsBody,
  ChurchAnalyticsQuery,
  ChurchAnalyticsResponse,
} from '../../../../common/src/contracts/analytics.ts';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { PlanIdParams } from '../../../../common/src/contracts/reading-plans.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedCounter } from '../../lib/heavy-work.ts';
import { churchNotFound } from '../churches/churches.errors.ts';
import { userOf } from '../users/user-context.ts';
import type { UserRow } from '../users/users.repository.ts';
import { addressSender } from './analytics.bounds.ts';
import { createEventRateLimit } from './analytics.rate-limit.ts';
import type { AnalyticsService } from './analytics.service.ts';

export interface AnalyticsRouteDeps {
  analytics: AnalyticsService;
  /** Owner/publisher of the church or site admin (the churches module decides; passed in by app.ts). */
  canManageChurch: (user: UserRow, churchId: number) => Promise<boolean>;
  churchExists: (churchId: number) => Promise<boolean>;
  /** The reader a signed id names (users/user-id.ts verify), or undefined when it is not ours. */
  readerOf: (token: string) => string | undefined;
  /** Events per address, and per reader id, a minute (default 120). */
  eventsPerMinute?: number;
  /** Counts them in the database for every instance alike (app.ts: on PostgreSQL); in memory without. */
  sharedCounter?: SharedCounter;
}

export const registerAnalyticsRoutes = (app: FastifyInstance, deps: AnalyticsRouteDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = createEventRateLimit(deps.eventsPerMinute ?? 120, Date.now, deps.sharedCounter);

  /**
   * Who sent the events, for the budgets and bounds only: the address, and the reader when the request
   * carries a reader id this server signed. Anonymous on purpose (access public): resolving the reader
   * (userOf) would make a row for every sender and refuse a stale id, where a signature check says all
   * that is needed. Ids cost nothing to get, so the address is always a sender too.
   */
  const sendersOf = (request: FastifyRequest): string[] => {
    const header = request.headers[USER_ID_HEADER];
    const reader = typeof header === 'string' && header ? deps.readerOf(header.trim()) : undefined;
    return reader ? [addressSender(request.ip), `reader ${reader}`] : [addressSender(request.ip)];
  };

  // Nothing about the sender is stored in the counters (analytics.bounds.ts keeps keyed hashes a week).
  api.post(
    '/api/analytics/events',
    {
      config: { access: 'public' },
      schema: {
        body: AnalyticsEventsBody,
        response: { 202: AnalyticsAccepted, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const events = Array.isArray(request.body) ? request.body : [request.body];
      const senders = sendersOf(request);
      const allowed = await limit(senders, events.length);
      if (!allowed.ok) {
        reply.header('retry-after', String(allowed.retryAfterS));
        throw new AppError(429, ErrorCode.rateLimited, 'Too many analytics events; try again later.');
      }
      const accepted = await deps.analytics.recordFromClient(events, senders);
      return reply.code(202).send({ accepted });
    },
  );

  api.get(
    '/api/churches/:id/analytics',
    {
      config: { access: 'reader', notFound: { id: churchNotFound } },
      schema: {
        params: PlanIdParams,
        querystring: ChurchAnalyticsQuery,
        response: {
          200: ChurchAnalyticsResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const { days } = request.query;
      if (!(await deps.churchExists(id))) throw churchNotFound();
      if (!(await deps.canManageChurch(user, id)))
        throw new AppError(
          403,
          ErrorCode.forbidden,
          "Only the church's owners and publishers can see its analytics.",
        );
      return deps.analytics.churchReport(id, days);
    },
  );
};
