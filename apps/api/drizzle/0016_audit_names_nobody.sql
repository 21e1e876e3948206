-- Audit entries name accounts by id and role only: earlier user deletions kept the erased user's email, and
-- pitch deletions the pitch title (which can hold a name). Both go from existing rows.
UPDATE admin_audit_log
   SET details = (details - 'email') || jsonb_build_object('account', coalesce(details->>'role', 'user') || ' #' || target_id)
 WHERE action = 'user.delete' AND details ? 'email';
--> statement-breakpoint
UPDATE admin_audit_log SET details = details - 'title' WHERE action = 'pitch.delete' AND details ? 'title';
