DROP INDEX "interviews_company_idx";--> statement-breakpoint
DROP INDEX "interviews_candidate_idx";--> statement-breakpoint
DROP INDEX "join_requests_candidate_idx";--> statement-breakpoint
DROP INDEX "time_slots_company_idx";--> statement-breakpoint
CREATE INDEX "time_slots_scheduled_idx" ON "time_slots" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "join_requests_candidate_idx" ON "join_requests" USING btree ("candidate_id","id");--> statement-breakpoint
CREATE INDEX "time_slots_company_idx" ON "time_slots" USING btree ("company_id","scheduled_at","id");