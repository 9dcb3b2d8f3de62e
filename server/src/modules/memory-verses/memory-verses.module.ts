import type { ModuleContext } from '../module-context.ts';
import { createMemoryVersesRepository } from './memory-verses.repository.ts';
import { registerMemoryVerseRoutes } from './memory-verses.routes.ts';
import { createMemoryVersesService, type MemoryVerseDeps } from './memory-verses.service.ts';

/** Memory verses (issue 33): wired after the bible module whose verses they keep. */
export const wireMemoryVerses = (ctx: ModuleContext, deps: MemoryVerseDeps) => {
  const memoryVerses = createMemoryVersesService(createMemoryVersesRepository(ctx.db), deps);
  ctx.userData.register(memoryVerses);
  registerMemoryVerseRoutes(ctx.app, memoryVerses);
  return { memoryVerses };
};
