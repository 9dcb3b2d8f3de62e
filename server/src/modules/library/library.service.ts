import type { CommentaryResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { notFound } from '../../lib/errors.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { LibraryRepository } from './library.repository.ts';

export const DEFAULT_COMMENTARY = 'mhc';

/** Study helps (commentary now; Strong's and Nave's are read by the assistant's tools). */
export const createLibraryService = (repo: LibraryRepository, bible: BibleService) => ({
  /** The commentary sections covering a chapter, after checking the chapter itself exists. */
  commentaryForChapter: async (
    bibleId: string,
    bookId: string,
    chapter: number,
  ): Promise<CommentaryResponse> => {
    await bible.chapter(bibleId, bookId, chapter);
    const commentary = await repo.getCommentary(DEFAULT_COMMENTARY);
    if (!commentary) throw notFound(ErrorCode.chapterNotFound, 'Commentary not found');
    const [sections, outline] = await Promise.all([
      repo.sectionsForChapter(DEFAULT_COMMENTARY, bookId, chapter),
      repo.outlineForChapter(DEFAULT_COMMENTARY, bookId, chapter),
    ]);
    return {
      commentary: { id: commentary.id, name: commentary.name },
      outline: outline.map((o) => ({ text: o.text, start_verse: o.startVerse, end_verse: o.endVerse })),
      sections: sections.map((s) => ({
        title: s.title,
        start_chapter: s.startChapter,
        start_verse: s.startVerse,
        end_chapter: s.endChapter,
        end_verse: s.endVerse,
        text: s.text,
      })),
    };
  },
});

export type LibraryService = ReturnType<typeof createLibraryService>;
