// npm run eval:sermons [-- --split dev|heldout|heldout2|…|heldout22] — the offline sermon analysis's reference
// extraction against eval/sermons/truth.jsonl to truth22.jsonl (Spurgeon's Treasury of David,
// hand-labelled blind; eval/sermons/README.md). Prints recall by written form, precision by the form the
// finder reports, invented references, false friends reported, roles, and the main passage, per split.
// "dev" was tuned on from the start; "heldout" was reported untouched once (stop 41: recall 93.4%,
// precision 97.2%) and has been tuned on since; "heldout2" (a second blind set, stop 42) was reported
// only until stop 50 (last figure 94.4% / 98.9%) and is tuned on since, as is "heldout3" (a third blind
// set, stop 50: first figure 86.0% / 93.0%, then 88.1% / 94.2%) and "heldout4" (a fourth, stop 50: first
// figure 94.3% / 96.3%, 8 invented, then 95.9% / 96.3%); "heldout5" (a fifth, stop 50: first figure
// 96.8% / 97.1%, 4 invented, then 97.5% / 98.5%, 1 invented) is tuned on since; "heldout6" (a sixth,
// stop 50: first figure 99.0% / 99.6%, 1 invented; 99.8% once a phrase naming two verses took two
// reports) is tuned on since stop 51, as is "heldout7" (a seventh, stop 51: first figure 92.7% / 98.3%, 1
// invented; 92.7% / 98.5%, 0 invented once heldout6 was read); "heldout8" (an eighth, stop 51: first
// figure 96.2% / 98.9%, 1 invented; 96.4% / 99.0% after the heldout7 round) is tuned on since; "heldout9"
// (a ninth, stop 51: first figure 97.6% / 98.5%, 2 invented; 97.6% / 98.7%, 1 invented once heldout8 was
// read) is tuned on since stop 52 (99.1% / 100%, 0 invented after), as is "heldout10" (a tenth, stop 52:
// first figure 93.0% / 98.3%, 2 invented; 96.8% / 99.6%, 1 invented once read), and "heldout11" (an
// eleventh, stop 52: first figure 97.5% / 99.5%, 3 invented, the same after heldout10 was read; 98.9% /
// 100% / 0 once read), and "heldout12" (a twelfth, stop 52: first figure 99.0% / 99.2%, 4 invented; 99.0% /
// 99.8% / 1 once read), and "heldout13" (a thirteenth, stop 52: first figure 96.6% / 99.2%, 1 invented;
// 96.6% / 99.4% / 0 once read); "heldout14" (a fourteenth, stop 52: 98.1% / 99.4% / 1) was read at stop 53
// (98.4% / 100% / 0 after); "heldout15" (a fifteenth, stop 53: first figure 98.4% / 99.2% / 3 invented;
// 98.4% / 99.5% / 1 once heldout14 was read) was read next (99.5% / 99.7% / 0 after); "heldout16" (a
// sixteenth, stop 53: first figure 98.0% / 98.9% / 2 invented, main 6/8 — two of its cuts expound only part
// of a long psalm) was read next (98.5% / 99.8% / 0 after); "heldout17" (a seventeenth, stop 53: first
// figure 90.4% / 99.7% / 0 invented, main 3/8 — five of its cuts expound only part of a long psalm, and one
// holds a translation whose 35 lines are numbered by Hebrew verse) was read at stop 54 (main 8/8 after);
// "heldout18" (an eighteenth, stop 54: first figure 96.7% / 98.8% / 1 invented, main 3/8) printed its misses
// on its first run and counts as read; "heldout19" (a nineteenth, stop 54: first figure 74.3% / 98.2% / 2
// invented, main 2/8; every cut starts at a later verse of a long psalm) was read at stop 55 (98.0% / 99.6% / 0,
// main 8/8 after); "heldout20" (a twentieth, stop 55: first figure on stop 54's code 65.3% / 82.4% / 3
// invented, main 1/8; every cut starts partway and never names its psalm; 99.0% / 99.0% / 1 once truth19 was
// read) was read next (99.5% / 99.8% / 0 after); "heldout21" (a twenty-first, stop 55: five notes-only cuts
// and three Psalm 119 sections; first figure 96.4% / 99.0% / 0 invented, main 3/8) is reported only: for it
// totals are printed, never its misses. "heldout22" (a twenty-second, stop 56: five more notes-only cuts and
// three Psalm 119 sections; first figure 84.2% / 86.1% / 1 invented, main 6/8) had two documents' misses
// printed by a run begun before the report-only split was set to it, so it was read instead of heldout21
// (97.2% / 99.3% / 1, main 8/8 after). Then, per split, the notes' faithfulness
// (issue 30, Done means): summary, big idea, outline and application sentences of the offline analysis
// that do not occur in the transcript as written (whitespace normalised only).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookById } from '../common/src/books.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { analyzeTranscript } from '../server/src/modules/sermons/analysis/analyze.ts';
import { citationRoles, findMainText } from '../server/src/modules/sermons/analysis/main-text.ts';
import { type Citation, extractFromText } from '../server/src/modules/sermons/analysis/passages.ts';
import { splitSentences } from '../server/src/modules/sermons/analysis/sentences.ts';
import { parseCues, transcriptToParagraphs } from '../server/src/modules/sermons/analysis/transcript.ts';
import { createExpoundedFinder } from '../server/src/modules/sermons/sermons.expounded.ts';

