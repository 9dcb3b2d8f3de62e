import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  Profile,
  ProfilesResponse,
  SlugParams,
  TheologiesResponse,
  Theology,
} from '../../../../common/src/contracts/guidance.ts';
import type { GuidanceService } from './guidance.service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

export const registerGuidanceRoutes = (app: FastifyInstance, guidance: GuidanceService): void => {
  app.get('/api/profiles', { schema: { response: { 200: ProfilesResponse } } }, async () => ({
    profiles: guidance.profiles(),
  }));
  app.get(
    '/api/profiles/:slug',
    { schema: { params: SlugParams, response: { 200: Profile, ...errors } } },
    async (request) => guidance.profile((request.params as z.infer<typeof SlugParams>).slug),
  );
  app.get('/api/theologies', { schema: { response: { 200: TheologiesResponse } } }, async () => ({
    theologies: guidance.theologies(),
  }));
  app.get(
    '/api/theology/:slug',
    { schema: { params: SlugParams, response: { 200: Theology, ...errors } } },
    async (request) => guidance.theology((request.params as z.infer<typeof SlugParams>).slug),
  );
};
