import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DeleteUserData, type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { memoryVerses } from './memory-verses.schema.ts';

export type MemoryVerseRow = typeof memoryVerses.$inferSelect;
export type NewMemoryVerse = typeof memoryVerses.$inferInsert;

/** A reader's verses go with them to their account; one the account already learns keeps its own card. */
export const moveMemoryVerses: MoveUserData = async (tx, fromId, toId) => {
  await tx.execute(sql`
    insert into memory_verses (id, user_id, bible_id, ref, text, card, due, reps, lapses, last_review, created_at)
    select id, ${toId}, bible_id, ref, text, card, due, reps, lapses, last_review, created_at
    from memory_verses where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(memoryVerses).where(eq(memoryVerses.userId, fromId));
};

export const deleteMemoryVerses: DeleteUserData = async (tx, userId) => {
  await tx.delete(memoryVerses).where(eq(memoryVerses.userId, userId));
};

const own = (userId: string, id: string) => and(eq(memoryVerses.userId, userId), eq(memoryVerses.id, id));

export const createMemoryVersesRepository = (db: Db) => ({
  /** The new row, or the reader's existing one for the same verses (saving twice makes one). */
  add: async (row: NewMemoryVerse): Promise<{ row: MemoryVerseRow; created: boolean }> => {
    const [made] = await db.insert(memoryVerses).values(row).onConflictDoNothing().returning();
    if (made) return { row: made, created: true };
    const [existing] = await db
      .select()
      .from(memoryVerses)
      .where(
        and(
          eq(memoryVerses.userId, row.userId),
          eq(memoryVerses.bibleId, row.bibleId),
          eq(memoryVerses.ref, row.ref),
        ),
      );
    if (!existing) throw new Error('memory verse vanished between insert and select');
    return { row: existing, created: false };
  },

  /** The reader's verses, the soonest due first (`dueBy`: only those due by then). */
  list: (userId: string, dueBy?: Date) =>
    db
      .select()
      .from(memoryVerses)
      .where(
        dueBy
          ? and(eq(memoryVerses.userId, userId), lte(memoryVerses.due, dueBy))
          : eq(memoryVerses.userId, userId),
      )
      .orderBy(asc(memoryVerses.due), asc(memoryVerses.createdAt)),

  find: async (userId: string, id: string): Promise<MemoryVerseRow | undefined> =>
    (await db.select().from(memoryVerses).where(own(userId, id)))[0],

  update: async (
    userId: string,
    id: string,
    set: Pick<MemoryVerseRow, 'card' | 'due' | 'reps' | 'lapses' | 'lastReview'>,
  ): Promise<MemoryVerseRow | undefined> =>
    (await db.update(memoryVerses).set(set).where(own(userId, id)).returning())[0],

  remove: async (userId: string, id: string): Promise<boolean> =>
    (await db.delete(memoryVerses).where(own(userId, id)).returning({ id: memoryVerses.id })).length > 0,

  usersWithMemoryVerses: (ids: readonly string[]): Promise<string[]> =>
    usersWithRows(db, memoryVerses.userId, ids),
});

export type MemoryVersesRepository = ReturnType<typeof createMemoryVersesRepository>;
