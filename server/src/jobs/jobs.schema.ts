import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { JobError, JobProgress } from './job-types.ts';

/**
 * Durable jobs (docs/ARCHITECTURE.md "Jobs"). A worker claims a due row with FOR UPDATE SKIP LOCKED and
 * holds it by a lease it renews; a lease that runs out (a killed server) makes the row claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Dedupe key ("sermon:42"): at most one queued or running job per key (partial unique index). */
    key: text('key'),
    /**
     * Fairness group ("church:42"): at most one running job per group (partial unique index), the
     * others queue behind it; null: no such limit (the daily recurring kinds).
     */
    groupKey: text('group_key'),
    payload: jsonb('payload').notNull().default({}),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    progress: jsonb('progress').$type<JobProgress>(),
    result: jsonb('result'),
    error: jsonb('error').$type<JobError>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_active_key_idx').on(t.key).where(sql`status in ('queued', 'running')`),
    // The claim query's scan: due queued rows and running rows whose lease may have run out.
    index('jobs_claim_idx').on(t.status, t.runAfter),
    // One running job per group, enforced by the database: two instances claiming at once cannot both
    // start one of a church's jobs (the second claim's update fails, and it tries another group).
    uniqueIndex('jobs_running_group_idx').on(t.groupKey).where(sql`status = 'running'`),
    // A group's last start (the claim serves the least recently served group first) and its active jobs.
    index('jobs_group_started_idx').on(t.groupKey, t.startedAt),
    index('jobs_group_active_idx').on(t.groupKey, t.runAfter).where(sql`status in ('queued', 'running')`),
  ],
);
