import { fromNodeHeaders } from 'better-auth/node';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ZodType } from 'zod';
import { DEFAULT_CARE_RESOURCES } from '../../common/src/care/care-resources.ts';
import type { CareResource } from '../../common/src/contracts/care.ts';
import { AUDIO_MAX_BYTES } from '../../common/src/contracts/sermons.ts';
import { canManageChurch, hasRole } from '../../common/src/roles.ts';
import { createChurchWebsiteAnalyzer } from './adapters/church-website/analyzer.ts';
import { createOpenAiSpeechToText } from './adapters/speech-to-text/speech-to-text.ts';
import type { VideoPlatform } from './adapters/video-platform/video-platform.ts';
import { createYouTube } from './adapters/video-platform/youtube.ts';
import { createYouTubeDataApi } from './adapters/video-platform/youtube-data-api.ts';
import { parseAllowlist } from './adapters/web-fetch/address-policy.ts';
import { createSafeFetcher, type Resolver } from './adapters/web-fetch/web-fetch.ts';
import type { OidcProviderConfig } from './config-oidc.ts';
import { CHANGES_CHANNEL } from './db/changes.ts';
import type { Database, Db } from './db/database.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { createLogger, registerAccessLog } from './lib/access-log.ts';
import { registerCloseOnUnreadBody } from './lib/body-deadline.ts';
import { registerCompression } from './lib/compression.ts';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, defaultMaxConnections } from './lib/connection-limits.ts';
import { registerErrorHandler, routerRefusal } from './lib/error-handler.ts';
import { createHeavyWork, type HeavyWorkConfig } from './lib/heavy-work.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { registerRouteTable } from './lib/route-table.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { type TrustProxy, trustsPeer } from './lib/trust-proxy.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-compiler.ts';
import { createLinkPreview } from './link-preview.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAnnotationsRepository } from './modules/annotations/annotations.repository.ts';
import { registerAnnotationRoutes } from './modules/annotations/annotations.routes.ts';
import {
  type AnnotationBudgets,
  createAnnotationsService,
  DEFAULT_ANNOTATION_BUDGETS,
} from './modules/annotations/annotations.service.ts';
import {
  createAnnotationWriteLimit,
  DEFAULT_ANNOTATION_WRITES_PER_MINUTE,
} from './modules/annotations/annotations.write-limit.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { type AiConfig, createModel } from './modules/assistant/model.ts';
import { moveAnonymousData } from './modules/auth/account-link.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createSignInGuard, type SignInGuardOptions } from './modules/auth/sign-in-guard.ts';
import { createBibleRepository } from './modules/bible/bible.repository.ts';
import { registerBibleRoutes } from './modules/bible/bible.routes.ts';
import { createBibleService } from './modules/bible/bible.service.ts';
import { createBibleStudyRepository } from './modules/bible/bible.study.repository.ts';
import { createBibleStudyService } from './modules/bible/bible.study.service.ts';
import { registerBibleDownloadRoutes } from './modules/bible/bible-download.routes.ts';
import { createBibleDownloads } from './modules/bible/bible-download.ts';
import { ChapterFastPath } from './modules/bible/chapter-fast-path.ts';
import { createCareService } from './modules/care/care.service.ts';
import { createChatPipeline } from './modules/chat/chat.pipeline.ts';
import { createPromptBuilder } from './modules/chat/chat.prompt.ts';
import {
  createChatRateLimit,
  type RateLimitConfig,
  sharedWindowCounter,
} from './modules/chat/chat.rate-limit.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createChurchAccess } from './modules/churches/churches.access.ts';
import { createChurchDirectory } from './modules/churches/churches.directory.ts';
import { createChurchOnboarding } from './modules/churches/churches.onboarding.ts';
import { createChurchesRepository } from './modules/churches/churches.repository.ts';
import { registerChurchRoutes } from './modules/churches/churches.routes.ts';
import { createChurchesService } from './modules/churches/churches.service.ts';
import { createChurchVideos } from './modules/churches/churches.videos.ts';
import { registerFeatureFlagRoutes } from './modules/feature-flags/feature-flags.routes.ts';
import { registerGuidanceRoutes } from './modules/guidance/guidance.routes.ts';
import { createGuidanceService } from './modules/guidance/guidance.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createHomeRepository } from './modules/home/home.repository.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createLibraryRepository } from './modules/library/library.repository.ts';
import { registerLibraryRoutes } from './modules/library/library.routes.ts';
import { createLibraryService } from './modules/library/library.service.ts';
import { createLibraryStudyRepository } from './modules/library/library.study.repository.ts';
import { createLibraryStudyService } from './modules/library/library.study.service.ts';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.ts';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { registerPartnerRoutes } from './modules/partners/partners.routes.ts';
import { createReadingPlansRepository } from './modules/reading-plans/reading-plans.repository.ts';
import { registerReadingPlansRoutes } from './modules/reading-plans/reading-plans.routes.ts';
import { createReadingPlansService } from './modules/reading-plans/reading-plans.service.ts';
import { createSermonAnalyzer } from './modules/sermons/sermons.analyzer.ts';
import { createAudioStore } from './modules/sermons/sermons.audio.ts';
import { registerSermonJobs } from './modules/sermons/sermons.jobs.ts';
import { createSermonsRepository } from './modules/sermons/sermons.repository.ts';
import { registerSermonRoutes } from './modules/sermons/sermons.routes.ts';
import { createSermonsService } from './modules/sermons/sermons.service.ts';
import { createSermonStore } from './modules/sermons/sermons.store.ts';
import { createSermonVideoLookup } from './modules/sermons/sermons.video-lookup.ts';
import { createStudySources } from './modules/sermons/study/library-sources.ts';
import { createModelStudyWriter } from './modules/sermons/study/model-writer.ts';
import { createOfflineStudyWriter } from './modules/sermons/study/writer.ts';
import { registerSiteRoutes } from './modules/site/site.routes.ts';
import { registerSuggestionsRoutes } from './modules/suggestions/suggestions.routes.ts';
import { createSuggestionsService } from './modules/suggestions/suggestions.service.ts';
import { registerUserSettingsRoutes } from './modules/user-settings/user-settings.routes.ts';
import { createUserSettingsService } from './modules/user-settings/user-settings.service.ts';
import { createNewUserLimit } from './modules/users/new-user-limit.ts';
import { registerUserContext } from './modules/users/user-context.ts';
import { createUserIdSigner } from './modules/users/user-id.ts';
import {
  createAnonymousUserExpiry,
  DEFAULT_ANONYMOUS_USER_TTL_DAYS,
  registerAnonymousUserExpiry,
} from './modules/users/users.expiry.ts';
import { createUsersRepository, type UserRow } from './modules/users/users.repository.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createUserEmails, createUsersService } from './modules/users/users.service.ts';
import { createReaderPrerender } from './reader-prerender.ts';
import { registerWebApp } from './web-static.ts';

