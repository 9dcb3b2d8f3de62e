import type { ModuleContext } from '../module-context.ts';
import { createPartnersRepository } from './partners.repository.ts';
import { registerPartnerRoutes } from './partners.routes.ts';

/** Partner editions (spec §1, §5): a partner by id, and the one the request's host names. */
export const wirePartners = (ctx: ModuleContext) =>
  registerPartnerRoutes(ctx.app, createPartnersRepository(ctx.db), ctx.config.mainHost);
