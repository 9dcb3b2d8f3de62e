import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddSermonBody,
  AnalyzeWebsiteBody,
  ApproveBody,
  Church,
  ChurchAnalysisRecord,
  ChurchAnalysisResult,
  ChurchCreateBody,
  ChurchMembersResponse,
  ChurchUpdateBody,
  JoinResponse,
  MemberParams,
  MemberRoleBody,
  RecentVideosQuery,
  RecentVideosResponse,
  UserChurchesResponse,
  VideoDetailResponse,
  VideoParams,
} from '../../../../common/src/contracts/churches.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { PlanIdParams, SermonResponse } from '../../../../common/src/contracts/reading-plans.ts';
import { userOf } from '../users/user-context.ts';
import { churchNotFound, joinRequestNotFound, memberNotFound, videoNotFound } from './churches.errors.ts';
import type { ChurchOnboarding } from './churches.onboarding.ts';
import type { ChurchesService } from './churches.service.ts';
import type { ChurchVideos } from './churches.videos.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Empty = z.null();

// A malformed id is answered as an unknown one (lib/route-table.ts NotFoundParams).
const unknownChurch = { id: churchNotFound };
const unknownMember = { id: churchNotFound, userId: memberNotFound };
const unknownJoinRequest = { id: churchNotFound, userId: joinRequestNotFound };
const unknownVideo = { id: churchNotFound, videoId: videoNotFound };

export interface ChurchRouteDeps {
  service: ChurchesService;
  onboarding: ChurchOnboarding;
  videos: ChurchVideos;
}

/** Churches (spec §7 Sermons and churches): profile, onboarding, members, videos. */
export const registerChurchRoutes = (app: FastifyInstance, deps: ChurchRouteDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  api.post(
    '/api/churches/analyze-website',
    {
      config: { access: 'reader' },
      schema: { body: AnalyzeWebsiteBody, response: { 200: ChurchAnalysisResult, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      const { website_url } = request.body;
      return deps.onboarding.analyze(user, website_url);
    },
  );

  // Manual setup (issue 36): the same authorisation as an analysis (a dashboard user, who becomes owner).
  api.post(
    '/api/churches',
    {
      config: { access: 'reader' },
      // 409: the website is another church's; 422: the logo could not be copied to Emmaus.
      schema: {
        body: ChurchCreateBody,
        response: { 201: Church, 409: ErrorBody, 422: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const church = await service.create(userOf(request), request.body);
      return reply.code(201).send(church);
    },
  );

  api.get(
    '/api/user/churches',
    { config: { access: 'reader' }, schema: { response: { 200: UserChurchesResponse, 401: ErrorBody } } },
    async (request) => service.userChurches(userOf(request)),
  );

  api.post(
    '/api/user/churches/:id/join',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 202: JoinResponse, 409: ErrorBody, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id } = request.params;
      const result = await service.join(user, id);
      return reply.code(202).send(result);
    },
  );

  api.get(
    '/api/churches/:id',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 200: Church, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      return service.get(user, request.params.id);
    },
  );

  api.put(
    '/api/churches/:id',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: {
        params: PlanIdParams,
        body: ChurchUpdateBody,
        // 422: the logo could not be copied to Emmaus (media.image_refused).
        response: { 200: Church, 409: ErrorBody, 422: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      return service.update(user, id, request.body);
    },
  );

  api.delete(
    '/api/churches/:id',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 204: Empty, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      await service.remove(user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Issue 36: "Continue" on the review of a church an analysis found; the church is then set up.
  api.post(
    '/api/churches/:id/confirm-setup',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 200: Church, ...errors } },
    },
    async (request) => service.confirmSetup(userOf(request), request.params.id),
  );

  api.get(
    '/api/churches/:id/analysis',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 200: ChurchAnalysisRecord, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      return service.analysis(user, request.params.id);
    },
  );

  api.get(
    '/api/churches/:id/members',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, response: { 200: ChurchMembersResponse, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      return service.members(user, request.params.id);
    },
  );

  // Approving names the role (issue 36): member unless the owner makes them a publisher.
  api.post(
    '/api/churches/:id/join-requests/:userId/approve',
    {
      config: { access: 'reader', notFound: unknownJoinRequest },
      schema: { params: MemberParams, body: ApproveBody, response: { 204: Empty, ...errors } },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await service.decide(userOf(request), id, userId, true, request.body?.role ?? 'member');
      return reply.code(204).send(null);
    },
  );
  api.post(
    '/api/churches/:id/join-requests/:userId/decline',
    {
      config: { access: 'reader', notFound: unknownJoinRequest },
      schema: { params: MemberParams, response: { 204: Empty, ...errors } },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await service.decide(userOf(request), id, userId, false);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/api/churches/:id/members/:userId',
    {
      config: { access: 'reader', notFound: unknownMember },
      schema: {
        params: MemberParams,
        body: MemberRoleBody,
        response: { 204: Empty, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id, userId } = request.params;
      await service.setRole(user, id, userId, request.body.role);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/churches/:id/members/:userId',
    {
      config: { access: 'reader', notFound: unknownMember },
      schema: { params: MemberParams, response: { 204: Empty, 409: ErrorBody, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id, userId } = request.params;
      await service.removeMember(user, id, userId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/churches/:id/recent-videos',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: {
        params: PlanIdParams,
        querystring: RecentVideosQuery,
        response: { 200: RecentVideosResponse, 502: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      return deps.videos.recent(user, id, request.query.limit);
    },
  );

  api.get(
    '/api/churches/:id/videos/:videoId',
    {
      config: { access: 'reader', notFound: unknownVideo },
      schema: { params: VideoParams, response: { 200: VideoDetailResponse, 502: ErrorBody, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      const { id, videoId } = request.params;
      return deps.videos.detail(user, id, videoId);
    },
  );

  api.post(
    '/api/churches/:id/sermons',
    {
      config: { access: 'reader', notFound: unknownChurch },
      schema: { params: PlanIdParams, body: AddSermonBody, response: { 201: SermonResponse, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id } = request.params;
      const sermon = await deps.videos.addSermon(user, id, request.body);
      return reply.code(201).send(sermon);
    },
  );
  // GET /api/sermons/:id is the sermons module's (sermons.routes.ts), with the same visibility rules.
};
