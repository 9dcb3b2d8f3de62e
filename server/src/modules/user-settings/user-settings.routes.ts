import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { userOf } from '../users/user-context.ts';
import type { UsersService } from '../users/users.service.ts';
import type { UserSettingsService } from './user-settings.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

export const registerUserSettingsRoutes = (
  app: FastifyInstance,
  users: UsersService,
  settings: UserSettingsService,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user/profile',
    { config: { access: 'reader' }, schema: { response: { 200: ProfileSettingResponse, ...errors } } },
    async (request) => settings.profile(userOf(request)),
  );
  api.put(
    '/api/user/profile',
    {
      config: { access: 'reader' },
      schema: { body: UpdateProfileBody, response: { 200: ProfileSettingResponse, ...errors } },
    },
    async (request) => {
      const { profile_slug } = request.body;
      return settings.setProfile(userOf(request), profile_slug);
    },
  );
  api.get(
    '/api/user/theology',
    { config: { access: 'reader' }, schema: { response: { 200: TheologySettingResponse, ...errors } } },
    async (request) => settings.theology(userOf(request)),
  );
  api.put(
    '/api/user/theology',
    {
      config: { access: 'reader' },
      schema: { body: UpdateTheologyBody, response: { 200: TheologySettingResponse, ...errors } },
    },
    async (request) => {
      const { theology_slug } = request.body;
      return settings.setTheology(userOf(request), theology_slug);
    },
  );
  api.put(
    '/api/user/commentary',
    {
      config: { access: 'reader' },
      schema: { body: UpdateCommentaryBody, response: { 200: UserResponse, ...errors } },
    },
    async (request) => {
      const { commentary } = request.body;
      return users.present(await settings.setCommentary(userOf(request), commentary));
    },
  );
  api.get(
    '/api/example-questions',
    { config: { access: 'reader' }, schema: { response: { 200: ExampleQuestionsResponse, ...errors } } },
    async (request) => ({ questions: settings.exampleQuestions(userOf(request)) }),
  );
};
