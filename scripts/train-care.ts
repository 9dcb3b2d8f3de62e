// `npm run train:care`: fits the care model (common/src/care/care-model.ts) on the phrasings written for
// it (server/data/care/train-*.jsonl) and the tuning sets (eval/care-dev*.jsonl, care-heldout–heldout6),
// never the untouched eval/care-heldout26.jsonl and later. The threshold is chosen by five-fold cross-validation: the lowest at which
// the held-out folds show at most 5% false positives with the patterns (issue 29's bound). Writes common/src/care/care-model.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { careOf } from '../common/src/care/care-detect.ts';
import { careFeatures } from '../common/src/care/care-features.ts';
import {
  CARE_CLASSES,
  type CareModel,
  classOfKind,
  dangerOf,
  scoreFeatures,
} from '../common/src/care/care-model.ts';
import { LIFE_QUESTIONS } from '../server/src/modules/home/life-questions.ts';
import { HOME_TUNING_SETS, readJsonl } from './eval-sets.ts';

interface Line {
  q: string;
  label: 'crisis' | 'none' | 'friend';
  kind: string;
}
const read = (file: string) => readJsonl<Line>(file);

const trainDir = 'server/data/care';
const files = [
  ...readdirSync(trainDir)
    .filter((f) => /^train-.*\.jsonl$/.test(f))
    .map((f) => join(trainDir, f)),
  'eval/care-dev.jsonl',
  'eval/care-dev2.jsonl',
  // Held-out sets whose misses have been read (decision 0012) are tuning sets now, and their lines are
  // phrasings written apart like any other: trained on. care-heldout7 and later stay untouched.
  'eval/care-heldout.jsonl',
  'eval/care-heldout2.jsonl',
  'eval/care-heldout3.jsonl',
  'eval/care-heldout4.jsonl',
  // Stop 46: heldout5 and heldout6 were read (heldout6's first figure: recall 91.1%, false positives
  // 4.4%); care-heldout7 and later stay untouched.
  'eval/care-heldout5.jsonl',
  'eval/care-heldout6.jsonl',
  // Stop 48: heldout7 had two figures on record (95.0% / 2.9% first, 96.7% / 2.4% after); it is trained
  // on now. care-heldout8 (first figure 93.3% / 5.9%) and later stay untouched.
  'eval/care-heldout7.jsonl',
  // Stop 50: heldout8 had two figures on record (93.3% / 5.9% at stop 48, the same after heldout7 was
  // trained on); its misses were read and it is trained on now. care-heldout9 and later stay untouched.
  'eval/care-heldout8.jsonl',
  // Stop 51: heldout9 (two figures on record) and heldout10 (first figure 93.3% / 10.0%) were read, their
  // misses turned into classes (care-detect.ts: a testimony, a question the reader owns, violence told by
  // events), and both are trained on. care-heldout11 and later stay untouched.
  'eval/care-heldout9.jsonl',
  'eval/care-heldout10.jsonl',
  // Stop 52: heldout11 (four figures on record, 92.2% / 7.6% first) and heldout12 (one, 96.1% / 10.0%) were
  // read, their misses turned into classes (care-detect.ts: events of danger, a request for an unnamed
  // someone, testimonies in other words), and both are trained on. care-heldout13 and later stay untouched.
  'eval/care-heldout11.jsonl',
  'eval/care-heldout12.jsonl',
  // Stop 52, later: heldout13 (first figure 90.0% / 4.7%, 90.6% / 3.5% after heldout11 and 12) read,
  // its misses made classes, and trained on. care-heldout14 and later stay untouched.
  'eval/care-heldout13.jsonl',
  // Then heldout14 (first figure 91.7% / 4.7%) was read and its misses made classes (patterns), but the
  // model was not retrained: with heldout14, or with heldout34's ordinary questions alone, cross-validation
  // chose threshold 0.2 and the read sets' false positives rose (heldout10 4.7% → 5.3%). heldout15 was
  // read the same way (patterns only), and so were heldout16 and heldout17; care-heldout18 and later stay
  // untouched.
  // Stop 53: heldout14 to heldout20, all read and made classes, trained on; cross-validation chose 0.25
  // again. care-heldout21 (first figure 91.1% / 4.7%): 91.7% / 4.1% after. heldout21 and 22 were read later in
  // the stop (patterns only, not trained on), and so was heldout23; care-heldout24 and later stay untouched.
  // Stop 54: heldout24 and heldout25 read (patterns only, not trained on); care-heldout26 and later stay
  // untouched.
  'eval/care-heldout14.jsonl',
  'eval/care-heldout15.jsonl',
  'eval/care-heldout16.jsonl',
  'eval/care-heldout17.jsonl',
  'eval/care-heldout18.jsonl',
  'eval/care-heldout19.jsonl',
  'eval/care-heldout20.jsonl',
];
// Ordinary questions as readers ask them, as "none": the life questions of the home search and the
// home search's tuning sets (never its untouched ones). Without them the model learned that any
// question of one's own life is danger. Those that may be danger, or speak of death, are left out: they
// would teach the model that danger is ordinary.
const DEATHLY =
  /\b(?:die|dies|dying|died|dead|death|suicid\w*|kill\w*|alive|end (?:it|my|this)|overdos\w*|pills|cutting|cut myself|self harm|abus\w*|beats? me|hits? me|hit me|rape\w*|molest\w*|breathe|bleed\w*|unconscious|hurt myself|harm myself|gone|live anymore|point of|anymore)\b/i;
