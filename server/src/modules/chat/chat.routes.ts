import type { FastifyInstance } from 'fastify';
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
import type { UsersService } from '../users/users.service.ts';
import type { ChatPipeline } from './chat.pipeline.ts';
import { parseChatRequest } from './chat.request.ts';
import type { ChatService } from './chat.service.ts';
import { openEventStream } from './chat.sse.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const registerChatRoutes = (
  app: FastifyInstance,
  deps: {
    users: UsersService;
    chats: ChatService;
    pipeline: ChatPipeline;
    rateLimit: (userId: string, ip: string) => Promise<void>;
    /** enable_audit (spec §3): off, the audit does not exist, here as in the web app. */
    auditEnabled: boolean;
  },
): void => {
  const { users, chats, pipeline } = deps;

  app.post(
    '/api/chat',
    {
      schema: {
        body: ChatRequestBody,
        // 200 is a text/event-stream of StreamEvent (common/src/contracts/chat.ts), written event by event.
        response: { 200: z.string(), ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await users.resolve(request, reply);
      const parsed = parseChatRequest(request.body as ChatRequestBody);
      if ('blankChapter' in parsed) throw notFound(ErrorCode.chapterNotFound, 'Chapter not found');
      const [prepared] = await Promise.all([
        pipeline.prepare(user, parsed),
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

  app.get(
    '/api/chats',
    { schema: { response: { 200: ChatListResponse, 401: ErrorBody } } },
    async (request, reply) => chats.list(await users.resolve(request, reply)),
  );

  app.get(
    '/api/chat/:id/messages',
    { schema: { params: ChatIdParams, response: { 200: ChatMessagesResponse, ...errors } } },
    async (request, reply) =>
      chats.messages(
        await users.resolve(request, reply),
        (request.params as z.infer<typeof ChatIdParams>).id,
      ),
  );

  for (const [action, isPublic] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/chat/:id/${action}`,
      { schema: { params: ChatIdParams, response: { 200: ChatVisibilityResponse, ...errors } } },
      async (request, reply) =>
        chats.setPublic(
          await users.resolve(request, reply),
          (request.params as z.infer<typeof ChatIdParams>).id,
          isPublic,
        ),
    );
  }

  app.delete(
    '/api/chat/:id',
    { schema: { params: ChatIdParams, response: { 200: DeleteChatResponse, ...errors } } },
    async (request, reply) =>
      chats.remove(await users.resolve(request, reply), (request.params as z.infer<typeof ChatIdParams>).id),
  );

  app.get(
    '/api/chat/:id/message/:messageId/audit',
    { schema: { params: MessageIdParams, response: { 200: AuditResponse, ...errors } } },
    async (request, reply) => {
      const { id, messageId } = request.params as z.infer<typeof MessageIdParams>;
      if (!deps.auditEnabled)
        throw notFound(ErrorCode.featureDisabled, 'The AI prompt audit is turned off here.');
      return chats.audit(await users.resolve(request, reply), id, messageId);
    },
  );
};
