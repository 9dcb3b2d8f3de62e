import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { UpdateTranslationBody, UserResponse } from '../../../../common/src/contracts/user.ts';
import type { UsersService } from './users.service.ts';

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService): void => {
  app.get(
    '/api/user',
    { schema: { response: { 200: UserResponse, 401: ErrorBody } } },
    async (request, reply) => users.present(await users.resolve(request, reply)),
  );

  app.put(
    '/api/user/translation',
    {
      schema: {
        body: UpdateTranslationBody,
        response: { 200: UserResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const { translation_id } = request.body as z.infer<typeof UpdateTranslationBody>;
      const user = await users.resolve(request, reply);
      return users.present(await users.setTranslation(user, translation_id));
    },
  );
};
