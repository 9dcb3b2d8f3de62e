import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { UpdateTranslationBody, UserResponse } from '../../../../common/src/contracts/user.ts';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { userOf } from './user-context.ts';
import type { DataRights } from './users.data-rights.ts';
import type { UsersService } from './users.service.ts';

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService, rights: DataRights): void => {
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

  // A reader's data rights (issue 34): everything Emmaus keeps about them as one JSON file, streamed.
  api.get(
    '/api/user/export',
    {
      config: { access: 'reader' },
      schema: {
        response: {
          200: z
            .unknown()
            .describe('A UserExport JSON document (common/src/contracts/user-data.ts), streamed'),
          401: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="emmaus-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .send(rights.exportStream(userOf(request), now));
    },
  );

  // Deletes the reader's account and everything of theirs (the typed confirmation is the web app's).
  // The sign-in cookie is cleared too, though deleting the account's sessions already ended it.
  api.delete(
    '/api/user',
    {
      config: { access: 'reader' },
      schema: { response: { 204: z.null().describe('Deleted'), 401: ErrorBody, 409: ErrorBody } },
    },
    async (request, reply) => {
      await rights.deleteAll(userOf(request));
      for (const name of SESSION_COOKIES)
        reply.header(
          'set-cookie',
          `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
        );
      reply.removeHeader(USER_ID_HEADER);
      return (reply as FastifyReply).status(204).send();
    },
  );
};

/** better-auth's cookies, plain and (over HTTPS) with the __Secure- prefix. */
const SESSION_COOKIES = ['better-auth.session_token', 'better-auth.session_data'].flatMap((n) => [
  n,
  `__Secure-${n}`,
]);
