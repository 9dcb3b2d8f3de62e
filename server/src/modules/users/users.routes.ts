import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { UpdateTranslationBody, UserResponse } from '../../../../common/src/contracts/user.ts';
import { userOf } from './user-context.ts';
import type { UsersService } from './users.service.ts';

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user',
    { config: { access: 'reader' }, schema: { response: { 200: UserResponse, 401: ErrorBody } } },
    async (request) => users.present(userOf(request)),
  );

  api.put(
    '/api/user/translation',
    {
      config: { access: 'reader' },
      schema: {
        body: UpdateTranslationBody,
        response: { 200: UserResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { translation_id } = request.body;
      const user = userOf(request);
      return users.present(await users.setTranslation(user, translation_id));
    },
  );
};
