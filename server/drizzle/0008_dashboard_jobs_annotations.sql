CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"plan_id" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"church_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_name_path_plan_id_step_church_id_pk" PRIMARY KEY("day","name","path","plan_id","step","church_id")
);
--> statement-breakpoint
CREATE TABLE "annotations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bible_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verses" integer[] NOT NULL,
	"color" text,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "church_join_requests" (
	"church_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_join_requests_church_id_user_id_pk" PRIMARY KEY("church_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"progress" jsonb,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "church_members" ALTER COLUMN "role" SET DEFAULT 'member';--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "website_key" text;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_daily_plan_idx" ON "analytics_daily" USING btree ("plan_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_church_idx" ON "analytics_daily" USING btree ("church_id","day");--> statement-breakpoint
CREATE INDEX "annotations_user_chapter" ON "annotations" USING btree ("user_id","bible_id","book_id","chapter");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_key_idx" ON "jobs" USING btree ("key") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_website_key_unique" UNIQUE("website_key");--> statement-breakpoint
-- Church roles are now owner / publisher / member (common/src/roles.ts); existing rows follow.
UPDATE "church_members" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "church_members" SET "role" = 'member' WHERE "role" = 'user';
