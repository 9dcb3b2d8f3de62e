import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BibleParams, ChapterParams } from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  ChapterWordsResponse,
  LexiconEntry,
  LexiconParams,
  LexiconQuery,
  OccurrencesQuery,
  OccurrencesResponse,
} from '../../../../common/src/contracts/word-study.ts';
import type { WordStudyDownloads } from './word-study.download.ts';
import { strongsNotFound } from './word-study.errors.ts';
import type { Tagged, WordStudyService } from './word-study.service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };
const notModified = { 304: z.null().describe('Not modified: the ETag matched') };

/**
 * Public and cacheable as chapters are: an ETag, revalidated each time (a 304 costs no body), since the
 * data changes only with an import.
 */
const send = <T>(request: FastifyRequest, reply: FastifyReply, answer: Tagged<T>): T | undefined => {
  reply.headers({ etag: answer.etag, 'cache-control': 'public, no-cache' });
  if (request.headers['if-none-match'] === answer.etag) {
    // An empty 304 (no serialised null): the untyped reply, whose send takes no payload.
    reply.status(304).send();
    return undefined;
  }
  return answer.body;
};

export const registerWordStudyRoutes = (
  app: FastifyInstance,
  words: WordStudyService,
  downloads: WordStudyDownloads,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/bible/:bibleId/words/download',
    {
      config: { access: 'public' },
      schema: {
        params: BibleParams,
        response: {
          200: z.instanceof(Buffer).describe('gzip of a WordStudyDownload JSON document (word-study.ts)'),
          ...notModified,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { bibleId } = request.params;
      const { etag, gzip } = await downloads.pack(bibleId);
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      return reply
        .type('application/gzip')
        .header('content-length', gzip.length)
        .header('content-disposition', `attachment; filename="${bibleId}-words.json.gz"`)
        .send(gzip);
    },
  );

  api.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/words',
    {
      config: { access: 'public' },
      schema: { params: ChapterParams, response: { 200: ChapterWordsResponse, ...notModified, ...errors } },
    },
    async (request, reply) => {
      const { bibleId, bookId, chapter } = request.params;
      return send(request, reply, await words.chapterWords(bibleId, bookId, chapter));
    },
  );

  api.get(
    '/api/lexicon/:strongs',
    {
      // A value that is no Strong's number names no entry: the same 404 as an unknown number.
      config: { access: 'public', notFound: { strongs: strongsNotFound } },
      schema: {
        params: LexiconParams,
        querystring: LexiconQuery,
        response: { 200: LexiconEntry, ...notModified, ...errors },
      },
    },
    async (request, reply) =>
      send(request, reply, await words.entry(request.params.strongs, request.query.bible_id)),
  );

  api.get(
    '/api/lexicon/:strongs/occurrences',
    {
      config: { access: 'public', notFound: { strongs: strongsNotFound } },
      schema: {
        params: LexiconParams,
        querystring: OccurrencesQuery,
        response: { 200: OccurrencesResponse, ...notModified, ...errors },
      },
    },
    async (request, reply) => {
      const { bible_id, book, page } = request.query;
      return send(request, reply, await words.occurrences(request.params.strongs, bible_id, book, page));
    },
  );
};
