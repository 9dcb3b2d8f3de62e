import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthProvidersResponse, SignInBody, SignInResponse } from '../../../../common/src/contracts/auth.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { OidcProviderConfig } from '../../config-oidc.ts';
import type { UsersService } from '../users/users.service.ts';
import type { Auth } from './auth.ts';

/** The request as a web Request, for better-auth's handler. */
const toWebRequest = (request: FastifyRequest): Request => {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const body =
    request.method === 'GET' || request.method === 'HEAD' || request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  return new Request(url, {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    ...(body ? { body } : {}),
  });
};

export const registerAuthRoutes = (
  app: FastifyInstance,
  auth: Auth,
  users: UsersService,
  oidcProviders: OidcProviderConfig[],
) => {
  // Before the catch-all below: what /auth offers (no secrets, only ids and button labels).
  const providers = {
    email_password: true,
    providers: oidcProviders.map((p) => ({ id: p.id, name: p.name })),
  };
  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: AuthProvidersResponse } } },
    async () => providers,
  );

  // better-auth's own endpoints: sign-up/sign-in/sign-out/get-session… (its contracts, its validation).
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await auth.handler(toWebRequest(request));
    reply.status(res.status);
    for (const [k, v] of res.headers) if (k !== 'set-cookie' && k !== 'content-length') reply.header(k, v);
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await res.text();
    return reply.send(text || null);
  };
  const passthrough = { response: { '2xx': z.unknown(), '4xx': z.unknown() } };
  app.get('/api/auth/*', { schema: passthrough }, handler);
  app.post('/api/auth/*', { schema: { body: z.unknown().optional(), ...passthrough } }, handler);

  /**
   * Spec §7 sign-in sync: with a signed-in session, answers the account's Emmaus user id. A first sign-in
   * links the caller's anonymous user to the account; on another device the anonymous user's data moves
   * to the account first. The client then replaces its stored id.
   */
  app.post(
    '/api/user/sign-in',
    { schema: { body: SignInBody, response: { 200: SignInResponse, 400: ErrorBody, 401: ErrorBody } } },
    async (request, reply) => users.signIn(request, reply),
  );
};
