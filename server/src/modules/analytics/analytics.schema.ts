import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Product events (reading_plan_completed, reading_plan_restarted, navigation, …) for later reports. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/**
 * Anonymous daily counters (POST /api/analytics/events and server-side counts such as plan-mode
 * questions): no user id, no IP address, no timestamp finer than the day. 0 / '' mean "not given".
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    planId: integer('plan_id').notNull().default(0),
    step: integer('step').notNull().default(0),
    churchId: integer('church_id').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.name, t.path, t.planId, t.step, t.churchId] }),
    index('analytics_daily_plan_idx').on(t.planId, t.day),
    index('analytics_daily_church_idx').on(t.churchId, t.day),
  ],
);

/**
 * What a sender has already counted, so that a replay counts nothing (analytics.bounds.ts): `key` is a
 * keyed hash (HMAC with the server secret) of the day, the sender (a reader id or a client address,
 * never stored as such) and what was counted (a plan day, a church page); `count` how many times it was
 * sent that day. Rows are deleted after the days an event may be back-dated (the daily job
 * `analytics.forget-seen`), so nothing here outlives a week.
 */
export const analyticsSeen = pgTable(
  'analytics_seen',
  {
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);
