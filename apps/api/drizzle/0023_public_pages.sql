CREATE TABLE "company_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_slugs" ADD CONSTRAINT "company_slugs_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_slugs_current_unique" ON "company_slugs" USING btree ("company_id") WHERE "company_slugs"."current";--> statement-breakpoint
CREATE INDEX "company_slugs_company_idx" ON "company_slugs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_public_idx" ON "jobs" USING btree ("id" DESC NULLS FIRST) WHERE "jobs"."status" <> 'closed' and not "jobs"."unlisted";