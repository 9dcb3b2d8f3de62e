import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditResponse,
  ChatIdParams,
  ChatListResponse,
  ChatMessagesResponse,
  ChatRequestBody,
  ChatVisibilityResponse,
  DeleteChatResponse,
  MessageIdParams,
} from '../../../../common/src/contracts/chat.ts';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { notFound } from '../../lib/errors.ts';
import { chapterNotFound } from '../bible/bible.errors.ts';
import { userOf } from '../users/user-context.ts';
import { chatNotFound, messageNotFound } from './chat.errors.ts';
import type { ChatPipeline } from './chat.pipeline.ts';
import { parseChatRequest } from './chat.request.ts';
import type { ChatService } from './chat.service.ts';
import { openEventStream } from './chat.sse.ts';

// A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams).
const unknownChat = { id: chatNotFound };
const unknownMessage = { id: chatNotFound, messageId: messageNotFound };

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const registerChatRoutes = (
  app: FastifyInstance,
  deps: {
    chats: ChatService;
    pipeline: ChatPipeline;
    rateLimit: (userId: string, ip: string) => Promise<void>;
    /** enable_audit (spec §3): off, the audit does not exist, here as in the web app. */
    auditEnabled: boolean;
  },
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { chats, pipeline } = deps;

  api.post(
    '/api/chat',
    {
      config: { access: 'reader' },
      schema: {
        body: ChatRequestBody,
        // 200 is a text/event-stream of StreamEvent (common/src/contracts/chat.ts), written event by event.
        response: { 200: z.string(), ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const parsed = parseChatRequest(request.body);
      if ('blankChapter' in parsed) throw chapterNotFound();
      const [prepared] = await Promise.all([
        pipeline.prepare(user, parsed, request.headers['accept-language']),
        deps.rateLimit(user.id, request.ip),
      ]);

      // From here the answer streams: errors become `error` events, not HTTP statuses.
      reply.hijack();
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
      );
      const stream = openEventStream(reply.raw, headers);
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      try {
        await pipeline.run(user, prepared, stream.send, gone.signal);
      } catch (error) {
        request.log.error({ err: error }, 'chat: the answer could not be completed');
        stream.send({
          event: 'error',
          data: {
            code: ErrorCode.internal,
            detail: 'Something went wrong while answering. Please try again.',
          },
        });
      } finally {
        stream.end();
      }
    },
  );

  api.get(
    '/api/chats',
    { config: { access: 'reader' }, schema: { response: { 200: ChatListResponse, 401: ErrorBody } } },
    async (request) => chats.list(userOf(request)),
  );

  api.get(
    '/api/chat/:id/messages',
    {
      config: { access: 'reader', notFound: unknownChat },
      schema: { params: ChatIdParams, response: { 200: ChatMessagesResponse, ...errors } },
    },
    async (request) => chats.messages(userOf(request), request.params.id, request.headers['accept-language']),
  );

  for (const [action, isPublic] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    api.post(
      `/api/chat/:id/${action}`,
      {
        config: { access: 'reader', notFound: unknownChat },
        schema: { params: ChatIdParams, response: { 200: ChatVisibilityResponse, ...errors } },
      },
      async (request) => chats.setPublic(userOf(request), request.params.id, isPublic),
    );
  }

  api.delete(
    '/api/chat/:id',
    {
      config: { access: 'reader', notFound: unknownChat },
      schema: { params: ChatIdParams, response: { 200: DeleteChatResponse, ...errors } },
    },
    async (request) => chats.remove(userOf(request), request.params.id),
  );

  api.get(
    '/api/chat/:id/message/:messageId/audit',
    {
      config: { access: 'reader', notFound: unknownMessage },
      schema: { params: MessageIdParams, response: { 200: AuditResponse, ...errors } },
    },
    async (request) => {
      const { id, messageId } = request.params;
      if (!deps.auditEnabled)
        throw notFound(ErrorCode.featureDisabled, 'The AI prompt audit is turned off here.');
      return chats.audit(userOf(request), id, messageId);
    },
  );
};
