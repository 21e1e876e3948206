CREATE TABLE "stat_counters" (
	"name" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "stat_counters_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
-- The admin dashboard's figures, kept as rows change instead of counted over whole tables (issue #21). Each
-- statement adds its net change once (statement-level triggers over transition tables), into the shard of its
-- backend, so concurrent writers seldom wait on the same row; a figure is the sum of its shards.
-- Trigger arguments: the figures as a SELECT of (name, delta) over `changed` (the statement's rows, +1 new, -1 old),
-- and the LIKE pattern of the figures a TRUNCATE empties.
CREATE FUNCTION stat_counters_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    WHEN 'UPDATE' THEN 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM stat_counters WHERE name LIKE TG_ARGV[1];
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO stat_counters (name, shard, n)
     SELECT name, (pg_backend_pid() %% 8)::smallint, sum(d) FROM (WITH changed AS (%s) %s) deltas(name, d)
      GROUP BY name HAVING sum(d) <> 0
     ON CONFLICT (name, shard) DO UPDATE SET n = stat_counters.n + excluded.n',
    changed, TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''users.'' || role, d FROM changed UNION ALL SELECT ''users.week.'' || to_char(date_trunc(''week'', created_at AT TIME ZONE ''UTC''), ''YYYY-MM-DD''), d FROM changed', 'users.%');
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''users.'' || role, d FROM changed UNION ALL SELECT ''users.week.'' || to_char(date_trunc(''week'', created_at AT TIME ZONE ''UTC''), ''YYYY-MM-DD''), d FROM changed', 'users.%');
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''users.'' || role, d FROM changed UNION ALL SELECT ''users.week.'' || to_char(date_trunc(''week'', created_at AT TIME ZONE ''UTC''), ''YYYY-MM-DD''), d FROM changed', 'users.%');
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''users.'' || role, d FROM changed UNION ALL SELECT ''users.week.'' || to_char(date_trunc(''week'', created_at AT TIME ZONE ''UTC''), ''YYYY-MM-DD''), d FROM changed', 'users.%');
--> statement-breakpoint
CREATE TRIGGER jobs_count_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''jobs'', d FROM changed UNION ALL SELECT ''jobs.active'', d FROM changed WHERE status IN (''live'', ''boarding'', ''expiring'')', 'jobs%');
--> statement-breakpoint
CREATE TRIGGER jobs_count_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''jobs'', d FROM changed UNION ALL SELECT ''jobs.active'', d FROM changed WHERE status IN (''live'', ''boarding'', ''expiring'')', 'jobs%');
--> statement-breakpoint
CREATE TRIGGER jobs_count_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''jobs'', d FROM changed UNION ALL SELECT ''jobs.active'', d FROM changed WHERE status IN (''live'', ''boarding'', ''expiring'')', 'jobs%');
--> statement-breakpoint
CREATE TRIGGER jobs_count_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''jobs'', d FROM changed UNION ALL SELECT ''jobs.active'', d FROM changed WHERE status IN (''live'', ''boarding'', ''expiring'')', 'jobs%');
--> statement-breakpoint
CREATE TRIGGER candidate_pitches_count_insert AFTER INSERT ON candidate_pitches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''pitches'', d FROM changed UNION ALL SELECT ''pitches.active'', d FROM changed WHERE is_active', 'pitches%');
--> statement-breakpoint
CREATE TRIGGER candidate_pitches_count_update AFTER UPDATE ON candidate_pitches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''pitches'', d FROM changed UNION ALL SELECT ''pitches.active'', d FROM changed WHERE is_active', 'pitches%');
--> statement-breakpoint
CREATE TRIGGER candidate_pitches_count_delete AFTER DELETE ON candidate_pitches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''pitches'', d FROM changed UNION ALL SELECT ''pitches.active'', d FROM changed WHERE is_active', 'pitches%');
--> statement-breakpoint
CREATE TRIGGER candidate_pitches_count_truncate AFTER TRUNCATE ON candidate_pitches FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''pitches'', d FROM changed UNION ALL SELECT ''pitches.active'', d FROM changed WHERE is_active', 'pitches%');
--> statement-breakpoint
CREATE TRIGGER applications_count_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''applications'', d FROM changed', 'applications');
--> statement-breakpoint
CREATE TRIGGER applications_count_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''applications'', d FROM changed', 'applications');
--> statement-breakpoint
CREATE TRIGGER applications_count_truncate AFTER TRUNCATE ON applications FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_add('SELECT ''applications'', d FROM changed', 'applications');
--> statement-breakpoint
-- What exists now, counted once.
INSERT INTO stat_counters (name, shard, n)
SELECT name, 0, n FROM (
  SELECT 'users.' || role AS name, count(*) AS n FROM users GROUP BY role
  UNION ALL
  SELECT 'users.week.' || to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), count(*) FROM users GROUP BY 1
  UNION ALL
  SELECT 'jobs', count(*) FROM jobs
  UNION ALL
  SELECT 'jobs.active', count(*) FROM jobs WHERE status IN ('live', 'boarding', 'expiring')
  UNION ALL
  SELECT 'pitches', count(*) FROM candidate_pitches
  UNION ALL
  SELECT 'pitches.active', count(*) FROM candidate_pitches WHERE is_active
  UNION ALL
  SELECT 'applications', count(*) FROM applications
) counted WHERE n > 0;
