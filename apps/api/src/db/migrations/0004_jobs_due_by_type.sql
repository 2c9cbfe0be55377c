DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_by_type_idx" ON "jobs" USING btree ("type","run_at","id") WHERE done_at is null and failed_at is null;