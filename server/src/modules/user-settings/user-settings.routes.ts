import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { ExampleQuestionsResponse } from '../../../../common/src/contracts/guidance.ts';
import {
  ProfileSettingResponse,
  TheologySettingResponse,
  UpdateCommentaryBody,
  UpdateProfileBody,
  UpdateTheologyBody,
  UserResponse,
} from '../../../../common/src/contracts/user.ts';
import type { UsersService } from '../users/users.service.ts';
import type { UserSettingsService } from './user-settings.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

export const registerUserSettingsRoutes = (
  app: FastifyInstance,
  users: UsersService,
  settings: UserSettingsService,
): void => {
  app.get(
    '/api/user/profile',
    { schema: { response: { 200: ProfileSettingResponse, ...errors } } },
    async (request, reply) => settings.profile(await users.resolve(request, reply)),
  );
  app.put(
    '/api/user/profile',
    { schema: { body: UpdateProfileBody, response: { 200: ProfileSettingResponse, ...errors } } },
    async (request, reply) => {
      const { profile_slug } = request.body as z.infer<typeof UpdateProfileBody>;
      return settings.setProfile(await users.resolve(request, reply), profile_slug);
    },
  );
  app.get(
    '/api/user/theology',
    { schema: { response: { 200: TheologySettingResponse, ...errors } } },
    async (request, reply) => settings.theology(await users.resolve(request, reply)),
  );
  app.put(
    '/api/user/theology',
    { schema: { body: UpdateTheologyBody, response: { 200: TheologySettingResponse, ...errors } } },
    async (request, reply) => {
      const { theology_slug } = request.body as z.infer<typeof UpdateTheologyBody>;
      return settings.setTheology(await users.resolve(request, reply), theology_slug);
    },
  );
  app.put(
    '/api/user/commentary',
    { schema: { body: UpdateCommentaryBody, response: { 200: UserResponse, ...errors } } },
    async (request, reply) => {
      const { commentary } = request.body as z.infer<typeof UpdateCommentaryBody>;
      return users.present(await settings.setCommentary(await users.resolve(request, reply), commentary));
    },
  );
  app.get(
    '/api/example-questions',
    { schema: { response: { 200: ExampleQuestionsResponse, ...errors } } },
    async (request, reply) => ({ questions: settings.exampleQuestions(await users.resolve(request, reply)) }),
  );
};
