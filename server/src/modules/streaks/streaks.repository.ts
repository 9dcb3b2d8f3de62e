import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DeleteUserData, type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { readings } from './streaks.schema.ts';

export interface NewReading {
  userId: string;
  bibleId: string | null;
  bookId: string;
  chapter: number;
  readOn: string;
  readAt: Date;
  timeZone: string;
}

/** A reader's readings go with them to their account; a chapter read that day on both stays one row. */
export const moveReadings: MoveUserData = async (tx, fromId, toId) => {
  await tx.execute(sql`
    insert into readings (id, user_id, bible_id, book_id, chapter, read_on, read_at, time_zone)
    select id, ${toId}, bible_id, book_id, chapter, read_on, read_at, time_zone
    from readings where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(readings).where(eq(readings.userId, fromId));
};

export const deleteReadings: DeleteUserData = async (tx, userId) => {
  await tx.delete(readings).where(eq(readings.userId, userId));
};

export const createStreaksRepository = (db: Db) => ({
  /** One row per chapter and local day: a second reading that day keeps the latest time. */
  record: async (r: NewReading): Promise<void> => {
    await db
      .insert(readings)
      .values(r)
      .onConflictDoUpdate({
        target: [readings.userId, readings.bookId, readings.chapter, readings.readOn],
        set: {
          readAt: sql`greatest(${readings.readAt}, excluded.read_at)`,
          bibleId: sql`coalesce(excluded.bible_id, ${readings.bibleId})`,
        },
      });
  },

  /** Every local day the reader read on (a few hundred a year at most). */
  days: async (userId: string): Promise<string[]> =>
    (await db.selectDistinct({ day: readings.readOn }).from(readings).where(eq(readings.userId, userId))).map(
      (r) => r.day,
    ),

  totalChapters: async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ n: sql<number>`count(distinct (${readings.bookId}, ${readings.chapter}))::int` })
      .from(readings)
      .where(eq(readings.userId, userId));
    return Number(row?.n ?? 0);
  },

  /** The zone of the reader's latest reading, if any. */
  latestTimeZone: async (userId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ tz: readings.timeZone })
      .from(readings)
      .where(eq(readings.userId, userId))
      .orderBy(desc(readings.readAt))
      .limit(1);
    return row?.tz;
  },

  readOn: async (userId: string, day: string): Promise<boolean> =>
    (
      await db
        .select({ id: readings.id })
        .from(readings)
        .where(and(eq(readings.userId, userId), eq(readings.readOn, day)))
        .limit(1)
    ).length > 0,

  /** Newest first. */
  history: (userId: string, offset: number, limit: number) =>
    db
      .select()
      .from(readings)
      .where(eq(readings.userId, userId))
      .orderBy(desc(readings.readAt), desc(readings.id))
      .offset(offset)
      .limit(limit),

  usersWithReadings: (ids: readonly string[]): Promise<string[]> => usersWithRows(db, readings.userId, ids),
});

export type StreaksRepository = ReturnType<typeof createStreaksRepository>;
