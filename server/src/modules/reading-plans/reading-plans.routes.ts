import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  CurrentPlanResponse,
  JumpBody,
  PlanDetail,
  PlanIdParams,
  PlanListResponse,
  SetCurrentPlanBody,
  StepResponse,
  UserPlansResponse,
  VisibilityBody,
} from '../../../../common/src/contracts/reading-plans.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ReadingPlansService } from './reading-plans.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const registerReadingPlansRoutes = (
  app: FastifyInstance,
  users: UsersService,
  plans: ReadingPlansService,
) => {
  app.get('/api/reading-plans/suggested', { schema: { response: { 200: PlanListResponse } } }, () =>
    plans.suggested(),
  );

  app.get(
    '/api/reading-plans/:id',
    { schema: { params: PlanIdParams, response: { 200: PlanDetail, ...errors } } },
    async (request, reply) =>
      plans.detail(await users.resolve(request, reply), (request.params as z.infer<typeof PlanIdParams>).id),
  );

  app.put(
    '/api/reading-plans/:id/visibility',
    {
      schema: {
        params: PlanIdParams,
        body: VisibilityBody,
        response: {
          200: z.object({ id: z.number().int(), visibility: z.enum(['public', 'private']) }),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      plans.setVisibility(
        await users.resolve(request, reply),
        (request.params as z.infer<typeof PlanIdParams>).id,
        (request.body as z.infer<typeof VisibilityBody>).visibility,
      ),
  );

  app.get(
    '/api/user/plans',
    { schema: { response: { 200: UserPlansResponse, ...errors } } },
    async (request, reply) => plans.userPlans(await users.resolve(request, reply)),
  );

  app.get(
    '/api/user/plans/current',
    { schema: { response: { 200: CurrentPlanResponse, ...errors } } },
    async (request, reply) => plans.getCurrent(await users.resolve(request, reply)),
  );

  app.post(
    '/api/user/plans/current',
    { schema: { body: SetCurrentPlanBody, response: { 200: StepResponse, ...errors } } },
    async (request, reply) =>
      plans.setCurrent(
        await users.resolve(request, reply),
        (request.body as z.infer<typeof SetCurrentPlanBody>).plan_id,
      ),
  );

  const steps = {
    'next-step': plans.next,
    'previous-step': plans.previous,
    complete: plans.complete,
    restart: plans.restart,
  };
  for (const [path, run] of Object.entries(steps)) {
    app.put(
      `/api/user/plans/current/${path}`,
      { schema: { response: { 200: StepResponse, ...errors } } },
      async (request, reply) => run(await users.resolve(request, reply)),
    );
  }

  app.put(
    '/api/user/plans/current/jump-to-passage',
    { schema: { body: JumpBody, response: { 200: StepResponse, ...errors } } },
    async (request, reply) =>
      plans.jump(
        await users.resolve(request, reply),
        (request.body as z.infer<typeof JumpBody>).passage_order,
      ),
  );
};
