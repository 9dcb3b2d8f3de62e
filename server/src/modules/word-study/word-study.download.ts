import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { WordStudyDownload } from '../../../../common/src/contracts/word-study.ts';
import { verseWords } from '../../importer/osis-words.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import { noWordTags } from './word-study.errors.ts';
import type { WordStudyRepository } from './word-study.repository.ts';
import { lexiconEntryOf } from './word-study.service.ts';

const gzipAsync = promisify(gzip);

export interface PackedWords {
  etag: string;
  gzip: Buffer;
}

/**
 * A translation's word study in one gzip file for offline use (issue 32): every chapter's words, the
 * lexicon entries they use with their counts and renderings, and each number's verses. Built once per
 * translation on first request and kept (a few MB), as the translation's own download is; concurrent
 * first requests share one build.
 */
export const createWordStudyDownloads = (deps: {
  repo: WordStudyRepository;
  bible: BibleService;
  bibleStudy: Pick<BibleStudyService, 'bookVerses'>;
  library: Pick<LibraryStudyService, 'strongs' | 'strongsTransliterations'>;
}) => {
  const packs = new Map<string, Promise<PackedWords>>();
  deps.bible.onForget(() => packs.clear());

  const build = async (bibleId: string): Promise<PackedWords> => {
    // An unknown translation: the table of contents' 404.
    const books = await deps.bible.toc(bibleId, 'full');
    const rows = await deps.repo.allRows(bibleId);
    if (rows.length === 0) throw noWordTags();
    const entries = await deps.library.strongs(rows.map((r) => r.strongs));
    // A cited number is linked when the lexicon has it, used by this translation or not (as online).
    const known = new Set((await deps.library.strongsTransliterations()).map((e) => e.id));
    const byId = new Map(rows.map((r) => [r.strongs, r]));
    const lexicon: WordStudyDownload['lexicon'] = {};
    const occurrences: WordStudyDownload['occurrences'] = {};
    for (const e of entries) {
      const row = byId.get(e.id);
      lexicon[e.id] = lexiconEntryOf(e, row, bibleId, known);
      const ords = row?.occurrences ?? [];
      occurrences[e.id] = ords.filter((o, i) => i === 0 || o !== ords[i - 1]);
    }
    const chapters: WordStudyDownload['chapters'] = {};
    // One read per book, not per chapter: 1,189 chapter reads took minutes on a loaded machine.
    for (const book of books) {
      const rows = await deps.bibleStudy.bookVerses(bibleId, book.id);
      for (const r of rows) {
        // Only chapters the table of contents promises (as the chapter route does).
        if (r.chapter < 1 || r.chapter > book.chapter_count) continue;
        const w = verseWords(r.osis, r.chapter);
        const plain = (list: typeof w.words) => list.map((x) => ({ text: x.text, strongs: [...x.strongs] }));
        const key = `${book.id}.${r.chapter}`;
        const list = chapters[key] ?? [];
        chapters[key] = list;
        list.push({
          verse: Number(r.verse),
          words: plain(w.words),
          ...(w.title.length ? { title: plain(w.title) } : {}),
        });
      }
      // Each book's parse is its own turn of the event loop, so readers are served in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const body = { chapters, lexicon, occurrences };
    // The content's own hash: any change an import makes changes it, and nothing else does.
    const version = createHash('sha256')
      .update(bibleId)
      .update(JSON.stringify(body))
      .digest('hex')
      .slice(0, 20);
    const doc: WordStudyDownload = { bible_id: bibleId, version, ...body };
    return { etag: `"w${version}"`, gzip: await gzipAsync(JSON.stringify(doc), { level: 7 }) };
  };

  return {
    /** The packed word study; throws not-found for an unknown translation, no tags for an untagged one. */
    pack: (bibleId: string): Promise<PackedWords> => {
      let p = packs.get(bibleId);
      if (!p) {
        p = build(bibleId);
        packs.set(bibleId, p);
        p.catch(() => packs.delete(bibleId));
      }
      return p;
    },
  };
};

export type WordStudyDownloads = ReturnType<typeof createWordStudyDownloads>;
