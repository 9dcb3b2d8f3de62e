CREATE TABLE "dismissed_hints" (
	"user_id" uuid NOT NULL,
	"hint_name" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_hints_user_id_hint_name_pk" PRIMARY KEY("user_id","hint_name")
);
