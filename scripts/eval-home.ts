import { existsSync, readFileSync } from 'node:fs';
import { careOf, supportOf } from '../common/src/care/care-detect.ts';
import { CARE_MODEL } from '../common/src/care/care-model-data.ts';
import { COMFORT_PASSAGE, passageForAFriend } from '../common/src/care/comfort.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { createHomeRepository } from '../server/src/modules/home/home.repository.ts';
import { createHomeService } from '../server/src/modules/home/home.service.ts';
import { ASKED_QUESTIONS } from '../server/src/modules/home/life-questions.ts';
import { sameQuestion } from '../server/src/modules/home/similar-questions.ts';
import { createLibraryRepository } from '../server/src/modules/library/library.repository.ts';
import { createLibraryService } from '../server/src/modules/library/library.service.ts';

// `npm run eval:home [-- file.jsonl ...]`: top-1 accuracy of home search on sets of questions, each line
// {"q": "...", "accept": ["BOOK C", ...], "kind": "..."}, overall and by kind, with the warm latency.
// The passage is the one POST /api/home opens (home.routes.ts): a reader who may be in danger gets the
// passage of comfort, someone close at risk the friend's passage, every other question the ranking's.
// Default: our own set (eval/home-search-own.jsonl) and the shared dev set beside the repository.
const files = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const quiet = process.argv.includes('--quiet');
// --why: under each miss, the best three chapters of every source (home.service explain).
const why = process.argv.includes('--why');
const sets = files.length
  ? files
  : [
      'eval/home-search-own.jsonl',
      existsSync('../shared/eval/home-search-dev.jsonl')
        ? '../shared/eval/home-search-dev.jsonl'
        : '/work/shared/eval/home-search-dev.jsonl',
    ];
const ASKED = new Set(ASKED_QUESTIONS.map(([q]) => sameQuestion(q)));
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;
// Home search reads the Bible and the library through their services, as the server does (app.ts).
const bible = createBibleService(createBibleRepository(database.db));
const library = createLibraryService(createLibraryRepository(database.db), bible);
try {
  const home = createHomeService({ repo: createHomeRepository(database.db), bible, library }, 'eng-web');
  await home.warm();
  const answerOf = async (q: string) => {
    const care = careOf(q, CARE_MODEL);
    if (care && !care.byModel) return COMFORT_PASSAGE[care.kind];
    const found = await home.find(q);
    if (care && !found?.quotation) return COMFORT_PASSAGE[care.kind];
    return found && supportOf(q, CARE_MODEL) === 'friend' ? passageForAFriend(found) : found;
  };
  for (const file of sets) {
    let cases: { q: string; accept: string[]; kind?: string }[];
    try {
      cases = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l));
    } catch {
      console.log(`${file}: not found, skipped`);
      continue;
    }
    const byKind = new Map<string, { hits: number; n: number }>();
    // Questions a tuning set's writer typed word for word vote for themselves (asked-questions.jsonl):
    // the rest are the figure of questions nobody tuned for.
    const elsewhere = { hits: 0, n: 0 };
    const times: number[] = [];
    let hits = 0;
    for (const c of cases) {
      const t0 = performance.now();
      const a = await answerOf(c.q);
      times.push(performance.now() - t0);
      const got = a ? `${a.book} ${a.chapter}` : 'none';
      const ok = c.accept.includes(got);
      const k = byKind.get(c.kind ?? '-') ?? { hits: 0, n: 0 };
      byKind.set(c.kind ?? '-', k);
      k.n++;
      const fresh = !ASKED.has(sameQuestion(c.q));
      if (fresh) elsewhere.n++;
      if (ok) {
        hits++;
        k.hits++;
        if (fresh) elsewhere.hits++;
      } else if (!quiet) {
        console.log(`miss [${c.kind ?? ''}] ${c.q} → ${got} (want ${c.accept.join(' | ')})`);
        if (why) {
          // What the route added on top of the ranking: the care card's comfort or the friend's passage.
          const care = careOf(c.q, CARE_MODEL);
          const ranked = await home.find(c.q);
          console.log(
            `    route: ranking ${ranked ? `${ranked.book} ${ranked.chapter}` : 'none'}${ranked?.quotation ? ' (quotation)' : ''}; care ${care ? `${care.kind}${care.byModel ? ' by model' : ''}` : 'none'}; support ${supportOf(c.q, CARE_MODEL) ?? 'none'}`,
          );
          const e = await home.explain(c.q);
          for (const [name, value] of Object.entries(e)) {
            if (name === 'question' || name === 'words' || !value) continue;
            const shown = Array.isArray(value)
              ? value
                  .slice(0, 3)
                  .map(
                    (h: { book_id: string; chapter: number; score: number }) =>
                      `${h.book_id} ${h.chapter} ${h.score.toFixed(2)}`,
                  )
                  .join(', ')
              : JSON.stringify(value);
            if (shown) console.log(`    ${name}: ${shown}`);
          }
        }
      }
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
    console.log(
      `\n${file}: top-1 accuracy ${pct(hits, cases.length)}; first-run latency p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`,
    );
    for (const [kind, k] of [...byKind].sort()) console.log(`  ${kind.padEnd(14)} ${pct(k.hits, k.n)}`);
    if (elsewhere.n < cases.length)
      console.log(`  not word for word a tuning question: ${pct(elsewhere.hits, elsewhere.n)}`);
  }
} finally {
  await database.close();
}
