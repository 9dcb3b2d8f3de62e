import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { bookBySwordName } from '../common/src/books.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { parseStrongs } from '../server/src/importer/lexicons.ts';
import { beforeChapterEnd } from '../server/src/importer/module-plain.ts';
import { decodeEntities } from '../server/src/importer/osis-tokens.ts';
import { verseWords, wordsText } from '../server/src/importer/osis-words.ts';
import { STRONGS, TRANSLATIONS } from '../server/src/importer/sources.ts';
import { exportModule, type ImpEntry, parseVerseKey } from '../server/src/importer/sword.ts';
import { renderTranslation } from '../server/src/importer/translation.ts';
import { buildWordIndex, type StrongsIndexEntry } from '../server/src/importer/word-index.ts';

// Issue 32's whole-library check of word study, over every verse of both translations:
// - each verse's words (importer/osis-words.ts) joined are exactly its stored text;
// - every Strong's number either translation uses has an entry in the Strong's dictionaries;
// - each number's count and renderings in the word index equal an independent count made straight
//   from `mod2imp`'s output with regular expressions (owing nothing to the importer's OSIS scanner);
// - with a DATA_DIR (or DATABASE_URL), the imported index equals the one built here.
// `npx tsx scripts/word-study-check.ts` prints the figures; scripts/word-study-check.test.ts asserts them.

export interface TranslationReport {
  id: string;
  verses: number;
  /** Verses whose words joined differ from their stored text: "JHN 3:16". */
  textMismatches: string[];
  numbers: number;
  words: number;
  /** Numbers used that the dictionaries lack, with how often: "G9999×3". */
  missing: string[];
  /** Numbers whose index count differs from the independent count: "G25 143≠142". */
  countDiffs: string[];
  /** Renderings whose count differs from the independent count: "G25 love 50≠49". */
  renderingDiffs: string[];
  /** Tagged words in the module outside any served verse (book introductions, verse-0 lines): not indexed. */
  unservedWords: number;
  index: StrongsIndexEntry[];
}

/** One word of an independent count: a run of `<w>`s with one lemma and only white space between. */
interface RawRun {
  ids: string[];
  text: string;
}

const W = /<w\b([^>]*)>([^<]*)<\/w>/g;

/**
 * A verse's tagged words counted straight from the module's OSIS. Notes are cut out, and speakers: the
 * WEB's Song of Songs labels who speaks ("Beloved", tagged H1730), the translators' words, not the text.
 */
const rawRuns = (osis: string): RawRun[] => {
  const body = osis
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, '<note/>')
    .replace(/<speaker\b[^>]*>[\s\S]*?<\/speaker>/g, '<speaker/>');
  const runs: (RawRun & { lemma: string; end: number })[] = [];
  for (const m of body.matchAll(W)) {
    const lemma = /lemma="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '';
    const ids = [...lemma.matchAll(/strong:([GH])0*(\d+)/g)].map((x) => `${x[1]}${x[2]}`);
    const text = decodeEntities(m[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const start = m.index ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.lemma === lemma && ids.length > 0 && /^\s+$/.test(body.slice(last.end, start))) {
      last.text += ` ${text}`;
      last.end = start + m[0].length;
    } else if (text) runs.push({ ids, text, lemma, end: start + m[0].length });
  }
  return runs.filter((r) => r.ids.length > 0).map(({ ids, text }) => ({ ids, text }));
};

const compare = (index: StrongsIndexEntry[], entries: ImpEntry[], served: ReadonlySet<string>) => {
  const counts = new Map<string, number>();
  const renderings = new Map<string, Map<string, number>>();
  let unserved = 0;
  for (const e of entries) {
    const key = parseVerseKey(e.key);
    const book = key && bookBySwordName(key.book);
    const runs = rawRuns(key ? beforeChapterEnd(e.body, key.chapter) : e.body);
    if (!key || !book || !served.has(`${book.id} ${key.chapter}:${key.verse}`)) {
      unserved += runs.length;
      continue;
    }
    for (const run of runs)
      for (const id of run.ids) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        const byText = renderings.get(id) ?? new Map<string, number>();
        const folded = run.text.toLowerCase();
        byText.set(folded, (byText.get(folded) ?? 0) + 1);
        renderings.set(id, byText);
      }
  }
  const countDiffs: string[] = [];
  const renderingDiffs: string[] = [];
  for (const id of new Set([...counts.keys(), ...index.map((e) => e.strongs)])) {
    const ours = index.find((e) => e.strongs === id);
    const theirs = counts.get(id) ?? 0;
    if ((ours?.occurrences.length ?? 0) !== theirs)
      countDiffs.push(`${id} ${ours?.occurrences.length ?? 0}≠${theirs}`);
    for (const r of ours?.renderings ?? []) {
      const n = renderings.get(id)?.get(r.text.toLowerCase()) ?? 0;
      if (n !== r.count) renderingDiffs.push(`${id} ${r.text} ${r.count}≠${n}`);
    }
  }
  return { countDiffs, renderingDiffs, unserved };
};

