import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchServer, canPin, startBenchServer } from './bench-server.ts';
import { askChat } from './chat-stream.ts';
import { call, ok, okJson, textOf } from './http.ts';
import {
  addPublishers,
  addSermonWithTranscript,
  type PublisherFixture,
  signIn,
  waitForAnalysis,
} from './publishers.ts';
import { makeTranscripts } from './transcripts.ts';
import { runWrk, type WrkResult } from './wrk.ts';

// Throughput after uptime (issue 37, "Throughput decays with uptime"): a cached chapter (John 3) under
// wrk on a fresh server, then again after a scripted hour-equivalent of mixed use, and their ratio.
//
// Alone: `npx tsx bench/soak.ts DATA_DIR` over a library already imported into DATA_DIR (`npm run
// import`, or /tmp/base-data); the directory is copied, never written. Build the server first (`node
// scripts/build-server.mjs`): it runs as `npm start` runs it. SOAK_SCALE (default 1) scales the mixed
// use: 0.1 is a quick run of about half a minute.
//
// The hour-equivalent (SOAK_SCALE=1): every chapter of the WEB (with its deuterocanon) and of the KJV
// fetched once, 60 questions to the assistant, 200 home searches, 300 highlights and notes (with
// updates and deletions), 600 analytics events and 4 sermon analyses. Chosen as an hour of a busy
// congregation's instance that has reached its steady state: every chapter cached once (the one thing
// that grows with reading is bounded by the Bible, and it is reached within the hour), and the writes of
// an hour's few dozen active readers. It takes about 3–4 minutes here; anything that accumulates per
// request (users, annotations, chats, analytics, timers, listeners) grows linearly with SOAK_SCALE, so a
// longer soak is SOAK_SCALE=2, 4….

const JOHN_3 = '/api/bible/eng-web/book/JHN/chapters/3';
const QUESTIONS: [string, number, number[], string][] = [
  ['JHN', 3, [16], 'What does it mean that God loved the world?'],
  ['PSA', 23, [], 'How can this psalm comfort me when I am afraid?'],
  ['ROM', 8, [28], 'How do all things work together for good?'],
  ['MAT', 5, [3, 4, 5], 'Who are the poor in spirit?'],
  ['PHP', 4, [6, 7], 'How should I pray when I am anxious?'],
  ['LUK', 15, [], 'Why did the father run to his son?'],
];
const HOME_PROMPTS = [
  'how should I deal with anxiety and worry about tomorrow',
  'what does the bible say about forgiving someone who hurt me',
  'I feel lonely and far from God',
  'the story of the prodigal son',
  'grief after losing my mother',
  'money and contentment',
  'psalm 23',
  'jn 3:16',
];
const EVENTS = ['page_view', 'navigation', 'church_page_view'];

export interface ThroughputFigure {
  wrk: WrkResult;
  cpuUsPerRequest: number;
  rssMiB: number;
}
export interface SoakResult {
  fresh: ThroughputFigure;
  after: ThroughputFigure;
  mixed: { seconds: number; counts: Record<string, number>; failures: Record<string, number> };
  scale: number;
}

/** John 3 under wrk: a warm-up (V8 settles), then the measured run with the server's CPU per request. */
const chapterThroughput = async (
  server: BenchServer,
  work: string,
  warmSeconds: number,
  seconds: number,
): Promise<ThroughputFigure> => {
  ok('John 3', await call(server.base, JOHN_3)); // in the cache, so the fast path answers
  await server.waitIdle();
  if (warmSeconds > 0) await runWrk(server.base, [JOHN_3], work, warmSeconds, canPin ? 0 : undefined);
  const cpu = server.cpuMs();
  const wrk = await runWrk(server.base, [JOHN_3], work, seconds, canPin ? 0 : undefined);
  return { wrk, cpuUsPerRequest: ((server.cpuMs() - cpu) * 1000) / wrk.requests, rssMiB: server.rssMiB() };
};

/** Runs `n` tasks with at most `concurrency` at once. */
const pool = async (n: number, concurrency: number, task: (i: number) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) await task(next++);
    }),
  );
};

