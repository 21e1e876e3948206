CREATE TYPE "public"."unsolicited_contact_kind" AS ENUM('message', 'interview');--> statement-breakpoint
CREATE TABLE "unsolicited_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unsolicited_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"kind" "unsolicited_contact_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unsolicited_contacts" ADD CONSTRAINT "unsolicited_contacts_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsolicited_contacts" ADD CONSTRAINT "unsolicited_contacts_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsolicited_contacts_company_idx" ON "unsolicited_contacts" USING btree ("company_id","created_at");