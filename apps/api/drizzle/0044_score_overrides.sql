CREATE TYPE "public"."automated_score" AS ENUM('mood', 'confidence');--> statement-breakpoint
CREATE TYPE "public"."score_review_status" AS ENUM('open', 'reviewed');--> statement-breakpoint
CREATE TABLE "org_score_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"automated_scores" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"score" "automated_score" NOT NULL,
	"level" smallint NOT NULL,
	"judgement" text NOT NULL,
	"reason" text NOT NULL,
	"set_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_review_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_review_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pitch_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"status" "score_review_status" DEFAULT 'open' NOT NULL,
	"message" text,
	"mood_score" real,
	"confidence_score" real,
	"reviewed_by_org" integer,
	"reviewed_by" integer,
	"note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_score_settings" ADD CONSTRAINT "org_score_settings_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_score_settings" ADD CONSTRAINT "org_score_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review_requests" ADD CONSTRAINT "score_review_requests_pitch_id_candidate_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."candidate_pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review_requests" ADD CONSTRAINT "score_review_requests_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review_requests" ADD CONSTRAINT "score_review_requests_reviewed_by_org_users_id_fk" FOREIGN KEY ("reviewed_by_org") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review_requests" ADD CONSTRAINT "score_review_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_overrides_application_score_unique" ON "score_overrides" USING btree ("application_id","score");--> statement-breakpoint
CREATE INDEX "score_overrides_org_idx" ON "score_overrides" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_review_requests_one_open" ON "score_review_requests" USING btree ("pitch_id") WHERE "score_review_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "score_review_requests_candidate_idx" ON "score_review_requests" USING btree ("candidate_id","id");