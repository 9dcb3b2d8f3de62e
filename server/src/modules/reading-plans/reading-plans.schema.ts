import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Sermon Studies: multi-day reading plans tied to a church's sermon (spec §3 Reading plan / Passage).
export const readingPlans = pgTable(
  'reading_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('sermon_study'),
    theme: text('theme'),
    visibility: text('visibility').notNull().default('private'),
    churchId: integer('church_id'),
    sermonId: integer('sermon_id'),
    seedKey: text('seed_key').unique(),
    /** generating | ready | failed: a Sermon Study is written by a job (issue 16). */
    status: text('status').notNull().default('ready'),
    /** Issue 33: the study's memory verse for the week (`BOOK.C.V[-BOOK.C.V]`), which readers add in one tap. */
    memoryVerse: text('memory_verse'),
    /**
     * Issue 33: one day opens per calendar day from the reader's start, at midnight in their time zone
     * (earlier days stay open). On for the studies churches make from sermons; off for the others.
     */
    paced: boolean('paced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One study per sermon, kept by the database too: concurrent create/regenerate calls (issue 37) are
  // serialised on the sermon's row (sermons.service.ts createReadingPlan), and this catches any other path.
  (t) => [uniqueIndex('reading_plans_sermon_idx').on(t.sermonId)],
);

/** One day of a plan: a passage with the study's insight and reflection question. */
export const planPassages = pgTable(
  'plan_passages',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull(),
    passageOrder: integer('passage_order').notNull(),
    bookId: text('book_id').notNull(),
    startChapter: integer('start_chapter').notNull(),
    startVerse: integer('start_verse').notNull(),
    endChapter: integer('end_chapter').notNull(),
    /** Resolved against the chapter's real length when written (spec §4's fallback is verse 200). */
    endVerse: integer('end_verse').notNull(),
    name: text('name').notNull(),
    insight: text('insight').notNull().default(''),
    question: text('question').notNull().default(''),
  },
  (t) => [uniqueIndex('plan_passages_order_idx').on(t.planId, t.passageOrder)],
);

/** A reader's progress in a plan; at most one enrolment per user is current. */
export const planEnrollments = pgTable(
  'plan_enrollments',
  {
    userId: uuid('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    currentStep: integer('current_step').notNull().default(1),
    completedSteps: jsonb('completed_steps').$type<number[]>().notNull().default([]),
    isCurrent: boolean('is_current').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The reader's IANA time zone when they started: a paced study's days open at its midnights. */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.planId] }),
    index('plan_enrollments_plan_idx').on(t.planId),
    // The database, not only the code, keeps a reader to one current study (issue 19 item 6).
    uniqueIndex('plan_enrollments_one_current_idx').on(t.userId).where(sql`${t.isCurrent}`),
  ],
);
