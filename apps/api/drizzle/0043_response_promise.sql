CREATE TABLE "application_promises" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "response_promises" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"promise_days" smallint DEFAULT 14 NOT NULL,
	"closing_text_en" text,
	"closing_text_el" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_promises_days_range" CHECK ("response_promises"."promise_days" between 3 and 30)
);
--> statement-breakpoint
CREATE TABLE "response_records" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"decided" integer NOT NULL,
	"answered_in_time" integer NOT NULL,
	"median_hours" real,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_pool" (
	"org_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pool_org_id_candidate_id_pk" PRIMARY KEY("org_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "application_promises" ADD CONSTRAINT "application_promises_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_promises" ADD CONSTRAINT "application_promises_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_promises" ADD CONSTRAINT "response_promises_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_promises" ADD CONSTRAINT "response_promises_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_records" ADD CONSTRAINT "response_records_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool" ADD CONSTRAINT "talent_pool_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool" ADD CONSTRAINT "talent_pool_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool" ADD CONSTRAINT "talent_pool_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_promises_org_idx" ON "application_promises" USING btree ("org_id","applied_at");--> statement-breakpoint
CREATE INDEX "application_promises_open_idx" ON "application_promises" USING btree ("due_at") WHERE "application_promises"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "talent_pool_candidate_idx" ON "talent_pool" USING btree ("candidate_id");