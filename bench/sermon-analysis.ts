import { readFileSync } from 'node:fs';
import { MockLanguageModelV3 } from 'ai/test';
import { openDatabase } from '../server/src/db/database.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { createLibraryRepository } from '../server/src/modules/library/library.repository.ts';
import { createLibraryService } from '../server/src/modules/library/library.service.ts';
import { analyzeTranscript } from '../server/src/modules/sermons/analysis/analyze.ts';
import { createModelAnalysis } from '../server/src/modules/sermons/analysis/analyze-with-model.ts';
import { versesIn } from '../server/src/modules/sermons/analysis/canon.ts';
import { transcriptToParagraphs } from '../server/src/modules/sermons/analysis/transcript.ts';
import { generateStudy } from '../server/src/modules/sermons/study/generate.ts';
import { createStudySources } from '../server/src/modules/sermons/study/library-sources.ts';
import type { StudySources } from '../server/src/modules/sermons/study/sources.ts';
import { answerFor, partOf } from '../test/sermon-model-answers.ts';

// `npx tsx bench/sermon-analysis.ts`: offline sermon analysis of the ~6,000-word fixture (a 45-minute
// sermon; target p50 ≤ 2 s) and study generation from it (target ≤ 1 s). Prints figures; asserts nothing.
// Study sources are in-memory (canon verse counts, one cross-reference and topic each), so that figure
// is the generator's own cost; with BENCH_DATA_DIR it is also timed over a full database, as the job runs.
const RUNS = 15;
const text = readFileSync(new URL('../test/fixtures/sermons/true-vine.txt', import.meta.url), 'utf8');

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const sources: StudySources = {
  versesIn: async (_b, book, chapter) => versesIn(book, chapter),
  crossReferences: async (p) => [
    { ...p, reference: 'Galatians 5:22-23', book_id: 'GAL', chapter: 5, start_verse: 22, end_verse: 23 },
  ],
  topicPassages: async () => [
    { reference: 'Matthew 13:18-23', book_id: 'MAT', chapter: 13, start_verse: 18, end_verse: 23 },
  ],
  commentary: async () => 'Christ is the root of all our fruit.',
};

const analysisTimes: number[] = [];
let analysis = await analyzeTranscript({ paragraphs: transcriptToParagraphs(text) }); // warm-up
for (let i = 0; i < RUNS; i++)
  analysisTimes.push(
    await time(async () => {
      analysis = await analyzeTranscript({ paragraphs: transcriptToParagraphs(text) });
    }),
  );
const studyTimes: number[] = [];
for (let i = 0; i < RUNS; i++)
  studyTimes.push(
    await time(() =>
      generateStudy(
        analysis,
        { passage_count: 10, reading_length: 'medium', study_focus: 'deeper_study', bible_id: 'eng-web' },
        sources,
      ),
    ),
  );
console.log(
  `sermon analysis (offline, ${analysis.word_count} words, ${RUNS} runs): p50 ${p50(analysisTimes).toFixed(0)} ms (target ≤ 2000 ms)`,
);
console.log(
  `study generation (10 days, deeper_study, in-memory sources): p50 ${p50(studyTimes).toFixed(1)} ms (target ≤ 1000 ms)`,
);

// As the study job runs it: the sources over a fully imported database (BENCH_DATA_DIR, e.g. the e2e
// server's .cache/e2e-data or ./data while no server holds it): cross-references, Nave's, Matthew Henry.
const dataDir = process.env.BENCH_DATA_DIR;
if (dataDir) {
  const database = await openDatabase({ dataDir });
  const bible = createBibleService(createBibleRepository(database.db));
  const library = createLibraryService(createLibraryRepository(database.db), bible);
  const dbSources = createStudySources(bible, library, (b, book, c) =>
    bible.chapterVerses(b, book, c).then(
      (x) => x.verses.reduce((m, v) => Math.max(m, v.verse), 0),
      () => 0,
    ),
  );
  for (const focus of ['sermon_only', 'balanced', 'deeper_study'] as const) {
    const config = {
      passage_count: 10,
      reading_length: 'medium',
      study_focus: focus,
      bible_id: 'eng-web',
    } as const;
    // The first run after opening pays for cold pages and query plans (a job on a fresh server does too).
    const first = await time(() => generateStudy(analysis, config, dbSources));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await time(() => generateStudy(analysis, config, dbSources)));
    console.log(
      `study generation (10 days, ${focus}, over the database in ${dataDir}, 5 runs): p50 ${p50(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms, first ${first.toFixed(0)} ms (target ≤ 1000 ms)`,
    );
  }
  await database.close();
}

// The model path's own cost (chunking, the JSON schema, parsing, merging and the check against the
// transcript) with a model that answers at once: what Emmaus adds to the model's time.
const instant = new MockLanguageModelV3({
  modelId: 'zero-latency',
  doGenerate: async (options) => ({
    content: [
      {
        type: 'text',
        text: JSON.stringify(
          answerFor(
            partOf({
              messages: options.prompt.map((m) => ({ role: m.role, content: JSON.stringify(m.content) })),
            }),
          ),
        ),
      },
    ],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 10, text: 10, reasoning: 0 },
    },
    warnings: [],
  }),
});
const withModel = createModelAnalysis({ model: instant, timeoutMs: 60_000 });
const modelTimes: number[] = [];
await withModel({ paragraphs: transcriptToParagraphs(text) });
for (let i = 0; i < RUNS; i++)
  modelTimes.push(await time(() => withModel({ paragraphs: transcriptToParagraphs(text) })));
console.log(
  `sermon analysis with a zero-latency model (3 chunks, checked against the transcript): p50 ${p50(modelTimes).toFixed(0)} ms of overhead`,
);
