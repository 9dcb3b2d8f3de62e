import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  CreateMemoryVerseBody,
  MemoryVerse,
  MemoryVerseParams,
  MemoryVersesResponse,
  ReviewMemoryVerseBody,
} from '../../../../common/src/contracts/habits.ts';
import { userOf } from '../users/user-context.ts';
import { memoryVerseNotFound } from './memory-verses.errors.ts';
import type { MemoryVersesService } from './memory-verses.service.ts';

/** A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams). */
const unknownVerse = { id: memoryVerseNotFound };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** Issue 33: the reader's memory verses; each route acts on the caller's own only. */
export const registerMemoryVerseRoutes = (app: FastifyInstance, service: MemoryVersesService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user/memory-verses',
    { config: { access: 'reader' }, schema: { response: { 200: MemoryVersesResponse, ...errors } } },
    async (request) => service.list(userOf(request).id),
  );
  api.get(
    '/api/user/memory-verses/due',
    { config: { access: 'reader' }, schema: { response: { 200: MemoryVersesResponse, ...errors } } },
    async (request) => service.due(userOf(request).id),
  );
  api.post(
    '/api/user/memory-verses',
    {
      config: { access: 'reader' },
      schema: { body: CreateMemoryVerseBody, response: { 200: MemoryVerse, 201: MemoryVerse, ...errors } },
    },
    async (request, reply) => {
      const { verse, created } = await service.add(userOf(request).id, request.body);
      return reply.code(created ? 201 : 200).send(verse);
    },
  );
  api.delete(
    '/api/user/memory-verses/:id',
    {
      config: { access: 'reader', notFound: unknownVerse },
      schema: { params: MemoryVerseParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.remove(userOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
  api.post(
    '/api/user/memory-verses/:id/review',
    {
      config: { access: 'reader', notFound: unknownVerse },
      schema: {
        params: MemoryVerseParams,
        body: ReviewMemoryVerseBody,
        response: { 200: MemoryVerse, ...errors },
      },
    },
    async (request) => service.review(userOf(request).id, request.params.id, request.body),
  );
};
