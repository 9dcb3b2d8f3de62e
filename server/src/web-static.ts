import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../common/src/contracts/errors.ts';
import type { LinkPreview } from './link-preview.ts';
import type { ReaderPrerender } from './reader-prerender.ts';

// Files that name the build itself: a browser must always ask for them again (spec §7: /version.json
// with no-cache headers; a stale service worker or manifest would pin readers to an old build).
const ALWAYS_REVALIDATE = new Set(['/version.json', '/service-worker.js', '/manifest.webmanifest']);

/**
 * Serves the built web app: hashed assets cached for a year as immutable, index.html, the version file,
 * the service worker and the manifest never cached (so a deploy is picked up on the next load), and
 * every other GET outside /api answered with index.html so the client router handles deep links
 * (history-API fallback) — except a path with a file extension, which is a missing file: 404.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  distDir: string,
  preview?: LinkPreview,
  prerender?: ReaderPrerender,
  /** PUBLIC_URL: the origin of the previews' absolute addresses; each request's own when unset. */
  publicUrl?: string,
): Promise<void> => {
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
        // The precompressed variant's path is the file's own plus .br or .gz.
        const name = (path.startsWith(root) ? path.slice(root.length) : path).replace(/\.(br|gz)$/, '');
        reply.header(
          'cache-control',
          name.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_REVALIDATE.has(name)
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // '/icons/x.png', '/service-worker.js' on a build without one: a file that is not there, not a page.
    const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    if (
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/') &&
      !isFile
    ) {
      reply.header('cache-control', 'no-cache');
      if (index) {
        const reader = path.startsWith('/read/');
        if (!reader && !path.startsWith('/plans/')) return reply.type('text/html; charset=utf-8').send(index);
        // Shared reader and study links carry their verse and its picture in Open Graph tags (issues 18
        // and 33), for link previews; a chapter comes painted in the page (issue 17, reader-prerender.ts).
        const origin = publicUrl ?? `${request.protocol}://${request.host}`;
        const [tags = '', pre] = await Promise.all([
          preview?.(request.url, origin),
          reader ? prerender?.(path) : undefined,
        ]);
        const page = index
          .toString()
          // Replacer functions: a string replacement would read `$&`, `$'`… in the text as patterns.
          .replace('</head>', () => `${tags}${pre?.head ?? ''}</head>`)
          .replace('<div id="root">', () => `${pre?.body ?? ''}<div id="root">`);
        return reply.type('text/html; charset=utf-8').send(page);
      }
      return reply
        .type('text/plain; charset=utf-8')
        .send('The Emmaus web app has not been built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${path}`, code: ErrorCode.routeNotFound });
  });
};
