import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnTs } from '../test/spawn.ts';
import { type BenchServer, freshPostgres, startBenchServer } from './bench-server.ts';
import { QUESTIONS } from './chat.ts';
import { askChat } from './chat-stream.ts';
import { call, pct, seeded, sleep } from './http.ts';
import {
  addPublishers,
  addSermonWithTranscript,
  type Publisher,
  type PublisherFixture,
  signIn,
  waitForAnalysis,
} from './publishers.ts';
import { makeTranscripts, wordCount } from './transcripts.ts';

// Mixed load (issue 37): 200 readers (chapter GETs across many chapters, with think time), 20 askers
// (questions to the assistant, timed to the first byte of the SSE answer) and 2 publishers (each adding
// sermons with transcripts of 2,200–7,900 words and waiting for their analyses) for 60 s; then one
// publisher uploading ten transcripts at once while the readers read. On PGlite and on PostgreSQL.
//
// Alone: `npx tsx bench/mixed-load.ts DATA_DIR` over a library already imported into DATA_DIR (`npm
// run import`, or /tmp/base-data; copied, never written). Build the server first (`node
// scripts/build-server.mjs`). PostgreSQL: a fresh database on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), imported by the server's first start, or cloned from
// BENCH_POSTGRES_TEMPLATE (an imported database) to skip the import; BENCH_POSTGRES_URL=off skips it.
// MIXED_SECONDS (default 60) sets the length of the mixed run; MIXED_PGLITE=off skips PGlite.

const READERS = 200;
const ASKERS = 20;
const PUBLISHERS = 2;
/** After the run, how long started analyses are given to finish before they count as unfinished. */
const GRACE_MS = 180_000;

/** The chapters readers read: every chapter of the New Testament and of the Psalms, in the WEB. */
const readerPaths = async (base: string): Promise<string[]> => {
  const res = await call(base, '/api/bible/eng-web/toc', { headers: { 'accept-encoding': 'identity' } });
  const toc = JSON.parse(res.body.toString()) as {
    books: { id: string; chapter_count: number; testament: string }[];
  };
  return toc.books
    .filter((b) => b.testament === 'NT' || b.id === 'PSA')
    .flatMap((b) =>
      Array.from({ length: b.chapter_count }, (_, i) => `/api/bible/eng-web/book/${b.id}/chapters/${i + 1}`),
    );
};

interface Readers {
  /** Chapter answer times (ms), sorted, once stopped. */
  stop(): Promise<{ ms: number[]; errors: number }>;
}

/** `n` readers, each reading a chapter, thinking 1–4 s, and reading another, until stopped. */
const startReaders = (base: string, paths: string[], n: number, seed: number): Readers => {
  const random = seeded(seed);
  const ms: number[] = [];
  let errors = 0;
  let running = true;
  const t0 = performance.now();
  // MIXED_TRACE=1 prints each slow read (over 100 ms) with when it happened: where a p99 comes from.
  const trace = process.env.MIXED_TRACE === '1';
  const reader = async (i: number) => {
    // Readers arrive over the first two seconds rather than all in one instant.
    await sleep(random() * 2000);
    let at = Math.floor(random() * paths.length);
    while (running) {
      const a = await call(base, paths[at] as string, {
        headers: { 'x-forwarded-for': `203.0.${113 + (i >> 8)}.${i & 255}` },
      }).catch(() => undefined);
      if (a?.status === 200) ms.push(a.ms);
      else errors++;
      if (trace && a && a.ms > 100)
        console.error(
          `slow read at ${((performance.now() - t0) / 1000).toFixed(1)} s: ${a.ms.toFixed(0)} ms ${paths[at]}`,
        );
      // Mostly the next chapter, sometimes a jump elsewhere: how people read.
      at = random() < 0.7 ? (at + 1) % paths.length : Math.floor(random() * paths.length);
      await sleep(1000 + random() * 3000);
    }
  };
  const all = Promise.all(Array.from({ length: n }, (_, i) => reader(i)));
  return {
    stop: async () => {
      running = false;
      await all;
      return { ms: ms.sort((a, b) => a - b), errors };
    },
  };
};

