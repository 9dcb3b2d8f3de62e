import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MoveUserData, usersWithRows } from '../../db/user-data.ts';
import { dismissedHints } from './onboarding.schema.ts';

/** Hints a reader dismissed stay dismissed on their account (one row per hint: no duplicates). */
export const moveDismissedHints: MoveUserData = async (tx, fromId, toId) => {
  await tx.execute(sql`
    insert into dismissed_hints (user_id, hint_name, dismissed_at)
    select ${toId}, hint_name, dismissed_at from dismissed_hints where user_id = ${fromId}
    on conflict do nothing`);
  await tx.delete(dismissedHints).where(eq(dismissedHints.userId, fromId));
};

export const createOnboardingRepository = (db: Db) => ({
  /** Which of these users dismissed any hint. */
  usersWithDismissedHints: (ids: readonly string[]): Promise<string[]> =>
    usersWithRows(db, dismissedHints.userId, ids),
});

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
