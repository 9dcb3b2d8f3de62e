import type { BibleService } from '../bible/bible.service.ts';
import type { CareService } from '../care/care.service.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createHomeRepository } from './home.repository.ts';
import { registerHomeRoutes } from './home.routes.ts';
import { createHomeService, HOME_TRANSLATION } from './home.service.ts';
import { createHomeDataCache } from './home-data-cache.ts';

/** Home search (POST /api/home): a question or a reference opens the chapter that answers it. */
export const wireHome = (
  ctx: ModuleContext,
  deps: { bible: BibleService; library: LibraryService; care: CareService },
) => {
  // It ranks in the home lane's worker threads (each builds its own indexes once).
  const home = createHomeService(
    { repo: createHomeRepository(ctx.db), bible: deps.bible, library: deps.library },
    HOME_TRANSLATION,
    {
      pool: ctx.workers.home,
      threads: ctx.workers.threads.home,
      ...(ctx.config.homeCacheDir ? { cache: createHomeDataCache(ctx.config.homeCacheDir) } : {}),
      onCacheError: (err) => ctx.app.log.warn({ err }, 'home search data not cached for the next start'),
    },
  );
  // Its in-memory indexes (every verse, the outlines; ~3 s of a worker's CPU, on data read from the cache
  // files, else ~7 s of reads from the embedded database first) are built once the server listens, not
  // before: reading and everything else answer at once, and a home question asked meanwhile waits for the
  // same build. Elsewhere (tests) they are built on the first question, so a test that listens is not
  // slowed by a build it does not use.
  if (ctx.config.warmAfterListen)
    ctx.app.addHook('onListen', (done) => {
      void home.warm().catch((err: Error) => ctx.app.log.warn({ err }, 'home search indexes not built yet'));
      done();
    });
  registerHomeRoutes(ctx.app, home, ctx.heavy, deps.care);
  deps.bible.onForget(home.forget);
};
