import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { hasRole } from '../../../../common/src/roles.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from './users.repository.ts';
import type { UsersService } from './users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | undefined;
  }
}

/**
 * Resolves the caller once per request, after validation and before the handler, for every route
 * whose `config.access` asks for a user (lib/route-table.ts); site roles are checked here too.
 */
export const registerUserContext = (app: FastifyInstance, users: UsersService): void => {
  app.decorateRequest('currentUser', undefined);
  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    // Reads never insert a user row; the first write does (users.service.ts resolve).
    const persist = request.method !== 'GET' && request.method !== 'HEAD';
    const user = await users.resolve(request, reply, { persist });
    if (access !== 'reader' && !hasRole(user.role, [access])) {
      throw new AppError(403, ErrorCode.forbidden, `This needs the ${access} role.`);
    }
    request.currentUser = user;
  });
};

/** The caller of a route declared `reader` or above; a route that declared `public` has none. */
export const userOf = (request: FastifyRequest): UserRow => {
  if (!request.currentUser) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads the user but declares no access`);
  }
  return request.currentUser;
};
