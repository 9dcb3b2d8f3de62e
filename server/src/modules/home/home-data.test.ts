import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOK_IDS, bookById } from '../../../../common/src/books.ts';
import { TRANSLATIONS } from '../../importer/sources.ts';
import { exportModule } from '../../importer/sword.ts';
import { renderTranslation } from '../../importer/translation.ts';
import { LAST_CHAPTERS } from './chapter-positions.ts';
import { DOCTRINES } from './doctrines.ts';
import { HOME_DATA_DIR } from './home-data.ts';
import { ASKED_QUESTIONS, LIFE_QUESTION_FILES } from './life-questions.ts';
import { LIFE_THEMES } from './life-themes.ts';
import { PASSAGE_NAMES } from './passage-names.ts';
import { REMEMBERED_LINES } from './remembered-lines.ts';
import { STORY_KEYS } from './story-keys.ts';

/**
 * Every chapter the home tables (data/*.jsonl) send a question to must be one the reader can open: its
 * book one of common/src/books.ts, in the canon home search answers from (no deuterocanonical book),
 * and the chapter in the WEB as the importer stores it. The test database imports a few books only
 * (test/fixture-books.ts), so the WEB is rendered here whole, by the importer's own code, as
 * `npm run import` renders it (some 3 s).
 */
const SWORD_PATH = process.env.SWORD_PATH ?? '/usr/share/sword';

/** Each data file with every entry's chapters, the entry shown in a failure. */
const TABLES: Record<string, { entry: string; refs: readonly string[] }[]> = {
  ...Object.fromEntries(
    Object.entries(LIFE_QUESTION_FILES).map(([file, questions]) => [
      file,
      questions.map(([question, chapters]) => ({ entry: question, refs: chapters })),
    ]),
  ),
  'asked-questions.jsonl': ASKED_QUESTIONS.map(([question, chapters]) => ({
    entry: question,
    refs: chapters,
  })),
  'story-keys.jsonl': STORY_KEYS.map(([keys, ref]) => ({ entry: keys, refs: [ref] })),
  'doctrines.jsonl': DOCTRINES.map(([names, ref]) => ({ entry: names, refs: [ref] })),
  'passage-names.jsonl': PASSAGE_NAMES.map(([names, ref]) => ({ entry: names, refs: [ref] })),
  'life-themes.jsonl': LIFE_THEMES.map(([words, ref]) => ({ entry: words, refs: [ref] })),
  'remembered-lines.jsonl': REMEMBERED_LINES.map(([fragments, ref]) => ({ entry: fragments, refs: [ref] })),
};

const web = TRANSLATIONS.find((t) => t.id === 'eng-web');
let webChapters: Set<string>;

beforeAll(async () => {
  if (!web) throw new Error('eng-web is not among the imported translations');
  const { chapters } = renderTranslation(await exportModule(SWORD_PATH, web.module));
  webChapters = new Set(chapters.filter((c) => c.verses.length > 0).map((c) => `${c.bookId} ${c.chapter}`));
}, 120_000);

/** What is wrong with one reference, or null: its book, then its chapter in the WEB. */
const wrongWith = (ref: string): string | null => {
  const [book = '', chapter = '', ...more] = ref.split(' ');
  if (more.length > 0 || !/^[1-9]\d*$/.test(chapter)) return 'not "BOOK chapter"';
  if (!BOOK_IDS.includes(book)) return `no book ${book} in common/src/books.ts`;
  if (bookById(book)?.testament === 'DC') return `${book} is outside the canon home search answers from`;
  if (!webChapters.has(ref)) return `${book} has no chapter ${chapter} in the WEB`;
  return null;
};

describe('the home tables (data/)', () => {
  it('are all checked here: every data file has its entry in TABLES', () => {
    const files = readdirSync(HOME_DATA_DIR).filter((f) => f.endsWith('.jsonl'));
    expect(files.sort()).toEqual(Object.keys(TABLES).sort());
  });

  it('knows the chapters of the whole WEB', () => {
    expect(webChapters.size).toBeGreaterThan(1189);
    for (const ref of ['GEN 50', 'PSA 150', 'MAL 4', 'JHN 21', 'JUD 1', 'REV 22'])
      expect(webChapters.has(ref), ref).toBe(true);
    expect(webChapters.has('GEN 51')).toBe(false);
  });

  it.each(Object.keys(TABLES))('%s sends every entry to a chapter of the Bible', (file) => {
    const entries = TABLES[file] ?? [];
    expect(entries.length).toBeGreaterThan(0);
    const wrong = entries.flatMap(({ entry, refs }) =>
      refs.flatMap((ref) => {
        const why = wrongWith(ref);
        return why ? [`${ref} (${why}) in "${entry.slice(0, 80)}"`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the last chapter of each book (data/last-chapters.json)', () => {
  it('is in the WEB, and the chapter after it is not', () => {
    const wrong = Object.entries(LAST_CHAPTERS).filter(
      ([book, last]) => !webChapters.has(`${book} ${last}`) || webChapters.has(`${book} ${last + 1}`),
    );
    expect(wrong).toEqual([]);
  });
});
