import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminChurch,
  AdminChurchesResponse,
  AdminJob,
  AdminJobsQuery,
  AdminJobsResponse,
  AdminPartner,
  AdminPartnersResponse,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  AuditQuery,
  AuditResponse,
  ChurchIdParams,
  CreatePartnerBody,
  DecideBody,
  JobIdParams,
  PartnerSlugParams,
  PublisherRequestsQuery,
  PublisherRequestsResponse,
  RequestIdParams,
  SetRoleBody,
  UpdatePartnerBody,
  UserIdParams,
} from '../../../../common/src/contracts/admin.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { PublisherRequest } from '../../../../common/src/contracts/publisher-requests.ts';
import { churchNotFound } from '../churches/churches.errors.ts';
import { partnerNotFound } from '../partners/partners.errors.ts';
import { requestNotFound } from '../publisher-requests/publisher-requests.errors.ts';
import { userOf } from '../users/user-context.ts';
import { adminUserNotFound } from '../users/users.admin.service.ts';
import { jobNotFound } from './admin.errors.ts';
import type { AdminService } from './admin.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** `/api/admin/...` (issue 34): every route is for site admins only (route-table access `admin`). */
export const registerAdminRoutes = (app: FastifyInstance, admin: AdminService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = 'admin' as const;

  api.get(
    '/api/admin/users',
    {
      config: { access },
      schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse, ...errors } },
    },
    async (request) => ({ users: await admin.users(request.query.q) }),
  );
  api.put(
    '/api/admin/users/:id/role',
    {
      config: { access, notFound: { id: adminUserNotFound } },
      schema: { params: UserIdParams, body: SetRoleBody, response: { 200: AdminUser, ...errors } },
    },
    async (request) => admin.setRole(userOf(request), request.params.id, request.body.role),
  );

  api.get(
    '/api/admin/publisher-requests',
    {
      config: { access },
      schema: {
        querystring: PublisherRequestsQuery,
        response: { 200: PublisherRequestsResponse, ...errors },
      },
    },
    async (request) => ({ requests: await admin.requests(request.query.status) }),
  );
  for (const decision of ['approve', 'decline'] as const) {
    api.post(
      `/api/admin/publisher-requests/:id/${decision}`,
      {
        config: { access, notFound: { id: requestNotFound } },
        schema: { params: RequestIdParams, body: DecideBody, response: { 200: PublisherRequest, ...errors } },
      },
      async (request) =>
        admin.decide(
          userOf(request),
          Number(request.params.id),
          decision === 'approve',
          request.body?.reason || null,
        ),
    );
  }

  api.get(
    '/api/admin/churches',
    { config: { access }, schema: { response: { 200: AdminChurchesResponse, ...errors } } },
    async () => ({ churches: await admin.churches() }),
  );
  for (const change of ['suspend', 'restore'] as const) {
    api.post(
      `/api/admin/churches/:id/${change}`,
      {
        config: { access, notFound: { id: churchNotFound } },
        schema: { params: ChurchIdParams, response: { 200: AdminChurch, ...errors } },
      },
      async (request) => admin.setSuspended(userOf(request), Number(request.params.id), change === 'suspend'),
    );
  }

  api.get(
    '/api/admin/partners',
    { config: { access }, schema: { response: { 200: AdminPartnersResponse, ...errors } } },
    async () => ({ partners: await admin.partners() }),
  );
  api.post(
    '/api/admin/partners',
    {
      config: { access },
      schema: { body: CreatePartnerBody, response: { 201: AdminPartner, ...errors, 422: ErrorBody } },
    },
    async (request, reply) => reply.code(201).send(await admin.createPartner(userOf(request), request.body)),
  );
  api.put(
    '/api/admin/partners/:slug',
    {
      config: { access, notFound: { slug: partnerNotFound } },
      schema: {
        params: PartnerSlugParams,
        body: UpdatePartnerBody,
        response: { 200: AdminPartner, ...errors, 422: ErrorBody },
      },
    },
    async (request) => admin.updatePartner(userOf(request), request.params.slug, request.body),
  );
  api.delete(
    '/api/admin/partners/:slug',
    {
      config: { access, notFound: { slug: partnerNotFound } },
      schema: { params: PartnerSlugParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await admin.deletePartner(userOf(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/admin/jobs',
    {
      config: { access },
      schema: { querystring: AdminJobsQuery, response: { 200: AdminJobsResponse, ...errors } },
    },
    async (request) => admin.jobs(request.query),
  );
  for (const action of ['retry', 'cancel'] as const) {
    api.post(
      `/api/admin/jobs/:id/${action}`,
      {
        config: { access, notFound: { id: jobNotFound } },
        schema: { params: JobIdParams, response: { 200: AdminJob, ...errors } },
      },
      async (request) =>
        action === 'retry'
          ? admin.retryJob(userOf(request), request.params.id)
          : admin.cancelJob(userOf(request), request.params.id),
    );
  }

  api.get(
    '/api/admin/audit',
    { config: { access }, schema: { querystring: AuditQuery, response: { 200: AuditResponse, ...errors } } },
    async (request) => ({ entries: await admin.audit(request.query.before_id, request.query.limit) }),
  );
};
