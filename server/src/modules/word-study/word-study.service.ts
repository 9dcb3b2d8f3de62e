import { createHash } from 'node:crypto';
import { BOOKS, bookById } from '../../../../common/src/books.ts';
import type { SearchResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type {
  ChapterWordsResponse,
  LexiconEntry,
  Occurrence,
  OccurrencesResponse,
  Word,
} from '../../../../common/src/contracts/word-study.ts';
import { strongsInQuery } from '../../../../common/src/strongs.ts';
import { escapeHtml } from '../../importer/osis-tokens.ts';
import { type OsisWord, verseWords } from '../../importer/osis-words.ts';
import { notFound } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import type { BibleService, OriginalWordSearch, SearchPage } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import { foldTransliteration, readableEntry, transliterationKeys } from './lexicon-text.ts';
import { noWordTags, occurrencesPageNotFound, strongsNotFound } from './word-study.errors.ts';
import type { IndexRow, WordStudyRepository } from './word-study.repository.ts';

const TTL = 5 * 60_000;
export const OCCURRENCES_PAGE_SIZE = 20;

/** An answer ready to send with its ETag: Bible and lexicon data change only with an import. */
export interface Tagged<T> {
  body: T;
  etag: string;
}

const tagged = <T>(body: T): Tagged<T> => ({
  body,
  etag: `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 20)}"`,
});

/** A verse ord (importer/word-index.ts verseOrd) as its book, chapter and verse. */
const fromOrd = (ord: number) => ({
  bookId: BOOKS[Math.floor(ord / 1_000_000)]?.id ?? '',
  chapter: Math.floor(ord / 1000) % 1000,
  verse: ord % 1000,
});
const bookIndexOf = (ord: number): number => Math.floor(ord / 1_000_000);

/** Each verse once, in canonical order (an ord list holds a verse once per occurrence). */
const distinct = (ords: readonly number[]): number[] => ords.filter((o, i) => i === 0 || o !== ords[i - 1]);

/** The first form of a lemma: the Hebrew dictionary lists each spelling ("שׁלם    שׁלום"). */
const firstForm = (lemma: string): string => lemma.trim().split(/\s+/)[0] ?? '';

const plainWords = (words: readonly OsisWord[]): Word[] =>
  words.map((w) => ({ text: w.text, strongs: [...w.strongs] }));

const carries = (w: OsisWord, ids: ReadonlySet<string>): boolean => w.strongs.some((s) => ids.has(s));

/** The verse's text, escaped, with `<mark>` around the words carrying any of `ids`. */
const highlightOf = (words: readonly OsisWord[], ids: ReadonlySet<string>): string =>
  words.map((w) => (carries(w, ids) ? `<mark>${escapeHtml(w.text)}</mark>` : escapeHtml(w.text))).join('');

type StrongsRow = Awaited<ReturnType<LibraryStudyService['strongs']>>[number];

/**
 * A lexicon entry with its occurrences and renderings in a translation, from the library's entry and the
 * number's index row; `known`: the numbers the lexicon has (a cited number it lacks is not linked).
 */
export const lexiconEntryOf = (
  entry: StrongsRow,
  row: IndexRow | undefined,
  bibleId: string,
  known: ReadonlySet<string>,
): LexiconEntry => {
  const readable = readableEntry(entry);
  const occurrences = row?.occurrences ?? [];
  const byBook: { book_id: string; count: number }[] = [];
  for (const ord of occurrences) {
    const bookId = BOOKS[bookIndexOf(ord)]?.id ?? '';
    const last = byBook[byBook.length - 1];
    if (last?.book_id === bookId) last.count += 1;
    else byBook.push({ book_id: bookId, count: 1 });
  }
  return {
    strongs: entry.id,
    language: entry.id.startsWith('G') ? 'greek' : 'hebrew',
    ...readable,
    related: readable.related.filter((id) => known.has(id)),
    bible_id: bibleId,
    occurrences: { total: occurrences.length, verses: distinct(occurrences).length, by_book: byBook },
    renderings: row?.renderings ?? [],
  };
};

export interface WordStudyDeps {
  repo: WordStudyRepository;
  bible: BibleService;
  bibleStudy: Pick<BibleStudyService, 'verses' | 'versesAt'>;
  library: Pick<LibraryStudyService, 'strongs' | 'strongsTransliterations'>;
}

/**
 * Word study (issue 32): a chapter's words with their Strong's numbers, lexicon entries with their
 * occurrences and renderings in a translation, the verses a number occurs in, and search by number or
 * transliteration for the Bible's search. Words are read from the verses' OSIS (importer/osis-words.ts),
 * counts from the word index the importer builds; answers are kept in memory until the next import.
 */
export const createWordStudyService = ({ repo, bible, bibleStudy, library }: WordStudyDeps) => {
  const words = new Lru<Tagged<ChapterWordsResponse>>(2000, TTL);
  const lexicon = new Lru<Tagged<LexiconEntry>>(2000, TTL);
  const occurrencePages = new Lru<Tagged<OccurrencesResponse>>(2000, TTL);
  const rows = new Lru<Promise<IndexRow | undefined>>(4000, TTL);
  let taggedTranslations: Promise<Set<string>> | undefined;
  let transliterations: Promise<Map<string, string[]>> | undefined;

  const indexRow = (bibleId: string, strongs: string): Promise<IndexRow | undefined> => {
    const key = `${bibleId}|${strongs}`;
    let row = rows.get(key);
    if (!row) {
      row = repo.indexRow(bibleId, strongs);
      row.catch(() => rows.delete(key));
      rows.set(key, row);
    }
    return row;
  };

  const isTagged = async (bibleId: string): Promise<boolean> => {
    if (!taggedTranslations) {
      const loading = repo.taggedTranslations().then((ids) => new Set(ids));
      loading.catch(() => {
        if (taggedTranslations === loading) taggedTranslations = undefined;
      });
      taggedTranslations = loading;
    }
    return (await taggedTranslations).has(bibleId);
  };

  /** The translation exists (else 404 bible.not_found) and its words carry numbers (else 404 no tags). */
  const requireTagged = async (bibleId: string): Promise<void> => {
    if (!(await bible.listTranslations()).some((t) => t.id === bibleId))
      throw notFound(ErrorCode.bibleNotFound, `Bible not found: ${bibleId}`);
    if (!(await isTagged(bibleId))) throw noWordTags();
  };

  const requireEntry = async (strongs: string) => {
    const [entry] = await library.strongs([strongs]);
    if (!entry) throw strongsNotFound();
    return entry;
  };

  /** Verses by ord, with their words, in the order given. */
  const versesOf = async (bibleId: string, ords: readonly number[]) => {
    const points = ords.map(fromOrd);
    const found = await bibleStudy.versesAt(bibleId, points);
    const byRef = new Map(found.map((r) => [`${r.book_id}.${Number(r.chapter)}.${Number(r.verse)}`, r]));
    return points.flatMap((p) => {
      const row = byRef.get(`${p.bookId}.${p.chapter}.${p.verse}`);
      return row ? [{ ...p, text: row.text, ...verseWords(row.osis, p.chapter) }] : [];
    });
  };

  /** A page of the verses carrying any of `ids` (search by number or transliteration). */
  const searchNumbers = async (bibleId: string, ids: string[], page: SearchPage): Promise<SearchResponse> => {
    const hasTags = await isTagged(bibleId);
    const lists = hasTags ? await Promise.all(ids.map((id) => indexRow(bibleId, id))) : [];
    const all = [...new Set(lists.flatMap((r) => r?.occurrences ?? []))].sort((a, b) => a - b);
    const inScope = all.filter((ord) => {
      const book = BOOKS[bookIndexOf(ord)];
      return (
        book &&
        (!page.book || book.id === page.book) &&
        (!page.testament || book.testament === page.testament)
      );
    });
    const set = new Set(ids);
    const verses = await versesOf(bibleId, inScope.slice(page.offset, page.offset + page.limit));
    return {
      results: verses.map((v) => ({
        book_id: v.bookId,
        chapter: v.chapter,
        verse: v.verse,
        text: v.text,
        highlight: highlightOf(v.words, set),
      })),
      total: inScope.length,
      suggestion: null,
      strongs: ids,
    };
  };

  const translitIndex = (): Promise<Map<string, string[]>> => {
    if (!transliterations) {
      const loading = library.strongsTransliterations().then((entries) => {
        const out = new Map<string, string[]>();
        for (const e of entries)
          for (const key of transliterationKeys(e.transliteration))
            out.set(key, [...(out.get(key) ?? []), e.id]);
        return out;
      });
      loading.catch(() => {
        if (transliterations === loading) transliterations = undefined;
      });
      transliterations = loading;
    }
    return transliterations;
  };

  const search: OriginalWordSearch = {
    byNumbers: async (bibleId, q, page) => {
      const ids = strongsInQuery(q);
      return ids ? searchNumbers(bibleId, ids, page) : null;
    },
    byTransliteration: async (bibleId, q, page) => {
      const word = q.trim();
      if (!/^[\p{L}\p{M}'ʼ’-]{3,30}$/u.test(word)) return null;
      const ids = (await translitIndex()).get(foldTransliteration(word));
      return ids ? searchNumbers(bibleId, ids, page) : null;
    },
  };

  return {
    search,

    /** Everything cached from the library: it was imported again (bible.onForget). */
    forget: () => {
      words.clear();
      lexicon.clear();
      occurrencePages.clear();
      rows.clear();
      taggedTranslations = undefined;
      transliterations = undefined;
    },

    /** A chapter's verses as words with their numbers and lemmas (404s as the chapter's, then no tags). */
    chapterWords: async (
      bibleId: string,
      bookId: string,
      chapter: number,
    ): Promise<Tagged<ChapterWordsResponse>> => {
      const key = `${bibleId}/${bookId}/${chapter}`;
      const hit = words.get(key);
      if (hit) return hit;
      await bible.chapter(bibleId, bookId, chapter);
      await requireTagged(bibleId);
      const verses = (await bibleStudy.verses(bibleId, { bookId, chapter, from: 0, to: 999 })).map((r) => ({
        verse: Number(r.verse),
        ...verseWords(r.osis, chapter),
      }));
      const ids = new Set(verses.flatMap((v) => [...v.words, ...v.title].flatMap((w) => w.strongs)));
      const lemmas = new Map(
        (await library.strongs([...ids])).map((e) => [e.id, firstForm(e.lemma)] as const),
      );
      const withLemma = (w: OsisWord): Word => {
        const lemma = w.strongs[0] ? lemmas.get(w.strongs[0]) : undefined;
        return { text: w.text, strongs: [...w.strongs], ...(lemma ? { lemma } : {}) };
      };
      const answer = tagged({
        verses: verses.map((v) => ({
          verse: v.verse,
          words: v.words.map(withLemma),
          ...(v.title.length > 0 ? { title: v.title.map(withLemma) } : {}),
        })),
      });
      words.set(key, answer);
      return answer;
    },

    /** A lexicon entry with its occurrences and renderings in a translation. */
    entry: async (strongs: string, bibleId: string): Promise<Tagged<LexiconEntry>> => {
      const key = `${bibleId}|${strongs}`;
      const hit = lexicon.get(key);
      if (hit) return hit;
      const entry = await requireEntry(strongs);
      await requireTagged(bibleId);
      const row = await indexRow(bibleId, strongs);
      // Only numbers the lexicon has: a link that opens nothing is worse than none.
      const known = new Set((await library.strongs(readableEntry(entry).related)).map((e) => e.id));
      const answer = tagged(lexiconEntryOf(entry, row, bibleId, known));
      lexicon.set(key, answer);
      return answer;
    },

    /** One page of the verses a number occurs in, optionally in one book, in canonical order. */
    occurrences: async (
      strongs: string,
      bibleId: string,
      book: string | undefined,
      page: number,
    ): Promise<Tagged<OccurrencesResponse>> => {
      const key = `${bibleId}|${strongs}|${book ?? ''}|${page}`;
      const hit = occurrencePages.get(key);
      if (hit) return hit;
      await requireEntry(strongs);
      await requireTagged(bibleId);
      // A book the translation lacks is as unknown as one that does not exist.
      if (
        book !== undefined &&
        !(bookById(book) && (await bible.toc(bibleId, 'full')).some((b) => b.id === book))
      )
        throw notFound(ErrorCode.bookNotFound, `Book not found: ${book}`);
      const bookIndex = book === undefined ? undefined : BOOKS.findIndex((b) => b.id === book);
      const all = distinct((await indexRow(bibleId, strongs))?.occurrences ?? []);
      const inBook = bookIndex === undefined ? all : all.filter((o) => bookIndexOf(o) === bookIndex);
      const pages = Math.ceil(inBook.length / OCCURRENCES_PAGE_SIZE);
      if (page > Math.max(pages, 1)) throw occurrencesPageNotFound();
      const start = (page - 1) * OCCURRENCES_PAGE_SIZE;
      const ids = new Set([strongs]);
      const verses = await versesOf(bibleId, inBook.slice(start, start + OCCURRENCES_PAGE_SIZE));
      const answer = tagged<OccurrencesResponse>({
        strongs,
        bible_id: bibleId,
        book: book ?? null,
        page,
        page_size: OCCURRENCES_PAGE_SIZE,
        total: inBook.length,
        pages,
        verses: verses.map(
          (v): Occurrence => ({
            book_id: v.bookId,
            chapter: v.chapter,
            verse: v.verse,
            text: v.text,
            highlight: highlightOf(v.words, ids),
            words: plainWords(v.words),
            ...(v.title.some((w) => carries(w, ids)) ? { title: plainWords(v.title) } : {}),
          }),
        ),
      });
      occurrencePages.set(key, answer);
      return answer;
    },
  };
};

export type WordStudyService = ReturnType<typeof createWordStudyService>;
