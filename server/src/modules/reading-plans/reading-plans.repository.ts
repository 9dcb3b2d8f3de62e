import { and, asc, count, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { churches, churchMembers, sermons } from '../churches/churches.schema.ts';
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

const planWithChurch = {
  plan: readingPlans,
  churchName: churches.name,
  totalPassages: sql<number>`(select count(*)::int from plan_passages p where p.plan_id = ${readingPlans.id})`,
};

export const createReadingPlansRepository = (db: Db) => ({
  listPublic: () =>
    db
      .select(planWithChurch)
      .from(readingPlans)
      .leftJoin(churches, eq(churches.id, readingPlans.churchId))
      .where(eq(readingPlans.visibility, 'public'))
      .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  listForChurch: (churchId: number) =>
    db
      .select(planWithChurch)
      .from(readingPlans)
      .leftJoin(churches, eq(churches.id, readingPlans.churchId))
      .where(and(eq(readingPlans.churchId, churchId), eq(readingPlans.visibility, 'public')))
      .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  /**
   * The Sermon Studies of several churches in one query: public ones everywhere, private ones too in
   * the churches listed in `withPrivate` (where the reader publishes).
   */
  listForChurches: (churchIds: number[], withPrivate: number[]) =>
    churchIds.length === 0
      ? Promise.resolve([])
      : db
          .select(planWithChurch)
          .from(readingPlans)
          .leftJoin(churches, eq(churches.id, readingPlans.churchId))
          .where(
            and(
              inArray(readingPlans.churchId, churchIds),
              withPrivate.length > 0
                ? or(eq(readingPlans.visibility, 'public'), inArray(readingPlans.churchId, withPrivate))
                : eq(readingPlans.visibility, 'public'),
            ),
          )
          .orderBy(desc(readingPlans.createdAt), asc(readingPlans.id)),

  /** The churches a user is a member of, with the role there. */
  churchesOfUser: (userId: string) =>
    db
      .select({ church: churches, role: churchMembers.role })
      .from(churchMembers)
      .innerJoin(churches, eq(churches.id, churchMembers.churchId))
      .where(eq(churchMembers.userId, userId))
      .orderBy(asc(churches.name), asc(churches.id)),

  allChurches: () => db.select().from(churches).orderBy(asc(churches.name), asc(churches.id)),

  find: async (id: number) =>
    (
      await db
        .select(planWithChurch)
        .from(readingPlans)
        .leftJoin(churches, eq(churches.id, readingPlans.churchId))
        .where(eq(readingPlans.id, id))
        .limit(1)
    )[0],

  /** One step with its plan, for the assistant and suggestions (public plans only). */
  step: async (passageId: number) =>
    (
      await db
        .select({ passage: planPassages, planName: readingPlans.name, total: planWithChurch.totalPassages })
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

  enrollmentsOf: (userId: string) =>
    db
      .select({ enrollment: planEnrollments, ...planWithChurch })
      .from(planEnrollments)
      .innerJoin(readingPlans, eq(readingPlans.id, planEnrollments.planId))
      .leftJoin(churches, eq(churches.id, readingPlans.churchId))
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
  setCurrent: (userId: string, planId: number) =>
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
          .values({ userId, planId, isCurrent: true })
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

  churchRole: async (userId: string, churchId: number) =>
    (
      await db
        .select({ role: churchMembers.role })
        .from(churchMembers)
        .where(and(eq(churchMembers.userId, userId), eq(churchMembers.churchId, churchId)))
        .limit(1)
    )[0]?.role,

  sermon: async (id: number) =>
    (
      await db
        .select({ sermon: sermons, churchName: churches.name })
        .from(sermons)
        .innerJoin(churches, eq(churches.id, sermons.churchId))
        .where(eq(sermons.id, id))
        .limit(1)
    )[0],

  plansOfSermon: (sermonId: number) =>
    db.select().from(readingPlans).where(eq(readingPlans.sermonId, sermonId)),

  church: async (id: number) => (await db.select().from(churches).where(eq(churches.id, id)).limit(1))[0],

  /** A church's sermons; with `publishedOnly`, those a reader may open (one of their studies is public). */
  sermonCount: async (churchId: number, publishedOnly: boolean) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(sermons)
          .where(
            publishedOnly
              ? and(
                  eq(sermons.churchId, churchId),
                  sql`exists (select 1 from ${readingPlans} where ${readingPlans.sermonId} = ${sermons.id} and ${readingPlans.visibility} = 'public')`,
                )
              : eq(sermons.churchId, churchId),
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

  recordEvent: async (userId: string | null, name: string, properties: Record<string, unknown>) => {
    await db.insert(analyticsEvents).values({ userId, name, properties });
  },

  /** A Sermon Study being written (issue 16): private, status 'generating', no days yet. */
  createDraft: async (values: {
    name: string;
    description: string;
    theme: string | null;
    churchId: number;
    sermonId: number;
  }) => {
    const [row] = await db
      .insert(readingPlans)
      .values({ ...values, visibility: 'private', status: 'generating' })
      .returning();
    if (!row) throw new Error('plan insert returned nothing');
    return row;
  },

  /** Removes a plan with its days and enrolments. */
  remove: (planId: number) =>
    db.transaction(async (tx) => {
      await tx.delete(planEnrollments).where(eq(planEnrollments.planId, planId));
      await tx.delete(planPassages).where(eq(planPassages.planId, planId));
      await tx.delete(readingPlans).where(eq(readingPlans.id, planId));
    }),

  /** Name, description, status and (when given) the days in their new order, in one transaction. */
  write: (
    planId: number,
    patch: { name?: string; description?: string; status?: string },
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

  eventsSince: (name: string, since: Date) =>
    db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, name), gte(analyticsEvents.createdAt, since))),
});

export type ReadingPlansRepository = ReturnType<typeof createReadingPlansRepository>;
