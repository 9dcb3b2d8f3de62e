CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "church_members" (
	"church_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	CONSTRAINT "church_members_church_id_user_id_pk" PRIMARY KEY("church_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "churches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"youtube_channel" text,
	"theology_slug" text DEFAULT 'default' NOT NULL,
	"about" text,
	"logo_url" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "churches_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "sermons" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"title" text NOT NULL,
	"youtube_url" text,
	"youtube_video_id" text,
	"theology_slug" text DEFAULT 'default' NOT NULL,
	"has_analysis" boolean DEFAULT false NOT NULL,
	"content" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sermons_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "plan_enrollments" (
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "plan_enrollments_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "plan_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"passage_order" integer NOT NULL,
	"book_id" text NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL,
	"name" text NOT NULL,
	"insight" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'sermon_study' NOT NULL,
	"theme" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"church_id" integer,
	"sermon_id" integer,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_plans_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "sermons_church_idx" ON "sermons" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "plan_enrollments_plan_idx" ON "plan_enrollments" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_passages_order_idx" ON "plan_passages" USING btree ("plan_id","passage_order");