-- An organisation's id is the account that founded it, so every company row (jobs, threads, interviews...) keeps
-- pointing at it. This function makes that id the organisation's identity only: the founder's credentials,
-- sessions, address and person-owned rows move to a new person row (the member), and the identity row can no
-- longer sign in. Returns the person's id, or null when the organisation is an identity already.
CREATE OR REPLACE FUNCTION separate_founder(org integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  founder users%ROWTYPE;
  person integer;
BEGIN
  SELECT * INTO founder FROM users WHERE id = org AND role = 'company' FOR UPDATE;
  IF NOT FOUND OR founder.password_hash = '' THEN
    RETURN NULL;
  END IF;
  -- The identity keeps the organisation's name, verification, subscription and language; the address is the person's.
  UPDATE users SET email = 'organisation-' || org || '@organisation.invalid', password_hash = '', email_verified_at = NULL WHERE id = org;
  INSERT INTO users (email, name, role, password_hash, last_active_at, created_at, email_verified_at, locale)
  VALUES (founder.email, founder.name, 'company', founder.password_hash, founder.last_active_at, founder.created_at, founder.email_verified_at, founder.locale)
  RETURNING id INTO person;
  UPDATE sessions SET user_id = person WHERE user_id = org;
  UPDATE account_tokens SET user_id = person WHERE user_id = org;
  -- The organisation's mail keeps its settings; the person starts with the same ones.
  INSERT INTO mail_preferences (user_id, interviews, applications, messages, digest)
  SELECT person, interviews, applications, messages, digest FROM mail_preferences WHERE user_id = org;
  UPDATE org_members SET user_id = person WHERE user_id = org;
  UPDATE job_interviewers SET user_id = person WHERE user_id = org;
  UPDATE org_invitations SET invited_by = person WHERE invited_by = org;
  -- Who acted: the member, not the organisation.
  UPDATE messages SET sent_by = person WHERE sent_by = org;
  UPDATE candidate_notes SET updated_by = person WHERE updated_by = org;
  UPDATE interviews SET scheduled_by = person WHERE scheduled_by = org;
  UPDATE application_events SET actor_id = person WHERE actor_id = org;
  UPDATE ratings SET rated_by = person WHERE rated_by = org;
  UPDATE scorecards SET author_id = person WHERE author_id = org;
  UPDATE scorecard_requests SET member_id = person WHERE member_id = org;
  UPDATE scorecard_requests SET requested_by = person WHERE requested_by = org;
  RETURN person;
END;
$$;
--> statement-breakpoint
-- Founders who handed their organisation on (demoted or removed) still hold its data as their own account: separate them now.
SELECT separate_founder(u.id) FROM users u
 WHERE u.role = 'company'
   AND EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = u.id)
   AND NOT EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = u.id AND m.user_id = u.id AND m.role = 'owner');
