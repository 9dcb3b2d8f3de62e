CREATE TABLE "partners" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_url" text,
	"about_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