export interface AppDeps {
  /** Build the home search's indexes as soon as the server listens (main.ts), not on first use. */
  warmAfterListen?: boolean;
  /** Headers and body deadlines (defaults: 10 s; 30 s, audio uploads at 64 KiB/s); tests shorten them. */
  requestLimits?: ConstructorParameters<typeof ChapterFastPath>[0];
  /**
   * MAX_CONNECTIONS (default: 10,000, fewer under a lower file limit) and MAX_CONNECTIONS_PER_IP (default
   * 256; 0: no cap) of the listening server (lib/connection-limits.ts).
   */
  connectionLimits?: { max?: number | undefined; perAddress?: number | undefined };
  db: Db;
  userIdSecret: string;
  logLevel?: string;
  /** Access lines a second written in full (DEFAULT_ACCESS_LINES_PER_SECOND; 0: every request). */
  accessLogPerSecond?: number;
  /** Where log lines go; stdout, written asynchronously, when omitted (tests pass a stream to read). */
  logDestination?: DestinationStream;
  /** The built web app; omitted in API tests. */
  webDist?: string | undefined;
  /** The assistant's model; the offline study engine when omitted. */
  ai?: AiConfig;
  /** CARE_RESOURCES: the crisis lines the care card shows; DEFAULT_CARE_RESOURCES when omitted. */
  careResources?: readonly CareResource[];
  chatRateLimit?: RateLimitConfig;
  /** New anonymous users (rows) one client address may create a minute; DEFAULT_NEW_USERS_PER_MINUTE where omitted. */
  newUsersPerMinute?: number;
  /** Bounds on expensive requests (lib/heavy-work.ts); DEFAULT_HEAVY_WORK's values where omitted. */
  heavyWork?: Partial<HeavyWorkConfig>;
  /**
   * The clock of the heavy routes' (and annotation writes') one-minute windows (Date.now): tests pin it
   * so a run never straddles two windows.
   */
  heavyWorkClock?: () => number;
  /**
   * Count the per-address budgets (home, search, analytics events) in the database, so instances sharing
   * it share them (main.ts: on PostgreSQL); in memory per instance where omitted. `heavyWork.shared`
   * decides for the heavy routes alone.
   */
  sharedLimits?: boolean;
  /** Analytics event requests per client address a minute (default 120). */
  analyticsEventsPerMinute?: number;
  /**
   * Note text one reader may keep (ANNOTATION_BYTES_ANONYMOUS, ANNOTATION_BYTES_ACCOUNT) and annotation
   * writes per client address a minute (ANNOTATION_WRITES_RATE_LIMIT_IP); the modules' defaults where omitted.
   */
  annotationBudgets?: Partial<AnnotationBudgets> & { writesPerMinute?: number };
  /** ANON_USER_TTL_DAYS: empty anonymous users older than this are deleted daily (users.expiry.ts). */
  anonymousUserTtlDays?: number;
  /** Feature flags turned on (spec §3); the README's default run turns on all but enable_esv. */
  featureFlags?: ReadonlySet<string>;
  /** The main site's host name (never a partner edition); from PUBLIC_URL or MAIN_HOST. */
  mainHost?: string | undefined;
  /** The public address (PUBLIC_URL), for sign-in callbacks; inferred from each request when unset. */
  publicUrl?: string | undefined;
  signInPerMinute?: number;
  /** Per-account password sign-in limits; the defaults of sign-in-guard.ts when omitted (tests shorten them). */
  signInGuard?: SignInGuardOptions;
  /** TRUST_PROXY: off (the default), a hop count, or proxy addresses/CIDRs; decides request.ip. */
  trustProxy?: TrustProxy;
  /** OpenID Connect identity providers (README "Accounts"); none by default. */
  oidcProviders?: OidcProviderConfig[];
  /**
   * The durable job queue and this instance's worker (main.ts starts it after listen, stops it on
   * shutdown). Modules register their job kinds on the worker here; tests pass their own or get an
   * unstarted one.
   */
  jobs?: { queue: JobQueue; worker: JobWorker };
  /** VIDEO_PLATFORM_URL (default https://www.youtube.com). */
  videoPlatformUrl?: string;
  /** YOUTUBE_API_KEY and YOUTUBE_API_URL: channels and uploads through the Data API v3 when set. */
  youtubeApi?: { key: string; url: string };
  /** A video platform other than YouTube at videoPlatformUrl (tests). */
  videoPlatform?: VideoPlatform;
  /** OUTBOUND_ALLOW_PRIVATE: `address:port` pairs the website fetcher may reach although private. */
  outboundAllowPrivate?: string;
  /**
   * The church-website fetcher's DNS resolver and time limits (10 s a page, 30 s an analysis where
   * omitted): tests inject a resolver that fails and shorten the limits.
   */
  websiteFetch?: { resolver?: Resolver; pageTimeoutMs?: number; overallTimeoutMs?: number };
  /**
   * Notifications from the database (Database.listen): with it, a Bible import on any instance clears
   * this one's caches of Bible data at once (db/changes.ts); without it they expire by their TTL.
   */
  listen?: Database['listen'];
  /**
   * TRANSCRIBE_BASE_URL/MODEL: a speech-to-text server for sermon audio uploads, kept in `audioDir`
   * until transcribed (DATA_DIR/sermon-audio); `audioMaxBytes` defaults to 200 MB (tests lower it).
   */
  transcribe?: {
    baseUrl: string;
    model: string;
    apiKey?: string | undefined;
    timeoutMs: number;
    audioDir: string;
  };
  audioMaxBytes?: number;
}

