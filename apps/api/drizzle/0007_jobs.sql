ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_video_media_id_media_files_id_fk" FOREIGN KEY ("video_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("id" DESC NULLS LAST) WHERE "jobs"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "saved_jobs_candidate_idx" ON "saved_jobs" USING btree ("candidate_id","created_at" DESC NULLS LAST,"job_id");