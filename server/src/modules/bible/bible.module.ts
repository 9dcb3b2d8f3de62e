import { CHANGES_CHANNEL } from '../../db/changes.ts';
import { cachedReads } from '../../lib/read-cache.ts';
import type { ModuleContext } from '../module-context.ts';
import { createBibleRepository } from './bible.repository.ts';
import { registerBibleRoutes } from './bible.routes.ts';
import { createBibleService } from './bible.service.ts';
import { createBibleStudyRepository } from './bible.study.repository.ts';
import { createBibleStudyService } from './bible.study.service.ts';
import { registerBibleDownloadRoutes } from './bible-download.routes.ts';
import { createBibleDownloads } from './bible-download.ts';
import type { ChapterFastPath } from './chapter-fast-path.ts';

/** The Bible: translations, chapters, search and downloads, and the study lookups the assistant uses. */
export const wireBible = async (ctx: ModuleContext, deps: { fastPath: ChapterFastPath }) => {
  const bible = createBibleService(createBibleRepository(ctx.db));
  registerBibleRoutes(ctx.app, bible, ctx.heavy);
  registerBibleDownloadRoutes(ctx.app, createBibleDownloads(bible));
  deps.fastPath.attach(bible.cachedChapter, ctx.log.access);
  // Every chapter in memory soon after start, behind readers' own statements (bible.service.ts).
  if (ctx.config.warmAfterListen)
    ctx.app.addHook('onListen', (done) => {
      void bible.warmChapters().catch((err: Error) => ctx.app.log.warn({ err }, 'chapter cache not warmed'));
      done();
    });
  ctx.app.addHook('preClose', (done) => {
    deps.fastPath.close();
    done();
  });
  // With the database's notifications, a Bible import on any instance clears this one's caches of Bible
  // data at once (db/changes.ts); without them they expire by their TTL.
  const { listen } = ctx.config;
  if (listen) {
    const stop = await listen(CHANGES_CHANNEL, (topic) => {
      if (topic === 'bible' || topic === '*') bible.forget();
    });
    ctx.app.addHook('onClose', async () => stop());
  }
  /** Verses in a chapter of a translation (its last verse number), 0 when it has none. */
  const versesIn = async (bibleId: string, bookId: string, chapter: number) =>
    bible.chapterVerses(bibleId, bookId, chapter).then(
      (c) => c.verses.reduce((max, v) => Math.max(max, v.verse), 0),
      () => 0,
    );
  // The assistant reads the same verses and cross-references for every question on a popular passage:
  // from memory after the first (lib/read-cache.ts), forgotten on import.
  const bibleStudy = cachedReads(createBibleStudyService(createBibleStudyRepository(ctx.db)));
  bible.onForget(bibleStudy.clear);
  return { bible, bibleStudy, versesIn };
};
