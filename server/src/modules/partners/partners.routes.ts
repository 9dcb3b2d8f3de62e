import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { CurrentPartnerResponse, Partner, PartnerParams } from '../../../../common/src/contracts/partners.ts';
import { partnerSlugFromHost } from '../../../../common/src/partner-host.ts';
import { notFound } from '../../lib/errors.ts';
import type { PartnersRepository } from './partners.repository.ts';

/** GET /api/partners/{id}, and the partner edition the request's host asks for (spec §1, §5). */
export const registerPartnerRoutes = (
  app: FastifyInstance,
  repo: PartnersRepository,
  mainHost: string | undefined,
) => {
  app.get(
    '/api/partners/:id',
    { schema: { params: PartnerParams, response: { 200: Partner, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const partner = await repo.find((request.params as z.infer<typeof PartnerParams>).id);
      if (!partner) throw notFound(ErrorCode.partnerNotFound, 'Partner not found');
      return partner;
    },
  );
  app.get('/api/partner', { schema: { response: { 200: CurrentPartnerResponse } } }, async (request) => {
    const slug = partnerSlugFromHost(request.headers.host ?? '', mainHost);
    return { partner: slug ? ((await repo.find(slug)) ?? null) : null };
  });
};
