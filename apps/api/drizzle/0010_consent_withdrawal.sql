DROP INDEX "candidate_pitches_order_idx";--> statement-breakpoint
ALTER TABLE "candidate_pitches" ADD COLUMN "consent_withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Pitches of candidates whose latest consent record is already a withdrawal start hidden.
UPDATE "candidate_pitches" p SET "consent_withdrawn" = true
 WHERE (SELECT c."consent_given" FROM "candidate_consents" c WHERE c."user_id" = p."candidate_id" ORDER BY c."id" DESC LIMIT 1) IS FALSE;--> statement-breakpoint
CREATE INDEX "candidate_pitches_company_grid_idx" ON "candidate_pitches" USING btree (coalesce("order_index", 999),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "candidate_pitches"."is_active" and not "candidate_pitches"."consent_withdrawn";