-- Jobs an admin created had no search document (the admin service did not write one), so the job board's search
-- never found them. Written here as the app writes them (job-rows.ts searchDocument: title, company name, location
-- and skills, case and accents folded; a hyphenated word is also kept whole beside its parts, which only adds a
-- match); an admin cannot write translations, so such a job has none.
UPDATE "jobs" AS j SET "search_vector" = to_tsvector('simple', translate(
  lower(concat_ws(' ', j."title", u."name", j."location", array_to_string(j."skills", ' '))),
  'άέήίόύώϊϋΐΰςàáâãäåèéêëìíîïòóôõöùúûüýÿñç', 'αεηιουωιυιυσaaaaaaeeeeiiiiooooouuuuyync'
))
FROM "users" AS u
WHERE u."id" = j."company_id" AND j."search_vector" IS NULL;
