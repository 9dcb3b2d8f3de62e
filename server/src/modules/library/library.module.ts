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
  return { library, libraryStudy: createLibraryStudyService(createLibraryStudyRepository(ctx.db), repo) };
};
