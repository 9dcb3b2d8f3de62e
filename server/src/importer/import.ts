import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BOOKS, bookById } from '../../../common/src/books.ts';
import { parseRange } from '../../../common/src/references.ts';
import { publishChange } from '../db/changes.ts';
import type { Db } from '../db/database.ts';
import {
  books,
  chapters,
  crossReferences,
  footnotes,
  imports,
  translations,
  verseSearch,
  verses,
} from '../modules/bible/bible.schema.ts';
import {
  commentaries,
  commentaryOutlines,
  commentarySections,
  englishWords,
  strongsEntries,
  topicRefs,
  topics,
} from '../modules/library/library.schema.ts';
import { strongsIndex } from '../modules/word-study/word-study.schema.ts';
import { parseEnglishWords } from './english-words.ts';
import { parseNaves, parseStrongs, type StrongsEntry } from './lexicons.ts';
import { parseMhcc, WHOLE_CHAPTER } from './mhcc.ts';
import {
  COMMENTARY,
  ENGLISH_WORDS,
  IMPORTER_VERSION,
  NAVES,
  SOURCE_KEYS,
  STRONGS,
  TRANSLATIONS,
  type TranslationSource,
  WORD_INDEX,
} from './sources.ts';
import { confValue, exportModule, fixedSwordPath, readConf } from './sword.ts';
import { renderTranslation } from './translation.ts';
import { buildWordIndex, type VerseSource } from './word-index.ts';

