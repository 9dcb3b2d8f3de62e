import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  ReadingHistoryQuery,
  ReadingHistoryResponse,
  RecordReadingBody,
  StreakQuery,
  StreakResponse,
} from '../../../../common/src/contracts/habits.ts';
import { userOf } from '../users/user-context.ts';
import type { StreaksService } from './streaks.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

/** Issue 33: a reader's readings, streak and history; each route reads or writes the caller's own only. */
export const registerStreakRoutes = (app: FastifyInstance, streaks: StreaksService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/user/reading',
    {
      config: { access: 'reader' },
      schema: { body: RecordReadingBody, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await streaks.recordReading(userOf(request).id, request.body);
      return reply.code(204).send(null);
    },
  );
  api.get(
    '/api/user/streak',
    {
      config: { access: 'reader' },
      schema: { querystring: StreakQuery, response: { 200: StreakResponse, ...errors } },
    },
    async (request) => streaks.streak(userOf(request).id, request.query.tz),
  );
  api.get(
    '/api/user/reading-history',
    {
      config: { access: 'reader' },
      schema: { querystring: ReadingHistoryQuery, response: { 200: ReadingHistoryResponse, ...errors } },
    },
    async (request) => streaks.history(userOf(request).id, request.query.page),
  );
};
