import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  Profile,
  ProfilesResponse,
  SlugParams,
  TheologiesResponse,
  Theology,
} from '../../../../common/src/contracts/guidance.ts';
import { perspectiveNotFound, profileNotFound } from './guidance.errors.ts';
import type { GuidanceService } from './guidance.service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

export const registerGuidanceRoutes = (app: FastifyInstance, guidance: GuidanceService): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/profiles',
    { config: { access: 'public' }, schema: { response: { 200: ProfilesResponse } } },
    async () => ({
      profiles: guidance.profiles(),
    }),
  );
  api.get(
    '/api/profiles/:slug',
    {
      config: { access: 'public', notFound: { slug: profileNotFound } },
      schema: { params: SlugParams, response: { 200: Profile, ...errors } },
    },
    async (request) => guidance.profile(request.params.slug),
  );
  api.get(
    '/api/theologies',
    { config: { access: 'public' }, schema: { response: { 200: TheologiesResponse } } },
    async () => ({
      theologies: guidance.theologies(),
    }),
  );
  api.get(
    '/api/theology/:slug',
    {
      config: { access: 'public', notFound: { slug: perspectiveNotFound } },
      schema: { params: SlugParams, response: { 200: Theology, ...errors } },
    },
    async (request) => guidance.theology(request.params.slug),
  );
};
