DROP INDEX "candidate_pitches_order_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidate_pitches_admin_order_idx" ON "candidate_pitches" USING btree (coalesce("order_index", 999),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidate_pitches_order_idx" ON "candidate_pitches" USING btree ("is_active",coalesce("order_index", 999),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);