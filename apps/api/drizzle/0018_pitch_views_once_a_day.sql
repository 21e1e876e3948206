ALTER TABLE "profile_views" ADD COLUMN "viewed_on" date DEFAULT (now() at time zone 'utc')::date NOT NULL;--> statement-breakpoint
-- Existing views get the day they happened on; repeats by the same company on the same day count once.
UPDATE "profile_views" SET "viewed_on" = ("created_at" at time zone 'utc')::date;--> statement-breakpoint
DELETE FROM "profile_views" p USING "profile_views" q
 WHERE p.candidate_id = q.candidate_id AND p.company_id = q.company_id AND p.viewed_on = q.viewed_on AND p.id > q.id;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day" ON "profile_views" USING btree ("candidate_id","company_id","viewed_on");