export interface MixedLoadResult {
  database: string;
  seconds: number;
  chapters: { n: number; p50: number; p99: number; errors: number };
  answers: { n: number; firstByteP50: number; firstByteP99: number; firstContentP50: number; errors: number };
  analyses: {
    started: number;
    finishedInRun: number;
    finished: number;
    failed: number;
    words: [number, number];
    /** Uploads the server refused (their errors): not started. */
    refused: string[];
  };
  /** The server's error lines during the run. */
  serverErrors: string[];
  /** The first question after start-up, before the load: its times, and the slowest chapter read meanwhile. */
  firstQuestion: { ms: number; firstByteMs: number; chapterMaxMs: number };
  tenAtOnce: { chapters: { n: number; p50: number; p99: number }; finished: number; seconds: number };
}

const summary = (xs: number[]) => ({ n: xs.length, p50: pct(xs, 50), p99: pct(xs, 99) });

/** The mixed-load figures against the server at `base`, its publishers already in its database. */
export const measureMixedLoad = async (
  server: BenchServer,
  fixtures: PublisherFixture[],
  database: string,
  seconds = Number(process.env.MIXED_SECONDS ?? 60),
): Promise<MixedLoadResult> => {
  const base = server.base;
  // Start-up's index build (home search) is over before the load starts: it is not what is measured.
  await server.waitIdle();
  const paths = await readerPaths(base);
  const publishers: Publisher[] = [];
  for (const [i, f] of fixtures.entries()) publishers.push(await signIn(base, f, `192.0.2.${10 + i}`));
  const transcripts = await makeTranscripts(base, 10, 11);
  const words = transcripts.map(wordCount);

  // The first question after start-up builds what the assistant keeps (measured apart: it is paid once,
  // and on a fresh server it would otherwise fall inside the minute), while one reader reads on.
  let probing = true;
  let probeMaxMs = 0;
  const probe = (async () => {
    while (probing) {
      const a = await call(base, paths[0] as string);
      probeMaxMs = Math.max(probeMaxMs, a.ms);
      await sleep(50);
    }
  })();
  const [b0, c0, v0, q0] = QUESTIONS[0] as (typeof QUESTIONS)[number];
  const first = await askChat(
    base,
    { bible_id: 'eng-web', bookId: b0, chapter: c0, verses: v0, prompt: q0 },
    {},
  );
  probing = false;
  await probe;

  const end = performance.now() + seconds * 1000;
  const readers = startReaders(base, paths, READERS, 1);

  const firstByte: number[] = [];
  const firstContent: number[] = [];
  let chatErrors = 0;
  const asker = async (i: number) => {
    const random = seeded(100 + i);
    let userId = '';
    await sleep(random() * 3000);
    for (let k = i; performance.now() < end; k++) {
      const [bookId, chapter, verses, prompt] = QUESTIONS[k % QUESTIONS.length] as (typeof QUESTIONS)[number];
      const r = await askChat(
        base,
        { bible_id: 'eng-web', bookId, chapter, verses, prompt },
        { 'x-forwarded-for': `192.0.2.${100 + i}`, ...(userId ? { 'x-user-id': userId } : {}) },
      ).catch(() => undefined);
      if (r?.status === 200 && r.ended) {
        firstByte.push(r.firstByteMs);
        if (!Number.isNaN(r.firstContentMs)) firstContent.push(r.firstContentMs);
        userId = r.userId;
      } else chatErrors++;
      // Reading the answer before the next question.
      await sleep(3000 + random() * 4000);
    }
  };

  const sermonIds: { p: Publisher; id: number; finishedInRun: boolean; status?: string }[] = [];
  const refused: string[] = [];
  let serial = 0;
  const publisher = async (p: Publisher) => {
    while (performance.now() < end) {
      const i = serial++;
      let id: number;
      try {
        id = await addSermonWithTranscript(
          base,
          p,
          `Load sermon ${i + 1}`,
          transcripts[i % transcripts.length] as string,
        );
      } catch (err) {
        // A refused upload is a figure too (it is not an analysis started).
        refused.push((err as Error).message);
        await sleep(1000);
        continue;
      }
      const entry = { p, id, finishedInRun: false, status: undefined as string | undefined };
      sermonIds.push(entry);
      entry.status = await waitForAnalysis(base, p, id, end);
      entry.finishedInRun = entry.status !== 'unfinished';
    }
  };

  await Promise.all([
    ...Array.from({ length: ASKERS }, (_, i) => asker(i)),
    ...publishers.map((p) => publisher(p)),
  ]);
  const read = await readers.stop();
  // Analyses still running when the minute ended are waited for, then counted.
  const graceEnd = performance.now() + GRACE_MS;
  for (const s of sermonIds)
    if (!s.finishedInRun) s.status = await waitForAnalysis(base, s.p, s.id, graceEnd);

  // Ten transcripts at once from one publisher, readers reading meanwhile.
  const tenReaders = startReaders(base, paths, READERS, 2);
  await sleep(2000);
  const tenStarted = performance.now();
  const owner = publishers[0] as Publisher;
  const ten = await Promise.all(
    transcripts.map((t, i) =>
      addSermonWithTranscript(base, owner, `Batch sermon ${i + 1}`, t).catch((err: Error) => {
        refused.push(err.message);
        return 0;
      }),
    ),
  );
  const tenStatus = await Promise.all(
    ten.map((id) => (id ? waitForAnalysis(base, owner, id, tenStarted + 600_000) : 'refused')),
  );
  const tenSeconds = (performance.now() - tenStarted) / 1000;
  const tenRead = await tenReaders.stop();

  firstByte.sort((a, b) => a - b);
  firstContent.sort((a, b) => a - b);
  return {
    database,
    seconds,
    chapters: { ...summary(read.ms), errors: read.errors },
    answers: {
      n: firstByte.length,
      firstByteP50: pct(firstByte, 50),
      firstByteP99: pct(firstByte, 99),
      firstContentP50: pct(firstContent, 50),
      errors: chatErrors,
    },
    analyses: {
      started: sermonIds.length,
      finishedInRun: sermonIds.filter((s) => s.finishedInRun).length,
      finished: sermonIds.filter((s) => s.status === 'ready').length,
      failed: sermonIds.filter((s) => s.status !== 'ready' && s.status !== 'unfinished').length,
      words: [Math.min(...words), Math.max(...words)],
      refused,
    },
    tenAtOnce: {
      chapters: summary(tenRead.ms),
      finished: tenStatus.filter((s) => s === 'ready').length,
      seconds: tenSeconds,
    },
    serverErrors: server.errors(),
    firstQuestion: { ms: first.ms, firstByteMs: first.firstByteMs, chapterMaxMs: probeMaxMs },
  };
};

