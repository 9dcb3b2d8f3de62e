import type { MediaReferrer } from '../../db/media-references.ts';
import type { ModuleContext } from '../module-context.ts';
import { createPartnersRepository } from './partners.repository.ts';
import { registerPartnerRoutes } from './partners.routes.ts';
import { createPartnersService, type PartnerImages } from './partners.service.ts';

/**
 * Partner editions (spec §1, §5): a partner by id, and the one the request's host names. Their icons
 * are stored images (`npm run admin -- add-partner --icon`): the media module keeps what they name.
 */
export const wirePartners = (
  ctx: ModuleContext,
  deps: { images: PartnerImages & { registerReferrer(referrer: MediaReferrer): void } },
) => {
  const repo = createPartnersRepository(ctx.db);
  deps.images.registerReferrer(repo.mediaNamed);
  registerPartnerRoutes(ctx.app, repo, ctx.config.mainHost);
  // The admin console's editions (issue 34), through the same repository and stored images.
  return { partners: createPartnersService(repo, deps.images) };
};