/** The hour-equivalent of mixed use, scaled; every request through the public API. */
export const mixedUse = async (base: string, publisher: PublisherFixture, scale: number) => {
  const counts: Record<string, number> = {};
  const failures: Record<string, number> = {};
  const done = (what: string, ok: boolean) => {
    const into = ok ? counts : failures;
    into[what] = (into[what] ?? 0) + 1;
  };
  const ip = (i: number) => `198.51.${(i >> 8) & 255}.${i & 255}`;
  const started = performance.now();

  const chapters = async () => {
    const paths: string[] = [];
    for (const bible of ['eng-web', 'eng-kjv']) {
      const toc = okJson<{ books: { id: string; chapter_count: number }[] }>(
        'toc',
        await call(base, `/api/bible/${bible}/toc?canon=full`),
      );
      for (const b of toc.books)
        for (let c = 1; c <= b.chapter_count; c++)
          paths.push(`/api/bible/${bible}/book/${b.id}/chapters/${c}`);
    }
    const n = Math.round(paths.length * scale);
    await pool(n, 8, async (i) => {
      const a = await call(base, paths[i % paths.length] as string, {
        headers: { 'x-forwarded-for': ip(i) },
      });
      done('chapters', a.status === 200);
    });
  };

  // Readers who write: each keeps the id the server gave it, as the web app does.
  const writers = Array.from({ length: 40 }, () => ({ id: '' }));
  const asWriter = (i: number) => {
    const w = writers[i % writers.length] as { id: string };
    return {
      headers: { 'x-forwarded-for': ip(1000 + (i % writers.length)), ...(w.id ? { 'x-user-id': w.id } : {}) },
      w,
    };
  };

  const chats = () =>
    pool(Math.round(60 * scale), 2, async (i) => {
      const [bookId, chapter, verses, prompt] = QUESTIONS[i % QUESTIONS.length] as (typeof QUESTIONS)[number];
      const { headers, w } = asWriter(i);
      const r = await askChat(base, { bible_id: 'eng-web', bookId, chapter, verses, prompt }, headers);
      if (r.userId) w.id = r.userId;
      done('chats', r.status === 200 && r.ended);
    });

  const home = () =>
    pool(Math.round(200 * scale), 2, async (i) => {
      const a = await call(base, '/api/home', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip(2000 + i) },
        json: { prompt: HOME_PROMPTS[i % HOME_PROMPTS.length] },
      });
      done('home', a.status === 200 || a.status === 404);
    });

  const annotations = () =>
    pool(Math.round(300 * scale), 2, async (i) => {
      const { headers, w } = asWriter(i);
      const note = i % 3 === 0;
      const a = await call(base, '/api/user/annotations', {
        method: 'POST',
        headers,
        json: {
          kind: note ? 'note' : 'highlight',
          bible_id: 'eng-web',
          book_id: 'PSA',
          chapter: 1 + (i % 150),
          verses: [1 + (i % 5)],
          ...(note ? { text: `A note on this psalm, number ${i}.` } : { color: 'yellow' }),
        },
      });
      // The reader the server knows it by (issued with this answer when it had none yet).
      const owner = String(a.headers['x-user-id'] ?? w.id);
      if (!w.id) w.id = owner;
      done('annotations', a.status === 201);
      if (a.status !== 201) return;
      const created = JSON.parse(textOf(a)) as { id: string };
      // One in five is changed afterwards, one in ten removed: what readers do with their notes.
      if (i % 5 === 1) {
        const u = await call(base, `/api/user/annotations/${created.id}`, {
          method: 'PUT',
          headers: { ...headers, 'x-user-id': owner },
          json: note ? { text: `A changed note, ${i}.` } : { color: 'green' },
        });
        done('annotation updates', u.status === 200);
      } else if (i % 10 === 2) {
        const d = await call(base, `/api/user/annotations/${created.id}`, {
          method: 'DELETE',
          headers: { ...headers, 'x-user-id': owner },
        });
        done('annotation deletions', d.status === 200);
      }
    });

  const analytics = () =>
    pool(Math.round(600 * scale), 2, async (i) => {
      const a = await call(base, '/api/analytics/events', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip(3000 + (i % 200)) },
        json: {
          name: EVENTS[i % EVENTS.length],
          path: `/read/PSA/${1 + (i % 150)}`,
          ...(i % 3 === 2 ? { church_id: publisher.churchId } : {}),
        },
      });
      done('analytics events', a.status === 202);
    });

  const sermons = async () => {
    const n = Math.max(1, Math.round(4 * scale));
    const p = await signIn(base, publisher, ip(4000));
    const texts = await makeTranscripts(base, Math.min(n, 4), 7);
    for (let i = 0; i < n; i++) {
      const id = await addSermonWithTranscript(
        base,
        p,
        `Soak sermon ${i + 1}`,
        texts[i % texts.length] as string,
      );
      const status = await waitForAnalysis(base, p, id, performance.now() + 300_000);
      done('sermon analyses', status === 'ready');
    }
  };

  await Promise.all([chapters(), chats(), home(), annotations(), analytics(), sermons()]);
  return { seconds: (performance.now() - started) / 1000, counts, failures };
};

