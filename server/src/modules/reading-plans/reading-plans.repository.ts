import { and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { churches, churchMembers, sermons } from '../churches/churches.schema.ts';
import { planEnrollments, planPassages, readingPlans } from './reading-plans.schema.ts';

export type PlanRow = typeof readingPlans.$inferSelect;
export type PassageRow = typeof planPassages.$inferSelect;
export type EnrollmentRow = typeof planEnrollments.$inferSelect;

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
        .where(and(eq(planPassages.id, passageId), eq(readingPlans.visibility, 'public')))
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

  /** Makes the plan the user's one current plan, enrolling them when new; progress is kept. */
  setCurrent: (userId: string, planId: number) =>
    db.transaction(async (tx) => {
      await tx
        .update(planEnrollments)
        .set({ isCurrent: false })
        .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.isCurrent, true)));
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

  update: async (
    userId: string,
    planId: number,
    patch: Partial<Omit<EnrollmentRow, 'userId' | 'planId'>>,
  ) => {
    const [row] = await db
      .update(planEnrollments)
      .set(patch)
      .where(and(eq(planEnrollments.userId, userId), eq(planEnrollments.planId, planId)))
      .returning();
    if (!row) throw new Error('enrolment update returned nothing');
    return row;
  },

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

  sermonCount: async (churchId: number) =>
    Number((await db.select({ n: count() }).from(sermons).where(eq(sermons.churchId, churchId)))[0]?.n ?? 0),

  recordEvent: async (userId: string | null, name: string, properties: Record<string, unknown>) => {
    await db.insert(analyticsEvents).values({ userId, name, properties });
  },

  eventsSince: (name: string, since: Date) =>
    db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, name), gte(analyticsEvents.createdAt, since))),
});

export type ReadingPlansRepository = ReturnType<typeof createReadingPlansRepository>;
