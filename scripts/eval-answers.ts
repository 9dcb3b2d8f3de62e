import { readFileSync } from 'node:fs';
import { generateText, stepCountIs } from 'ai';
import { bookById } from '../common/src/books.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { checkReferences } from '../server/src/lib/reference-check.ts';
import { createStudyTools, MAX_TOOL_STEPS } from '../server/src/modules/assistant/assistant.tools.ts';
import { commentaryReferences } from '../server/src/modules/assistant/study-engine.commentary-refs.ts';
import { createStudyEngine, studyContextOptions } from '../server/src/modules/assistant/study-engine.ts';
import { createBibleRepository } from '../server/src/modules/bible/bible.repository.ts';
import { createBibleService } from '../server/src/modules/bible/bible.service.ts';
import { createBibleStudyRepository } from '../server/src/modules/bible/bible.study.repository.ts';
import { createBibleStudyService } from '../server/src/modules/bible/bible.study.service.ts';
import { createLibraryRepository } from '../server/src/modules/library/library.repository.ts';
import { createLibraryStudyRepository } from '../server/src/modules/library/library.study.repository.ts';
import { createLibraryStudyService } from '../server/src/modules/library/library.study.service.ts';

// `npm run eval:answers [-- file.jsonl ...] [--show N]`: the offline study engine's answers to questions
// asked on chosen passages, each line {"passage": "JHN 3:16", "q": "...", "expect": ["JHN 1:14", "HEB 11"],
// "kind": "..."}. Reported per set: the share of answers citing an expected passage (and, where the
// expectation reaches beyond the selected verses, citing one beyond them), citations of chapters that
// are neither the selected one, an expected one nor cross-referenced from the selection in the
// translation's notes ("unrelated"), references to verses that do not exist, and prose faults.
const args = process.argv.slice(2);
const showAt = args.indexOf('--show');
const show = showAt >= 0 ? Number(args[showAt + 1]) : 0;
const files = args.filter((a, i) => !a.startsWith('-') && (showAt < 0 || i !== showAt + 1));
const sets = files.length ? files : ['eval/answers-dev.jsonl', 'eval/answers-heldout.jsonl'];
const TRANSLATION = 'eng-web';

interface Span {
  book: string;
  chapter: number;
  from?: number;
  to?: number;
}
/** "JHN 3:16-18", "HEB 11" → a span. */
const parseSpan = (s: string): Span => {
  const m = s.match(/^([1-4A-Z]{3}) (\d+)(?::(\d+)(?:-(\d+))?)?$/);
  if (!m) throw new Error(`Bad passage in the set: ${s}`);
  const from = m[3] ? Number(m[3]) : undefined;
  return { book: m[1] ?? '', chapter: Number(m[2]), from, to: m[4] ? Number(m[4]) : from };
};
const overlaps = (a: Span, b: Span) =>
  a.book === b.book &&
  a.chapter === b.chapter &&
  (a.from === undefined ||
    b.from === undefined ||
    (a.from <= (b.to ?? b.from) && b.from <= (a.to ?? a.from)));

/** Every reader link in an answer: `/read/BOOK/C?verse=N[-M]`. */
const citationsOf = (text: string): Span[] =>
  [...text.matchAll(/\]\(\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+)(?:-(\d+))?)?\)/g)].map((m) => {
    const from = m[3] ? Number(m[3]) : undefined;
    return { book: m[1] ?? '', chapter: Number(m[2]), from, to: m[4] ? Number(m[4]) : from };
  });

/**
 * Prose faults a reader notices: doubled or stray quote marks, spaces before punctuation, doubled spaces,
 * a dash glued to the next word.
 * (An unclosed quote inside one verse is the Bible's own: speech often runs on across verses.)
 */
