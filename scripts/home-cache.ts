import { join } from 'node:path';
import type { Db } from '../server/src/db/database.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { createHomeRepository } from '../server/src/modules/home/home.repository.ts';
import { createHomeService, HOME_TRANSLATION } from '../server/src/modules/home/home.service.ts';
import { createHomeDataCache } from '../server/src/modules/home/home-data-cache.ts';
import { createLibraryRepository } from '../server/src/modules/library/library.repository.ts';
import { createLibraryService } from '../server/src/modules/library/library.service.ts';

/**
 * After an import, home search's data is read once here and kept in DATA_DIR/cache, so the server's next
 * start reads files instead of ~7 s of the embedded database (home-data-cache.ts). The server does the
 * same on its own when the cache misses; here it costs the import, not the first question.
 */
export const fillHomeCache = async (db: Db, dataDir: string): Promise<void> => {
  const bible = createBibleService(createBibleRepository(db));
  const library = createLibraryService(createLibraryRepository(db), bible);
  const home = createHomeService({ repo: createHomeRepository(db), bible, library }, HOME_TRANSLATION, {
    cache: createHomeDataCache(join(dataDir, 'cache')),
  });
  await home.fillCache();
};
