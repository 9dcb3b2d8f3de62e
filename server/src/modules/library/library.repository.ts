import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { commentaries, commentaryOutlines, commentarySections } from './library.schema.ts';

export const createLibraryRepository = (db: Db) => ({
  getCommentary: async (id: string) =>
    (await db.select().from(commentaries).where(eq(commentaries.id, id)))[0],

  sectionsForChapter: (commentaryId: string, bookId: string, chapter: number) =>
    db
      .select()
      .from(commentarySections)
      .where(
        and(
          eq(commentarySections.commentaryId, commentaryId),
          eq(commentarySections.bookId, bookId),
          lte(commentarySections.startChapter, chapter),
          gte(commentarySections.endChapter, chapter),
        ),
      )
      .orderBy(asc(commentarySections.startChapter), asc(commentarySections.startVerse)),

  outlineForChapter: (commentaryId: string, bookId: string, chapter: number) =>
    db
      .select()
      .from(commentaryOutlines)
      .where(
        and(
          eq(commentaryOutlines.commentaryId, commentaryId),
          eq(commentaryOutlines.bookId, bookId),
          eq(commentaryOutlines.chapter, chapter),
        ),
      )
      .orderBy(asc(commentaryOutlines.position)),
});

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
