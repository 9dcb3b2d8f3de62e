import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import {
  type DeleteUserData,
  type MoveUserData,
  pagedSection,
  type UserDataPart,
  usersWithRows,
} from '../../db/user-data.ts';
import { planEnrollments, planPassages, readingPlans } from './reading-plans.schema.ts';

export type PlanRow = typeof readingPlans.$inferSelect;
export type PassageRow = typeof planPassages.$inferSelect;
export type EnrollmentRow = typeof planEnrollments.$inferSelect;

/**
 * Serialises one reader's enrolment writes until the transaction ends (a transaction-scoped advisory
 * lock keyed on the user): two tabs' calls then apply one after the other instead of deadlocking.
 */
const lockReader = (tx: Pick<Db, 'execute'>, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plan_enrollments:${userId}`}, 0))`);

// The church's name comes from the churches module (reading-plans.service.ts withChurchNames).
const planWithTotal = {
  plan: readingPlans,
  // Spelled out: with no join Drizzle would write a bare "id", which the subquery reads as p.id.
  totalPassages: sql<number>`(select count(*)::int from plan_passages p where p.plan_id = "reading_plans"."id")`,
};

/**
 * A reader's enrolments go to their account. A study both have: the account's progress wins and the
 * anonymous copy is dropped; if the account already has a current study, it stays the current one.
 */
export const moveEnrolments: MoveUserData = async (tx, fromId, toId) => {
  await tx.execute(sql`
    delete from plan_enrollments a using plan_enrollments b
    where a.user_id = ${fromId} and b.user_id = ${toId} and a.plan_id = b.plan_id`);
  const current = await tx
    .select({ planId: planEnrollments.planId })
    .from(planEnrollments)
    .where(and(eq(planEnrollments.userId, toId), eq(planEnrollments.isCurrent, true)))
    .limit(1);
  if (current.length > 0)
    await tx.update(planEnrollments).set({ isCurrent: false }).where(eq(planEnrollments.userId, fromId));
  await tx.update(planEnrollments).set({ userId: toId }).where(eq(planEnrollments.userId, fromId));
};

/** A church's studies with their days and enrolments, inside the church's deletion (churches.service.ts). */
export const deleteChurchStudies = async (tx: Db, churchId: number): Promise<void> => {
  const planIds = (
    await tx.select({ id: readingPlans.id }).from(readingPlans).where(eq(readingPlans.churchId, churchId))
  ).map((p) => p.id);
  if (planIds.length === 0) return;
  await tx.delete(planPassages).where(inArray(planPassages.planId, planIds));
  await tx.delete(planEnrollments).where(inArray(planEnrollments.planId, planIds));
  await tx.delete(readingPlans).where(inArray(readingPlans.id, planIds));
};

/**
 * A sermon's study (id and status), inside the sermons module's transaction that holds the sermon's row
 * (sermons.service.ts createReadingPlan): at most one, by reading_plans_sermon_idx.
 */
export const sermonStudy = async (tx: Db, sermonId: number) =>
  (
    await tx
      .select({ id: readingPlans.id, status: readingPlans.status, name: readingPlans.name })
      .from(readingPlans)
      .where(eq(readingPlans.sermonId, sermonId))
      .limit(1)
  )[0];

/** A sermon's studies with their days and enrolments, inside the sermons module's transaction. */
export const deleteSermonStudies = async (tx: Db, sermonId: number): Promise<void> => {
  const planIds = (
    await tx.select({ id: readingPlans.id }).from(readingPlans).where(eq(readingPlans.sermonId, sermonId))
  ).map((p) => p.id);
  if (planIds.length === 0) return;
  await tx.delete(planEnrollments).where(inArray(planEnrollments.planId, planIds));
  await tx.delete(planPassages).where(inArray(planPassages.planId, planIds));
  await tx.delete(readingPlans).where(inArray(readingPlans.id, planIds));
};

/** A Sermon Study being written (issue 16): private, status 'generating', no days yet. */
export const createSermonDraft = async (
  tx: Db,
  values: { name: string; description: string; theme: string | null; churchId: number; sermonId: number },
) => {
  const [row] = await tx
    .insert(readingPlans)
    // Paced by default (issue 33): a sermon's study is read a day a day through the week.
    .values({ ...values, visibility: 'private', status: 'generating', paced: true })
    .returning({ id: readingPlans.id });
  if (!row) throw new Error('plan insert returned nothing');
  return row;
};

/**
 * A reader who deletes their account (issue 34). A church's study counts how many readers started and
 * finished it (churchStudyActivity, anonymous already): there the enrolment is kept under a new random
 * id that names nobody, and no longer current; any other enrolment is deleted.
 */
export const deleteEnrolments: DeleteUserData = async (tx, userId) => {
  await tx.execute(sql`
    update plan_enrollments set user_id = gen_random_uuid(), is_current = false
    where user_id = ${userId}
      and plan_id in (select id from reading_plans where church_id is not null)`);
  await tx.delete(planEnrollments).where(eq(planEnrollments.userId, userId));
};

