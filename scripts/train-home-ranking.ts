import { writeFileSync } from 'node:fs';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { createHomeRepository } from '../server/src/modules/home/home.repository.ts';
import { type Example, FIT_DEFAULTS, fitReranker } from '../server/src/modules/home/home-reranker-fit.ts';
import { createLibraryRepository } from '../server/src/modules/library/library.repository.ts';
import { createLibraryService } from '../server/src/modules/library/library.service.ts';
import { askedQuestionLines, HOME_TUNING_SETS, readJsonl } from './eval-sets.ts';

// `npm run train:home`: learns the home reranker's weights (home-reranker.ts) from our labelled home
// questions and writes them to home-reranker.weights.ts. Only the tuning sets train it: the shared dev
// set and the untouched sets (heldout8, 9, 12, 15, 16, 20, 21, 22, 23, 26, 29, 30) are kept out, so `npm run eval:home` on them still
// measures questions the model has never seen. Deterministic: the same data gives the same file.
const TRAINING_SETS = HOME_TUNING_SETS;

const OUT = 'server/src/modules/home/home-reranker.weights.ts';
const ASKED = 'server/src/modules/home/data/asked-questions.jsonl';

// The tuning sets' questions vote in the similar-question source (life-questions.ts ASKED_QUESTIONS): the
// file is written first, and the home service imported after it, so the evidence is gathered with them.
writeFileSync(ASKED, askedQuestionLines());
const { createHomeService } = await import('../server/src/modules/home/home.service.ts');
const { FUSION_ONLY, features } = await import('../server/src/modules/home/home-reranker.ts');

const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
// Home search reads the Bible and the library through their services, as the server does (app.ts).
const bible = createBibleService(createBibleRepository(database.db));
const library = createLibraryService(createLibraryRepository(database.db), bible);
try {
  // The model being trained is not needed to gather the evidence; the one on disk may be out of date.
  const home = createHomeService({ repo: createHomeRepository(database.db), bible, library }, 'eng-web', {
    reranker: FUSION_ONLY,
  });
  await home.warm();
  const examples: Example[] = [];
  let questions = 0;
  for (const file of TRAINING_SETS) {
    const cases = readJsonl<{ q: string; accept: string[] }>(file);
    for (const c of cases) {
      // A reference opens its passage without ranking: nothing to learn from it.
      if (home.byReference(c.q)) continue;
      questions++;
      const candidates = features(await home.explain(c.q));
      examples.push({
        x: candidates.map((k) => k.x),
        right: candidates.map((k) => c.accept.includes(k.chapter)),
      });
    }
  }
  const model = fitReranker(examples, FIT_DEFAULTS);
  const usable = examples.filter((e) => e.right.some(Boolean)).length;
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  // Written as biome formats it, so that \`npm run check\` passes on a freshly trained file.
  const name = (f: string) => (/^[A-Za-z_$][\w$]*$/.test(f) ? f : `'${f}'`);
  const body = model.features.map((f, i) => `  ${name(f)}: ${round(model.weights[i] ?? 0)},`).join('\n');
  writeFileSync(
    OUT,
    `// Written by \`npm run train:home\` (scripts/train-home-ranking.ts); do not edit by hand.
// Trained on ${questions} questions of ${TRAINING_SETS.length} sets (${usable} with a right chapter among the candidates); final loss ${model.loss.toFixed(4)}.
import type { RerankerWeights } from './home-reranker.ts';

const LEARNED: Record<string, number> = {
${body}
};

// Checked against the features the code computes when the home service is made (checkWeights).
export const TRAINED: RerankerWeights = {
  features: Object.keys(LEARNED),
  weights: Object.values(LEARNED),
};
`,
  );
  console.log(
    `train:home: ${usable}/${questions} usable questions; loss ${model.loss.toFixed(4)}; wrote ${OUT}`,
  );
} finally {
  await database.close();
}
