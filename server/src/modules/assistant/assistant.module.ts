import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAssistantService } from './assistant.service.ts';
import { createModels } from './model.ts';
import type { WordUsagePort } from './word-usage.ts';

/** The assistant's study tools, and the models (one factory, each made once) that other modules use. */
export const wireAssistant = (
  ctx: ModuleContext,
  deps: {
    bible: BibleService;
    bibleStudy: BibleStudyService;
    libraryStudy: LibraryStudyService;
    words: WordUsagePort;
  },
) => ({
  assistant: createAssistantService({
    bible: deps.bible,
    bibleStudy: deps.bibleStudy,
    library: deps.libraryStudy,
    words: deps.words,
  }),
  // The study engine composes its answers in a worker thread: readers' requests keep the event loop.
  models: createModels(ctx.config.ai, (step) => ctx.workers.interactive.run('engine.decide', step)),
});