export interface ImportOptions {
  swordPath: string;
  /** The English word list (ENGLISH_WORDS_PATH); Debian's `wamerican` when undefined. */
  englishWordsPath?: string | undefined;
  /** Limit the Bible text and commentary to these books (fast test fixtures); undefined = everything. */
  books?: string[] | undefined;
  /** Re-import even sources already at the current version. */
  force?: boolean;
  log?: (msg: string) => void;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const insertBatched = async <T extends object>(
  tx: Tx,
  table: PgTable,
  rows: T[],
  size = 1000,
): Promise<void> => {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
};

const scopeOf = (opts: Pick<ImportOptions, 'books'>): string =>
  opts.books ? `books:${[...opts.books].sort().join(',')}` : 'full';

/** Sources whose recorded import is missing, of another importer version or of another scope. */
export const pendingSources = async (db: Db, opts: Pick<ImportOptions, 'books'>): Promise<string[]> => {
  const done = await db.select().from(imports);
  const scope = scopeOf(opts);
  return SOURCE_KEYS.filter(
    (k) => !done.some((d) => d.source === k && d.version === IMPORTER_VERSION && d.scope === scope),
  );
};

/** Sources imported by this importer version, of any scope (the readiness check: GET /api/ready). */
export const importedSources = async (db: Db): Promise<string[]> =>
  (await db.select().from(imports)).filter((d) => d.version === IMPORTER_VERSION).map((d) => d.source);

const markDone = (tx: Tx, source: string, scope: string) =>
  tx
    .insert(imports)
    .values({ source, version: IMPORTER_VERSION, scope, completedAt: new Date() })
    .onConflictDoUpdate({
      target: imports.source,
      set: { version: IMPORTER_VERSION, scope, completedAt: new Date() },
    });

/**
 * Imports every pending source. Each source is replaced inside one transaction together with its
 * imports row, so a crash (even kill -9) leaves either the old complete data or the new complete data,
 * and the next run picks up the sources that did not commit.
 */
export const runImport = async (db: Db, opts: ImportOptions): Promise<string[]> => {
  const log = opts.log ?? (() => {});
  const pending = opts.force ? [...SOURCE_KEYS] : await pendingSources(db, opts);
  const scope = scopeOf(opts);
  const only = opts.books ? new Set(opts.books.map((b) => b.toUpperCase())) : undefined;
  for (const source of pending) {
    const started = Date.now();
    const t = TRANSLATIONS.find((x) => x.id === source);
    if (t) await importTranslation(db, opts.swordPath, t, only, scope);
    else if (source === COMMENTARY.id) await importCommentary(db, opts.swordPath, only, scope);
    else if (source === 'strongs') await importStrongs(db, opts.swordPath, scope);
    else if (source === 'naves') await importNaves(db, opts.swordPath, only, scope);
    // Translations imported in this run have just written their own index.
    else if (source === WORD_INDEX) await importWordIndex(db, scope, new Set(pending));
    else if (source === ENGLISH_WORDS.id)
      await importEnglishWords(db, opts.englishWordsPath ?? ENGLISH_WORDS.path, scope, log);
    log(`imported ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Fresh statistics, or the planner guesses row counts from the empty tables and picks slow plans.
  if (pending.length > 0) {
    await db.execute(sql`analyze`);
    // Running instances on the same PostgreSQL database drop what they cached of the old library.
    await publishChange(db, 'bible');
  }
  return pending;
};

const importTranslation = async (
  db: Db,
  swordPath: string,
  src: TranslationSource,
  only: ReadonlySet<string> | undefined,
  scope: string,
) => {
  const conf = readConf(swordPath, src.conf);
  const entries = await exportModule(swordPath, src.module);
  const rendered = renderTranslation(entries, only);
  const licence = [confValue(conf, 'ShortCopyright'), confValue(conf, 'CopyrightNotes')]
    .filter(Boolean)
    .join('. ');
  await db.transaction(async (tx) => {
    for (const table of [verseSearch, verses, chapters, books, footnotes, crossReferences, strongsIndex]) {
      await tx.delete(table).where(eq(table.translationId, src.id));
    }
    await tx.delete(translations).where(eq(translations.id, src.id));
    await tx.insert(translations).values({
      id: src.id,
      name: src.name,
      abbreviation: src.abbreviation,
      language: confValue(conf, 'Lang') ?? 'en',
      format: 'OSIS',
      licence: licence || 'Public Domain',
      module: src.module,
      position: src.position,
    });
    await insertBatched(
      tx,
      books,
      rendered.books.map((b) => {
        const info = bookById(b.id)!;
        return {
          translationId: src.id,
          id: b.id,
          name: info.name,
          position: BOOKS.indexOf(info),
          testament: info.testament,
          chapterCount: b.chapterCount,
        };
      }),
    );
    let position = 0;
    const verseRows = [];
    const noteRows = [];
    const xrefRows = [];
    const chapterRows = [];
    for (const c of rendered.chapters) {
      const base = { translationId: src.id, bookId: c.bookId, chapter: c.chapter };
      chapterRows.push({ ...base, html: c.html, etag: c.etag, verseCount: c.verses.length });
      for (const v of c.verses)
        verseRows.push({ ...base, verse: v.verse, position: position++, text: v.text, osis: v.osis });
      for (const n of c.notes) noteRows.push({ ...base, verse: n.verse, marker: n.marker, text: n.text });
      for (const x of c.xrefs)
        for (const target of x.targets) xrefRows.push({ ...base, verse: x.verse, target });
    }
    await insertBatched(tx, chapters, chapterRows, 200);
    await insertBatched(tx, verses, verseRows);
    await tx.execute(sql`
      insert into verse_search (translation_id, position, search)
      select translation_id, position, to_tsvector('english', text) from verses where translation_id = ${src.id}`);
    await insertBatched(tx, footnotes, noteRows);
    await insertBatched(tx, crossReferences, xrefRows);
    await insertWordIndex(tx, src.id, verseRows);
    await markDone(tx, src.id, scope);
  });
};

const importCommentary = async (
  db: Db,
  swordPath: string,
  only: ReadonlySet<string> | undefined,
  scope: string,
) => {
  const path = fixedSwordPath(swordPath, COMMENTARY.conf);
  const conf = readConf(path, COMMENTARY.conf);
  const parsed = parseMhcc(await exportModule(path, COMMENTARY.module));
  const keep = <T extends { bookId: string }>(rows: T[]) =>
    only ? rows.filter((r) => only.has(r.bookId)) : rows;
  await db.transaction(async (tx) => {
    await tx.delete(commentarySections).where(eq(commentarySections.commentaryId, COMMENTARY.id));
    await tx.delete(commentaryOutlines).where(eq(commentaryOutlines.commentaryId, COMMENTARY.id));
    await tx.delete(commentaries).where(eq(commentaries.id, COMMENTARY.id));
    await tx.insert(commentaries).values({
      id: COMMENTARY.id,
      name: confValue(conf, 'Description') ?? "Matthew Henry's Concise Commentary",
      licence: confValue(conf, 'DistributionLicense') ?? 'Public Domain',
    });
    await insertBatched(
      tx,
      commentarySections,
      keep(parsed.sections).map((s) => ({
        commentaryId: COMMENTARY.id,
        bookId: s.bookId,
        startChapter: s.chapter,
        startVerse: s.startVerse,
        endChapter: s.chapter,
        endVerse: s.endVerse,
        title: s.title,
        text: s.text,
      })),
      300,
    );
    await insertBatched(
      tx,
      commentaryOutlines,
      keep(parsed.outlines).map((o) => ({ commentaryId: COMMENTARY.id, ...o })),
    );
    // Whole-chapter comments end at the chapter's last verse (translations are imported first).
    for (const table of ['commentary_sections', 'commentary_outlines'] as const) {
      const chapterCol = table === 'commentary_sections' ? 'end_chapter' : 'chapter';
      await tx.execute(sql`
        update ${sql.identifier(table)} t set end_verse = c.n
        from (select book_id, chapter, max(verse_count) as n from chapters group by book_id, chapter) c
        where t.end_verse = ${WHOLE_CHAPTER} and c.book_id = t.book_id and c.chapter = t.${sql.identifier(chapterCol)}`);
    }
    await markDone(tx, COMMENTARY.id, scope);
  });
};

const importStrongs = async (db: Db, swordPath: string, scope: string) => {
  const rows: StrongsEntry[] = [];
  for (const s of STRONGS) rows.push(...parseStrongs(await exportModule(swordPath, s.module), s.language));
  await db.transaction(async (tx) => {
    await tx.delete(strongsEntries);
    await insertBatched(tx, strongsEntries, rows);
    await markDone(tx, 'strongs', scope);
  });
};

const importNaves = async (
  db: Db,
  swordPath: string,
  only: ReadonlySet<string> | undefined,
  scope: string,
) => {
  const parsed = parseNaves(await exportModule(swordPath, NAVES.module));
  await db.transaction(async (tx) => {
    await tx.delete(topicRefs);
    await tx.delete(topics);
    const ids = await insertTopics(
      tx,
      parsed.map((t) => ({ name: t.name, text: t.text })),
    );
    const refRows = [];
    for (const t of parsed) {
      const topicId = ids.get(t.name);
      if (topicId === undefined) continue;
      for (const r of t.refs) {
        const range = parseRange(r.range);
        if (!range || (only && !only.has(range.bookId))) continue;
        refRows.push({ topicId, label: r.label, ...range });
      }
    }
    await insertBatched(tx, topicRefs, refRows);
    await markDone(tx, 'naves', scope);
  });
};

/** Word study's index of a translation's Strong's numbers (modules/word-study), from its verses' OSIS. */
const insertWordIndex = (tx: Tx, translationId: string, rows: VerseSource[]) =>
  insertBatched(
    tx,
    strongsIndex,
    buildWordIndex(rows).map((e) => ({ translationId, ...e })),
    500,
  );

/**
 * The word index of translations imported before word study existed, built from their stored verses:
 * such a library needs this step (seconds), not a new import of every module. A translation imported
 * writes its own index (importTranslation), so those imported in this run are skipped.
 */
const importWordIndex = async (db: Db, scope: string, importedNow: ReadonlySet<string>) => {
  await db.transaction(async (tx) => {
    for (const t of TRANSLATIONS) {
      if (importedNow.has(t.id)) continue;
      await tx.delete(strongsIndex).where(eq(strongsIndex.translationId, t.id));
      // In no order: the index orders each number's occurrences itself (sorting here costs a third more).
      const rows = await tx
        .select({ bookId: verses.bookId, chapter: verses.chapter, verse: verses.verse, osis: verses.osis })
        .from(verses)
        .where(eq(verses.translationId, t.id));
      await insertWordIndex(tx, t.id, rows);
    }
    await markDone(tx, WORD_INDEX, scope);
  });
};

/**
 * The common English words home search's speller leaves alone (sources.ts ENGLISH_WORDS). Without the
 * word list (`wamerican` not installed) none are stored and the import goes on: the speller then knows
 * only the commentary's words, as before there was a list. Installed later, `npm run import -- --force`
 * reads it.
 */
export const importEnglishWords = async (
  db: Db,
  path: string,
  scope: string,
  log: (msg: string) => void = () => {},
) => {
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    log(`${ENGLISH_WORDS.id}: no word list at ${path} (${err.code ?? err.message}): none stored`);
    return '';
  });
  const words = parseEnglishWords(text);
  await db.transaction(async (tx) => {
    await tx.delete(englishWords);
    await insertBatched(
      tx,
      englishWords,
      words.map((word) => ({ word })),
      5000,
    );
    await markDone(tx, ENGLISH_WORDS.id, scope);
  });
};

const insertTopics = async (tx: Tx, rows: { name: string; text: string }[]): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(topics)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: topics.id, name: topics.name });
    for (const r of inserted) ids.set(r.name, r.id);
  }
  return ids;
};
