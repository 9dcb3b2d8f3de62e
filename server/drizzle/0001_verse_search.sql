CREATE TABLE "verse_search" (
	"translation_id" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "verse_search_translation_id_position_pk" PRIMARY KEY("translation_id","position")
);
--> statement-breakpoint
DROP INDEX "verses_search_idx";--> statement-breakpoint
CREATE INDEX "verse_search_idx" ON "verse_search" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "verses_position_idx" ON "verses" USING btree ("translation_id","position");--> statement-breakpoint
ALTER TABLE "verses" DROP COLUMN "search";