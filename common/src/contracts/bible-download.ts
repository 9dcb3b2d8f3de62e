import { z } from 'zod';
import { Book } from './bible.ts';

/**
 * GET /api/bible/{bibleId}/download: a whole translation in one gzip file (issue 17), so a reader
 * downloads it for offline reading in one request instead of 1,189. The body is the gzip of this JSON;
 * it is sent as `application/gzip` (not as a content-encoding) so the client can show progress against
 * Content-Length and unpack it itself.
 */
export const BibleDownload = z.object({
  bible_id: z.string(),
  /** The ETag of the file: changes when the translation is imported again. */
  version: z.string(),
  /** Every book, deuterocanon included (the navigator filters as it does online). */
  books: z.array(Book),
  /** Chapter HTML (docs/chapter-html.md) by `BOOK.CHAPTER`, e.g. `JHN.3`. */
  chapters: z.record(z.string(), z.string()),
});
export type BibleDownload = z.infer<typeof BibleDownload>;

export const BIBLE_DOWNLOAD_CONTENT_TYPE = 'application/gzip';
