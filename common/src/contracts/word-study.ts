import { z } from 'zod';
import { normalizeStrongs } from '../strongs.ts';
import { BibleId } from './bible.ts';

// Word study (issue 32): the Strong's numbers behind a translation's words, and the lexicon entries
// they name. Paths are written out in server/src/modules/word-study/word-study.routes.ts.

/**
 * `G26`, `g26`, `G0026`, `strong:G26`, `H7965`: read as `G26` / `H7965`. Anything else names no entry
 * (the route answers it as an unknown number, 404 `lexicon.not_found`).
 */
export const StrongsNumber = z
  .string()
  .max(20)
  .transform((s, ctx) => {
    const id = normalizeStrongs(s);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: "must be a Strong's number such as G26 or H7965" });
      return z.NEVER;
    }
    return id;
  });

/** A run of a verse's text: a word carrying Strong's numbers, or the text between words (strongs: []). */
export const Word = z.object({
  text: z.string(),
  /** `["G25"]`; several when one English word renders several original words; [] between words. */
  strongs: z.array(z.string()),
  /** The original word (Greek or Hebrew script) of the first number, when the lexicon has it. */
  lemma: z.string().optional(),
});
export type Word = z.infer<typeof Word>;

export const VerseWords = z.object({
  verse: z.number().int(),
  /** The verse's text in order: its words joined are exactly the verse's text. */
  words: z.array(Word),
  /** The words of a canonical title the verse carries (a KJV psalm title before verse 1). */
  title: z.array(Word).optional(),
});
export type VerseWords = z.infer<typeof VerseWords>;

export const ChapterWordsResponse = z.object({ verses: z.array(VerseWords) });
export type ChapterWordsResponse = z.infer<typeof ChapterWordsResponse>;

export const LexiconParams = z.object({ strongs: StrongsNumber });

/** Which translation's occurrences and renderings; the WEB unless given. */
export const LexiconQuery = z.object({ bible_id: BibleId.default('eng-web') });

export const BookCount = z.object({ book_id: z.string(), count: z.number().int() });
export const Rendering = z.object({ text: z.string(), count: z.number().int() });

export const LexiconEntry = z.object({
  strongs: z.string(),
  language: z.enum(['greek', 'hebrew']),
  /** The original word in Greek or Hebrew script (Hebrew is written right to left). */
  lemma: z.string(),
  transliteration: z.string(),
  pronunciation: z.string(),
  /** The dictionary's definition as readable text (its markup removed), with its derivation. */
  definition: z.string(),
  /** How the King James Version renders it, as the dictionary lists it after ":--"; may be empty. */
  usage: z.string(),
  /** Other Strong's numbers the entry cites (its derivation, "compare"), each an entry of the lexicon. */
  related: z.array(z.string()),
  /** The translation the occurrences and renderings are counted in. */
  bible_id: z.string(),
  occurrences: z.object({
    /** Words carrying the number (a verse may have it twice). */
    total: z.number().int(),
    /** Verses carrying it. */
    verses: z.number().int(),
    /** Words carrying it in each book, in canonical order; books without any are left out. */
    by_book: z.array(BookCount),
  }),
  /** The translation's renderings of it, most frequent first (at most 50), counted without regard to case. */
  renderings: z.array(Rendering),
});
export type LexiconEntry = z.infer<typeof LexiconEntry>;

export const OccurrencesQuery = z.object({
  bible_id: BibleId.default('eng-web'),
  /** Only this book's verses (a book id such as JHN). */
  book: z
    .string()
    .regex(/^[1-4A-Za-z][A-Za-z0-9]{2}$/, 'must be a book id such as JHN')
    .transform((s) => s.toUpperCase())
    .optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(9999))
    .default(1),
});

export const Occurrence = z.object({
  book_id: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** The verse's text, escaped, with `<mark>` around the words carrying the number (as search's). */
  highlight: z.string(),
  /** The verse's words (as the words route gives them, without lemmas): mark those whose strongs has it. */
  words: z.array(Word),
  /** The title's words, when the number occurs in the verse's canonical title. */
  title: z.array(Word).optional(),
});
export type Occurrence = z.infer<typeof Occurrence>;

export const OccurrencesResponse = z.object({
  strongs: z.string(),
  bible_id: z.string(),
  book: z.string().nullable(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Verses carrying the number (in the book, when one is given). */
  total: z.number().int(),
  pages: z.number().int(),
  /** One page of them in canonical order. */
  verses: z.array(Occurrence),
});
export type OccurrencesResponse = z.infer<typeof OccurrencesResponse>;

/**
 * GET /api/bible/{bibleId}/words/download: a translation's word study for offline use, one gzip file
 * offered beside the translation's own download (bible-download.ts), sent as `application/gzip`.
 */
export const WordStudyDownload = z.object({
  bible_id: z.string(),
  /** The ETag of the file: changes when the library is imported again. */
  version: z.string(),
  /** Each chapter's verses as words (no lemmas: the client takes them from `lexicon`), by `BOOK.CHAPTER`. */
  chapters: z.record(z.string(), z.array(VerseWords)),
  /** Every entry the translation's words use, as GET /api/lexicon/{strongs}?bible_id= gives it. */
  lexicon: z.record(z.string(), LexiconEntry),
  /** Each number's verses (as verse ords, book × 1,000,000 + chapter × 1,000 + verse), once each, in order. */
  occurrences: z.record(z.string(), z.array(z.number().int())),
});
export type WordStudyDownload = z.infer<typeof WordStudyDownload>;
