import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTs } from '../test/spawn.ts';
import { formatHomeLoad, measureHomeLoad } from './home-load.ts';
import { recordBodies } from './record-bodies.ts';
import { runWrk, type WrkResult } from './wrk.ts';

// `npx tsx bench/serving.ts DATA_DIR`: the two serving figures of `npm run bench` (chapter throughput
// against a bare node:http server; /api/bibles while /api/home is hammered) without its import,
// browser and assistant parts, over a library already imported into DATA_DIR (`npm run import`). The
// server runs as `npm start` runs it (the bundled server/.build/main.mjs) with the default configuration (LOG_LEVEL
// info: one access line per request) plus TRUST_PROXY=127.0.0.1 for the 8 client addresses.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx bench/serving.ts DATA_DIR (an imported library)');
const SERVER_PORT = 3295;
const BASELINE_PORT = 3296;
const PATHS = [
  'GEN.1',
  'PSA.23',
  'ISA.53',
  'MAT.5',
  'LUK.15',
  'JHN.3',
  'ROM.8',
  '1CO.13',
  'HEB.11',
  'REV.21',
].map((c) => {
  const [book, chapter] = c.split('.');
  return `/api/bible/eng-web/book/${book}/chapters/${chapter}`;
});
const work = mkdtempSync(join(tmpdir(), 'emmaus-serving-'));
const cleanups: (() => void)[] = [() => rmSync(work, { recursive: true, force: true })];
try {
  // As `npm start` runs it: the bundled server (scripts/build-server.mjs), plain node.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['server/.build/main.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(SERVER_PORT),
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.unshift(() => server.kill('SIGTERM'));
  let accessLines = 0;
  // Requests beyond ACCESS_LOG_PER_SECOND's full lines in a second, counted in summary lines.
  let unlogged = 0;
  let partial = '';
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d: Buffer) => {
      const text = d.toString();
      // Whole lines only: a line split across two chunks is counted once, with its second half.
      const whole = partial + text;
      const end = whole.lastIndexOf('\n') + 1;
      partial = whole.slice(end);
      const lines = whole.slice(0, end);
      accessLines += lines.split('"msg":"request"').length - 1;
      for (const m of lines.matchAll(/"unlogged":(\d+)/g)) unlogged += Number(m[1]);
      // Kept only until the server listens: matching a growing string per chunk would load this process.
      if (out.length < 100_000) out += text;
      if (/listening on/.test(text)) resolve();
    });
    server.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    server.on('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  await recordBodies(base, PATHS, join(work, 'bodies.json'));
  const baseline = spawnTs(
    'bench/baseline-server.ts',
    [String(BASELINE_PORT), join(work, 'bodies.json')],
    {},
  );
  cleanups.unshift(() => baseline.child.kill('SIGTERM'));
  await baseline.waitFor(/baseline listening/);
  const bare = `http://127.0.0.1:${BASELINE_PORT}`;

  console.log(
    'serving: chapters under load (wrk, 50 connections; 10 s warm-ups, then 3 alternating 6 s rounds)…',
  );
  await runWrk(base, PATHS, work, 10);
  await runWrk(bare, PATHS, work, 10);
  const rounds: { emmaus: WrkResult; bare: WrkResult }[] = [];
  const linesBefore = accessLines;
  const unloggedBefore = unlogged;
  let emmausRequests = 0;
  for (let i = 0; i < 3; i++) {
    const emmaus = await runWrk(base, PATHS, work, 6);
    emmausRequests += emmaus.requests;
    rounds.push({ emmaus, bare: await runWrk(bare, PATHS, work, 6) });
  }
  // The rounds' last access lines and summary (written once their second ends) reach the pipe first.
  await new Promise((r) => setTimeout(r, 2500));
  const roundLines = accessLines - linesBefore;
  const roundUnlogged = unlogged - unloggedBefore;
  const ratios = rounds.map((r) => r.emmaus.requestsPerSec / r.bare.requestsPerSec).sort((a, b) => a - b);
  const mid = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? Number.NaN;

  console.log('serving: GET /api/bibles while 8 clients hammer POST /api/home (30 s)…');
  const load = await measureHomeLoad(base);
  // Give the asynchronous log a moment to write its last batch before counting.
  await new Promise((r) => setTimeout(r, 1500));
  const f = (n: number) => n.toFixed(0);
  console.log(`
Emmaus serving (LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info (default)'}; access log asynchronous)
chapters (GET /api/bible/eng-web/book/{book}/chapters/{n}, ${PATHS.length} chapters)
${rounds.map((r, i) => `  round ${i + 1}: emmaus ${f(r.emmaus.requestsPerSec)} req/s (p99 ${r.emmaus.p99Ms.toFixed(2)} ms, errors ${r.emmaus.errors})   baseline (node:http) ${f(r.bare.requestsPerSec)} req/s   ratio ${(r.emmaus.requestsPerSec / r.bare.requestsPerSec).toFixed(2)}`).join('\n')}
  ratio emmaus / baseline (median of rounds)  ${mid(ratios).toFixed(2)}   target ≥ 0.8 at the default level
  access log during the measured rounds: ${roundLines} lines in full and ${roundUnlogged} requests counted in per-second summaries (ACCESS_LOG_PER_SECOND ${process.env.ACCESS_LOG_PER_SECOND ?? '1000, the default'}), for ${emmausRequests} requests
${formatHomeLoad(load)}`);
} finally {
  for (const c of cleanups) c();
}
