CREATE TABLE "analytics_seen" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_seen_day_key_pk" PRIMARY KEY("day","key")
);
