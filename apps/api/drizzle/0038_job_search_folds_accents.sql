-- Job search folds accents and case (job-rows.ts searchWords: 'Αθήνα', 'ΑΘΗΝΑ' and 'αθηνα' are one word; final
-- sigma is sigma). The documents stored before are folded the same way here; new ones are folded by the app.
UPDATE "jobs" SET "search_vector" = array_to_tsvector(array(
  SELECT DISTINCT translate(l, 'άέήίόύώϊϋΐΰςàáâãäåèéêëìíîïòóôõöùúûüýÿñç', 'αεηιουωιυιυσaaaaaaeeeeiiiiooooouuuuyync')
  FROM unnest(tsvector_to_array("search_vector")) l
)) WHERE "search_vector" IS NOT NULL;
