import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { createWordStudyDownloads } from './word-study.download.ts';
import { createWordStudyRepository } from './word-study.repository.ts';
import { registerWordStudyRoutes } from './word-study.routes.ts';
import { createWordStudyService } from './word-study.service.ts';

/**
 * Word study (issue 32): a chapter's words with their Strong's numbers, the lexicon with occurrences and
 * renderings, and search by number or transliteration, which the Bible's search hands to it.
 */
export const wireWordStudy = (
  ctx: ModuleContext,
  deps: { bible: BibleService; bibleStudy: BibleStudyService; libraryStudy: LibraryStudyService },
) => {
  const repo = createWordStudyRepository(ctx.db);
  const shared = { repo, bible: deps.bible, bibleStudy: deps.bibleStudy, library: deps.libraryStudy };
  const words = createWordStudyService(shared);
  registerWordStudyRoutes(ctx.app, words, createWordStudyDownloads(shared));
  deps.bible.useOriginalWordSearch(words.search);
  deps.bible.onForget(words.forget);
  return { words };
};