/** The reader's studies and how far they got, for their data export (issue 34). */
export const exportEnrolments = (db: Db, userId: string): AsyncIterable<UserDataPart> =>
  pagedSection('studies', async (offset, size) =>
    (
      await db
        .select({ e: planEnrollments, name: readingPlans.name })
        .from(planEnrollments)
        .leftJoin(readingPlans, eq(readingPlans.id, planEnrollments.planId))
        .where(eq(planEnrollments.userId, userId))
        .orderBy(asc(planEnrollments.startedAt), asc(planEnrollments.planId))
        .limit(size)
        .offset(offset)
    ).map(({ e, name }) => ({
      plan_id: e.planId,
      name,
      current_step: e.currentStep,
      completed_steps: e.completedSteps,
      is_current: e.isCurrent,
      started_at: e.startedAt.toISOString(),
      completed_at: e.completedAt?.toISOString() ?? null,
    })),
  );

export const createReadingPlansRepository = (db: Db) => ({
  listPublic: () =>
    db
      .select(planWithTotal)
      .from(readingPlans)
      .where(eq(readingPlans.visibility, 'public'))
      .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  listForChurch: (churchId: number) =>
    db
      .select(planWithTotal)
      .from(readingPlans)
      .where(and(eq(readingPlans.churchId, churchId), eq(readingPlans.visibility, 'public')))
      .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  /**
   * The Sermon Studies of several churches in one query: public ones everywhere, private ones too in
   * the churches listed in `withPrivate` (where the reader is a member, or a site admin).
   */
  listForChurches: (churchIds: number[], withPrivate: number[]) =>
    churchIds.length === 0
      ? Promise.resolve([])
      : db
          .select(planWithTotal)
          .from(readingPlans)
          .where(
            and(
              inArray(readingPlans.churchId, churchIds),
              withPrivate.length > 0
                ? or(eq(readingPlans.visibility, 'public'), inArray(readingPlans.churchId, withPrivate))
                : eq(readingPlans.visibility, 'public'),
            ),
          )
          .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  /** The studies made from these sermons, newest first (the churches module's sermon lookup). */
  plansOfSermons: (sermonIds: number[]) =>
    sermonIds.length === 0
      ? Promise.resolve([])
      : db
          .select(planWithTotal)
          .from(readingPlans)
          .where(inArray(readingPlans.sermonId, sermonIds))
          .orderBy(desc(readingPlans.createdAt), desc(readingPlans.id)),

  find: async (id: number) =>
    (await db.select(planWithTotal).from(readingPlans).where(eq(readingPlans.id, id)).limit(1))[0],

  /** One step with its plan, for the assistant and suggestions (public plans only). */
  step: async (passageId: number) =>
    (
      await db
        .select({ passage: planPassages, planName: readingPlans.name, total: planWithTotal.totalPassages })
        .from(planPassages)
        .innerJoin(readingPlans, eq(readingPlans.id, planPassages.planId))
        .where(eq(planPassages.id, passageId))
        .limit(1)
    )[0],

  passages: (planId: number) =>
    db
      .select()
      .from(planPassages)
      .where(eq(planPassages.planId, planId))
      .orderBy(asc(planPassages.passageOrder)),

  stats: async (planId: number, since: Date) => {
    const [row] = await db
      .select({
        total: count(),
        completed: sql<number>`count(${planEnrollments.completedAt})::int`,
        recent: sql<number>`count(*) filter (where ${planEnrollments.startedAt} >= ${since})::int`,
      })
      .from(planEnrollments)
      .where(eq(planEnrollments.planId, planId));
    return {
      total: Number(row?.total ?? 0),
      completed: Number(row?.completed ?? 0),
      recent: Number(row?.recent ?? 0),
    };
  },

  enrollment: async (userId: string, planId: number) =>
    (
      await db
        .select()
        .from(planEnrollments)
        .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.planId, planId)))
        .limit(1)
    )[0],

  /** Which of these users are enrolled in any study (current, finished or left). */
  usersWithEnrolments: (ids: readonly string[]): Promise<string[]> =>
    usersWithRows(db, planEnrollments.userId, ids),
  exportEnrolments: (userId: string) => exportEnrolments(db, userId),

  enrollmentsOf: (userId: string) =>
    db
      .select({ enrollment: planEnrollments, ...planWithTotal })
      .from(planEnrollments)
      .innerJoin(readingPlans, eq(readingPlans.id, planEnrollments.planId))
      .where(eq(planEnrollments.userId, userId))
      .orderBy(desc(planEnrollments.isCurrent), desc(planEnrollments.startedAt)),

  current: async (userId: string) =>
    (
      await db
        .select()
        .from(planEnrollments)
        .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.isCurrent, true)))
        .limit(1)
    )[0],

  /**
   * Makes the plan the user's one current plan, enrolling them when new; progress is kept. The reader's
   * enrolment calls are serialised by a per-user transaction lock, the partial unique index
   * `plan_enrollments_one_current_idx` makes two current studies impossible, and a lost race is retried.
   */
  setCurrent: (userId: string, planId: number, timeZone = 'UTC') =>
    withRetry(() =>
      db.transaction(async (tx) => {
        await lockReader(tx, userId);
        await tx
          .update(planEnrollments)
          .set({ isCurrent: false })
          .where(
            and(
              eq(planEnrollments.userId, userId),
              eq(planEnrollments.isCurrent, true),
              ne(planEnrollments.planId, planId),
            ),
          );
        const [row] = await tx
          .insert(planEnrollments)
          .values({ userId, planId, isCurrent: true, timeZone })
          .onConflictDoUpdate({
            target: [planEnrollments.userId, planEnrollments.planId],
            set: { isCurrent: true },
          })
          .returning();
        if (!row) throw new Error('enrolment upsert returned nothing');
        return row;
      }),
    ),

  /**
   * Reads the user's current enrolment and writes `change(enrolment, days)` to it in one transaction
   * under the reader's lock, so concurrent step calls apply one after another and none is lost.
   * Undefined when there is no current enrolment; `change` may throw to refuse (nothing is written).
   */
  changeCurrent: (
    userId: string,
    change: (e: EnrollmentRow, total: number) => Partial<Omit<EnrollmentRow, 'userId' | 'planId'>>,
  ) =>
    withRetry(() =>
      db.transaction(async (tx) => {
        await lockReader(tx, userId);
        const [before] = await tx
          .select()
          .from(planEnrollments)
          .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.isCurrent, true)))
          .limit(1)
          .for('update');
        if (!before) return undefined;
        const [days] = await tx
          .select({ n: count() })
          .from(planPassages)
          .where(eq(planPassages.planId, before.planId));
        const [after] = await tx
          .update(planEnrollments)
          .set(change(before, Number(days?.n ?? 0)))
          .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.planId, before.planId)))
          .returning();
        if (!after) throw new Error('enrolment update returned nothing');
        return { before, after };
      }),
    ),

  setVisibility: async (planId: number, visibility: 'public' | 'private') => {
    await db.update(readingPlans).set({ visibility }).where(eq(readingPlans.id, planId));
  },

  /** How many of these sermons have a study (a public one with `publicOnly`): the churches' sermon count. */
  sermonsWithStudies: async (sermonIds: number[], publicOnly: boolean) =>
    sermonIds.length === 0
      ? 0
      : Number(
          (
            await db
              .select({ n: sql<number>`count(distinct ${readingPlans.sermonId})::int` })
              .from(readingPlans)
              .where(
                and(
                  inArray(readingPlans.sermonId, sermonIds),
                  publicOnly ? eq(readingPlans.visibility, 'public') : undefined,
                ),
              )
          )[0]?.n ?? 0,
        ),

  /** Every study of a church (private ones too) and its days: for the church's analytics. */
  churchStudies: async (churchId: number) => {
    const plans = await db
      .select({ id: readingPlans.id, name: readingPlans.name, visibility: readingPlans.visibility })
      .from(readingPlans)
      .where(eq(readingPlans.churchId, churchId))
      .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id));
    const ids = plans.map((p) => p.id);
    const days = ids.length
      ? await db
          .select({
            id: planPassages.id,
            planId: planPassages.planId,
            order: planPassages.passageOrder,
            name: planPassages.name,
          })
          .from(planPassages)
          .where(inArray(planPassages.planId, ids))
          .orderBy(asc(planPassages.passageOrder))
      : [];
    return { plans, days };
  },

  /** Enrolments of these plans without who holds them (aggregate counts only). */
  anonymousEnrolments: (planIds: number[]) =>
    planIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            planId: planEnrollments.planId,
            currentStep: planEnrollments.currentStep,
            startedAt: planEnrollments.startedAt,
            completedAt: planEnrollments.completedAt,
          })
          .from(planEnrollments)
          .where(inArray(planEnrollments.planId, planIds)),

  /** Name, description, status and (when given) the days in their new order, in one transaction. */
  write: (
    planId: number,
    patch: { name?: string; description?: string; status?: string; memoryVerse?: string | null },
    days?: Omit<PassageRow, 'id' | 'planId' | 'passageOrder'>[],
  ) =>
    db.transaction(async (tx) => {
      // A plan removed meanwhile (its sermon deleted while the study was written) gets no orphan days.
      const [plan] = await tx
        .select({ id: readingPlans.id })
        .from(readingPlans)
        .where(eq(readingPlans.id, planId));
      if (!plan) return;
      if (Object.keys(patch).length)
        await tx.update(readingPlans).set(patch).where(eq(readingPlans.id, planId));
      if (!days) return;
      await tx.delete(planPassages).where(eq(planPassages.planId, planId));
      if (days.length)
        await tx.insert(planPassages).values(days.map((d, i) => ({ ...d, planId, passageOrder: i + 1 })));
    }),
});

export type ReadingPlansRepository = ReturnType<typeof createReadingPlansRepository>;
