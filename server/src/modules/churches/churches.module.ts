import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { createChurchWebsiteAnalyzer } from '../../adapters/church-website/analyzer.ts';
import type { VideoPlatform } from '../../adapters/video-platform/video-platform.ts';
import { parseAllowlist } from '../../adapters/web-fetch/address-policy.ts';
import { createSafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import type { MediaReferrer } from '../../db/media-references.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createChurchAccess } from './churches.access.ts';
import { createChurchesAdminRepository } from './churches.admin.repository.ts';
import { createChurchesAdmin } from './churches.admin.service.ts';
import { createChurchDirectory } from './churches.directory.ts';
import { createJoinMailer } from './churches.join-mail.ts';
import { createChurchOnboarding } from './churches.onboarding.ts';
import { createChurchesRepository, deleteMemberships } from './churches.repository.ts';
import { registerChurchRoutes } from './churches.routes.ts';
import {
  type ChurchImages,
  type ChurchSermons,
  type ChurchStudies,
  createChurchesService,
} from './churches.service.ts';
import { type ChurchThumbnails, createChurchVideos, type SermonLookup } from './churches.videos.ts';

/**
 * The churches' own tables as other modules read them (names, roles, the access rules), built before
 * the reading plans, sermons and analytics that need them; the churches' pages after them (wireChurches).
 */
export const wireChurchDirectory = (ctx: ModuleContext) => {
  const repo = createChurchesRepository(ctx.db);
  // For the expiry of empty anonymous users (users.expiry.ts): members and those who asked to join; a
  // reader's export and deletion (issue 34).
  ctx.userData.register({
    usersWithData: repo.usersWithData,
    exportUserData: repo.exportMemberships,
    deleteUserData: deleteMemberships,
    blocksDeletion: async (userId) => {
      const owned = await repo.soleOwnedChurches(userId);
      if (owned.length === 0) return null;
      const names = owned.length === 1 ? owned[0] : `${owned.slice(0, -1).join(', ')} and ${owned.at(-1)}`;
      return {
        code: ErrorCode.deleteSoleChurchOwner,
        message: `You are the only owner of ${names}. Make another member an owner in the church's settings, or delete the church, before deleting your account.`,
      };
    },
  });
  const adminRepo = createChurchesAdminRepository(ctx.db);
  return {
    repo,
    adminRepo,
    access: createChurchAccess(repo),
    // Suspended churches' studies leave Discover (issue 34): the reading plans ask which they are.
    directory: { ...createChurchDirectory(repo), suspendedIds: adminRepo.suspendedIds },
  };
};

/** Churches (spec §7): profile, onboarding from a website, members and join requests, videos. */
export const wireChurches = (
  ctx: ModuleContext,
  deps: {
    churches: ReturnType<typeof wireChurchDirectory>;
    /** The reading-plans module's studies of churches. */
    studies: ChurchStudies;
    /** The sermons module's: a church's sermons, and those of its videos. */
    sermons: ChurchSermons & { lookup: SermonLookup };
    /** E-mail addresses of users who signed in (the users module's). */
    emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
    guidance: GuidanceService;
    platform: VideoPlatform;
    /** A configured provider's model for structured output; none with the offline study engine. */
    structuredModel: LanguageModelV3 | undefined;
    /**
     * The media module's: logos, about texts' images and video thumbnails copied (issue 37), and what
     * the churches' rows name kept (an image nothing names is removed).
     */
    images: ChurchImages & ChurchThumbnails & { registerReferrer(referrer: MediaReferrer): void };
  },
) => {
  const { repo, access } = deps.churches;
  deps.images.registerReferrer(repo.mediaNamed);
  const { websiteFetch } = ctx.config;
  const service = createChurchesService({
    repo,
    studies: deps.studies,
    sermons: deps.sermons,
    emailsOf: deps.emailsOf,
    guidance: deps.guidance,
    access,
    images: deps.images,
    ...(ctx.mail && ctx.config.publicUrl
      ? { tellOwners: createJoinMailer(ctx.mail, ctx.config.publicUrl) }
      : {}),
  });
  const churchesAdmin = createChurchesAdmin({
    repo: deps.churches.adminRepo,
    studies: deps.studies,
    sermons: deps.sermons,
    emailsOf: deps.emailsOf,
  });
  registerChurchRoutes(ctx.app, {
    service,
    onboarding: createChurchOnboarding({
      repo,
      service,
      images: deps.images,
      analyzer: createChurchWebsiteAnalyzer({
        fetcher: createSafeFetcher({
          allow: parseAllowlist(ctx.config.outboundAllowPrivate),
          ...(websiteFetch?.resolver ? { resolver: websiteFetch.resolver } : {}),
          ...(websiteFetch?.pageTimeoutMs ? { pageTimeoutMs: websiteFetch.pageTimeoutMs } : {}),
        }),
        ...(websiteFetch?.overallTimeoutMs ? { overallTimeoutMs: websiteFetch.overallTimeoutMs } : {}),
        videoHosts: [deps.platform.host],
        // An embedded player's watch page names its channel (a site that only embeds one).
        channelOfVideo: async (videoId) => (await deps.platform.videoDetails(videoId)).channelUrl,
        // The offline study engine is no page reader: only a configured model reads websites, through
        // structured output (the same zod schema the rules fill).
        model: deps.structuredModel,
        // Pages are parsed in the jobs' worker threads: a hostile page never holds the event loop.
        parse: (input) => ctx.workers.background.run('church.parsePage', input),
      }),
    }),
    videos: createChurchVideos({
      access,
      platform: deps.platform,
      sermons: deps.sermons.lookup,
      thumbnails: deps.images,
    }),
  });
  // Churches an analysis found and nobody confirmed within a week go (issue 36), once a day.
  ctx.jobs.worker.register<unknown, { removed: number }>(
    SWEEP_UNCONFIRMED_JOB,
    () => service.sweepAbandoned(new Date(Date.now() - UNCONFIRMED_KEPT_MS)),
    { everyMs: 86_400_000, timeoutMs: 10 * 60_000, backoffMs: 60_000 },
  );
  return { churchesAdmin };
};

/** The daily job removing churches left under review (issue 36). */
export const SWEEP_UNCONFIRMED_JOB = 'churches.sweep-unconfirmed';
/** How long a church found by an analysis waits for its publisher's "Continue". */
export const UNCONFIRMED_KEPT_MS = 7 * 86_400_000;
