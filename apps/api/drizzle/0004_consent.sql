CREATE TABLE "gdpr_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gdpr_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"erased_user_id" integer NOT NULL,
	"role" text NOT NULL,
	"requested_by" text NOT NULL,
	"admin_id" integer,
	"storage_objects_deleted" integer DEFAULT 0 NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gdpr_erasures_user_idx" ON "gdpr_erasures" USING btree ("erased_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_notices_period_unique" ON "retention_notices" USING btree ("user_id","last_active_at");