export const formatMixedLoad = (r: MixedLoadResult): string => {
  const f = (n: number) => n.toFixed(1);
  return `first question after start-up on ${r.database}: first byte ${f(r.firstQuestion.firstByteMs)} ms, answered in ${f(r.firstQuestion.ms)} ms; slowest chapter read meanwhile ${f(r.firstQuestion.chapterMaxMs)} ms
mixed load on ${r.database} (${READERS} readers with think time, ${ASKERS} askers, ${PUBLISHERS} publishers with ${r.analyses.words[0]}–${r.analyses.words[1]}-word transcripts, ${r.seconds} s)
  chapter GET                 p50 ${f(r.chapters.p50)} ms   p99 ${f(r.chapters.p99)} ms   (${r.chapters.n} requests, ${r.chapters.errors} errors)   target p99 ≤ 100 ms
  answer (POST /api/chat)     first byte p50 ${f(r.answers.firstByteP50)} ms   p99 ${f(r.answers.firstByteP99)} ms   first content p50 ${f(r.answers.firstContentP50)} ms   (${r.answers.n} answers, ${r.answers.errors} errors)   target first byte p50 ≤ 1000 ms
  sermon analyses             ${r.analyses.finished}/${r.analyses.started} finished (${r.analyses.finishedInRun} within the run, the rest within ${GRACE_MS / 1000} s after; ${r.analyses.failed} failed)   target: every one
  ten transcripts at once     ${r.tenAtOnce.finished}/10 analysed in ${f(r.tenAtOnce.seconds)} s; readers meanwhile: chapter p50 ${f(r.tenAtOnce.chapters.p50)} ms   p99 ${f(r.tenAtOnce.chapters.p99)} ms (${r.tenAtOnce.chapters.n} requests)   target p99 ≤ 100 ms${
    r.analyses.refused.length
      ? `\n  uploads refused             ${r.analyses.refused.length}: ${[...new Set(r.analyses.refused)].slice(0, 3).join(' | ')}`
      : ''
  }${r.serverErrors.length ? `\n  server errors               ${r.serverErrors.length}, the last: ${r.serverErrors.at(-1)?.slice(0, 600)}` : ''}`;
};