/** The check over the SWORD modules, one report per translation. */
export const checkWordStudy = async (swordPath: string): Promise<TranslationReport[]> => {
  const lexicon = new Set<string>();
  for (const s of STRONGS)
    for (const e of parseStrongs(await exportModule(swordPath, s.module), s.language)) lexicon.add(e.id);
  const reports: TranslationReport[] = [];
  for (const t of TRANSLATIONS) {
    const entries = await exportModule(swordPath, t.module);
    const { chapters } = renderTranslation(entries);
    const verses = chapters.flatMap((c) =>
      c.verses.map((v) => ({
        bookId: c.bookId,
        chapter: c.chapter,
        verse: v.verse,
        osis: v.osis,
        text: v.text,
      })),
    );
    const textMismatches = verses
      .filter((v) => wordsText(verseWords(v.osis, v.chapter).words) !== v.text)
      .map((v) => `${v.bookId} ${v.chapter}:${v.verse}`);
    const index = buildWordIndex(verses);
    const served = new Set(verses.map((v) => `${v.bookId} ${v.chapter}:${v.verse}`));
    const { countDiffs, renderingDiffs, unserved } = compare(index, entries, served);
    reports.push({
      id: t.id,
      verses: verses.length,
      textMismatches,
      numbers: index.length,
      words: index.reduce((n, e) => n + e.occurrences.length, 0),
      missing: index
        .filter((e) => !lexicon.has(e.strongs))
        .map((e) => `${e.strongs}×${e.occurrences.length}`),
      countDiffs,
      renderingDiffs,
      unservedWords: unserved,
      index,
    });
  }
  return reports;
};

/** The imported index against the one built from the modules, and every stored number against the lexicon. */
const checkDatabase = async (reports: TranslationReport[]) => {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const rows = (
      (await database.db.execute(sql`
        select s.translation_id, s.strongs, s.occurrences, s.renderings, e.id is not null as known
        from strongs_index s left join strongs_entries e on e.id = s.strongs`)) as unknown as {
        rows: {
          translation_id: string;
          strongs: string;
          occurrences: number[];
          renderings: unknown;
          known: boolean;
        }[];
      }
    ).rows;
    for (const r of reports) {
      const stored = rows.filter((x) => x.translation_id === r.id);
      const differing = r.index.filter((e) => {
        const s = stored.find((x) => x.strongs === e.strongs);
        return (
          !s ||
          JSON.stringify(s.occurrences) !== JSON.stringify(e.occurrences) ||
          JSON.stringify(s.renderings) !== JSON.stringify(e.renderings)
        );
      });
      console.log(
        `${r.id} in the database: ${stored.length} numbers, ${stored.filter((x) => !x.known).length} without a lexicon entry, ${differing.length} differing from the modules${differing.length ? ` (${differing.slice(0, 10).map((e) => e.strongs)})` : ''}`,
      );
    }
  } finally {
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  const reports = await checkWordStudy(config.SWORD_PATH);
  for (const r of reports) {
    console.log(
      `${r.id}: ${r.verses} verses, ${r.words} tagged words, ${r.numbers} Strong's numbers; ` +
        `${r.textMismatches.length} verses whose words differ from the text; ` +
        `${r.missing.length} numbers without an entry${r.missing.length ? ` (${r.missing.join(', ')})` : ''}; ` +
        `${r.countDiffs.length} counts and ${r.renderingDiffs.length} renderings differing from mod2imp; ` +
        `${r.unservedWords} tagged words outside served verses`,
    );
    for (const d of [...r.textMismatches, ...r.countDiffs, ...r.renderingDiffs].slice(0, 20))
      console.log(`  ${d}`);
  }
  if (process.env.DATA_DIR || process.env.DATABASE_URL) await checkDatabase(reports);
  const failed = reports.some(
    (r) => r.textMismatches.length + r.missing.length + r.countDiffs.length + r.renderingDiffs.length > 0,
  );
  process.exitCode = failed ? 1 : 0;
}
