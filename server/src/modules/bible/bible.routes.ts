import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BibleParams,
  BiblesResponse,
  ChapterParams,
  FormatResponse,
  PassagesQuery,
  PassagesResponse,
  SearchQuery,
  SearchResponse,
  TocQuery,
  TocResponse,
} from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { negotiateEncoding } from '../../lib/encoding.ts';
import type { BibleService } from './bible.service.ts';
import { CHAPTER_CONTENT_TYPE, chapterCacheHeaders } from './chapter-fast-path.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };
/** The chapter route answers HTML (the markup contract in docs/chapter-html.md) or an empty 304. */
const chapterResponses = {
  200: z.string().describe('Chapter HTML'),
  304: z.null().describe('Not modified: the ETag matched'),
  ...errors,
};

export const registerBibleRoutes = (app: FastifyInstance, bible: BibleService): void => {
  app.get('/api/bibles', { schema: { response: { 200: BiblesResponse } } }, async () => ({
    bibles: await bible.listTranslations(),
  }));

  app.get(
    '/api/bible/:bibleId/toc',
    { schema: { params: BibleParams, querystring: TocQuery, response: { 200: TocResponse, ...errors } } },
    async (request) => {
      const { bibleId } = request.params as z.infer<typeof BibleParams>;
      const { canon } = request.query as z.infer<typeof TocQuery>;
      return { books: await bible.toc(bibleId, canon) };
    },
  );

  app.get(
    '/api/bibles/:bibleId/format',
    { schema: { params: BibleParams, response: { 200: FormatResponse, ...errors } } },
    async (request) => {
      const { bibleId } = request.params as z.infer<typeof BibleParams>;
      return { format: await bible.format(bibleId) };
    },
  );

  app.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter',
    // Chapters carry their own precompressed variants (the compression hook sees content-encoding).
    // Once cached, a chapter is answered ahead of Fastify by chapter-fast-path.ts with these same bytes.
    { schema: { params: ChapterParams, response: chapterResponses } },
    async (request, reply) => {
      const { bibleId, bookId, chapter } = request.params as z.infer<typeof ChapterParams>;
      const { body, etag } = await bible.chapter(bibleId, bookId, chapter);
      // Revalidate every time, cheaply: a matching ETag costs a 304 with no body.
      reply.headers(chapterCacheHeaders(etag));
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const encoding = negotiateEncoding(request.headers['accept-encoding'], body.body.length);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type(CHAPTER_CONTENT_TYPE).send(body.encoded(encoding));
    },
  );

  app.get(
    '/api/bible/:bibleId/passages',
    {
      schema: {
        params: BibleParams,
        querystring: PassagesQuery,
        response: { 200: PassagesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { bibleId } = request.params as z.infer<typeof BibleParams>;
      const { refs } = request.query as z.infer<typeof PassagesQuery>;
      reply.header('cache-control', 'public, max-age=3600');
      return { passages: await bible.passages(bibleId, refs) };
    },
  );

  app.get(
    '/api/bible/:bibleId/search',
    {
      schema: { params: BibleParams, querystring: SearchQuery, response: { 200: SearchResponse, ...errors } },
    },
    async (request) => {
      const { bibleId } = request.params as z.infer<typeof BibleParams>;
      const { q, limit } = request.query as z.infer<typeof SearchQuery>;
      return { results: await bible.search(bibleId, q, limit) };
    },
  );
};