const DEFAULT_FLAGS = new Set([
  'enable_audit',
  'enable_commentaries',
  'enable_reading_plans',
  'enable_translations',
]);

const DEFAULT_AI: AiConfig = { provider: 'builtin', timeoutMs: 60_000 };
// One heavy job at a time suits the embedded database's single connection (main.ts allows more on
// PostgreSQL). A person types a few questions a minute; searching as one types, a few dozen.
// Issue 19 item 5: enough for a family or a church on one address, far below a flood (732/s measured).
export const DEFAULT_NEW_USERS_PER_MINUTE = 30;

export const DEFAULT_HEAVY_WORK: HeavyWorkConfig = {
  concurrency: 1,
  queue: 4,
  perMinute: { home: 20, search: 60 },
};
const DEFAULT_RATE_LIMIT: RateLimitConfig = { perUser: 20, perIp: 60, windowSeconds: 60 };

/** Builds the whole app without listening: main.ts listens, tests use app.inject(). */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const log = createLogger(deps.logLevel ?? 'info', deps.logDestination, deps.accessLogPerSecond);
  // Cached chapters are answered ahead of Fastify's routing (the reader's hot path; decision 0007); its
  // server factory also bounds connections (lib/connection-limits.ts), telling refusals to the log.
  const fastPath = new ChapterFastPath(deps.requestLimits, {
    limits: {
      max: deps.connectionLimits?.max ?? defaultMaxConnections(),
      perAddress: deps.connectionLimits?.perAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      exempt: trustsPeer(deps.trustProxy ?? false),
    },
    warn: (message) => log.logger.warn(message),
  });
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    loggerInstance: log.logger,
    // One access line per request (access-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // Headers and bodies that never finish are cut off: chapter-fast-path.ts (headers) and
    // lib/body-deadline.ts (each body, longer for large uploads).
    // request.ip is the one client address everything keys on (sign-in and chat limits, analytics).
    // A hop count as the function proxy-addr makes of a number (Fastify's types take no number).
    trustProxy:
      typeof deps.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.trustProxy as number)
        : (deps.trustProxy ?? false),
    forceCloseConnections: 'idle',
    // Path parameters are judged by their contracts (a long resource id is a 404 like any unknown
    // one); only beyond this does the router refuse them, through frameworkErrors below.
    routerOptions: { maxParamLength: 1024 },
    // The router's own refusals (a bad percent-encoding, an over-long parameter) get the same
    // `{ detail, code }` body as every other error, instead of Fastify's default shape.
    frameworkErrors: routerRefusal,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // Every JSON response goes through its contract, in production too (lib/zod-compiler.ts).
  app.setSerializerCompiler<ZodType>(zodSerializerCompiler);
  registerErrorHandler(app);
  registerAccessLog(app, log.access);
  // Last of the onClose hooks: what the asynchronous log destination still holds is written out.
  app.addHook('onClose', (_app, done) => {
    log.flush();
    done();
  });
  registerRouteTable(app);
  registerJsonBody(app);
  registerCloseOnUnreadBody(app);

  registerSecurityHeaders(app);
  registerCompression(app);

  const jobQueue = deps.jobs?.queue ?? createJobQueue(deps.db);
  const jobWorker = deps.jobs?.worker ?? createJobWorker(jobQueue, { pollMs: 250 });
  if (!deps.jobs) {
    // Tests (and any caller that passes no worker) run jobs in this app; main.ts starts its own after listen.
    app.addHook('onReady', async () => jobWorker.start());
    app.addHook('preClose', async () => jobWorker.stop(2000));
  }

  const bible = createBibleService(createBibleRepository(deps.db));
  const libraryRepo = createLibraryRepository(deps.db);
  const library = createLibraryService(libraryRepo, bible);
  const usersRepo = createUsersRepository(deps.db);
  const auth = createAuth(deps.db, {
    secret: deps.userIdSecret,
    publicUrl: deps.publicUrl,
    ...(deps.signInPerMinute ? { signInPerMinute: deps.signInPerMinute } : {}),
    oidcProviders: deps.oidcProviders ?? [],
  });
  const users = createUsersService(
    usersRepo,
    createUserIdSigner(deps.userIdSecret),
    async (id) => (await bible.listTranslations()).some((t) => t.id === id),
    {
      sessionUserId: async (request) =>
        (await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }))?.user.id,
      identitySubjects: async (request) =>
        (await auth.api.listUserAccounts({ headers: fromNodeHeaders(request.headers) }))
          .filter((a) => a.providerId !== 'credential')
          .map((a) => a.accountId),
      // Every module that keeps rows per reader moves its own (the services below, made later: this
      // runs only when a reader signs in, long after the app is built).
      moveData: (from, to) =>
        moveAnonymousData(
          deps.db,
          [
            chatService.moveUserData,
            plans.moveUserData,
            onboarding.moveUserData,
            annotations.moveUserData,
            analytics.moveUserData,
          ],
          from,
          to,
        ),
    },
    createNewUserLimit(deps.newUsersPerMinute ?? DEFAULT_NEW_USERS_PER_MINUTE),
  );

  registerUserContext(app, users);
  registerHealthRoutes(app, deps.db);
  registerFeatureFlagRoutes(app, deps.featureFlags ?? DEFAULT_FLAGS);
  // The rate_limits table counts the chat's questions and, on PostgreSQL, the heavy routes' budgets.
  const chatRepo = createChatRepository(deps.db);
  const heavy = createHeavyWork(
    {
      ...DEFAULT_HEAVY_WORK,
      ...deps.heavyWork,
      perMinute: { ...DEFAULT_HEAVY_WORK.perMinute, ...deps.heavyWork?.perMinute },
    },
    deps.heavyWorkClock ?? Date.now,
    (deps.heavyWork?.shared ?? deps.sharedLimits) ? sharedWindowCounter(chatRepo, 'heavy:') : undefined,
  );
  registerBibleRoutes(app, bible, heavy);
  registerBibleDownloadRoutes(app, createBibleDownloads(bible));
  fastPath.attach(bible.cachedChapter, log.access);
  app.addHook('preClose', (done) => {
    fastPath.close();
    done();
  });
  registerLibraryRoutes(app, library);
  registerUsersRoutes(app, users);
  registerAuthRoutes(
    app,
    auth,
    users,
    deps.oidcProviders ?? [],
    createSignInGuard(deps.db, deps.signInGuard),
  );
  const guidance = createGuidanceService();
  registerGuidanceRoutes(app, guidance);
  const settings = createUserSettingsService(usersRepo, guidance);
  registerUserSettingsRoutes(app, users, settings);
  const plansRepo = createReadingPlansRepository(deps.db);
  const churchesRepo = createChurchesRepository(deps.db);
  const churchDirectory = createChurchDirectory(churchesRepo);
  const sermonsRepo = createSermonsRepository(deps.db);
  // Reading-plan events go to the anonymous analytics counters (created just below: called later).
  const plans = createReadingPlansService(plansRepo, (event) => analytics.record([event]), {
    churchNames: churchDirectory.churchNames,
    memberRole: churchDirectory.memberRole,
    memberships: churchDirectory.memberships,
    sermonWithChurch: async (id) => {
      const sermon = await sermonsRepo.find(id);
      const churchName =
        sermon && (await churchDirectory.churchNames([sermon.churchId])).get(sermon.churchId);
      return sermon && churchName !== undefined ? { sermon, churchName } : undefined;
    },
  });
  const analytics = createAnalyticsService(createAnalyticsRepository(deps.db), plans.churchStudyActivity);
  // Plan-mode questions are counted where the chat prompt reads the plan day (anonymous: plan and day).
  const stepContextCounted = async (user: UserRow, stepId: string | undefined) => {
    const step = await plans.stepContext(user, stepId);
    if (step)
      await analytics
        .planQuestion(step.planId, step.passage.passage_order)
        .catch((err: Error) => app.log.warn(`analytics: ${err.message}`));
    return step;
  };
  const ai = deps.ai ?? DEFAULT_AI;
  // Care for a reader in crisis (issue 29): home and chat ask it before anything else.
  const care = createCareService(deps.careResources ?? DEFAULT_CARE_RESOURCES);
  const chatService = createChatService(chatRepo, care);
  const bibleStudy = createBibleStudyService(createBibleStudyRepository(deps.db));
  const libraryStudy = createLibraryStudyService(createLibraryStudyRepository(deps.db), libraryRepo);
  registerChatRoutes(app, {
    chats: chatService,
    auditEnabled: (deps.featureFlags ?? DEFAULT_FLAGS).has('enable_audit'),
    rateLimit: createChatRateLimit(chatRepo, deps.chatRateLimit ?? DEFAULT_RATE_LIMIT),
    pipeline: createChatPipeline({
      chats: chatRepo,
      chatService,
      bible,
      bibleStudy,
      assistant: createAssistantService({ bible, bibleStudy, library: libraryStudy }),
      prompts: createPromptBuilder(guidance, settings, libraryStudy, stepContextCounted),
      model: createModel(ai),
      timeoutMs: ai.timeoutMs,
      log: app.log,
      care,
    }),
  });
  /** Verses in a chapter of a translation (its last verse number), 0 when it has none. */
  const versesIn = async (bibleId: string, bookId: string, chapter: number) =>
    bible.chapterVerses(bibleId, bookId, chapter).then(
      (c) => c.verses.reduce((max, v) => Math.max(max, v.verse), 0),
      () => 0,
    );
  registerReadingPlansRoutes(app, plans, versesIn);
  const churchAccess = createChurchAccess(churchesRepo);
  const churchesService = createChurchesService({
    repo: churchesRepo,
    studies: plans,
    sermons: sermonsRepo,
    emailsOf: createUserEmails(usersRepo, createAuthService(createAuthRepository(deps.db)).emailsOf),
    guidance,
    access: churchAccess,
  });
  const videoPlatformUrl = deps.videoPlatformUrl ?? 'https://www.youtube.com';
  const keylessVideo = deps.videoPlatform ?? createYouTube({ baseUrl: videoPlatformUrl });
  const videoPlatform = deps.youtubeApi
    ? createYouTubeDataApi({
        apiUrl: deps.youtubeApi.url,
        apiKey: deps.youtubeApi.key,
        baseUrl: videoPlatformUrl,
        keyless: keylessVideo,
      })
    : keylessVideo;
  registerChurchRoutes(app, {
    service: churchesService,
    onboarding: createChurchOnboarding({
      repo: churchesRepo,
      service: churchesService,
      analyzer: createChurchWebsiteAnalyzer({
        fetcher: createSafeFetcher({
          allow: parseAllowlist(deps.outboundAllowPrivate),
          ...(deps.websiteFetch?.resolver ? { resolver: deps.websiteFetch.resolver } : {}),
          ...(deps.websiteFetch?.pageTimeoutMs ? { pageTimeoutMs: deps.websiteFetch.pageTimeoutMs } : {}),
        }),
        ...(deps.websiteFetch?.overallTimeoutMs
          ? { overallTimeoutMs: deps.websiteFetch.overallTimeoutMs }
          : {}),
        videoHosts: [videoPlatform.host],
        // An embedded player's watch page names its channel (a site that only embeds one).
        channelOfVideo: async (videoId) => (await videoPlatform.videoDetails(videoId)).channelUrl,
        // The offline study engine is no page reader: only a configured model reads websites, through
        // structured output (the same zod schema the rules fill).
        model: ai.provider === 'builtin' ? undefined : createModel(ai, { structuredOutputs: true }),
      }),
    }),
    videos: createChurchVideos({
      access: churchAccess,
      platform: videoPlatform,
      sermons: createSermonVideoLookup(sermonsRepo, plans.studiesOfSermons),
    }),
  });
  const sermonStore = createSermonStore(sermonsRepo, plans.studiesOfSermons);
  const audioStore = deps.transcribe ? createAudioStore(deps.transcribe.audioDir) : undefined;
  const sermons = createSermonsService({
    audio: audioStore && { store: audioStore, maxBytes: deps.audioMaxBytes ?? AUDIO_MAX_BYTES },
    store: sermonStore,
    manage: churchAccess.manage,
    reads: churchAccess.reads,
    platform: videoPlatform,
    queue: jobQueue,
    plans,
  });
  registerSermonRoutes(app, sermons);
  registerSermonJobs(jobWorker, {
    store: sermonStore,
    audio: audioStore &&
      deps.transcribe && { store: audioStore, speech: createOpenAiSpeechToText(deps.transcribe) },
    platform: videoPlatform,
    plans,
    // As websites: the offline study engine is no sermon reader, so without a provider the offline analysis.
    analyze: createSermonAnalyzer(
      ai.provider === 'builtin'
        ? undefined
        : { model: createModel(ai, { structuredOutputs: true }), timeoutMs: ai.timeoutMs },
    ),
    // The days are chosen by the deterministic generator over the translation's verses, cross-references,
    // Nave's topics and Matthew Henry (read through the bible and library services); with a provider the
    // model writes their words by structured output, checked, else the generator writes them too.
    writer:
      ai.provider === 'builtin'
        ? createOfflineStudyWriter(createStudySources(bible, library, versesIn))
        : createModelStudyWriter(
            { model: createModel(ai, { structuredOutputs: true }), timeoutMs: ai.timeoutMs },
            createStudySources(bible, library, versesIn),
          ),
  });
  registerOnboardingRoutes(app, deps.db);
  registerAnalyticsRoutes(app, {
    analytics,
    ...(deps.analyticsEventsPerMinute ? { eventsPerMinute: deps.analyticsEventsPerMinute } : {}),
    ...(deps.sharedLimits ? { sharedCounter: sharedWindowCounter(chatRepo, 'analytics:') } : {}),
    // Site admins, and the church's publishers/owners who are dashboard users: the churches' one rule.
    canManageChurch: async (user, churchId) =>
      canManageChurch(
        user,
        hasRole(user.role, ['admin']) ? null : await churchDirectory.memberRole(user.id, churchId),
      ),
    churchExists: churchDirectory.exists,
  });
  const { writesPerMinute, ...noteBudgets } = deps.annotationBudgets ?? {};
  const annotations = createAnnotationsService(createAnnotationsRepository(deps.db), bible, {
    anonymousBytes: noteBudgets.anonymousBytes ?? DEFAULT_ANNOTATION_BUDGETS.anonymousBytes,
    accountBytes: noteBudgets.accountBytes ?? DEFAULT_ANNOTATION_BUDGETS.accountBytes,
  });
  const onboarding = createOnboardingService(createOnboardingRepository(deps.db));
  registerAnnotationRoutes(
    app,
    annotations,
    createAnnotationWriteLimit(
      writesPerMinute ?? DEFAULT_ANNOTATION_WRITES_PER_MINUTE,
      deps.heavyWorkClock ?? Date.now,
      deps.sharedLimits ? sharedWindowCounter(chatRepo, 'annotations:') : undefined,
    ),
  );
  // Issue 19 item 5: anonymous users that never kept anything are deleted once a day. Every module that
  // keeps rows per user answers for its own; a new one must be added here (users.expiry.test.ts checks
  // every user column of the schema is covered).
  registerAnonymousUserExpiry(
    jobWorker,
    createAnonymousUserExpiry(
      usersRepo,
      [
        annotations.usersWithData,
        chatService.usersWithData,
        plans.usersWithData,
        churchesRepo.usersWithData,
        onboarding.usersWithData,
        analytics.usersWithData,
      ],
      deps.anonymousUserTtlDays ?? DEFAULT_ANONYMOUS_USER_TTL_DAYS,
    ),
  );
  registerSiteRoutes(app);
  registerPartnerRoutes(app, createPartnersRepository(deps.db), deps.mainHost);
  registerSuggestionsRoutes(app, createSuggestionsService(bible, library), settings, plans.stepContext);
  // Home search reads the default translation: verse numbering, not wording, decides the chapter.
  const home = createHomeService({ repo: createHomeRepository(deps.db), bible, library }, 'eng-web');
  // Its in-memory indexes (every verse, the outlines; ~6 s of CPU on a whole library) are built once the
  // server listens, not before: reading and everything else answer at once, and a home question asked
  // meanwhile waits for the same build. Elsewhere (tests) they are built on the first question, so a
  // test that listens is not slowed by a build it does not use.
  if (deps.warmAfterListen)
    app.addHook('onListen', (done) => {
      void home.warm().catch((err: Error) => app.log.warn({ err }, 'home search indexes not built yet'));
      done();
    });
  registerHomeRoutes(app, home, heavy, care);
  bible.onForget(home.forget);
  if (deps.listen) {
    const stop = await deps.listen(CHANGES_CHANNEL, (topic) => {
      if (topic === 'bible' || topic === '*') bible.forget();
    });
    app.addHook('onClose', async () => stop());
  }
  await registerWebApp(
    app,
    deps.webDist ?? '',
    createLinkPreview(bible, 'eng-web'),
    createReaderPrerender(bible, 'eng-web'),
  );
  return app;
};
