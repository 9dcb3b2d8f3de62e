import { openDatabase } from '../server/src/db/database.ts';

// Test helper: opens DATA_DIR's embedded database, says so, and holds it until SIGTERM.
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? '' });
await database.migrate();
console.log('holding');
process.on('SIGTERM', async () => {
  await database.close();
  process.exit(0);
});
setInterval(() => {}, 1000);
