ALTER TABLE "users" ADD COLUMN "profile_slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theology_slug" text;