import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { annotations } from '../annotations/annotations.schema.ts';
import { chats } from '../chat/chat.schema.ts';
import { dismissedHints } from '../onboarding/onboarding.schema.ts';
import { planEnrollments } from '../reading-plans/reading-plans.schema.ts';
import type { UserRow } from '../users/users.repository.ts';
import { users } from '../users/users.schema.ts';

/**
 * Moves what an anonymous reader made (chats, highlights, notes and bookmarks, Sermon Study enrolments, dismissed hints, events, and the
 * settings the account lacks) to the account's Emmaus user, then removes the anonymous row: the data
 * moves first, so nothing is lost (spec §4, issue: "move the data first"). One transaction.
 */
export const moveAnonymousData = (db: Db, from: UserRow, to: UserRow) =>
  db.transaction(async (tx) => {
    await tx.update(chats).set({ userId: to.id }).where(eq(chats.userId, from.id));
    // A study both have: the account's progress wins; the anonymous copy is dropped.
    await tx.execute(sql`
      delete from plan_enrollments a using plan_enrollments b
      where a.user_id = ${from.id} and b.user_id = ${to.id} and a.plan_id = b.plan_id`);
    if (
      (
        await tx
          .select()
          .from(planEnrollments)
          .where(and(eq(planEnrollments.userId, to.id), eq(planEnrollments.isCurrent, true)))
      ).length
    ) {
      await tx.update(planEnrollments).set({ isCurrent: false }).where(eq(planEnrollments.userId, from.id));
    }
    await tx.update(planEnrollments).set({ userId: to.id }).where(eq(planEnrollments.userId, from.id));
    await tx.execute(sql`
      insert into dismissed_hints (user_id, hint_name, dismissed_at)
      select ${to.id}, hint_name, dismissed_at from dismissed_hints where user_id = ${from.id}
      on conflict do nothing`);
    await tx.delete(dismissedHints).where(eq(dismissedHints.userId, from.id));
    // Highlights, notes and bookmarks all move: a reader's own marks never conflict with each other.
    await tx.update(annotations).set({ userId: to.id }).where(eq(annotations.userId, from.id));
    await tx.update(analyticsEvents).set({ userId: to.id }).where(eq(analyticsEvents.userId, from.id));
    await tx
      .update(users)
      .set({
        profileSlug: to.profileSlug ?? from.profileSlug,
        theologySlug: to.theologySlug ?? from.theologySlug,
        commentary: to.commentary ?? from.commentary,
      })
      .where(eq(users.id, to.id));
    await tx.delete(users).where(eq(users.id, from.id));
  });
