import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DeleteUserData, type MoveUserData, pagedSection, usersWithRows } from '../../db/user-data.ts';
import { analyticsDaily, analyticsEvents, analyticsSeen } from './analytics.schema.ts';

export interface CounterKey {
  day: string;
  name: string;
  path: string;
  planId: number;
  step: number;
  churchId: number;
}

/** A reader's own events follow them to their account (the daily counters name nobody). */
export const moveEvents: MoveUserData = async (tx, fromId, toId) => {
  await tx.update(analyticsEvents).set({ userId: toId }).where(eq(analyticsEvents.userId, fromId));
};

/**
 * A reader who deletes their account (issue 34): their events stay for the church's and the plans'
 * totals, but name nobody (the user id is cleared).
 */
export const anonymiseEvents: DeleteUserData = async (tx, userId) => {
  await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
};

export const createAnalyticsRepository = (db: Db) => ({
  /** The events recorded under the reader's id, for their data export (issue 34). */
  exportEvents: (userId: string) =>
    pagedSection('events', async (offset, size) =>
      (
        await db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.userId, userId))
          .orderBy(asc(analyticsEvents.id))
          .limit(size)
          .offset(offset)
      ).map((e) => ({ name: e.name, properties: e.properties, created_at: e.createdAt.toISOString() })),
    ),

  /** Adds `count` to each counter (one statement; identical keys must be merged by the caller). */
  increment: async (rows: (CounterKey & { count: number })[]) => {
    if (rows.length === 0) return;
    await db
      .insert(analyticsDaily)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          analyticsDaily.day,
          analyticsDaily.name,
          analyticsDaily.path,
          analyticsDaily.planId,
          analyticsDaily.step,
          analyticsDaily.churchId,
        ],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
  },

  /**
   * Adds `count` to each seen key of its day and returns each key's count after, in one statement, so
   * that instances sharing the database agree on what was already counted (keys are unique per day).
   */
  see: async (rows: { day: string; key: string; count: number }[]): Promise<Map<string, number>> => {
    if (rows.length === 0) return new Map();
    const after = await db
      .insert(analyticsSeen)
      .values(rows)
      .onConflictDoUpdate({
        target: [analyticsSeen.day, analyticsSeen.key],
        set: { count: sql`${analyticsSeen.count} + excluded.count` },
      })
      .returning({ key: analyticsSeen.key, count: analyticsSeen.count });
    return new Map(after.map((r) => [r.key, r.count]));
  },

  /** Forgets what was seen on days before `before` (YYYY-MM-DD); how many keys. */
  forgetSeen: async (before: string): Promise<number> =>
    (
      await db
        .delete(analyticsSeen)
        .where(lt(analyticsSeen.day, before))
        .returning({ key: analyticsSeen.key })
    ).length,

  /**
   * Which of these users have events of their own: rows of analytics_events written before reading-plan
   * events became anonymous counters (the daily counters name nobody).
   */
  usersWithEvents: (ids: readonly string[]): Promise<string[]> =>
    usersWithRows(db, analyticsEvents.userId, ids),

  /** Counters since `since` (YYYY-MM-DD) for these plans or this church. */
  countersFor: (planIds: number[], churchId: number, since: string) =>
    db
      .select({
        day: analyticsDaily.day,
        name: analyticsDaily.name,
        planId: analyticsDaily.planId,
        step: analyticsDaily.step,
        churchId: analyticsDaily.churchId,
        count: sql<number>`sum(${analyticsDaily.count})::int`,
      })
      .from(analyticsDaily)
      .where(
        and(
          gte(analyticsDaily.day, since),
          or(
            eq(analyticsDaily.churchId, churchId),
            planIds.length ? inArray(analyticsDaily.planId, planIds) : sql`false`,
          ),
        ),
      )
      .groupBy(
        analyticsDaily.day,
        analyticsDaily.name,
        analyticsDaily.planId,
        analyticsDaily.step,
        analyticsDaily.churchId,
      ),
});

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
