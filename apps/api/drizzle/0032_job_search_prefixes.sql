-- Every prefix of every lexeme of a job's search document ('react' → 'r', 're', 'rea', 'reac', 'react'), so the
-- board's search-as-you-type looks each word up as a whole GIN entry instead of a prefix match (`react:*`).
CREATE FUNCTION job_search_prefixes(doc tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array(SELECT DISTINCT left(l, n) FROM unnest(tsvector_to_array(doc)) l, generate_series(1, length(l)) n)) $$;--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_prefix_idx" ON "jobs" USING gin (job_search_prefixes("search_vector")) WHERE "jobs"."status" <> 'closed';
