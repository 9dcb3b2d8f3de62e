import type { FastifyInstance } from 'fastify';
import type { DefinedError } from './errors.ts';

/**
 * Who may call a route. Every `/api/` route declares one in `config.access`; a route without it stops
 * the app from building, so none can be added without deciding (and the authorisation matrix test
 * walks this table, so none can be added without a matrix entry either).
 * - `public`: no user is resolved (Bible data, site pages, better-auth's own routes);
 * - `reader`: the caller's user (anonymous or signed in) is resolved once, before the handler;
 * - `publisher` / `admin`: as `reader`, and the site role must be at least this (common/src/roles.ts).
 * Ownership of a resource (a chat, a church) is the service's to check: it depends on the row.
 */
export type Access = 'public' | 'reader' | 'publisher' | 'admin';

/**
 * Path parameters that name a resource (a chat, a study, a sermon, a page): a malformed value is
 * answered exactly as an unknown one (404 with this code and detail), since to the caller it is just
 * an id that names nothing. Parameters not listed (a Bible, book or chapter) stay a 400 when malformed.
 * Each answer is the module's own error (its `.errors.ts`), the one its service throws for an unknown id.
 */
export type NotFoundParams = Readonly<Record<string, DefinedError>>;

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's declared schemas (zod contracts), so tests can generate input from them. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    notFound?: NotFoundParams;
  }
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

/** Must run before any route is added: it records every API route and refuses one without `access`. */
export const registerRouteTable = (app: FastifyInstance): void => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin for every GET; it shares the GET's handler and access.
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
};
