import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthProvidersResponse, SignInBody, SignInResponse } from '../../../../common/src/contracts/auth.ts';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { OidcProviderConfig } from '../../config-oidc.ts';
import { AppError } from '../../lib/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import type { SignInGuard } from './sign-in-guard.ts';

const passwordSignInEmail = (request: FastifyRequest): string | undefined => {
  if (request.method !== 'POST' || !request.url.startsWith('/api/auth/sign-in/email')) return undefined;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
};

/** How long after a sign-in its session may be synced (POST /api/user/sign-in): ample for a slow phone. */
export const SIGN_IN_SYNC_WINDOW_MS = 10 * 60_000;

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  CLIENT_IP_HEADER,
];

/** The request as a web Request, for better-auth's handler. */
const toWebRequest = (request: FastifyRequest): Request => {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const body =
    request.method === 'GET' || request.method === 'HEAD' || request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const headers = fromNodeHeaders(request.headers);
  // better-auth keys its rate limits on this header alone: the address Fastify resolved under
  // TRUST_PROXY, never a forwarding header a client made up (issue 19 item 1).
  for (const h of FORWARDING_HEADERS) headers.delete(h);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    ...(body ? { body } : {}),
  });
};

export const registerAuthRoutes = (
  app: FastifyInstance,
  auth: Auth,
  users: UsersService,
  oidcProviders: OidcProviderConfig[],
  guard: SignInGuard,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the catch-all below: what /auth offers (no secrets, only ids and button labels).
  const providers = {
    email_password: true,
    providers: oidcProviders.map((p) => ({ id: p.id, name: p.name })),
  };
  api.get(
    '/api/auth/providers',
    { config: { access: 'public' }, schema: { response: { 200: AuthProvidersResponse } } },
    async () => providers,
  );

  // better-auth's own endpoints: sign-up/sign-in/sign-out/get-session… (its contracts, its validation).
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Password sign-in is also limited per account (sign-in-guard.ts), whatever address it comes from.
    const email = passwordSignInEmail(request);
    const waitMs = email ? await guard.waitMs(email) : 0;
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw new AppError(
        429,
        ErrorCode.rateLimited,
        'Too many failed sign-ins for this account. Wait a little, then try again.',
      );
    }
    const res = await auth.handler(toWebRequest(request));
    if (email && res.status === 401) await guard.failed(email);
    else if (email && res.ok) await guard.succeeded(email);
    reply.status(res.status);
    for (const [k, v] of res.headers) if (k !== 'set-cookie' && k !== 'content-length') reply.header(k, v);
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await res.text();
    // better-auth answers an endpoint it does not have (or a wrong method) with an empty body: give it
    // the stable `{ detail, code }` every other refusal has (found by fuzz-routes.test.ts).
    if (!text && res.status >= 400 && res.status < 500) throw emptyRefusal(res.status);
    return reply.send(text || null);
  };
  const emptyRefusal = (status: number) =>
    status === 404
      ? new AppError(404, ErrorCode.routeNotFound, 'No such sign-in endpoint.')
      : status === 405
        ? new AppError(405, ErrorCode.methodNotAllowed, 'This sign-in endpoint does not take this method.')
        : new AppError(status, ErrorCode.malformedRequest, 'The sign-in request was refused.');
  const passthrough = { response: { '2xx': z.unknown(), '4xx': z.unknown() } };
  api.get('/api/auth/*', { config: { access: 'public' }, schema: passthrough }, handler);
  api.post(
    '/api/auth/*',
    { config: { access: 'public' }, schema: { body: z.unknown().optional(), ...passthrough } },
    handler,
  );

  /**
   * A sign-in sync follows the sign-in that made its session, within seconds (the e-mail form, or the
   * identity provider's return to /auth?provider=…). An older session is refused (issue 35): whoever
   * opens /auth?provider=… in a browser where the last reader signed out while offline (the cookie still
   * there until that sign-out reaches us) must not be handed that reader's account.
   */
  const requireFreshSession = async (request: FastifyRequest): Promise<void> => {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (found && Date.now() - new Date(found.session.createdAt).getTime() > SIGN_IN_SYNC_WINDOW_MS) {
      throw new AppError(
        401,
        ErrorCode.notSignedIn,
        'This session did not begin with a sign-in just now. Sign in again to use your account here.',
      );
    }
  };

  /**
   * Spec §7 sign-in sync: with a signed-in session, answers the account's Emmaus user id. A first sign-in
   * links the caller's anonymous user to the account; on another device the anonymous user's data moves
   * to the account first. The client then replaces its stored id.
   */
  api.post(
    '/api/user/sign-in',
    {
      config: { access: 'public' },
      schema: {
        body: SignInBody,
        response: { 200: SignInResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      await requireFreshSession(request);
      return users.signIn(request, reply, request.body.clerk_id);
    },
  );
};
