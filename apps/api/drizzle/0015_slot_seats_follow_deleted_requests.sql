-- A join request that holds a seat (pending or accepted) gives it back when the request row goes, by whatever
-- path: the candidate's erasure (ON DELETE CASCADE), an admin deleting the account, or any future delete.
CREATE OR REPLACE FUNCTION release_slot_seat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE time_slots
     SET current_candidates = current_candidates - 1, status = 'open'
   WHERE id = OLD.time_slot_id AND current_candidates > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER join_requests_release_seat
  AFTER DELETE ON join_requests
  FOR EACH ROW WHEN (OLD.status <> 'rejected')
  EXECUTE FUNCTION release_slot_seat();
--> statement-breakpoint
-- Seats leaked before this migration: recount every slot from its live requests.
UPDATE time_slots t
   SET current_candidates = least(live.n, t.max_candidates),
       status = CASE WHEN live.n >= t.max_candidates THEN 'full'::slot_status ELSE 'open'::slot_status END
  FROM (
    SELECT s.id, count(j.id)::int AS n
      FROM time_slots s
      LEFT JOIN join_requests j ON j.time_slot_id = s.id AND j.status <> 'rejected'
     GROUP BY s.id
  ) live
 WHERE live.id = t.id AND t.current_candidates <> least(live.n, t.max_candidates);
