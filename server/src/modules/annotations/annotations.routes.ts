import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Annotation,
  AnnotationParams,
  AnnotationsQuery,
  AnnotationsResponse,
  CreateAnnotationBody,
  DeletedResponse,
  UpdateAnnotationBody,
} from '../../../../common/src/contracts/annotations.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { userOf } from '../users/user-context.ts';
import { annotationNotFound } from './annotations.errors.ts';
import type { AnnotationsService } from './annotations.service.ts';
import type { AnnotationWriteLimit } from './annotations.write-limit.ts';

/** A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams). */
const unknownAnnotation = { id: annotationNotFound };

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * Issue 18: the reader's highlights, notes and bookmarks; each route acts on the caller's own only.
 * Creates and updates are charged to the client address's write budget first (issue 35).
 */
export const registerAnnotationRoutes = (
  app: FastifyInstance,
  service: AnnotationsService,
  writeLimit: AnnotationWriteLimit,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user/annotations',
    {
      config: { access: 'reader' },
      schema: { querystring: AnnotationsQuery, response: { 200: AnnotationsResponse, ...errors } },
    },
    async (request) => {
      const q = request.query;
      const user = userOf(request);
      return service.list(
        user.id,
        { bibleId: q.bible_id, bookId: q.book_id, chapter: q.chapter, kind: q.kind },
        q.page,
      );
    },
  );
  api.post(
    '/api/user/annotations',
    {
      config: { access: 'reader' },
      schema: {
        body: CreateAnnotationBody,
        response: { 201: Annotation, 409: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await writeLimit(request.ip);
      const created = await service.create(user, request.body);
      return reply.code(201).send(created);
    },
  );
  api.put(
    '/api/user/annotations/:id',
    {
      config: { access: 'reader', notFound: unknownAnnotation },
      schema: {
        params: AnnotationParams,
        body: UpdateAnnotationBody,
        response: { 200: Annotation, 409: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = userOf(request);
      await writeLimit(request.ip);
      return service.update(user, id, request.body);
    },
  );
  api.delete(
    '/api/user/annotations/:id',
    {
      config: { access: 'reader', notFound: unknownAnnotation },
      schema: { params: AnnotationParams, response: { 200: DeletedResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const user = userOf(request);
      return service.remove(user.id, id);
    },
  );
};
