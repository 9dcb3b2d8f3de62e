import { readFileSync } from 'node:fs';
import { runAdmin } from '../server/src/admin.ts';
import { backupDataDir, restoreDataDir } from '../server/src/backup.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';

// `npm run admin -- <command> …` (see server/src/admin.ts). Uses DATA_DIR / DATABASE_URL like the server;
// on the embedded database, stop the server first (the data directory is locked while it runs).
const config = loadConfig();
const [command, file] = process.argv.slice(2);
if (command === 'backup' || command === 'restore') {
  // The embedded database's backups (server/src/backup.ts) open the data directory themselves: a
  // restore must find it empty, so nothing here may open (and so create) the database first.
  const where = {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    userIdSecret: config.USER_ID_SECRET,
  };
  try {
    if (!file) throw new Error(`usage: ${command} FILE`);
    const lines = await (command === 'backup' ? backupDataDir : restoreDataDir)(where, file);
    for (const line of lines) console.log(line);
  } catch (err) {
    console.error(`admin: ${(err as Error).message}`);
    process.exitCode = 1;
  }
} else {
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await database.migrate();
    const lines = await runAdmin(
      database.db,
      process.argv.slice(2),
      (f) => readFileSync(f, 'utf8'),
      config.OUTBOUND_ALLOW_PRIVATE,
    );
    for (const line of lines) console.log(line);
  } catch (err) {
    console.error(`admin: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
