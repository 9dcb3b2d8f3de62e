ALTER TABLE "sermons" ADD COLUMN "status" text DEFAULT 'needs_transcript' NOT NULL;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "transcript_source" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "error_type" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reading_plans" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
-- Before the index: a reader left with two current studies by the old race keeps the newest one.
UPDATE "plan_enrollments" SET "is_current" = false WHERE "is_current" AND ("user_id", "plan_id") NOT IN (SELECT DISTINCT ON ("user_id") "user_id", "plan_id" FROM "plan_enrollments" WHERE "is_current" ORDER BY "user_id", "started_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_enrollments_one_current_idx" ON "plan_enrollments" USING btree ("user_id") WHERE "plan_enrollments"."is_current";