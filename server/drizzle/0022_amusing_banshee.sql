ALTER TABLE "plan_enrollments" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "reading_plans" ADD COLUMN "paced" boolean DEFAULT false NOT NULL;