/** The soak figure on a server started here over `dataDir` (written: pass a copy). */
export const measureSoak = async (opts: {
  dataDir: string;
  port: number;
  work: string;
  scale?: number;
  warmSeconds?: number;
  seconds?: number;
  nodeArgs?: string[];
}): Promise<SoakResult> => {
  const scale = opts.scale ?? Number(process.env.SOAK_SCALE ?? 1);
  const [publisher] = await addPublishers({ dataDir: opts.dataDir }, 1, `soak${process.pid}`);
  if (!publisher) throw new Error('no publisher');
  const server = await startBenchServer(
    opts.port,
    { DATA_DIR: opts.dataDir, DATABASE_URL: '' },
    opts.nodeArgs,
  );
  try {
    server.pin('1');
    const fresh = await chapterThroughput(server, opts.work, opts.warmSeconds ?? 10, opts.seconds ?? 5);
    server.pin('0-1');
    const mixed = await mixedUse(server.base, publisher, scale);
    server.pin('1');
    const after = await chapterThroughput(server, opts.work, opts.warmSeconds ?? 10, opts.seconds ?? 5);
    return { fresh, after, mixed, scale };
  } finally {
    await server.stop();
  }
};

export const formatSoak = (r: SoakResult): string => {
  const row = (name: string, f: ThroughputFigure) =>
    `  ${name.padEnd(26)} ${f.wrk.requestsPerSec.toFixed(0).padStart(7)} req/s   p99 ${f.wrk.p99Ms.toFixed(2)} ms   errors ${f.wrk.errors}   CPU ${f.cpuUsPerRequest.toFixed(1)} µs/request   RSS ${f.rssMiB.toFixed(0)} MiB`;
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ') || 'none';
  return `throughput after uptime (GET ${JOHN_3}, cached; wrk -c50${canPin ? ', server on core 1, wrk on core 0' : ''})
${row('fresh server', r.fresh)}
${row(`after mixed use (×${r.scale})`, r.after)}
  ratio after / fresh        ${(r.after.wrk.requestsPerSec / r.fresh.wrk.requestsPerSec).toFixed(2)}   (CPU per request ${(r.fresh.cpuUsPerRequest / r.after.cpuUsPerRequest).toFixed(2)})   target ≥ 0.90
  mixed use: ${r.mixed.seconds.toFixed(0)} s: ${list(r.mixed.counts)}; failed: ${list(r.mixed.failures)}`;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = process.argv[2];
  if (!source) throw new Error('usage: tsx bench/soak.ts DATA_DIR (an imported library; it is copied)');
  const work = mkdtempSync(join(tmpdir(), 'emmaus-soak-'));
  try {
    const dataDir = join(work, 'data');
    cpSync(source, dataDir, { recursive: true, filter: (p) => !p.endsWith('emmaus.lock') });
    console.log(`soak: mixed use ×${process.env.SOAK_SCALE ?? 1} between two throughput runs…`);
    const r = await measureSoak({ dataDir, port: 3297, work });
    console.log(formatSoak(r));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