interface Span {
  text: string;
  offset?: number;
  cue?: number;
  cue_offset?: number;
}
interface TruthRef extends Span {
  osis: string[];
  form: string;
  role: 'preached_on' | 'mentioned';
}
interface Doc {
  id: string;
  file: string;
  style: 'manuscript' | 'captions';
  /** "dev", "heldout", "heldout2", …: the truth file's own split names. */
  split: string;
  main: string[];
  references: TruthRef[];
  false_friends: Span[];
}

const dir = join(import.meta.dirname, '..', 'eval', 'sermons');
const only = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : undefined;
/** Splits whose misses are never printed: what is reported, not tuned on. */
// Stop 58: heldout23 (written blind, committed before its first run) is the report-only set; heldout21 is read.
// Stop 60: heldout24 (a twenty-fourth blind set: cuts that expound part of a long psalm) was report-only;
// read at stop 61 after its first figure. heldout23 stays report-only.
// Stop 62: heldout25 (six blind cuts of notes on runs of verses, 409 references) was report-only for its
// first figure (recall 96.6%, precision 98.8%, 0 invented, main passage 2/6), then read. heldout23 stays report-only.
// Stop 62, later: heldout26 (six blind cuts; ps105z reuses exposition text earlier caption tracks held) is
// report-only from its first run.
// Stop 63: heldout27 (four blind cuts of notes on runs of verses, 264 references) is report-only from its
// first run (on stop 62's final code: recall 95.5%, precision 97.7%, 0 invented, main passage 4/4), and
// heldout26, its first figure on record, was then read.
const REPORT_ONLY = new Set(['heldout23', 'heldout27']);
// Every truth file of the folder (truth.jsonl, truth2.jsonl, …): a new blind set is read as it lands.
const docs = readdirSync(dir)
  .filter((f) => /^truth\d*\.jsonl$/.test(f))
  .sort((a, b) => Number(a.match(/\d+/)?.[0] ?? 1) - Number(b.match(/\d+/)?.[0] ?? 1))
  .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
  .filter((l) => l.trim())
  // With --split, only that split's lines are parsed: a set still being written elsewhere in the folder cannot stop the run.
  .filter((l) => !only || new RegExp(`"split":\\s*"${only}"`).test(l))
  .map((l) => JSON.parse(l) as Doc);

// The job looks up the chapter a transcript's verse headings quote in the Bible (sermons.expounded.ts):
// so does the evaluation, on the imported library (DATA_DIR or DATABASE_URL, as the server).
const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const bible = createBibleService(createBibleRepository(database.db));
const expoundedIn = createExpoundedFinder(bible.search, bible.chapterVerses);

const osisOf = (c: {
  bookId: string;
  chapter: number;
  start: number;
  end: number;
  whole?: boolean;
  toChapter?: number;
  toVerse?: number;
}): string => {
  const b = bookById(c.bookId)?.osis ?? c.bookId;
  if (c.toChapter && c.whole) return `${b}.${c.chapter}-${b}.${c.toChapter}`;
  if (c.toChapter) return `${b}.${c.chapter}.${c.start}-${b}.${c.toChapter}.${c.toVerse}`;
  if (c.whole) return `${b}.${c.chapter}`;
  return c.start === c.end
    ? `${b}.${c.chapter}.${c.start}`
    : `${b}.${c.chapter}.${c.start}-${b}.${c.chapter}.${c.end}`;
};

/** The document as the analysis reads it, and where each cue starts in it. */
const load = (d: Doc) => {
  const raw = readFileSync(join(dir, d.file), 'utf8');
  if (d.style === 'manuscript')
    return { text: raw, cueStarts: [] as number[], cueTimes: [] as (number | null)[] };
  const cues = parseCues(raw, 'vtt');
  const cueStarts: number[] = [];
  let at = 0;
  for (const c of cues) {
    cueStarts.push(at);
    at += c.text.length + 1;
  }
  return { text: cues.map((c) => c.text).join(' '), cueStarts, cueTimes: cues.map((c) => c.start) };
};

const spanOf = (s: Span, cueStarts: number[]): [number, number] => {
  const from = s.offset ?? (cueStarts[(s.cue ?? 1) - 1] ?? 0) + (s.cue_offset ?? 0);
  return [from, from + s.text.length];
};
const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