const proseFaults = (text: string): string[] => {
  const faults: string[] = [];
  const prose = text.replace(/\[[^\]]*\]\([^)]*\)/g, 'LINK');
  for (const line of prose.split('\n')) {
    if (/["“”]{2}|“\s|\s”|(^|\s)["'](\s|$)/.test(line)) faults.push(`stray quote: ${line.slice(0, 80)}`);
    if (/\S {2,}\S/.test(line)) faults.push(`double space: ${line.slice(0, 80)}`);
    if (/\s[,.;:!?](\s|$)/.test(line)) faults.push(`space before punctuation: ${line.slice(0, 80)}`);
    // Nave's dash glued to its next part ("a Jewish rabbi -Becomes a disciple"); not Strong's "spirit(-ual)".
    if (/\s-[A-Z]/.test(line)) faults.push(`glued dash: ${line.slice(0, 80)}`);
  }
  return faults;
};

const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '0.0'}% (${a}/${b})`;
try {
  const bible = createBibleService(createBibleRepository(database.db));
  const bibleStudy = createBibleStudyService(createBibleStudyRepository(database.db));
  const library = createLibraryStudyService(
    createLibraryStudyRepository(database.db),
    createLibraryRepository(database.db),
  );
  const tools = createStudyTools({ bible, bibleStudy, library }, TRANSLATION);
  const canon = new Map(
    (await bibleStudy.canon(TRANSLATION)).map((r) => [`${r.bookId} ${r.chapter}`, r.verseCount]),
  );
  const model = createStudyEngine();
  for (const file of sets) {
    const cases = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { passage: string; q: string; expect: string[]; kind?: string });
    let cited = 0;
    let beyond = 0;
    let beyondN = 0;
    let clean = 0;
    let invented = 0;
    let unrelatedAnswers = 0;
    let unrelatedCitations = 0;
    let unrelatedWide = 0;
    let faultAnswers = 0;
    const byKind = new Map<string, { hits: number; n: number }>();
    let shown = 0;
    for (const c of cases) {
      const sel = parseSpan(c.passage);
      const from = sel.from;
      const verses =
        from === undefined ? [] : Array.from({ length: (sel.to ?? from) - from + 1 }, (_, i) => from + i);
      const result = await generateText({
        model,
        prompt: c.q,
        tools,
        stopWhen: stepCountIs(MAX_TOOL_STEPS),
        providerOptions: studyContextOptions({
          bookId: sel.book,
          chapter: sel.chapter,
          verses,
          question: c.q,
        }),
      });
      const checked = checkReferences(result.text, canon);
      invented += checked.unresolved.length;
      const cites = citationsOf(checked.text);
      const expected = c.expect.map(parseSpan);
      const hit = cites.some((x) => expected.some((e) => overlaps(x, e)));
      const beyondExpected = expected.filter((e) => !overlaps(e, sel));
      const hitBeyond = cites.some((x) => !overlaps(x, sel) && beyondExpected.some((e) => overlaps(x, e)));
      // Related: the selected chapter, an expected chapter, or a chapter the notes cross-reference from the selection.
      const notes = (await tools.get_cross_references?.execute?.(
        { book: sel.book, chapter: sel.chapter, start_verse: sel.from, end_verse: sel.to },
        { toolCallId: 'eval', messages: [] },
      )) as { cross_references: { target: string }[] };
      const related = new Set([
        `${sel.book} ${sel.chapter}`,
        ...expected.map((e) => `${e.book} ${e.chapter}`),
        ...notes.cross_references.map((r) => {
          const [b, ch] = r.target.split('-')[0]?.split('.') ?? [];
          return `${b} ${ch}`;
        }),
      ]);
      const unrelated = cites.filter((x) => !related.has(`${x.book} ${x.chapter}`));
      // Related to the passage in the library's own helps, too: filed by Nave's under one of the
      // selection's headings, or cited by the commentary on the selection.
      const span = { bookId: sel.book, chapter: sel.chapter, from: sel.from ?? 1, to: sel.to ?? 200 };
      const commentary = (await tools.get_commentary?.execute?.(
        { book: sel.book, chapter: sel.chapter, start_verse: sel.from, end_verse: sel.to },
        { toolCallId: 'eval', messages: [] },
      )) as { sections: { text: string }[] };
      const wide = new Set([
        ...related,
        ...(await library.sharingHeadings(span, 1000)).map((r) => `${r.book_id} ${r.start_chapter}`),
        ...commentaryReferences(commentary.sections, new Set(), { ...span, verses }, 1000).map(
          (r) => `${r.book} ${r.chapter}`,
        ),
      ]);
      const unrelatedToAll = unrelated.filter((x) => !wide.has(`${x.book} ${x.chapter}`));
      if (unrelatedToAll.length) unrelatedWide++;
      const faults = proseFaults(checked.text);
      if (hit) cited++;
      if (beyondExpected.length) {
        beyondN++;
        if (hitBeyond) beyond++;
      }
      if (unrelated.length) unrelatedAnswers++;
      unrelatedCitations += unrelated.length;
      if (faults.length) faultAnswers++;
      const good = hit && unrelated.length === 0 && faults.length === 0 && checked.unresolved.length === 0;
      if (good) clean++;
      const k = byKind.get(c.kind ?? '-') ?? { hits: 0, n: 0 };
      byKind.set(c.kind ?? '-', k);
      k.n++;
      if (hit) k.hits++;
      const name = (s: Span) =>
        `${bookById(s.book)?.name ?? s.book} ${s.chapter}${s.from ? `:${s.from}${s.to && s.to !== s.from ? `-${s.to}` : ''}` : ''}`;
      const missBeyond = beyondExpected.length > 0 && !hitBeyond;
      if (process.env.SHOW_STRICT && unrelated.length)
        console.log(
          `strict [${c.kind ?? ''}] ${c.passage} ${c.q} — ${unrelated.map((x) => `${x.book} ${x.chapter}:${x.from ?? ''}`).join(', ')}`,
        );
      if (!hit || missBeyond || unrelatedToAll.length || faults.length || checked.unresolved.length) {
        console.log(
          `${hit ? 'ok  ' : 'MISS'}${missBeyond ? ' (none beyond)' : ''} [${c.kind ?? ''}] ${c.passage} ${c.q}${unrelatedToAll.length ? ` — unrelated: ${unrelatedToAll.map(name).join(', ')}` : ''}${faults.length ? ` — ${faults.join(' | ')}` : ''}${checked.unresolved.length ? ` — not found: ${checked.unresolved.join(', ')}` : ''}`,
        );
      }
      if (shown < show) {
        shown++;
        console.log(`\n===== ${c.passage} — ${c.q}\n${checked.text}\n`);
      }
    }
    console.log(`\n${file}: ${cases.length} questions`);
    // The headline (issue 14): the share of answers that cite an expected verse, the selected ones
    // included; the stricter figure counts, where a good answer must reach beyond the selection, the
    // answers that cite an expected verse there.
    console.log(`  cite an expected verse (headline)   ${pct(cited, cases.length)}`);
    console.log(`  … one beyond the selected verses    ${pct(beyond, beyondN)}`);
    console.log(
      `  answers citing an unrelated chapter ${pct(unrelatedAnswers, cases.length)} (${unrelatedCitations} citations)`,
    );
    console.log(
      `  … not counting Nave's headings and Henry's citations of the selection ${pct(unrelatedWide, cases.length)}`,
    );
    console.log(`  answers with prose faults           ${pct(faultAnswers, cases.length)}`);
    console.log(`  references to verses that do not exist: ${invented}`);
    console.log(`  all four (expected, nothing unrelated, clean, no invented) ${pct(clean, cases.length)}`);
    for (const [kind, k] of [...byKind].sort()) console.log(`    ${kind.padEnd(8)} ${pct(k.hits, k.n)}`);
  }
} finally {
  await database.close();
}
