import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createHomeRepository } from '../server/src/modules/home/home.repository.ts';
import { createHomeService } from '../server/src/modules/home/home.service.ts';

// `npm run eval:home [-- file.jsonl]`: top-1 accuracy of home search on a set of questions, each line
// {"q": "...", "accept": ["BOOK C", ...]}. Default: the shared dev set beside the repository.
const file = process.argv[2] ?? '../shared/eval/home-search-dev.jsonl';
const cases = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { q: string; accept: string[]; kind?: string });
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  const home = createHomeService(createHomeRepository(database.db), 'eng-web');
  let hits = 0;
  for (const c of cases) {
    const a = await home.find(c.q);
    const got = a ? `${a.book} ${a.chapter}` : 'none';
    const ok = c.accept.includes(got);
    if (ok) hits++;
    else console.log(`miss [${c.kind ?? ''}] ${c.q} → ${got} (want ${c.accept.join(' | ')})`);
  }
  console.log(
    `home search: top-1 accuracy ${((100 * hits) / cases.length).toFixed(1)}% (${hits}/${cases.length})`,
  );
} finally {
  await database.close();
}
