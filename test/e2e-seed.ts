import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { fillHomeCache } from '../scripts/home-cache.ts';
import { runAdmin } from '../server/src/admin.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { pendingSources, runImport } from '../server/src/importer/import.ts';
import { jobs } from '../server/src/jobs/jobs.schema.ts';

const FAILED_JOB_KEY = 'e2e:failed-job';

// The e2e server's data directory before it starts (playwright.config.ts), in one process: the Bible
// library imported, then the partner edition and the accounts the specs sign in with. Each of these was
// an `npm run admin` of its own (a start-up and a database open each, ~4 s of CPU), and the library was
// imported twice: here and again by the model spec's own server (e2e/sermon-model.e2e.ts).
//   node --import tsx test/e2e-seed.ts [--share-import DIR]…
// --share-import DIR: a copy of the freshly imported directory, taken before any account is added, for
// another server (what its own first start would have imported): the model spec's, or the second e2e
// shard's (scripts/bootstrap.mjs). Made only from a directory this run created, and only when DIR is
// absent.

const ACCOUNTS: [email: string, role: string][] = [
  // A site admin and a publisher without a church (the dashboard specs).
  ['admin-e2e@example.org', 'admin'],
  ['publisher-e2e@example.org', 'publisher'],
  // Church onboarding: a publisher who onboards, another who asks to join.
  ['onboard-e2e@example.org', 'publisher'],
  ['joiner-e2e@example.org', 'publisher'],
  // The church owner and two readers of the dashboard-states and sermon-audio specs.
  ['dash-owner-e2e@example.org', 'publisher'],
  ['dash-reader-e2e@example.org', 'user'],
  ['dash-friend-e2e@example.org', 'user'],
];
const COMMANDS = [
  ['add-partner', 'grace', 'Grace', 'Church', '--about', 'e2e/grace-about.md'],
  ...ACCOUNTS.map(([email, role]) => ['add-account', email, role, '--password-file', 'e2e/admin.password']),
];

const args = process.argv.slice(2);
const shareTo = args.flatMap((a, i) =>
  a === '--share-import' && args[i + 1] ? [args[i + 1] as string] : [],
);
const config = loadConfig();
const open = () => openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const fresh = !config.DATABASE_URL && !existsSync(config.DATA_DIR);

let database = await open();
try {
  await database.migrate();
  if ((await pendingSources(database.db, {})).length > 0) {
    await runImport(database.db, {
      swordPath: config.SWORD_PATH,
      englishWordsPath: config.ENGLISH_WORDS_PATH,
      log: (m) => console.log(`import: ${m}`),
    });
  }
  // Before the copies: every e2e server then reads home search's data from files (scripts/home-cache.ts).
  if (!config.DATABASE_URL) await fillHomeCache(database.db, config.DATA_DIR);
  const copies = fresh ? shareTo.filter((dir) => !existsSync(dir)) : [];
  if (copies.length > 0) {
    // Copied closed (PGlite's files are consistent only then), under a temporary name, so a copy cut
    // short is never taken for a whole one.
    await database.close();
    for (const dir of copies) {
      const partial = `${dir}.partial-${process.pid}`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(config.DATA_DIR, partial, { recursive: true });
      renameSync(partial, dir);
    }
    database = await open();
  }
  for (const command of COMMANDS) {
    for (const line of await runAdmin(database.db, command, (f) => readFileSync(f, 'utf8')))
      console.log(line);
  }
  // Issue 34: a failed job for the admin console to retry (e2e/admin.e2e.ts); one per run at most, since
  // a retried one runs and is done.
  const failed = and(eq(jobs.key, FAILED_JOB_KEY), eq(jobs.status, 'failed'));
  if ((await database.db.select({ id: jobs.id }).from(jobs).where(failed)).length === 0) {
    await database.db.insert(jobs).values({
      kind: 'users.expire-anonymous',
      key: FAILED_JOB_KEY,
      status: 'failed',
      attempts: 3,
      error: { code: 'internal', message: 'The database went away (an e2e fixture).' },
      finishedAt: new Date(),
    });
  }
} finally {
  await database.close();
}
