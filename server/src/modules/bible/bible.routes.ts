import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { HeavyWork } from '../../lib/heavy-work.ts';
import type { BibleService } from './bible.service.ts';
import { CHAPTER_CONTENT_TYPE, chapterCacheHeaders } from './chapter-fast-path.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };
/** The chapter route answers HTML (the markup contract in docs/chapter-html.md) or an empty 304. */
const chapterResponses = {
  200: z.instanceof(Buffer).describe('Chapter HTML, as stored or precompressed'),
  304: z.null().describe('Not modified: the ETag matched'),
  ...errors,
};

export const registerBibleRoutes = (app: FastifyInstance, bible: BibleService, heavy: HeavyWork): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bibles',
    { config: { access: 'public' }, schema: { response: { 200: BiblesResponse } } },
    async () => ({
      bibles: await bible.listTranslations(),
    }),
  );

  api.get(
    '/api/bible/:bibleId/toc',
    {
      config: { access: 'public' },
      schema: { params: BibleParams, querystring: TocQuery, response: { 200: TocResponse, ...errors } },
    },
    async (request) => {
      const { bibleId } = request.params;
      const { canon } = request.query;
      return { books: await bible.toc(bibleId, canon) };
    },
  );

  api.get(
    '/api/bibles/:bibleId/format',
    {
      config: { access: 'public' },
      schema: { params: BibleParams, response: { 200: FormatResponse, ...errors } },
    },
    async (request) => {
      const { bibleId } = request.params;
      return { format: await bible.format(bibleId) };
    },
  );

  api.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter',
    // Chapters carry their own precompressed variants (the compression hook sees content-encoding).
    // Once cached, a chapter is answered ahead of Fastify by chapter-fast-path.ts with these same bytes.
    { config: { access: 'public' }, schema: { params: ChapterParams, response: chapterResponses } },
    async (request, reply) => {
      const { bibleId, bookId, chapter } = request.params;
      const { body, etag } = await bible.chapter(bibleId, bookId, chapter);
      // Revalidate every time, cheaply: a matching ETag costs a 304 with no body.
      reply.headers(chapterCacheHeaders(etag));
      // An empty 304 (no serialised null): the untyped reply, whose send takes no payload.
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      const encoding = negotiateEncoding(request.headers['accept-encoding'], body.body.length);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type(CHAPTER_CONTENT_TYPE).send(body.encoded(encoding));
    },
  );

  api.get(
    '/api/bible/:bibleId/passages',
    {
      config: { access: 'public' },
      schema: {
        params: BibleParams,
        querystring: PassagesQuery,
        response: { 200: PassagesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { bibleId } = request.params;
      const { refs } = request.query;
      reply.header('cache-control', 'public, max-age=3600');
      return { passages: await bible.passages(bibleId, refs) };
    },
  );

  api.get(
    '/api/bible/:bibleId/search',
    {
      config: { access: 'public' },
      schema: {
        params: BibleParams,
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errors, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const { bibleId } = request.params;
      const { q, limit, offset, testament, book } = request.query;
      return heavy.run('search', request.ip, () =>
        bible.searchPage(bibleId, q, { limit, offset, testament, book }),
      );
    },
  );
};
