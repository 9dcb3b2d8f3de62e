import type { LibraryRepository } from './library.repository.ts';
import type { LibraryStudyRepository } from './library.study.repository.ts';

/**
 * The library's read port for the assistant: commentary sections of a chapter, Nave's topics and
 * Strong's entries. Other modules read the library only through it, never its tables (docs/ARCHITECTURE.md).
 */
export const createLibraryStudyService = (study: LibraryStudyRepository, library: LibraryRepository) => ({
  sectionsForChapter: library.sectionsForChapter,
  topicsForSpan: study.topicsForSpan,
  topicByName: study.topicByName,
  sharingHeadings: study.sharingHeadings,
  strongs: study.strongs,
  strongsTransliterations: study.strongsTransliterations,
});

export type LibraryStudyService = ReturnType<typeof createLibraryStudyService>;
