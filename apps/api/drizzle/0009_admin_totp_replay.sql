ALTER TABLE "admin_totp" ADD COLUMN "last_used_step" integer;--> statement-breakpoint
-- Secrets are sealed with TOTP_ENCRYPTION_KEY from now on; enrolments stored in clear before that
-- cannot be trusted to stay secret, so those admins enrol again (their recovery codes go with them).
DELETE FROM "admin_recovery_codes" WHERE "user_id" IN (SELECT "user_id" FROM "admin_totp" WHERE coalesce("secret", "pending_secret") NOT LIKE 'v1:%');--> statement-breakpoint
DELETE FROM "admin_totp" WHERE coalesce("secret", "pending_secret") NOT LIKE 'v1:%';
