import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import {
  ChurchResponse,
  PlanIdParams,
  SermonResponse,
  UserChurchesResponse,
} from '../../../../common/src/contracts/reading-plans.ts';
import { notFound } from '../../lib/errors.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { presentSummary } from '../reading-plans/reading-plans.presenter.ts';
import type { ReadingPlansRepository } from '../reading-plans/reading-plans.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ChurchesService } from './churches.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** A church's public page data and its sermons' public notes (spec §2 church page, §8 sermon notes). */
export const registerChurchRoutes = (
  app: FastifyInstance,
  users: UsersService,
  repo: ReadingPlansRepository,
  guidance: GuidanceService,
  service: ChurchesService,
) => {
  app.get(
    '/api/user/churches',
    { schema: { response: { 200: UserChurchesResponse, 401: ErrorBody } } },
    async (request, reply) => service.userChurches(await users.resolve(request, reply)),
  );

  app.get(
    '/api/churches/:id',
    { schema: { params: PlanIdParams, response: { 200: ChurchResponse, ...errors } } },
    async (request, reply) => {
      const user = await users.resolve(request, reply);
      const { id } = request.params as z.infer<typeof PlanIdParams>;
      const church = await repo.church(id);
      if (!church) throw notFound(ErrorCode.churchNotFound, 'Church not found');
      const theology =
        guidance.theologies().find((t) => t.slug === church.theologySlug) ?? guidance.theologies()[0];
      const [plans, sermonCount, role] = await Promise.all([
        repo.listForChurch(id),
        repo.sermonCount(id),
        repo.churchRole(user.id, id),
      ]);
      return {
        id: church.id,
        name: church.name,
        website: church.website,
        youtube_channel: church.youtubeChannel,
        theology: {
          slug: theology?.slug ?? 'default',
          name: theology?.name ?? '',
          description: theology?.description ?? '',
        },
        about: church.about,
        logo_url: church.logoUrl,
        sermon_count: sermonCount,
        reading_plans: plans.map(presentSummary),
        user_role: role ?? null,
      };
    },
  );

  app.get(
    '/api/sermons/:id',
    { schema: { params: PlanIdParams, response: { 200: SermonResponse, ...errors } } },
    async (request) => {
      const { id } = request.params as z.infer<typeof PlanIdParams>;
      const row = await repo.sermon(id);
      if (!row) throw notFound(ErrorCode.sermonNotFound, 'Sermon not found');
      const plans = await repo.plansOfSermon(id);
      return {
        id: row.sermon.id,
        title: row.sermon.title,
        theology: row.sermon.theologySlug,
        youtube_url: row.sermon.youtubeUrl,
        has_analysis: row.sermon.hasAnalysis,
        has_reading_plan: plans.length > 0,
        reading_plan_published: plans.some((p) => p.visibility === 'public'),
        content: row.sermon.content,
      };
    },
  );
};
