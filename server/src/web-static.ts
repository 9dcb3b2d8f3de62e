import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../common/src/contracts/errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year as immutable, index.html never cached (so
 * a deploy is picked up on the next load), and every other GET outside /api answered with index.html so
 * the client router handles deep links (history-API fallback).
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const index = existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  if (index) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (scripts/compress-web.mjs); sent when accepted.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/')) {
      reply.header('cache-control', 'no-cache');
      if (index) return reply.type('text/html; charset=utf-8').send(index);
      return reply
        .type('text/plain; charset=utf-8')
        .send('The Emmaus web app has not been built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${path}`, code: ErrorCode.routeNotFound });
  });
};
