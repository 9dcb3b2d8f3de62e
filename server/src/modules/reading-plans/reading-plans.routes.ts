import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  CurrentPlanResponse,
  JumpBody,
  PlanDetail,
  PlanGuideResponse,
  PlanIdParams,
  PlanListResponse,
  SetCurrentPlanBody,
  StepResponse,
  UserPlansResponse,
  VisibilityBody,
} from '../../../../common/src/contracts/reading-plans.ts';
import { UpdateReadingPlanBody } from '../../../../common/src/contracts/sermons.ts';
import { userOf } from '../users/user-context.ts';
import { planNotFound } from './reading-plans.errors.ts';
import type { ReadingPlansService } from './reading-plans.service.ts';

/** A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams). */
const unknownPlan = { id: planNotFound };

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const registerReadingPlansRoutes = (
  app: FastifyInstance,
  plans: ReadingPlansService,
  /** Verses in a chapter of a translation (0 when absent): edited days are checked against it. */
  versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>,
  /** PUBLIC_URL: the share links' origin; each request's own when unset. */
  publicUrl?: string,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/reading-plans/suggested',
    { config: { access: 'public' }, schema: { response: { 200: PlanListResponse } } },
    () => plans.suggested(),
  );

  api.get(
    '/api/reading-plans/:id',
    {
      config: { access: 'reader', notFound: unknownPlan },
      schema: { params: PlanIdParams, response: { 200: PlanDetail, ...errors } },
    },
    async (request) => plans.detail(userOf(request), request.params.id),
  );

  api.get(
    '/api/reading-plans/:id/guide',
    {
      config: { access: 'reader', notFound: unknownPlan },
      schema: { params: PlanIdParams, response: { 200: PlanGuideResponse, ...errors } },
    },
    async (request) =>
      plans.guide(userOf(request), request.params.id, publicUrl ?? `${request.protocol}://${request.host}`),
  );

  api.put(
    '/api/reading-plans/:id/visibility',
    {
      config: { access: 'reader', notFound: unknownPlan },
      schema: {
        params: PlanIdParams,
        body: VisibilityBody,
        response: {
          200: z.object({ id: z.number().int(), visibility: z.enum(['public', 'private']) }),
          ...errors,
        },
      },
    },
    async (request) => plans.setVisibility(userOf(request), request.params.id, request.body.visibility),
  );

  api.put(
    '/api/reading-plans/:id',
    {
      config: { access: 'reader', notFound: unknownPlan },
      schema: {
        params: PlanIdParams,
        body: UpdateReadingPlanBody,
        response: { 200: PlanDetail, 409: ErrorBody, ...errors },
      },
    },
    async (request) =>
      plans.edit(userOf(request), request.params.id, request.body, (bookId, chapter) =>
        versesIn('eng-web', bookId, chapter),
      ),
  );

  api.get(
    '/api/user/plans',
    { config: { access: 'reader' }, schema: { response: { 200: UserPlansResponse, ...errors } } },
    async (request) => plans.userPlans(userOf(request)),
  );

  api.get(
    '/api/user/plans/current',
    { config: { access: 'reader' }, schema: { response: { 200: CurrentPlanResponse, ...errors } } },
    async (request) => plans.getCurrent(userOf(request)),
  );

  api.post(
    '/api/user/plans/current',
    {
      config: { access: 'reader' },
      schema: { body: SetCurrentPlanBody, response: { 200: StepResponse, ...errors } },
    },
    async (request) => plans.setCurrent(userOf(request), request.body.plan_id, request.body.tz),
  );

  const steps = {
    'next-step': plans.next,
    'previous-step': plans.previous,
    complete: plans.complete,
    restart: plans.restart,
  };
  for (const [path, run] of Object.entries(steps)) {
    api.put(
      `/api/user/plans/current/${path}`,
      { config: { access: 'reader' }, schema: { response: { 200: StepResponse, ...errors } } },
      async (request) => run(userOf(request)),
    );
  }

  api.put(
    '/api/user/plans/current/jump-to-passage',
    { config: { access: 'reader' }, schema: { body: JumpBody, response: { 200: StepResponse, ...errors } } },
    async (request) => plans.jump(userOf(request), request.body.passage_order),
  );
};
