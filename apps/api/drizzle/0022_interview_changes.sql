ALTER TABLE "interviews" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "closed_at" timestamp with time zone;