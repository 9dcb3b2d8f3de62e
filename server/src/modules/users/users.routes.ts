import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { UserResponse } from '../../../../common/src/contracts/user.ts';
import type { UsersService } from './users.service.ts';

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService): void => {
  app.get(
    '/api/user',
    { schema: { response: { 200: UserResponse, 401: ErrorBody } } },
    async (request, reply) => users.present(await users.resolve(request, reply)),
  );
};
