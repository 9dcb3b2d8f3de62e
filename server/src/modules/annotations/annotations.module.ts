import type { BibleService } from '../bible/bible.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAnnotationsRepository } from './annotations.repository.ts';
import { registerAnnotationRoutes } from './annotations.routes.ts';
import { createAnnotationsService, DEFAULT_ANNOTATION_BUDGETS } from './annotations.service.ts';
import {
  createAnnotationWriteLimit,
  DEFAULT_ANNOTATION_WRITES_PER_MINUTE,
} from './annotations.write-limit.ts';

/** A reader's highlights, notes and bookmarks, synced (decision 0017), within their budgets. */
export const wireAnnotations = (ctx: ModuleContext, deps: { bible: BibleService }) => {
  const { writesPerMinute, ...noteBudgets } = ctx.config.annotationBudgets ?? {};
  const annotations = createAnnotationsService(createAnnotationsRepository(ctx.db), deps.bible, {
    anonymousBytes: noteBudgets.anonymousBytes ?? DEFAULT_ANNOTATION_BUDGETS.anonymousBytes,
    accountBytes: noteBudgets.accountBytes ?? DEFAULT_ANNOTATION_BUDGETS.accountBytes,
  });
  ctx.userData.register(annotations);
  registerAnnotationRoutes(
    ctx.app,
    annotations,
    createAnnotationWriteLimit(
      writesPerMinute ?? DEFAULT_ANNOTATION_WRITES_PER_MINUTE,
      ctx.config.heavyWorkClock ?? Date.now,
      ctx.config.sharedLimits ? ctx.sharedCounter('annotations:') : undefined,
    ),
  );
};
