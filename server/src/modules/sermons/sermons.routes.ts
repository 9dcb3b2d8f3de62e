import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  CorrectTranscriptBody,
  CreateReadingPlanBody,
  CreateReadingPlanResponse,
  GenerateFromVideoBody,
  Sermon,
  SermonIdParams,
  SermonListResponse,
  TRANSCRIPT_MAX_BYTES,
  TranscriptBody,
  UpdateSermonAnalysisBody,
  UpdateSermonBody,
} from '../../../../common/src/contracts/sermons.ts';
import { allowSlowUpload } from '../../lib/body-deadline.ts';
import { churchNotFound } from '../churches/churches.errors.ts';
import { userOf } from '../users/user-context.ts';
import { refuseBodyOver } from './sermons.body-limit.ts';
import { sermonNotFound } from './sermons.errors.ts';
import type { SermonsService } from './sermons.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** The routes that queue a job: 429 `sermon.queue_full` when the church's queue is full (issue 37). */
const queueing = { ...errors, 429: ErrorBody };
const ChurchParams = SermonIdParams;
// A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams).
const unknownChurch = { id: churchNotFound };
const unknownSermon = { id: sermonNotFound };

/** text/vtt and SRT bodies name their format; text/plain is read as written. */
const FORMAT_OF: Record<string, 'auto' | 'vtt' | 'srt'> = {
  'text/plain': 'auto',
  'text/vtt': 'vtt',
  'application/x-subrip': 'srt',
};

/** Spec §7 Sermons and churches, issue 16: the sermon pipeline's routes. */
export const registerSermonRoutes = (app: FastifyInstance, sermons: SermonsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/churches/:id/sermons/generate-from-video',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: {
        params: ChurchParams,
        body: GenerateFromVideoBody,
        response: { 202: Sermon, ...queueing },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sermons.generateFromVideo(userOf(request), request.params.id, request.body)),
  );

  api.get(
    '/api/churches/:id/sermons',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: ChurchParams, response: { 200: SermonListResponse, ...errors } },
    },
    async (request) => sermons.list(userOf(request), request.params.id),
  );

  api.get(
    '/api/sermons/:id',
    {
      config: { access: 'reader', notFound: unknownSermon },
      schema: { params: SermonIdParams, response: { 200: Sermon, ...errors } },
    },
    async (request) => sermons.get(userOf(request), request.params.id),
  );

  api.put(
    '/api/sermons/:id',
    {
      config: { access: 'reader', notFound: unknownSermon },
      schema: { params: SermonIdParams, body: UpdateSermonBody, response: { 200: Sermon, ...errors } },
    },
    async (request) => sermons.update(userOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/sermons/:id',
    {
      config: { access: 'reader', notFound: unknownSermon },
      schema: { params: SermonIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await sermons.remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [path, run] of [
    ['/api/sermons/:id/analyze', sermons.analyze],
    ['/api/sermons/:id/regenerate', sermons.regenerate],
  ] as const) {
    api.post(
      path,
      {
        config: { access: 'reader', notFound: unknownSermon },
        schema: { params: SermonIdParams, response: { 202: Sermon, ...queueing } },
      },
      async (request, reply) => reply.code(202).send(await run(userOf(request), request.params.id)),
    );
  }

  api.post(
    '/api/sermons/:id/create-reading-plan',
    {
      config: { access: 'reader', notFound: unknownSermon },
      schema: {
        params: SermonIdParams,
        body: CreateReadingPlanBody,
        response: { 202: CreateReadingPlanResponse, 409: ErrorBody, ...queueing },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sermons.createReadingPlan(userOf(request), request.params.id, request.body)),
  );

  // The audio is the body itself (audio/mpeg, audio/mp4, audio/wav…), streamed to disk by the service
  // after the caller is authorised: no parser reads it, so no body is ever held in memory here. Until
  // then the body has a JSON body's deadline (30 s); only an authorised upload gets the time its size
  // needs (lib/body-deadline.ts, issue 35).
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/sermons/:id/audio',
      {
        config: { access: 'reader', notFound: unknownSermon },
        schema: {
          params: SermonIdParams,
          response: { 202: Sermon, 413: ErrorBody, 415: ErrorBody, 501: ErrorBody, ...queueing },
        },
      },
      async (request, reply) => {
        const length = request.headers['content-length'];
        const upload = {
          type:
            String(request.headers['content-type'] ?? '')
              .split(';')[0]
              ?.trim()
              .toLowerCase() ?? '',
          length: length === undefined ? undefined : Number(length),
          body: request.raw,
          authorised: () => allowSlowUpload(request.raw),
        };
        return reply.code(202).send(await sermons.audio(userOf(request), request.params.id, upload));
      },
    );
  });

  // The transcript takes JSON {text, format} or the file itself (text/plain, text/vtt, SRT), up to 1 MB
  // of text; a bigger body is a 413 that the client can read (issue 30: drained, never parsed or kept).
  const transcriptLimit = TRANSCRIPT_MAX_BYTES + 16 * 1024;
  const transcriptTooLarge = refuseBodyOver(transcriptLimit, 'A transcript may be at most 1 MB.');
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(Object.keys(FORMAT_OF), { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/sermons/:id/transcript',
      {
        config: { access: 'reader', notFound: unknownSermon },
        bodyLimit: transcriptLimit,
        onRequest: transcriptTooLarge.onRequest,
        preParsing: transcriptTooLarge.preParsing,
        preValidation: async (request: FastifyRequest) => {
          if (typeof request.body !== 'string') return;
          const type = String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
          request.body = { text: request.body, format: FORMAT_OF[type ?? ''] ?? 'auto' };
        },
        schema: {
          params: SermonIdParams,
          body: TranscriptBody,
          response: { 202: Sermon, 413: ErrorBody, 422: ErrorBody, ...queueing },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await sermons.transcript(userOf(request), request.params.id, request.body)),
    );
  });

  // Issue 30: the publisher edits the notes before readers see them (409 `sermon.not_analysed` before an
  // analysis, `sermon.analysis_running` while one runs; 400 `sermon.invalid_passage`).
  api.put(
    '/api/sermons/:id/analysis',
    {
      config: { access: 'reader', notFound: unknownSermon },
      schema: {
        params: SermonIdParams,
        body: UpdateSermonAnalysisBody,
        response: { 200: Sermon, 409: ErrorBody, ...errors },
      },
    },
    async (request) => sermons.editAnalysis(userOf(request), request.params.id, request.body),
  );

  // Issue 30: the publisher's corrected transcript, analysed again as a job. JSON of 1 MB of text with its
  // paragraphs' times and escapes may take twice its size; the text itself is bounded by the service (413).
  // A bigger body gets its 413 as the upload's does: drained, so the client can read it.
  const correctionLimit = 2 * TRANSCRIPT_MAX_BYTES + 64 * 1024;
  const correctionTooLarge = refuseBodyOver(correctionLimit, 'A transcript may be at most 1 MB.');
  api.put(
    '/api/sermons/:id/transcript',
    {
      config: { access: 'reader', notFound: unknownSermon },
      bodyLimit: correctionLimit,
      onRequest: correctionTooLarge.onRequest,
      preParsing: correctionTooLarge.preParsing,
      schema: {
        params: SermonIdParams,
        body: CorrectTranscriptBody,
        response: { 202: Sermon, 409: ErrorBody, 413: ErrorBody, 422: ErrorBody, ...queueing },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sermons.correctTranscript(userOf(request), request.params.id, request.body)),
  );
};
