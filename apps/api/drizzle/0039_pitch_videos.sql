CREATE TABLE "pitch_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pitch_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" integer NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"failure_detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"access_key" text NOT NULL,
	"original_key" text NOT NULL,
	"original_type" text NOT NULL,
	"original_bytes" bigint NOT NULL,
	"rendition_key" text,
	"poster_key" text,
	"processed" boolean DEFAULT false NOT NULL,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"transcript_source" text,
	"transcript_language" text,
	"transcript_segments" jsonb,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_videos_access_key_unique" UNIQUE("access_key")
);
--> statement-breakpoint
ALTER TABLE "candidate_pitches" ADD COLUMN "video_id" integer;--> statement-breakpoint
ALTER TABLE "pitch_videos" ADD CONSTRAINT "pitch_videos_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_videos_candidate_idx" ON "pitch_videos" USING btree ("candidate_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitch_videos_unfinished_idx" ON "pitch_videos" USING btree ("id") WHERE "pitch_videos"."state" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "candidate_pitches" ADD CONSTRAINT "candidate_pitches_video_id_pitch_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."pitch_videos"("id") ON DELETE set null ON UPDATE no action;