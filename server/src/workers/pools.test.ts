import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serialize } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../modules/assistant/study-engine.ts';
import { createHomeRanker } from '../modules/home/home.ranker.ts';
import { analyzeTranscript } from '../modules/sermons/analysis/analyze.ts';
import { transcriptToParagraphs } from '../modules/sermons/analysis/transcript.ts';
import { WORKER_NICENESS } from './niceness.ts';
import { createWorkerPools, type WorkerPools } from './pools.ts';

// The real thing: worker threads running the bundled worker module (worker-file.ts builds it from
// source here), as `npm start` runs them (issue 37: CPU-bound work off the event loop).
const sermon = readFileSync(new URL('../../../test/fixtures/sermons/true-vine.txt', import.meta.url), 'utf8');
const paragraphs = transcriptToParagraphs(sermon);

let pools: WorkerPools;
beforeAll(async () => {
  pools = createWorkerPools(2, WORKER_NICENESS);
  // The first task starts the threads (and, from source, bundles the worker module once).
  await pools.background.run('engine.decide', { prompt: [] });
}, 120_000);
afterAll(() => pools.close());

/** The niceness of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
const threadNiceness = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('worker pools', () => {
  it.runIf(process.platform === 'linux')(
    'runs the background lane below the event loop’s priority, and only it',
    async () => {
      // Every lane's thread started (the background one by beforeAll's task).
      await pools.interactive.run('engine.decide', { prompt: [] });
      const nice = threadNiceness();
      // pid 0 is this thread: the event loop keeps the server's own niceness, as the other lanes do.
      expect(getPriority(0)).toBe(0);
      expect(nice.filter((n) => n === WORKER_NICENESS)).toHaveLength(pools.threads.background);
      expect(nice.filter((n) => n !== 0 && n !== WORKER_NICENESS)).toEqual([]);
    },
  );

  it('gives each lane (answers, home search, jobs) a thread of its own', () => {
    expect(pools.threads).toEqual({ interactive: 1, home: 1, background: 1 });
    expect(createWorkerPools(9).threads).toEqual({ interactive: 3, home: 3, background: 3 });
  });

  it('analyses a sermon in a worker thread exactly as on this one, its steps coming back as progress', async () => {
    const steps: unknown[] = [];
    const there = await pools.background.run(
      'sermon.analyze',
      { paragraphs },
      { onProgress: (m) => steps.push(m) },
    );
    const here = await analyzeTranscript({ paragraphs });
    expect(there).toEqual(here);
    expect(there.passages.length).toBeGreaterThan(3);
    expect(steps).toEqual([
      { step: 'reading', share: 0.1 },
      { step: 'finding_passages', share: 0.3 },
      { step: 'outlining', share: 0.6 },
      { step: 'writing_notes', share: 0.85 },
    ]);
  });

  it('keeps the event loop free while sermons are analysed', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    // Ten real-length transcripts at once (the issue's Sunday afternoon): they queue in the jobs' lane.
    await Promise.all(
      Array.from({ length: 10 }, () => pools.background.run('sermon.analyze', { paragraphs })),
    );
    const took = performance.now() - started;
    delay.disable();
    // On this thread the ten analyses hold the loop for their whole length (seconds); off it, the loop
    // only posts and receives (a stall of tens of ms; a garbage collection on a 2-core machine running a
    // second heavy process beside the tests once took 107 ms, hence the bound).
    const here = performance.now();
    await analyzeTranscript({ paragraphs });
    const oneHere = performance.now() - here;
    expect(took).toBeGreaterThan(oneHere * 3);
    expect(delay.max / 1e6, 'longest event-loop stall, ms').toBeLessThan(Math.max(150, oneHere / 2));
  }, 120_000);

  it('answers a study-engine step in the readers’ lane as on this thread', async () => {
    const step = {
      prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'What does this mean?' }] }],
      providerOptions: {
        emmaus: { bookId: 'JHN', chapter: 3, verses: [16], question: 'What does this mean?' },
      },
      tools: [{ name: 'get_passage' }, { name: 'get_commentary' }, { name: 'search_scripture' }],
    };
    const there = await pools.interactive.run('engine.decide', step);
    expect(there).toEqual(decide(step));
    expect('calls' in there && there.calls.map((c) => c.toolName)).toContain('get_passage');
  });

  it('ranks home questions in their own lane, from data shared once with the thread', async () => {
    const data = {
      lexemeRows: [
        { search: "'lack':7 'lord':2 'noth':8 'shepherd':5", book_id: 'PSA', chapter: 23, canonical: true },
        { search: "'jesus':1 'wept':2", book_id: 'JHN', chapter: 11, canonical: true },
      ],
      verses: [
        {
          translation_id: 'eng-web',
          book_id: 'PSA',
          chapter: 23,
          verse: 1,
          text: 'The LORD is my shepherd; I shall lack nothing.',
        },
        { translation_id: 'eng-web', book_id: 'JHN', chapter: 11, verse: 35, text: 'Jesus wept.' },
      ],
      outlines: [],
      sections: [],
      topicRefs: [],
      englishWords: ['brain'],
    };
    const shared = (value: unknown) => {
      const bytes = serialize(value);
      const buffer = new SharedArrayBuffer(bytes.byteLength);
      new Uint8Array(buffer).set(bytes);
      return buffer;
    };
    const ref = {
      id: 'test-data',
      parts: {
        lexemeRows: shared(data.lexemeRows),
        verses: shared(data.verses),
        outlines: shared(data.outlines),
        sections: shared(data.sections),
        topicRefs: shared(data.topicRefs),
        englishWords: shared(data.englishWords),
      },
    };
    const prepared = await pools.home.run('home.prepare', {
      data: ref,
      question: 'the lord is my shepherd',
    });
    expect(prepared.text).toContain('shepherd');
    const answer = await pools.home.run('home.answer', {
      data: ref,
      prepared,
      terms: { lexemes: ['lord', 'shepherd'], tsquery: "'lord' & 'shepherd'" },
    });
    const here = createHomeRanker(data);
    // The shared verses are what it ranked from: the in-thread ranker's evidence over the same data
    // finds Psalm 23 first (the answer itself is the reranker's, whose weights are retrained with data).
    const terms = { lexemes: ['lord', 'shepherd'], tsquery: "'lord' & 'shepherd'" };
    expect(here.evidence(prepared, terms).verses[0]).toMatchObject({ book_id: 'PSA', chapter: 23 });
    expect(answer).not.toBeNull();
    expect(prepared).toEqual(here.prepare('the lord is my shepherd'));
    expect(answer).toEqual(
      here.answer(prepared, { lexemes: ['lord', 'shepherd'], tsquery: "'lord' & 'shepherd'" }),
    );
    // Every part reaches the thread, the English words too: "brain" stays a brain (the tables' "train" is
    // one letter away; without the words it was read as that, stop 62).
    const brain = await pools.home.run('home.prepare', { data: ref, question: 'my brain will not stop' });
    expect(brain.text).toBe('my brain will not stop');
    expect(createHomeRanker({ ...data, englishWords: [] }).prepare('my brain will not stop').text).toBe(
      'my train will not stop',
    );
  });

  it('ends a task whose caller gave up, and the lane goes on', async () => {
    const controller = new AbortController();
    const running = pools.background.run('sermon.analyze', { paragraphs }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(running).rejects.toThrow(/abort/i);
    const next = await pools.background.run('sermon.analyze', { paragraphs: paragraphs.slice(0, 5) });
    expect(next.word_count).toBeGreaterThan(0);
  });

  it('runs the tasks inline when there are no threads (tests, WORKER_THREADS=0)', async () => {
    const inline = createWorkerPools(0);
    const ids: number[] = [];
    const result = await inline.background.run(
      'sermon.analyze',
      { paragraphs: paragraphs.slice(0, 5) },
      {
        onProgress: () => ids.push(threadId),
      },
    );
    expect(result.word_count).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([threadId]));
    await expect(inline.interactive.run('no.such' as 'engine.decide', { prompt: [] })).rejects.toThrow(
      /no task/,
    );
  });
});
