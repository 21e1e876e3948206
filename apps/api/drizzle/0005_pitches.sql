CREATE TABLE "live_transcripts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"transcript" text NOT NULL,
	"elapsed_seconds" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_transcripts" ADD CONSTRAINT "live_transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;