/**
 * Both databases: PGlite over `dataDir` (written: pass a copy), then a fresh PostgreSQL database unless
 * BENCH_POSTGRES_URL=off. `log` says what starts.
 */
export const measureMixedLoadBoth = async (
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<MixedLoadResult[]> => {
  const say = (r: MixedLoadResult) => {
    log(`done:\n${formatMixedLoad(r)}`);
    return r;
  };
  const results: MixedLoadResult[] = [];
  const tag = `mixed${process.pid}`;
  if (process.env.MIXED_PGLITE !== 'off') {
    log('mixed load on PGlite…');
    const fixtures = await addPublishers({ dataDir }, PUBLISHERS, `${tag}pglite`);
    const server = await startBenchServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      results.push(say(await measureMixedLoad(server, fixtures, 'PGlite')));
    } finally {
      await server.stop();
    }
  }
  const pgServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (pgServer === 'off') return results;
  const template = process.env.BENCH_POSTGRES_TEMPLATE;
  const db = await freshPostgres(pgServer, `emmaus_bench_${process.pid}`, template);
  try {
    if (!template) {
      log('mixed load on PostgreSQL: importing the library into a fresh database…');
      const imp = spawnTs('scripts/import.ts', [], {
        DATABASE_URL: db.url,
        DATA_DIR: join(dataDir, 'unused'),
      });
      if ((await imp.exit()) !== 0) throw new Error(`import failed:\n${imp.output().slice(-3000)}`);
    }
    log('mixed load on PostgreSQL…');
    const pgFixtures = await addPublishers({ dataDir: '', databaseUrl: db.url }, PUBLISHERS, `${tag}pg`);
    const server = await startBenchServer(port, { DATABASE_URL: db.url, DATA_DIR: join(dataDir, 'unused') });
    try {
      results.push(say(await measureMixedLoad(server, pgFixtures, 'PostgreSQL')));
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
  return results;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = process.argv[2];
  if (!source) throw new Error('usage: tsx bench/mixed-load.ts DATA_DIR (an imported library; it is copied)');
  const work = mkdtempSync(join(tmpdir(), 'emmaus-mixed-'));
  try {
    const dataDir = join(work, 'data');
    cpSync(source, dataDir, { recursive: true, filter: (p) => !p.endsWith('emmaus.lock') });
    await measureMixedLoadBoth(dataDir, 3298, (l) => console.log(`mixed-load: ${l}`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
