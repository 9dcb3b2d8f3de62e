import { cachedReads } from '../../lib/read-cache.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createLibraryRepository } from './library.repository.ts';
import { registerLibraryRoutes } from './library.routes.ts';
import { createLibraryService } from './library.service.ts';
import { createLibraryStudyRepository } from './library.study.repository.ts';
import { createLibraryStudyService } from './library.study.service.ts';

/** Commentaries and the other books of the library, and the study lookups the assistant uses. */
export const wireLibrary = (ctx: ModuleContext, deps: { bible: BibleService }) => {
  const repo = createLibraryRepository(ctx.db);
  const library = createLibraryService(repo, deps.bible);
  registerLibraryRoutes(ctx.app, library);
  // The assistant asks the same of the library for every question on a popular passage: answered from
  // memory after the first (lib/read-cache.ts), forgotten when the library is imported again.
  const libraryStudy = cachedReads(createLibraryStudyService(createLibraryStudyRepository(ctx.db), repo));
  deps.bible.onForget(libraryStudy.clear);
  return { library, libraryStudy };
};
