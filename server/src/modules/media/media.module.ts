import { parseAllowlist } from '../../adapters/web-fetch/address-policy.ts';
import { createSafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMediaRepository } from './media.repository.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaImages } from './media.service.ts';
import { registerMediaSweep } from './media.sweep.ts';

/**
 * Publishers' images copied into the database and served from Emmaus (issue 37): the churches and
 * sermons modules copy what a publisher names when it is saved; readers fetch only /api/media/{id}.
 * Those modules (and the partners) register what their rows name, and release what a change or a
 * deletion stopped naming; a daily job removes what nothing names.
 */
export const wireMedia = (ctx: ModuleContext): { images: MediaImages } => {
  const { websiteFetch } = ctx.config;
  const service = createMediaService({
    repo: createMediaRepository(ctx.db),
    // The same outbound address policy as the church-website fetcher (OUTBOUND_ALLOW_PRIVATE).
    fetcher: createSafeFetcher({
      allow: parseAllowlist(ctx.config.outboundAllowPrivate),
      ...(websiteFetch?.resolver ? { resolver: websiteFetch.resolver } : {}),
      ...(websiteFetch?.pageTimeoutMs ? { pageTimeoutMs: websiteFetch.pageTimeoutMs } : {}),
    }),
    warn: (message) => ctx.log.logger.warn(message),
  });
  registerMediaRoutes(ctx.app, service);
  registerMediaSweep(ctx.jobs.worker, service.sweep);
  return { images: service };
};
