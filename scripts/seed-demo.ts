import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { seedDemo } from '../server/src/seed/demo.ts';

// `npm run seed:demo`: the demo church and its Sermon Studies, on whatever database is configured.
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  await database.migrate();
  const { created } = await seedDemo(database.db);
  console.log(`seed:demo: ${created} Sermon Studies created (${3 - created} already present)`);
} finally {
  await database.close();
}
