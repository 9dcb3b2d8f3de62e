import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DeleteUserData, type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { dismissedHints } from './onboarding.schema.ts';

/** Hints a reader dismissed stay dismissed on their account (one row per hint: no duplicates). */
export const moveDismissedHints: MoveUserData = async (tx, fromId, toId) => {
  await tx.execute(sql`
    insert into dismissed_hints (user_id, hint_name, dismissed_at)
    select ${toId}, hint_name, dismissed_at from dismissed_hints where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(dismissedHints).where(eq(dismissedHints.userId, fromId));
};

/** A reader who deletes their account (issue 34): the hints they dismissed are forgotten too. */
export const deleteDismissedHints: DeleteUserData = async (tx, userId) => {
  await tx.delete(dismissedHints).where(eq(dismissedHints.userId, userId));
};

export const createOnboardingRepository = (db: Db) => ({
  /** The hints this reader dismissed and when, for their data export. */
  dismissedHintsOf: async (userId: string) =>
    (
      await db
        .select()
        .from(dismissedHints)
        .where(eq(dismissedHints.userId, userId))
        .orderBy(asc(dismissedHints.dismissedAt))
    ).map((h) => ({ hint: h.hintName, dismissed_at: h.dismissedAt.toISOString() })),

  /** Which of these users dismissed any hint. */
  usersWithDismissedHints: (ids: readonly string[]): Promise<string[]> =>
    usersWithRows(db, dismissedHints.userId, ids),
});

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
