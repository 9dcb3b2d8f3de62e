import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { mediaNotFound } from './media.errors.ts';
import type { MediaService } from './media.service.ts';

const MediaParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'must be an image id') });

/** GET /api/media/{id}: a stored image. Its id is its bytes' hash, so it never changes: cached for good. */
export const registerMediaRoutes = (app: FastifyInstance, media: MediaService): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/media/:id',
    {
      config: { access: 'public', notFound: { id: mediaNotFound } },
      schema: {
        params: MediaParams,
        response: {
          200: z.instanceof(Buffer).describe('The image: PNG, JPEG, GIF or WebP'),
          304: z.null().describe('Not modified: the ETag matched'),
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await media.get(request.params.id);
      const etag = `"${row.id}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Also sent on every response (security-headers.ts); said here too, since this route exists
        // to hand out bytes that came from elsewhere.
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      return reply.type(row.contentType).header('content-length', row.data.length).send(row.data);
    },
  );
};
