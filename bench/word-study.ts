import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTs } from '../test/spawn.ts';
import { BENCH_ENV, startBenchServer } from './bench-server.ts';
import { call, pct } from './http.ts';

// Word study's figures (issue 32): the words route for a long chapter (Psalm 119, 176 verses) and the
// lexicon route, p50 and p99 of sequential requests, cold (the first of each) and warm (cached in the
// server, an ETag revalidated by the browser costs less still).
//
//   node scripts/build-server.mjs && node --import tsx bench/word-study.ts
//
// BENCH_DATA_DIR: a directory holding an imported library (a copy: the server takes its lock), else the
// library is imported into a temporary one first (a few minutes). BENCH_PORT: the port (3477).

const port = Number(process.env.BENCH_PORT ?? 3477);
const work = mkdtempSync(join(tmpdir(), 'emmaus-bench-words-'));
const fmt = (n: number) => n.toFixed(2);

const timed = async (base: string, path: string, n: number): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = await call(base, path);
    if (a.status !== 200) throw new Error(`${path}: HTTP ${a.status}`);
    times.push(a.ms);
  }
  return times.sort((a, b) => a - b);
};

try {
  let dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) {
    dataDir = join(work, 'data');
    console.log('bench: importing the whole library into a fresh embedded database…');
    const imp = spawnTs('scripts/import.ts', [], { ...BENCH_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
    if ((await imp.exit()) !== 0) throw new Error(`import failed:\n${imp.output()}`);
  }
  const server = await startBenchServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  try {
    await server.waitIdle(60_000);
    const base = `http://127.0.0.1:${port}`;
    const words = (bible: string) => `/api/bible/${bible}/book/PSA/chapters/119/words`;
    // A spread of numbers, common and rare, Greek and Hebrew.
    const numbers = ['G25', 'G26', 'G5368', 'G2316', 'G3056', 'H7965', 'H430', 'H3068', 'H157', 'H2617'];
    const coldWords = (await call(base, words('eng-web'))).ms;
    const warmWords = await timed(base, words('eng-web'), 50);
    const kjvWords = await timed(base, words('eng-kjv'), 50);
    const coldLexicon: number[] = [];
    for (const n of numbers) coldLexicon.push((await call(base, `/api/lexicon/${n}`)).ms);
    const warmLexicon: number[] = [];
    for (let i = 0; i < 5; i++)
      warmLexicon.push(...(await timed(base, `/api/lexicon/${numbers[i % 10]}`, 10)));
    warmLexicon.sort((a, b) => a - b);
    coldLexicon.sort((a, b) => a - b);
    console.log(`
word study (PGlite, sequential requests)
  words, Psalm 119 (WEB)   cold ${fmt(coldWords)} ms   warm p50 ${fmt(pct(warmWords, 50))} ms   p99 ${fmt(pct(warmWords, 99))} ms
  words, Psalm 119 (KJV)   warm p50 ${fmt(pct(kjvWords, 50))} ms   p99 ${fmt(pct(kjvWords, 99))} ms
  lexicon (10 numbers)     cold p50 ${fmt(pct(coldLexicon, 50))} ms   warm p50 ${fmt(pct(warmLexicon, 50))} ms   p99 ${fmt(pct(warmLexicon, 99))} ms`);
    if (server.errors().length) console.log(`server errors:\n${server.errors().join('\n')}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
