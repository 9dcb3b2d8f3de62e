import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DeleteUserData, type MoveUserData, usersWithRows } from '../../db/user-data.ts';
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

/** A reader who deletes their account loses every highlight, note and bookmark (issue 34). */
export const deleteAnnotations: DeleteUserData = async (tx, userId) => {
  await tx.delete(annotations).where(eq(annotations.userId, userId));
};

/** What a reader keeps: how many annotations, and the bytes (UTF-8) of their notes' text. */
export interface AnnotationUsage {
  count: number;
  bytes: number;
}

/** One reader's rows, on the database or inside a transaction. */
const rowsOf = (db: Db) => {
  // Owner and id together: another reader's id simply finds nothing.
  const mine = (userId: string, id: string) => and(eq(annotations.userId, userId), eq(annotations.id, id));
  return {
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
export type AnnotationRows = ReturnType<typeof rowsOf>;

export const createAnnotationsRepository = (db: Db) => {
  const where = (userId: string, f: AnnotationFilter): SQL | undefined =>
    and(
      eq(annotations.userId, userId),
      f.bibleId ? eq(annotations.bibleId, f.bibleId) : undefined,
      f.bookId ? eq(annotations.bookId, f.bookId) : undefined,
      f.chapter ? eq(annotations.chapter, f.chapter) : undefined,
      f.kind ? eq(annotations.kind, f.kind) : undefined,
    );

  return {
    ...rowsOf(db),

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

    /**
     * Runs `work` in one transaction that holds the reader's write lock (a transaction-scoped advisory
     * lock on their id), given what they keep when it starts: a check of their limits and the write it
     * allows cannot be split by another write of theirs, from any instance (issue 35: 200 concurrent
     * creates had stored 5,065 of a 5,000 limit). Throwing inside rolls the write back.
     */
    withWriteLock: <T>(userId: string, work: (rows: AnnotationRows, usage: AnnotationUsage) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`annotations:${userId}`}, 0))`);
        const [usage] = await tx
          .select({
            count: count(),
            bytes: sql<number>`coalesce(sum(octet_length(${annotations.text})), 0)::bigint`.mapWith(Number),
          })
          .from(annotations)
          .where(eq(annotations.userId, userId));
        return work(rowsOf(tx), usage ?? { count: 0, bytes: 0 });
      }),
  };
};

export type AnnotationsRepository = ReturnType<typeof createAnnotationsRepository>;
