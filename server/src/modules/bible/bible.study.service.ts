import type { BibleStudyRepository } from './bible.study.repository.ts';

export type { VerseSpan } from './bible.study.repository.ts';

/**
 * The bible module's read port for study: verse text with its markup, first verses of passages, verses
 * anywhere (word study), cross-references of a span and the canon. Other modules (the assistant's
 * tools, the chat pipeline, word study) read Bible rows only through it, never the tables
 * (docs/ARCHITECTURE.md).
 */
export const createBibleStudyService = (repo: BibleStudyRepository) => ({
  verses: repo.verses,
  bookVerses: repo.bookVerses,
  firstVerses: repo.firstVerses,
  versesAt: repo.versesAt,
  crossReferences: repo.crossReferences,
  canon: repo.canon,
});

export type BibleStudyService = ReturnType<typeof createBibleStudyService>;
