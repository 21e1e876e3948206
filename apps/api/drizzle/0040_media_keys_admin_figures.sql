-- Media is served by a random key instead of its sequential id. The default is volatile, so adding the column
-- computes it for every existing row: the backfill.
ALTER TABLE "media_files" ADD COLUMN "access_key" text DEFAULT left(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 32) NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_access_key_unique" UNIQUE("access_key");--> statement-breakpoint
-- A pitch that links an uploaded video by the retired address gets the new one.
UPDATE "candidate_pitches" SET "video_url" = '/api/media/' || "media_files"."access_key" FROM "media_files" WHERE "candidate_pitches"."video_url" = '/api/media/' || "media_files"."id"::text;
--> statement-breakpoint
-- The admin figures become a snapshot the scheduler takes every five minutes (admin_figures): the triggers that
-- counted every write to users, jobs, candidate_pitches and applications go, with their function and stat_counters.
DROP TRIGGER "users_count_insert" ON "users";
--> statement-breakpoint
DROP TRIGGER "users_count_update" ON "users";
--> statement-breakpoint
DROP TRIGGER "users_count_delete" ON "users";
--> statement-breakpoint
DROP TRIGGER "users_count_truncate" ON "users";
--> statement-breakpoint
DROP TRIGGER "jobs_count_insert" ON "jobs";
--> statement-breakpoint
DROP TRIGGER "jobs_count_update" ON "jobs";
--> statement-breakpoint
DROP TRIGGER "jobs_count_delete" ON "jobs";
--> statement-breakpoint
DROP TRIGGER "jobs_count_truncate" ON "jobs";
--> statement-breakpoint
DROP TRIGGER "candidate_pitches_count_insert" ON "candidate_pitches";
--> statement-breakpoint
DROP TRIGGER "candidate_pitches_count_update" ON "candidate_pitches";
--> statement-breakpoint
DROP TRIGGER "candidate_pitches_count_delete" ON "candidate_pitches";
--> statement-breakpoint
DROP TRIGGER "candidate_pitches_count_truncate" ON "candidate_pitches";
--> statement-breakpoint
DROP TRIGGER "applications_count_insert" ON "applications";
--> statement-breakpoint
DROP TRIGGER "applications_count_delete" ON "applications";
--> statement-breakpoint
DROP TRIGGER "applications_count_truncate" ON "applications";
--> statement-breakpoint
DROP FUNCTION stat_counters_add();
--> statement-breakpoint
DROP TABLE "stat_counters";
--> statement-breakpoint
CREATE TABLE "admin_figures" (
	"id" smallint PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
