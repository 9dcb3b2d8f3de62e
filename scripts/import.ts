import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { runImport } from '../server/src/importer/import.ts';
import { fillHomeCache } from './home-cache.ts';

// `npm run import [-- --force] [-- --books GEN,JHN]`: migrate, then import what is missing or stale.
const args = process.argv.slice(2);
const booksArg = args.includes('--books') ? args[args.indexOf('--books') + 1] : undefined;
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  const started = Date.now();
  // Not while an instance is starting (it may be migrating or importing); running instances are told
  // to drop their cached Bible data when it is done (importer/import.ts).
  const done = await database.withStartupLock(async () => {
    await database.migrate();
    return runImport(database.db, {
      swordPath: config.SWORD_PATH,
      englishWordsPath: config.ENGLISH_WORDS_PATH,
      books: booksArg ? booksArg.split(',') : undefined,
      force: args.includes('--force'),
      log: (m) => console.log(`import: ${m}`),
    });
  });
  // Home search's data for the server's next start (scripts/home-cache.ts), also when nothing was due but
  // the cache is missing (a data directory imported before the cache existed).
  await fillHomeCache(database.db, config.DATA_DIR);
  console.log(
    done.length
      ? `import: done in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'import: everything is up to date',
  );
} catch (err) {
  // Driver errors carry whole statements and parameters; print the cause, not megabytes of SQL.
  const e = err as Error & { cause?: Error };
  console.error(`import failed: ${(e.cause?.message ?? e.message).slice(0, 500)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
