import type { BibleService } from '../bible/bible.service.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { ModuleContext } from '../module-context.ts';
import type { ReadingPlansService } from '../reading-plans/reading-plans.service.ts';
import type { UserSettingsService } from '../user-settings/user-settings.service.ts';
import { registerSuggestionsRoutes } from './suggestions.routes.ts';
import { createSuggestionsService } from './suggestions.service.ts';

/** Questions to ask about a chapter (led by a Sermon Study step's question in plan mode). */
export const wireSuggestions = (
  ctx: ModuleContext,
  deps: {
    bible: BibleService;
    library: LibraryService;
    settings: UserSettingsService;
    planStep: ReadingPlansService['stepContext'];
  },
) =>
  registerSuggestionsRoutes(
    ctx.app,
    createSuggestionsService(deps.bible, deps.library),
    deps.settings,
    deps.planStep,
  );
