import { readFileSync } from 'node:fs';
import { runAdmin } from '../server/src/admin.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';

// `npm run admin -- <command> …` (see server/src/admin.ts). Uses DATA_DIR / DATABASE_URL like the server;
// on the embedded database, stop the server first (the data directory is locked while it runs).
const config = loadConfig();
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
