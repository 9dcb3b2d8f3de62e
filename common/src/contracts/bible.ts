import { z } from 'zod';

// The Bible API of spec §7 plus search and commentary. Paths are written out in the route files.

export const BibleId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a translation id such as eng-web');
export const BookId = z
  .string()
  .regex(/^[1-4A-Za-z][A-Za-z0-9]{2}$/, 'must be a three-character book id such as JHN')
  .transform((s) => s.toUpperCase());
/** Any integer is well-formed (out of range is a 404 'Chapter not found'); "3.5" or "abc" are not. */
export const ChapterNumber = z
  .string()
  .regex(/^-?\d{1,6}$/, 'must be a whole number')
  .transform(Number);

export const BibleParams = z.object({ bibleId: BibleId });
export const ChapterParams = z.object({ bibleId: BibleId, bookId: BookId, chapter: ChapterNumber });

export const Translation = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  language: z.string(),
  format: z.enum(['USFX', 'OSIS', 'ESV']),
  licence: z.string(),
});
export type Translation = z.infer<typeof Translation>;
export const BiblesResponse = z.object({ bibles: z.array(Translation) });
export type BiblesResponse = z.infer<typeof BiblesResponse>;

export const TocQuery = z.object({
  canon: z.enum(['protestant', 'full']).default('protestant'),
});
export const Book = z.object({
  id: z.string(),
  name: z.string(),
  chapter_count: z.number().int(),
  testament: z.enum(['OT', 'NT', 'DC']),
});
export type Book = z.infer<typeof Book>;
export const TocResponse = z.object({ books: z.array(Book) });
export type TocResponse = z.infer<typeof TocResponse>;
export const FormatResponse = z.object({ format: z.enum(['USFX', 'OSIS', 'ESV']) });

export const SearchQuery = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
  // Paging and filters for the search page; every one optional, so older callers are answered as before.
  offset: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(5000))
    .default(0),
  testament: z.enum(['OT', 'NT', 'DC']).optional(),
  book: z
    .string()
    .regex(/^[1-4A-Z][A-Z0-9]{2}$/, 'must be a book id such as MAT')
    .optional(),
});
export const SearchResult = z.object({
  book_id: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  highlight: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = z.object({
  results: z.array(SearchResult),
  /** How many verses match in all (the results are one page of them). */
  total: z.number().int(),
  /** The query with misspelled words corrected ("Nicodemas" → "Nicodemus"), or null. */
  suggestion: z.string().nullable(),
  /**
   * Issue 32: the Strong's numbers searched for, when the query named them (`G26`, `strong:H7965`) or
   * was an original word's transliteration (`agape`): the results are the verses carrying them, in
   * canonical order, `<mark>` around the words. Absent for a search of the English text.
   */
  strongs: z.array(z.string()).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const CommentarySection = z.object({
  title: z.string(),
  start_chapter: z.number().int(),
  start_verse: z.number().int(),
  end_chapter: z.number().int(),
  end_verse: z.number().int(),
  text: z.string(),
});
export const OutlineItem = z.object({
  text: z.string(),
  start_verse: z.number().int(),
  end_verse: z.number().int(),
});
export const CommentaryResponse = z.object({
  commentary: z.object({ id: z.string(), name: z.string() }),
  outline: z.array(OutlineItem),
  sections: z.array(CommentarySection),
});
export type CommentaryResponse = z.infer<typeof CommentaryResponse>;

/** `refs`: up to 20 `;`-separated ranges in the data-refs form (JHN.3.16;ROM.5.8-ROM.5.10). */
export const PassagesQuery = z.object({
  refs: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(600, 'must be at most 600 characters')
    .regex(/^[1-4A-Za-z0-9.;\- ]+$/, 'must be ranges such as JHN.3.16;ROM.5.8-ROM.5.10'),
});
export const PassageVerse = z.object({
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
});
export const Passage = z.object({
  ref: z.string(),
  book_id: z.string(),
  /** "John 3:16", "Romans 5:8–10": for people. */
  label: z.string(),
  verses: z.array(PassageVerse),
});
export type Passage = z.infer<typeof Passage>;
export const PassagesResponse = z.object({ passages: z.array(Passage) });
export type PassagesResponse = z.infer<typeof PassagesResponse>;

/** A question the reader can ask about the chapter; shown as '{summary}?' (spec §3 Suggestion). */
export const Suggestion = z.object({ question: z.string(), summary: z.string() });
export type Suggestion = z.infer<typeof Suggestion>;
/** `planStepId`: the Sermon Study step being read (plan mode): its reflection question comes first. */
export const SuggestionsQuery = z.object({
  planStepId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const SuggestionsResponse = z.object({ suggestions: z.array(Suggestion) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;
