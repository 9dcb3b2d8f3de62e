import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BibleParams } from '../../../../common/src/contracts/bible.ts';
import { BIBLE_DOWNLOAD_CONTENT_TYPE } from '../../../../common/src/contracts/bible-download.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { BibleDownloads } from './bible-download.ts';

/** GET /api/bible/{bibleId}/download: the whole translation for offline reading, one ETag'd gzip file. */
export const registerBibleDownloadRoutes = (app: FastifyInstance, downloads: BibleDownloads): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bible/:bibleId/download',
    {
      config: { access: 'public' },
      schema: {
        params: BibleParams,
        response: {
          200: z.instanceof(Buffer).describe('gzip of a BibleDownload JSON document (bible-download.ts)'),
          304: z.null().describe('Not modified: the ETag matched'),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { bibleId } = request.params;
      const { etag, gzip } = await downloads.pack(bibleId);
      // Revalidated each time: a re-import changes the ETag and the reader's copy is refreshed.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      // An empty 304, as the chapter route sends (the typed reply would serialise null).
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      return reply
        .type(BIBLE_DOWNLOAD_CONTENT_TYPE)
        .header('content-length', gzip.length)
        .header('content-disposition', `attachment; filename="${bibleId}.json.gz"`)
        .send(gzip);
    },
  );
};
