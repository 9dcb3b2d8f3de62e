import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { annotations } from './annotations.schema.ts';

export type AnnotationRow = typeof annotations.$inferSelect;
export type NewAnnotation = Omit<typeof annotations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AnnotationChanges = Partial<Pick<AnnotationRow, 'verses' | 'color' | 'text'>>;

export interface AnnotationFilter {
  bibleId?: string | undefined;
  bookId?: string | undefined;
  chapter?: number | undefined;
  kind?: string | undefined;
}

/** Highlights, notes and bookmarks all move: a reader's own marks never conflict with each other. */
export const moveAnnotations: MoveUserData = async (tx, fromId, toId) => {
  await tx.update(annotations).set({ userId: toId }).where(eq(annotations.userId, fromId));
};

export const createAnnotationsRepository = (db: Db) => {
  const where = (userId: string, f: AnnotationFilter): SQL | undefined =>
    and(
      eq(annotations.userId, userId),
      f.bibleId ? eq(annotations.bibleId, f.bibleId) : undefined,
      f.bookId ? eq(annotations.bookId, f.bookId) : undefined,
      f.chapter ? eq(annotations.chapter, f.chapter) : undefined,
      f.kind ? eq(annotations.kind, f.kind) : undefined,
    );
  // Owner and id together: another reader's id simply finds nothing.
  const mine = (userId: string, id: string) => and(eq(annotations.userId, userId), eq(annotations.id, id));

  return {
    /** Which of these users have any highlight, note or bookmark. */
    usersWithData: (ids: readonly string[]): Promise<string[]> => usersWithRows(db, annotations.userId, ids),

    list: (userId: string, f: AnnotationFilter, limit: number, offset: number) =>
      db
        .select()
        .from(annotations)
        .where(where(userId, f))
        .orderBy(
          asc(annotations.bibleId),
          asc(annotations.bookId),
          asc(annotations.chapter),
          asc(annotations.createdAt),
          asc(annotations.id),
        )
        .limit(limit)
        .offset(offset),

    count: async (userId: string, f: AnnotationFilter = {}) =>
      (await db.select({ n: count() }).from(annotations).where(where(userId, f)))[0]?.n ?? 0,

    find: async (userId: string, id: string) =>
      (await db.select().from(annotations).where(mine(userId, id)))[0],

    /** Undefined when `id` is taken already (a create sent twice, or another reader's id). */
    insert: async (row: NewAnnotation, id: string = crypto.randomUUID()) =>
      (
        await db
          .insert(annotations)
          .values({ ...row, id })
          .onConflictDoNothing()
          .returning()
      )[0],

    update: async (userId: string, id: string, changes: AnnotationChanges) =>
      (
        await db
          .update(annotations)
          .set({ ...changes, updatedAt: new Date() })
          .where(mine(userId, id))
          .returning()
      )[0],

    remove: async (userId: string, id: string) =>
      (await db.delete(annotations).where(mine(userId, id)).returning({ id: annotations.id })).length > 0,
  };
};

export type AnnotationsRepository = ReturnType<typeof createAnnotationsRepository>;
