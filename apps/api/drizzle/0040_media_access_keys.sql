-- Media is served by a random key instead of its sequential id. The default is volatile, so adding the column
-- computes it for every existing row: the backfill.
ALTER TABLE "media_files" ADD COLUMN "access_key" text DEFAULT left(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 32) NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_access_key_unique" UNIQUE("access_key");--> statement-breakpoint
-- A pitch that links an uploaded video by the retired address gets the new one.
UPDATE "candidate_pitches" SET "video_url" = '/api/media/' || "media_files"."access_key" FROM "media_files" WHERE "candidate_pitches"."video_url" = '/api/media/' || "media_files"."id"::text;
