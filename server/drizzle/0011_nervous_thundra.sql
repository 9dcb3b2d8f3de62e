ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_running_group_idx" ON "jobs" USING btree ("group_key") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_group_started_idx" ON "jobs" USING btree ("group_key","started_at");--> statement-breakpoint
CREATE INDEX "jobs_group_active_idx" ON "jobs" USING btree ("group_key","run_after") WHERE status in ('queued', 'running');