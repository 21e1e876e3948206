-- Unlisted flights are seen only by people with their link, so their numbers become 18 random digits (as new ones
-- get): the 4-digit ones were 9,000 numbers anyone could try in turn. md5 of a random UUID: 60 of its bits.
UPDATE "jobs" SET "flight_number" = 'TO' || (100000000000000000 + (('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint % 900000000000000000))::text WHERE "unlisted";
