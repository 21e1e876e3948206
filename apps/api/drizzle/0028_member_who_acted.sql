ALTER TABLE "interviews" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "rated_by" integer;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before organisations had members, the company account itself scheduled and rated.
UPDATE "interviews" SET "scheduled_by" = "company_id";--> statement-breakpoint
UPDATE "ratings" SET "rated_by" = "rater_id";
