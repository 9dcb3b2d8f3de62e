import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BibleParams } from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { VerseImageQuery } from '../../../../common/src/contracts/verse-image.ts';
import type { VerseImageService } from './verse-image.service.ts';

// Browsers and messengers keep a picture a day; its ETag (what it shows) revalidates it after.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET /api/bible/:bibleId/image (issue 33): a verse as a PNG to share. Public, like the text it shows;
 * each render (not a picture answered from memory or a 304) counts against the client address's
 * budget of images a minute (VERSE_IMAGE_RATE_LIMIT_IP), so the CPU it costs stays bounded.
 */
export const registerVerseImageRoutes = (
  app: FastifyInstance,
  images: VerseImageService,
  charge: (ip: string) => Promise<void>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bible/:bibleId/image',
    {
      config: { access: 'public' },
      schema: {
        params: BibleParams,
        querystring: VerseImageQuery,
        response: {
          200: z.instanceof(Buffer).describe('The picture, image/png'),
          304: z.null().describe('Not modified: the ETag matched'),
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await images.resolve(request.params.bibleId, request.query);
      reply.headers({ etag: image.etag, 'cache-control': CACHE_CONTROL });
      // An empty 304 (no serialised null): the untyped reply, whose send takes no payload.
      if (request.headers['if-none-match'] === image.etag) return (reply as FastifyReply).status(304).send();
      const png = await image.png(() => charge(request.ip));
      return reply.type('image/png').send(png);
    },
  );
};
