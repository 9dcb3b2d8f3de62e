CREATE TABLE "strongs_index" (
	"translation_id" text NOT NULL,
	"strongs" text NOT NULL,
	"occurrences" jsonb NOT NULL,
	"renderings" jsonb NOT NULL,
	CONSTRAINT "strongs_index_translation_id_strongs_pk" PRIMARY KEY("translation_id","strongs")
);
