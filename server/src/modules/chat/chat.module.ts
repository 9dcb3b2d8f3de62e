import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Db } from '../../db/database.ts';
import type { SharedCounter } from '../../lib/heavy-work.ts';
import type { AssistantService } from '../assistant/assistant.service.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { CareService } from '../care/care.service.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import type { ModuleContext } from '../module-context.ts';
import type { ReadingPlansService } from '../reading-plans/reading-plans.service.ts';
import type { UserSettingsService } from '../user-settings/user-settings.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { createChatPipeline } from './chat.pipeline.ts';
import { createPromptBuilder } from './chat.prompt.ts';
import { createChatRateLimit, type RateLimitConfig, sharedWindowCounter } from './chat.rate-limit.ts';
import { createChatRepository } from './chat.repository.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

const DEFAULT_RATE_LIMIT: RateLimitConfig = { perUser: 20, perIp: 60, windowSeconds: 60 };

/**
 * The rate_limits table counts the chat's questions and, shared by every instance, the other limits'
 * windows (the heavy routes', analytics events', annotation writes'), each under its own prefix. The
 * module context is made with it, before any module.
 */
export const sharedWindowCounters = (db: Db) => {
  const repo = createChatRepository(db);
  return (prefix: string): SharedCounter => sharedWindowCounter(repo, prefix);
};

/** The assistant's chats (spec §4): questions streamed to the model, stored, shared, audited. */
export const wireChat = (
  ctx: ModuleContext,
  deps: {
    bible: BibleService;
    bibleStudy: BibleStudyService;
    libraryStudy: LibraryStudyService;
    assistant: AssistantService;
    guidance: GuidanceService;
    settings: UserSettingsService;
    care: CareService;
    model: { model: LanguageModelV3; timeoutMs: number };
    /** The Sermon Study step a question was asked from (the reading-plans module's). */
    planStep: ReadingPlansService['stepContext'];
    /** Counts a question asked in plan mode (the analytics module's, anonymous: plan and day). */
    countPlanQuestion: (planId: number, day: number) => Promise<unknown>;
  },
) => {
  const repo = createChatRepository(ctx.db);
  const chats = createChatService(repo, deps.care);
  ctx.userData.register(chats);
  // Plan-mode questions are counted where the chat prompt reads the plan day (anonymous: plan and day).
  const stepContextCounted = async (user: UserRow, stepId: string | undefined) => {
    const step = await deps.planStep(user, stepId);
    if (step)
      await deps
        .countPlanQuestion(step.planId, step.passage.passage_order)
        .catch((err: Error) => ctx.app.log.warn(`analytics: ${err.message}`));
    return step;
  };
  registerChatRoutes(ctx.app, {
    chats,
    auditEnabled: ctx.flags.has('enable_audit'),
    rateLimit: createChatRateLimit(repo, ctx.config.chatRateLimit ?? DEFAULT_RATE_LIMIT),
    pipeline: createChatPipeline({
      chats: repo,
      chatService: chats,
      bible: deps.bible,
      bibleStudy: deps.bibleStudy,
      assistant: deps.assistant,
      prompts: createPromptBuilder(deps.guidance, deps.settings, deps.libraryStudy, stepContextCounted),
      model: deps.model.model,
      timeoutMs: deps.model.timeoutMs,
      ...(ctx.metrics ? { onAnswer: ctx.metrics.chatAnswered } : {}),
      log: ctx.app.log,
      care: deps.care,
      checkReferences: (text, canon) =>
        ctx.workers.interactive.run('chat.checkReferences', { text, canon: [...canon] }),
    }),
  });
};