interface Tally {
  truth: Map<string, { n: number; found: number }>;
  predicted: Map<string, { n: number; right: number }>;
  invented: number;
  falseFriends: number;
  roleRight: number;
  roleAll: number;
  mainRight: number;
  mainAll: number;
  relative: number;
  ms: number[];
  misses: string[];
}
const tally = (): Tally => ({
  truth: new Map(),
  predicted: new Map(),
  invented: 0,
  falseFriends: 0,
  roleRight: 0,
  roleAll: 0,
  mainRight: 0,
  mainAll: 0,
  relative: 0,
  ms: [],
  misses: [],
});
const bump = <T extends object>(m: Map<string, T>, k: string, init: T, f: (v: T) => void) => {
  const v = m.get(k) ?? { ...init };
  f(v);
  m.set(k, v);
};

const bySplit = new Map<string, Tally>();
for (const d of docs) {
  const t = bySplit.get(d.split) ?? tally();
  bySplit.set(d.split, t);
  const { text, cueStarts } = load(d);
  const expounded = await expoundedIn([text]);
  const started = performance.now();
  const citations = extractFromText(text, null, expounded);
  const main = findMainText(citations, Math.max(1, text.split(/(?<=[.!?])\s+/).length));
  const roles = citationRoles(citations, main);
  t.ms.push(performance.now() - started);
  // A phrase that names two places ("the first and last verses") is one truth entry with two OSIS values:
  // it takes one reported reference for each, so a finder that reports both is right twice.
  const truth = d.references.map((r) => ({
    r,
    span: spanOf(r, cueStarts),
    used: false,
    taken: new Set<string>(),
  }));
  const friends = d.false_friends.map((f) => spanOf(f, cueStarts));
  const context = (from: number) => text.slice(Math.max(0, from - 30), from + 40).replace(/\s+/g, ' ');
  citations.forEach((c: Citation, i) => {
    const span: [number, number] = [c.offset ?? 0, (c.offset ?? 0) + Math.max(1, c.length ?? 1)];
    if (c.form === 'relative') {
      t.relative++;
      return;
    }
    const osis = osisOf(c);
    const hit = truth.find((x) => !x.taken.has(osis) && overlaps(x.span, span) && x.r.osis.includes(osis));
    bump(t.predicted, c.form ?? '?', { n: 0, right: 0 }, (v) => {
      v.n++;
      if (hit) v.right++;
    });
    if (hit) {
      hit.used = true;
      hit.taken.add(osis);
      t.roleAll++;
      if (roles[i] === hit.r.role) t.roleRight++;
      else if (!REPORT_ONLY.has(d.split))
        t.misses.push(`${d.id} role ${roles[i]} ≠ ${hit.r.role}: ${hit.r.text}`);
      return;
    }
    const friend = friends.some((f) => overlaps(f, span));
    const nearTruth = truth.some((x) => overlaps(x.span, span));
    if (friend) t.falseFriends++;
    else if (!nearTruth) t.invented++;
    if (!REPORT_ONLY.has(d.split))
      t.misses.push(
        `${d.id} ${friend ? 'FALSE FRIEND' : nearTruth ? 'WRONG' : 'INVENTED'} ${osis} [${c.form}] …${context(span[0])}…`,
      );
  });
  for (const x of truth) {
    bump(t.truth, x.r.form, { n: 0, found: 0 }, (v) => {
      v.n++;
      if (x.used) v.found++;
    });
    if (!x.used && !REPORT_ONLY.has(d.split))
      t.misses.push(
        `${d.id} MISSED ${x.r.osis.join(',')} [${x.r.form}] "${x.r.text}" …${context(x.span[0])}…`,
      );
  }
  t.mainAll++;
  const mainOsis = main
    ? osisOf({ bookId: main.book_id, chapter: main.chapter, start: main.start_verse, end: main.end_verse })
    : 'none';
  if (d.main.includes(mainOsis)) t.mainRight++;
  else if (!REPORT_ONLY.has(d.split)) t.misses.push(`${d.id} MAIN ${mainOsis} ≠ ${d.main.join(',')}`);
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
for (const [split, t] of [...bySplit].sort()) {
  console.log(`\n== ${split} (${docs.filter((d) => d.split === split).length} documents)`);
  let found = 0;
  let all = 0;
  console.log('recall by written form (truth):');
  for (const [form, v] of [...t.truth].sort()) {
    found += v.found;
    all += v.n;
    console.log(
      `  ${form.padEnd(14)} ${String(v.found).padStart(4)}/${String(v.n).padEnd(4)} ${pct(v.found, v.n)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(14)} ${String(found).padStart(4)}/${String(all).padEnd(4)} ${pct(found, all)}`,
  );
  let right = 0;
  let n = 0;
  console.log('precision by reported form:');
  for (const [form, v] of [...t.predicted].sort()) {
    right += v.right;
    n += v.n;
    console.log(
      `  ${form.padEnd(14)} ${String(v.right).padStart(4)}/${String(v.n).padEnd(4)} ${pct(v.right, v.n)}`,
    );
  }
  console.log(`  ${'all'.padEnd(14)} ${String(right).padStart(4)}/${String(n).padEnd(4)} ${pct(right, n)}`);
  console.log(`invented references: ${t.invented}`);
  console.log(`false friends reported: ${t.falseFriends}`);
  console.log(`relative references reported (not scored): ${t.relative}`);
  console.log(`roles right: ${t.roleRight}/${t.roleAll} ${pct(t.roleRight, t.roleAll)}`);
  console.log(`main passage right: ${t.mainRight}/${t.mainAll}`);
  const ms = [...t.ms].sort((a, b) => a - b);
  console.log(`extraction time per document: p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms`);
  if (!REPORT_ONLY.has(split) && t.misses.length) {
    console.log('dev misses:');
    for (const m of t.misses) console.log(`  ${m}`);
  }
}

// Notes faithful to the transcript (issue 30): every sentence of the summary, the big idea, the outline
// points and the applications of the offline analysis occurs in the transcript as written, whitespace
// normalised only. A sentence marked as a quotation counts when the quoted words occur.
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const occurs = (sentence: string, text: string): boolean => {
  const s = squash(sentence);
  if (!s || text.includes(s)) return true;
  const quoted = /^[“"‘'](.+?)[”"’']?[.!?]?$/.exec(s)?.[1];
  return quoted !== undefined && text.includes(squash(quoted));
};
/** A piece of a sentence too long to keep whole, marked as cut ("…words…"), whose words occur. */
const markedExcerpt = (sentence: string, text: string): boolean => {
  const inner = squash(sentence).replace(/^…\s*|\s*…$/g, '');
  return inner !== squash(sentence) && inner.length > 0 && text.includes(inner);
};
interface Faith {
  docs: number;
  excerpts: number;
  captions: number;
  checked: Map<string, number>;
  missing: Map<string, number>;
  misses: string[];
}
const faith = new Map<string, Faith>();
for (const d of docs) {
  const f: Faith = faith.get(d.split) ?? {
    docs: 0,
    excerpts: 0,
    captions: 0,
    checked: new Map(),
    missing: new Map(),
    misses: [],
  };
  faith.set(d.split, f);
  f.docs++;
  const raw = readFileSync(join(dir, d.file), 'utf8');
  const text = squash(load(d).text);
  const paragraphs = transcriptToParagraphs(raw);
  const a = await analyzeTranscript({ paragraphs, title: d.id, expounded: await expoundedIn(paragraphs) });
  const items: [string, string][] = [
    ...splitSentences([a.summary]).map((s): [string, string] => ['summary', s]),
    ...(a.big_idea ? splitSentences([a.big_idea]).map((s): [string, string] => ['big idea', s]) : []),
    ...a.outline.flatMap((o) => splitSentences([o.point]).map((s): [string, string] => ['outline', s])),
    ...a.applications.flatMap((x) => splitSentences([x]).map((s): [string, string] => ['application', s])),
  ];
  for (const [kind, sentence] of items) {
    f.checked.set(kind, (f.checked.get(kind) ?? 0) + 1);
    if (occurs(sentence, text)) continue;
    f.missing.set(kind, (f.missing.get(kind) ?? 0) + 1);
    if (markedExcerpt(sentence, text)) f.excerpts++;
    if (d.style === 'captions') f.captions++;
    if (!REPORT_ONLY.has(d.split)) f.misses.push(`${d.id} ${kind}: "${squash(sentence).slice(0, 140)}"`);
  }
}
for (const [split, f] of [...faith].sort()) {
  console.log(`\n== ${split}: notes not in the transcript as written (offline engine, ${f.docs} documents)`);
  let all = 0;
  let missing = 0;
  for (const kind of ['summary', 'big idea', 'outline', 'application']) {
    const n = f.checked.get(kind) ?? 0;
    const m = f.missing.get(kind) ?? 0;
    all += n;
    missing += m;
    console.log(`  ${kind.padEnd(14)} ${String(m).padStart(4)} of ${n} sentences`);
  }
  console.log(`  ${'all'.padEnd(14)} ${String(missing).padStart(4)} of ${all} sentences`);
  console.log(
    `  of these, in caption tracks: ${f.captions}; cut pieces marked "…" whose words occur: ${f.excerpts}`,
  );
  if (!REPORT_ONLY.has(split) && f.misses.length) {
    console.log('not in the transcript:');
    for (const m of f.misses) console.log(`  ${m}`);
  }
}
await database.close();