const ordinary = [
  ...LIFE_QUESTIONS.map(([q]) => q),
  ...HOME_TUNING_SETS.flatMap((file) => read(file).map((l) => l.q)),
]
  .filter((q) => !DEATHLY.test(q) && !careOf(q))
  .map((q): Line => ({ q, label: 'none', kind: 'ordinary' }));
const lines = [...files.flatMap(read), ...ordinary];
const classOf = (l: Line) =>
  l.label === 'crisis'
    ? Math.max(1, CARE_CLASSES.indexOf(classOfKind(l.kind) as never))
    : l.label === 'friend'
      ? CARE_CLASSES.indexOf('friend')
      : 0;
const examples = lines.map((l) => ({ x: careFeatures(l.q), y: classOf(l), line: l }));

const EPOCHS = Number(process.env.CARE_EPOCHS ?? 10);
const RATE = Number(process.env.CARE_RATE ?? 0.05);
const L2 = Number(process.env.CARE_L2 ?? 1e-3);
const K = CARE_CLASSES.length;
// Weights under this are left out of the shipped model (see below).
const PRUNE = Number(process.env.CARE_PRUNE ?? 0.12);

const trainModel = (data: typeof examples): CareModel => {
  const weights: Record<string, number[]> = {};
  const bias = new Array<number>(K).fill(0);
  const model: CareModel = { threshold: 0.5, bias, weights };
  // A fixed order shuffled by a fixed seed: the same data gives the same model.
  let seed = 7;
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const rate = RATE / (1 + epoch * 0.2);
    for (const idx of order) {
      const ex = data[idx];
      if (!ex) continue;
      const p = scoreFeatures(model, ex.x);
      for (let k = 0; k < K; k++) {
        const g = (p[k] ?? 0) - (k === ex.y ? 1 : 0);
        bias[k] = (bias[k] ?? 0) - rate * g;
        for (const f of ex.x) {
          let w = weights[f];
          if (!w) {
            w = new Array<number>(K).fill(0);
            weights[f] = w;
          }
          w[k] = (w[k] ?? 0) * (1 - rate * L2) - rate * g;
        }
      }
    }
  }
  return model;
};

// The five kinds of danger together (neither none nor friend), read as the app reads them (the most
// dangerous sentence of a long message counts).
const notNone = (model: CareModel, q: string) => dangerOf(model, q);

// Five folds: each example is scored by a model that never saw it.
const held: { p: number; crisis: boolean; pattern: boolean; q: string }[] = [];
for (let fold = 0; fold < 5; fold++) {
  const model = trainModel(examples.filter((_, i) => i % 5 !== fold));
  for (const [i, ex] of examples.entries())
    if (i % 5 === fold)
      held.push({
        p: notNone(model, ex.line.q),
        crisis: ex.y > 0 && ex.y < 6,
        pattern: Boolean(careOf(ex.line.q)),
        q: ex.line.q,
      });
  console.log(`fold ${fold + 1}/5 done`);
}
const crisisCount = held.filter((h) => h.crisis).length;
const restCount = held.length - crisisCount;
let threshold = 0.5;
let chosen = false;
for (const t of [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
  const recall = held.filter((h) => h.crisis && h.p >= t).length / crisisCount;
  const fp = held.filter((h) => !h.crisis && h.p >= t).length / restCount;
  const both = held.filter((h) => h.crisis && (h.p >= t || h.pattern)).length / crisisCount;
  const bothFp = held.filter((h) => !h.crisis && (h.p >= t || h.pattern)).length / restCount;
  console.log(
    `threshold ${t}: cross-validated recall ${(100 * recall).toFixed(1)}%, false positives ${(100 * fp).toFixed(1)}%; with the patterns ${(100 * both).toFixed(1)}% / ${(100 * bothFp).toFixed(1)}%`,
  );
  if (bothFp <= 0.05 && !chosen) {
    threshold = t;
    chosen = true;
  }
}
if (process.argv.includes('--misses'))
  for (const h of held)
    if (h.crisis !== (h.p >= threshold || h.pattern))
      console.log(`${h.crisis ? 'missed' : 'false alarm'}: ${h.q}`);
const model = trainModel(examples);
// Weights too small to move a decision are left out: the model ships in the web app too.
const kept: Record<string, number[]> = {};
for (const [f, w] of Object.entries(model.weights)) {
  if (Math.max(...w.map(Math.abs)) < PRUNE) continue;
  kept[f] = w.map((v) => Math.round(v * 100) / 100);
}
const out: CareModel = { threshold, bias: model.bias.map((v) => Math.round(v * 1000) / 1000), weights: kept };
writeFileSync('common/src/care/care-model.json', `${JSON.stringify(out)}\n`);
console.log(
  `${examples.length} examples from ${files.length} files; threshold ${threshold}; ${Object.keys(kept).length} of ${Object.keys(model.weights).length} features kept`,
);
