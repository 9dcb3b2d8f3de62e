import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  MyPublisherRequestResponse,
  PublisherRequest,
  PublisherRequestBody,
} from '../../../../common/src/contracts/publisher-requests.ts';
import { userOf } from '../users/user-context.ts';
import type { PublisherRequestsService } from './publisher-requests.service.ts';

/** A reader's side of publisher access (issue 34); the admins' side is in the admin module. */
export const registerPublisherRequestRoutes = (app: FastifyInstance, requests: PublisherRequestsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/publisher-requests',
    {
      config: { access: 'reader' },
      schema: {
        body: PublisherRequestBody,
        response: { 201: PublisherRequest, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await requests.create(userOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  api.get(
    '/api/user/publisher-request',
    {
      config: { access: 'reader' },
      schema: { response: { 200: MyPublisherRequestResponse, 401: ErrorBody } },
    },
    async (request) => ({ request: await requests.mine(userOf(request)) }),
  );
  api.post(
    '/api/user/publisher-request/seen',
    {
      config: { access: 'reader' },
      schema: { response: { 200: MyPublisherRequestResponse, 401: ErrorBody } },
    },
    async (request) => ({ request: await requests.markSeen(userOf(request)) }),
  );
};
