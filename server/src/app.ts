import type { FastifyInstance } from 'fastify';
import { configuredVideoPlatform } from './adapters/video-platform/configured.ts';
import type { AppDeps } from './app-deps.ts';
import { createServer } from './app-server.ts';
import { createLinkPreview } from './link-preview.ts';
import { wireAdmin } from './modules/admin/admin.module.ts';
import { wireAnalytics } from './modules/analytics/analytics.module.ts';
import { wireAnnotations } from './modules/annotations/annotations.module.ts';
import { wireAssistant } from './modules/assistant/assistant.module.ts';
import { wireAuthRoutes, wireSignIn } from './modules/auth/auth.module.ts';
import { wireBible } from './modules/bible/bible.module.ts';
import { wireCare } from './modules/care/care.module.ts';
import { sharedWindowCounters, wireChat } from './modules/chat/chat.module.ts';
import { wireChurchDirectory, wireChurches } from './modules/churches/churches.module.ts';
import { wireFeatureFlags } from './modules/feature-flags/feature-flags.module.ts';
import { wireGuidance } from './modules/guidance/guidance.module.ts';
import { wireHealth } from './modules/health/health.module.ts';
import { wireHome } from './modules/home/home.module.ts';
import { wireLibrary } from './modules/library/library.module.ts';
import { wireMedia } from './modules/media/media.module.ts';
import { wireMemoryVerses } from './modules/memory-verses/memory-verses.module.ts';
import { createModuleContext } from './modules/module-context.ts';
import { wireOnboarding } from './modules/onboarding/onboarding.module.ts';
import { wirePartners } from './modules/partners/partners.module.ts';
import { wirePublisherRequests } from './modules/publisher-requests/publisher-requests.module.ts';
import { wireReadingPlans } from './modules/reading-plans/reading-plans.module.ts';
import { wireReminders } from './modules/reminders/reminders.module.ts';
import { continueThrough, studyDayThrough } from './modules/reminders/reminders.ports.ts';
import { wireSermonRecords, wireSermons } from './modules/sermons/sermons.module.ts';
import { wireSite } from './modules/site/site.module.ts';
import { wireStreaks } from './modules/streaks/streaks.module.ts';
import { wireSuggestions } from './modules/suggestions/suggestions.module.ts';
import { wireUserSettings } from './modules/user-settings/user-settings.module.ts';
import { wireUsers } from './modules/users/users.module.ts';
import { wireVerseImage } from './modules/verse-image/verse-image.module.ts';
import { wireWordStudy } from './modules/word-study/word-study.module.ts';
import { createReaderPrerender } from './reader-prerender.ts';
import { registerWebApp } from './web-static.ts';

/**
 * Builds the whole app without listening: main.ts listens, tests use app.inject(). The modules are
 * wired in dependency order, each given what it declares (decision 0019): nothing here refers to a
 * module wired later. Where a module's tables are read below it (the churches' directory, the sermons'
 * records, sign-in), that part is wired first; the reading plans tell the analytics counters through
 * the event bus, and every module that keeps rows per user registers in the user-data registry.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { app, log, fastPath } = createServer(deps);
  const ctx = createModuleContext(app, log, deps, sharedWindowCounters(deps.db));

  const { bible, bibleStudy, versesIn } = await wireBible(ctx, { fastPath });
  const { library, libraryStudy } = wireLibrary(ctx, { bible });
  const { words } = wireWordStudy(ctx, { bible, bibleStudy, libraryStudy });
  const signIn = wireSignIn(ctx);
  const { users, usersRepo, emailsOf, readerOf, usersAdmin } = wireUsers(ctx, { bible, ...signIn });
  wireHealth(ctx);
  wireFeatureFlags(ctx);
  const { requests } = wirePublisherRequests(ctx, {
    users: { emailsOf, grantPublisher: usersAdmin.grantPublisher },
  });
  wireAuthRoutes(ctx, { signIn, users });
  const { guidance } = wireGuidance(ctx);
  const { settings } = wireUserSettings(ctx, { users, usersRepo, guidance });
  const { care } = wireCare(ctx);
  // The one model factory: each model is made once and passed to the modules that use it.
  const { assistant, models } = wireAssistant(ctx, { bible, bibleStudy, libraryStudy, words });

  const churches = wireChurchDirectory(ctx);
  const { records } = wireSermonRecords(ctx);
  const { plans } = wireReadingPlans(ctx, { churches: churches.directory, sermons: records, versesIn });
  const { analytics } = wireAnalytics(ctx, {
    churchActivity: plans.churchStudyActivity,
    churches: churches.directory,
    readerOf,
  });
  wireChat(ctx, {
    bible,
    bibleStudy,
    libraryStudy,
    assistant,
    guidance,
    settings,
    care,
    model: models.chat,
    planStep: plans.stepContext,
    countPlanQuestion: analytics.planQuestion,
  });
  const platform = configuredVideoPlatform(deps);
  const { images } = wireMedia(ctx);
  const { lookup } = wireSermons(ctx, {
    records,
    plans,
    platform,
    bible,
    library,
    versesIn,
    access: churches.access,
    structured: models.structured,
    images,
  });
  const { churchesAdmin } = wireChurches(ctx, {
    churches,
    emailsOf,
    guidance,
    platform,
    studies: plans,
    sermons: { ...records, lookup },
    structuredModel: models.structured?.model,
    images,
  });
  wireOnboarding(ctx);
  wireAnnotations(ctx, { bible });
  // It returns `streaks`, whose `readOn` tells a reminder whether the reader already read that day.
  const { streaks } = wireStreaks(ctx, { versesIn });
  wireReminders(ctx, {
    readOn: (userId, day) => streaks.readOn(userId, day),
    continueAt: continueThrough(async (userId) => (await streaks.history(userId, 1)).readings[0], versesIn),
    studyDay: studyDayThrough(usersRepo.find, plans.getCurrent),
    emailsOf,
  });
  wireMemoryVerses(ctx, { chapterVerses: bible.chapterVerses });
  wireSite(ctx);
  const { partners } = wirePartners(ctx, { images });
  wireSuggestions(ctx, { bible, library, settings, planStep: plans.stepContext });
  wireHome(ctx, { bible, library, care });
  wireVerseImage(ctx, { bible });
  wireAdmin(ctx, { users: usersAdmin, requests, churches: churchesAdmin, partners, emailsOf });

  await registerWebApp(
    app,
    deps.webDist ?? '',
    createLinkPreview(bible, 'eng-web', plans.publicPreview),
    createReaderPrerender(bible, 'eng-web'),
    deps.publicUrl,
  );
  return app;
};
