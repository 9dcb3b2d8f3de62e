CREATE TABLE "books" (
	"translation_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"testament" text NOT NULL,
	"chapter_count" integer NOT NULL,
	CONSTRAINT "books_translation_id_id_pk" PRIMARY KEY("translation_id","id")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	"verse_count" integer NOT NULL,
	CONSTRAINT "chapters_translation_id_book_id_chapter_pk" PRIMARY KEY("translation_id","book_id","chapter")
);
--> statement-breakpoint
CREATE TABLE "cross_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"target" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footnotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"marker" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"source" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"scope" text DEFAULT 'full' NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"language" text NOT NULL,
	"format" text DEFAULT 'OSIS' NOT NULL,
	"licence" text NOT NULL,
	"module" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verses" (
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"osis" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL,
	CONSTRAINT "verses_translation_id_book_id_chapter_verse_pk" PRIMARY KEY("translation_id","book_id","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "commentaries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"licence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commentary_outlines" (
	"commentary_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"start_verse" integer NOT NULL,
	"end_verse" integer NOT NULL,
	CONSTRAINT "commentary_outlines_commentary_id_book_id_chapter_position_pk" PRIMARY KEY("commentary_id","book_id","chapter","position")
);
--> statement-breakpoint
CREATE TABLE "commentary_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"commentary_id" text NOT NULL,
	"book_id" text NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strongs_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"lemma" text NOT NULL,
	"transliteration" text NOT NULL,
	"pronunciation" text NOT NULL,
	"definition" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_refs" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"label" text NOT NULL,
	"book_id" text NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"preferred_translation" text DEFAULT 'eng-web' NOT NULL,
	"commentary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "xrefs_chapter_idx" ON "cross_references" USING btree ("translation_id","book_id","chapter");--> statement-breakpoint
CREATE INDEX "footnotes_chapter_idx" ON "footnotes" USING btree ("translation_id","book_id","chapter");--> statement-breakpoint
CREATE INDEX "verses_search_idx" ON "verses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "commentary_sections_idx" ON "commentary_sections" USING btree ("commentary_id","book_id","start_chapter");--> statement-breakpoint
CREATE INDEX "topic_refs_topic_idx" ON "topic_refs" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topic_refs_verse_idx" ON "topic_refs" USING btree ("book_id","start_chapter");