DROP INDEX "applications_candidate_idx";--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "jobs_company_idx";--> statement-breakpoint
DROP INDEX "jobs_status_idx";--> statement-breakpoint
DROP INDEX "jobs_open_idx";--> statement-breakpoint
DROP INDEX "saved_jobs_candidate_idx";--> statement-breakpoint
DROP INDEX "messages_candidate_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "notifications_audience_idx";--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("id" DESC NULLS FIRST) WHERE "jobs"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "saved_jobs_candidate_idx" ON "saved_jobs" USING btree ("candidate_id","created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_candidate_idx" ON "messages" USING btree ("candidate_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","id" DESC NULLS FIRST) WHERE "notifications"."recipient_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_audience_idx" ON "notifications" USING btree ("audience","id" DESC NULLS FIRST) WHERE "notifications"."audience" <> 'user';