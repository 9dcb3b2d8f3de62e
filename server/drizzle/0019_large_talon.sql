CREATE TABLE "memory_verses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bible_id" text NOT NULL,
	"ref" text NOT NULL,
	"text" text NOT NULL,
	"card" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bible_id" text,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"read_on" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "memory_verses_user_ref" ON "memory_verses" USING btree ("user_id","bible_id","ref");--> statement-breakpoint
CREATE INDEX "memory_verses_user_due" ON "memory_verses" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_chapter_day" ON "readings" USING btree ("user_id","book_id","chapter","read_on");--> statement-breakpoint
CREATE INDEX "readings_user_read_at" ON "readings" USING btree ("user_id","read_at");