CREATE TABLE "job_answer_settings" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"question_source" text DEFAULT 'promo' NOT NULL,
	"own_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"thinking_seconds" integer NOT NULL,
	"answer_seconds" integer NOT NULL,
	"retakes" integer,
	"deadline_days" integer NOT NULL,
	"allow_upload" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_answer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_answer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"questions" text[] NOT NULL,
	"thinking_seconds" integer NOT NULL,
	"answer_seconds" integer NOT NULL,
	"retakes" integer,
	"allow_upload" boolean NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"reminded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"accommodation_reason" text,
	"accommodation_requested_at" timestamp with time zone,
	"accommodation_decision" text,
	"accommodation_extra_days" integer,
	"accommodation_note" text,
	"accommodation_decided_at" timestamp with time zone,
	"accommodation_decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_answer_requests_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "video_answers" (
	"request_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	"take_started_at" timestamp with time zone NOT NULL,
	"takes" integer DEFAULT 1 NOT NULL,
	"video_id" integer,
	"written_text" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_answers_request_id_question_index_pk" PRIMARY KEY("request_id","question_index")
);
--> statement-breakpoint
ALTER TABLE "pitch_videos" ADD COLUMN "purpose" text DEFAULT 'pitch' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_answer_settings" ADD CONSTRAINT "job_answer_settings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_answer_settings" ADD CONSTRAINT "job_answer_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_requests" ADD CONSTRAINT "video_answer_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_requests" ADD CONSTRAINT "video_answer_requests_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_requests" ADD CONSTRAINT "video_answer_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_requests" ADD CONSTRAINT "video_answer_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answer_requests" ADD CONSTRAINT "video_answer_requests_accommodation_decided_by_users_id_fk" FOREIGN KEY ("accommodation_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_request_id_video_answer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_answer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_video_id_pitch_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."pitch_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_answer_requests_candidate_idx" ON "video_answer_requests" USING btree ("candidate_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_answer_requests_open_deadline_idx" ON "video_answer_requests" USING btree ("deadline_at") WHERE "video_answer_requests"."completed_at" is null and "video_answer_requests"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "video_answers_video_idx" ON "video_answers" USING btree ("video_id");