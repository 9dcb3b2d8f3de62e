import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { CurrentPartnerResponse, Partner, PartnerParams } from '../../../../common/src/contracts/partners.ts';
import { partnerSlugFromHost } from '../../../../common/src/partner-host.ts';
import { partnerNotFound } from './partners.errors.ts';
import type { PartnersRepository } from './partners.repository.ts';

/** GET /api/partners/{id}, and the partner edition the request's host asks for (spec §1, §5). */
export const registerPartnerRoutes = (
  app: FastifyInstance,
  repo: PartnersRepository,
  mainHost: string | undefined,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/partners/:id',
    {
      config: { access: 'public', notFound: { id: partnerNotFound } },
      schema: { params: PartnerParams, response: { 200: Partner, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const partner = await repo.find(request.params.id);
      if (!partner) throw partnerNotFound();
      return partner;
    },
  );
  api.get(
    '/api/partner',
    { config: { access: 'public' }, schema: { response: { 200: CurrentPartnerResponse } } },
    async (request) => {
      const slug = partnerSlugFromHost(request.headers.host ?? '', mainHost);
      return { partner: slug ? ((await repo.find(slug)) ?? null) : null };
    },
  );
};
