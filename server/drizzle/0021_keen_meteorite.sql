ALTER TABLE "admin_audit" ADD COLUMN "subject_user_id" uuid;--> statement-breakpoint
CREATE INDEX "admin_audit_subject_idx" ON "admin_audit" USING btree ("subject_user_id");