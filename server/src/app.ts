import { fromNodeHeaders } from 'better-auth/node';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { OidcProviderConfig } from './config-oidc.ts';
import type { Db } from './db/database.ts';
import { registerCompression } from './lib/compression.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { zodValidatorCompiler } from './lib/zod-compiler.ts';
import { createAssistantRepository } from './modules/assistant/assistant.repository.ts';
import { type AiConfig, createModel } from './modules/assistant/model.ts';
import { moveAnonymousData } from './modules/auth/account-link.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createBibleRepository } from './modules/bible/bible.repository.ts';
import { registerBibleRoutes } from './modules/bible/bible.routes.ts';
import { createBibleService } from './modules/bible/bible.service.ts';
import { ChapterFastPath } from './modules/bible/chapter-fast-path.ts';
import { createChatPipeline } from './modules/chat/chat.pipeline.ts';
import { createPromptBuilder } from './modules/chat/chat.prompt.ts';
import { createChatRateLimit, type RateLimitConfig } from './modules/chat/chat.rate-limit.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { registerChurchRoutes } from './modules/churches/churches.routes.ts';
import { createChurchesService } from './modules/churches/churches.service.ts';
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
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { registerPartnerRoutes } from './modules/partners/partners.routes.ts';
import { createReadingPlansRepository } from './modules/reading-plans/reading-plans.repository.ts';
import { registerReadingPlansRoutes } from './modules/reading-plans/reading-plans.routes.ts';
import { createReadingPlansService } from './modules/reading-plans/reading-plans.service.ts';
import { registerSiteRoutes } from './modules/site/site.routes.ts';
import { registerSuggestionsRoutes } from './modules/suggestions/suggestions.routes.ts';
import { createSuggestionsService } from './modules/suggestions/suggestions.service.ts';
import { registerUserSettingsRoutes } from './modules/user-settings/user-settings.routes.ts';
import { createUserSettingsService } from './modules/user-settings/user-settings.service.ts';
import { createUserIdSigner } from './modules/users/user-id.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerWebApp } from './web-static.ts';

export interface AppDeps {
  db: Db;
  userIdSecret: string;
  logLevel?: string;
  /** The built web app; omitted in API tests. */
  webDist?: string | undefined;
  /** Check every response against its declared contract (tests); off in production for speed. */
  validateResponses?: boolean;
  /** The assistant's model; the offline study engine when omitted. */
  ai?: AiConfig;
  chatRateLimit?: RateLimitConfig;
  /** Feature flags turned on (spec §3); the README's default run turns on all but enable_esv. */
  featureFlags?: ReadonlySet<string>;
  /** The main site's host name (never a partner edition); from PUBLIC_URL or MAIN_HOST. */
  mainHost?: string | undefined;
  /** The public address (PUBLIC_URL), for sign-in callbacks; inferred from each request when unset. */
  publicUrl?: string | undefined;
  signInPerMinute?: number;
  /** OpenID Connect identity providers (README "Accounts"); none by default. */
  oidcProviders?: OidcProviderConfig[];
}

const DEFAULT_FLAGS = new Set([
  'enable_audit',
  'enable_commentaries',
  'enable_reading_plans',
  'enable_translations',
]);

const DEFAULT_AI: AiConfig = { provider: 'builtin', timeoutMs: 60_000 };
const DEFAULT_RATE_LIMIT: RateLimitConfig = { perUser: 20, perIp: 60, windowSeconds: 60 };

/** Builds the whole app without listening: main.ts listens, tests use app.inject(). */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  // Cached chapters are answered ahead of Fastify's routing (the reader's hot path; decision 0007).
  const fastPath = new ChapterFastPath();
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    logger: { level: deps.logLevel ?? 'info', redact: ['req.headers["x-user-id"]', 'req.headers.cookie'] },
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler<ZodType>(({ schema }) =>
    deps.validateResponses && typeof schema.parse === 'function'
      ? (data) => JSON.stringify(schema.parse(data))
      : (data) => JSON.stringify(data),
  );
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  registerCompression(app);

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
      moveData: (from, to) => moveAnonymousData(deps.db, from, to),
    },
  );

  registerHealthRoutes(app, deps.db);
  registerFeatureFlagRoutes(app, deps.featureFlags ?? DEFAULT_FLAGS);
  registerBibleRoutes(app, bible);
  fastPath.attach(bible.cachedChapter, app.log);
  app.addHook('preClose', (done) => {
    fastPath.close();
    done();
  });
  registerLibraryRoutes(app, library);
  registerUsersRoutes(app, users);
  registerAuthRoutes(app, auth, users, deps.oidcProviders ?? []);
  const guidance = createGuidanceService();
  registerGuidanceRoutes(app, guidance);
  const settings = createUserSettingsService(usersRepo, guidance);
  registerUserSettingsRoutes(app, users, settings);
  const plansRepo = createReadingPlansRepository(deps.db);
  const plans = createReadingPlansService(plansRepo);
  const ai = deps.ai ?? DEFAULT_AI;
  const chatRepo = createChatRepository(deps.db);
  const chatService = createChatService(chatRepo);
  const assistant = createAssistantRepository(deps.db);
  registerChatRoutes(app, {
    users,
    chats: chatService,
    auditEnabled: (deps.featureFlags ?? DEFAULT_FLAGS).has('enable_audit'),
    rateLimit: createChatRateLimit(chatRepo, deps.chatRateLimit ?? DEFAULT_RATE_LIMIT),
    pipeline: createChatPipeline({
      chats: chatRepo,
      chatService,
      bible,
      assistant,
      tools: { repo: assistant, library: libraryRepo, bible },
      prompts: createPromptBuilder(guidance, settings, libraryRepo, plans.stepContext),
      model: createModel(ai),
      timeoutMs: ai.timeoutMs,
      log: app.log,
    }),
  });
  registerReadingPlansRoutes(app, users, plans);
  registerChurchRoutes(app, users, plansRepo, guidance, createChurchesService(plansRepo));
  registerOnboardingRoutes(app, users, deps.db);
  registerSiteRoutes(app);
  registerPartnerRoutes(app, createPartnersRepository(deps.db), deps.mainHost);
  registerSuggestionsRoutes(
    app,
    createSuggestionsService(bible, library),
    users,
    settings,
    plans.stepContext,
  );
  // Home search reads the default translation: verse numbering, not wording, decides the chapter.
  registerHomeRoutes(app, createHomeService(createHomeRepository(deps.db), 'eng-web'));
  await registerWebApp(app, deps.webDist ?? '');
  return app;
};
