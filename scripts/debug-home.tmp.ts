import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createHomeRepository } from '../server/src/modules/home/home.repository.ts';
import { createOutlineIndex } from '../server/src/modules/home/outline-index.ts';
import { createVerseIndex } from '../server/src/modules/home/verse-index.ts';
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const repo = createHomeRepository(database.db);
const vi = createVerseIndex(await repo.allVerses());
const oi = createOutlineIndex(await repo.allOutlines());
const f = (h: { book_id: string; chapter: number; score: number }[]) => h.slice(0, 4).map((x) => `${x.book_id} ${x.chapter}:${x.score.toFixed(2)}`).join(', ');
for (const q of process.argv.slice(2)) {
  const words = [...new Set(q.toLowerCase().match(/[a-z]+/g) ?? [])].filter((w) => w.length > 2);
  console.log(`\n## ${q}`);
  console.log(' verses ', f(await repo.fromVerses('eng-web', q)));
  console.log(' phrase ', f(await repo.fromPhrase('eng-web', q)));
  console.log(' outline', f(oi(words)));
  console.log(' quote  ', f(vi(q)));
  console.log(' topics ', f(await repo.fromTopics(words)));
}
await database.close();
