/**
 * The large data set every HTTP and EXPLAIN benchmark runs against, in BENCH_DATABASE_URL: 2,000
 * companies, 100,000 candidates each with a pitch, 50,000 jobs, 200,000 applications, 500,000
 * ratings, 550,000 notifications (400,000 direct; one audience row per pitch and per job, as the
 * services write them), and the smaller tables around them (interviews, slots, messages, promos,
 * consents...). Seeded with set-based statements (INSERT ... SELECT generate_series) after the
 * migrations, in about a minute; a later run finds it by its marker row and counts and only deletes
 * what the previous run's writes added. `BENCH_SCALE=10` multiplies every size by ten (500,000 jobs,
 * 1,000,000 candidates, 2,000,000 applications, 5,000,000 ratings, 5,500,000 notifications) in its own
 * database.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/config';
import { publishLastCompletedWeek } from '../src/modules/rankings/rankings.service';
import {
  BENCH_DATABASE_URL,
  BENCH_SCALE,
  createDatabaseIfMissing,
  ID_SPACE,
  recreateDatabase,
  round,
} from './support';

/** Bump when the seed changes: a data set with another version is dropped and seeded again. */
const DATASET_VERSION = 12;

export const SIZES = {
  companies: 2_000 * BENCH_SCALE,
  candidates: 100_000 * BENCH_SCALE,
  jobs: 50_000 * BENCH_SCALE,
  applications: 200_000 * BENCH_SCALE,
  /** 300,000 companies → candidates and 200,000 candidates → companies (times the scale). */
  ratings: 500_000 * BENCH_SCALE,
  /** 50,000 messages (times the scale) in threads of five. */
  messages: 50_000 * BENCH_SCALE,
  /** The last candidates: no seeded applications or ratings, so benchmark writes find fresh pairs. */
  writeCandidates: 1_000,
  /** Candidates 0..999 receive 45 of every 150 ratings a company gives: the week's ranking has them. */
  popularCandidates: 1_000,
  /** The review flight (company 1): this many applicants (candidates 0..n-1), each asked for video answers. */
  reviewFlightApplicants: 1_000,
} as const;

/** The review flight's number: one live flight of company 1 whose applicants all answered (some) questions. */
export const REVIEW_FLIGHT = 'TO0999999';

const SEEDED_CANDIDATES = SIZES.candidates - SIZES.writeCandidates;

export interface Dataset {
  url: string;
  /** Seconds the seed took in this run, or null when an existing data set was reused. */
  seededSeconds: number | null;
  seededAt: string;
  counts: Record<string, number>;
  /** The bearer token of a user who has a session (every company, the admin, candidates 0–9 and the write candidates). */
  token: (userId: number) => string;
  company: (n: number) => number;
  candidate: (n: number) => number;
  job: (n: number) => number;
  writeCandidate: (n: number) => number;
  admin: number;
  /** Jobs that are not closed (applications are accepted). */
  openJobs: number[];
  /** The flight number of an open, listed job: its public page is a page anyone may open. */
  publicFlight: string;
  /** Marks every bench session as just seen, so no request of a measured run touches its session. */
  refreshSessions: () => Promise<void>;
  /** Gives any user of the data set a session (removed again with the next run's reset). */
  ensureSession: (userId: number) => Promise<void>;
  /** The same for many users in one statement. */
  ensureSessions: (userIds: number[]) => Promise<void>;
  query: DatabaseHandle['query'];
  close: () => Promise<void>;
}

interface Marker {
  version: number;
  token_prefix: string;
  max_ids: Record<string, number>;
  seeded_at: Date;
  counts: Record<string, number>;
  first_ids: { company: number; candidate: number; job: number; admin: number };
  migrations: number;
}

const EXPECTED_COUNTS: Record<string, number> = {
  companies: SIZES.companies,
  candidates: SIZES.candidates,
  candidate_pitches: SIZES.candidates,
  // The review flight is one job more than the generated ones.
  jobs: SIZES.jobs + 1,
  applications: SIZES.applications + SIZES.reviewFlightApplicants,
  ratings: SIZES.ratings,
};

async function countRows(database: DatabaseHandle) {
  const [row] = await database.query<Record<string, number>>(`
    select (select count(*)::int from users where role = 'company') as companies,
           (select count(*)::int from users where role = 'candidate') as candidates,
           (select count(*)::int from candidate_pitches) as candidate_pitches,
           (select count(*)::int from jobs) as jobs,
           (select count(*)::int from applications) as applications,
           (select count(*)::int from ratings) as ratings,
           (select count(*)::int from notifications) as notifications,
           (select count(*)::int from interviews) as interviews,
           (select count(*)::int from messages) as messages,
           (select count(*)::int from ranking_entries) as ranking_entries`);
  return row!;
}

/** Highest id of every table with an identity id: what the data set holds, and what later writes exceed. */
async function maxIds(database: DatabaseHandle) {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and is_identity = 'YES' order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await database.query<{ n: number }>(
      `select coalesce(max(id), 0)::int as n from "${table_name}"`,
    );
    out[table_name] = row!.n;
  }
  return out;
}

/** Removes what earlier benchmark writes added (applications, ratings, notifications, profile views...). */
async function resetWrites(database: DatabaseHandle, seeded: Record<string, number>) {
  let removed = 0;
  for (const [table, max] of Object.entries(seeded)) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`unexpected table name ${table}`);
    const rows = await database.query(`delete from "${table}" where id > $1 returning 1`, [max]);
    removed += rows.length;
  }
  // Keyed by its admin, not an id: the seed enrols nobody, so any row is an earlier run's enrolment.
  removed += (await database.query('delete from admin_totp returning 1')).length;
  if (removed > 0)
    await database.query(
      'vacuum analyze applications, application_events, ratings, notifications, profile_views',
    );
  return removed;
}

async function migrationCount(database: DatabaseHandle) {
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return row!.n;
}

async function readMarker(database: DatabaseHandle): Promise<Marker | null> {
  const [exists] = await database.query<{ t: string | null }>(
    `select to_regclass('public.bench_dataset')::text as t`,
  );
  if (!exists?.t) return null;
  const [marker] = await database.query<Marker>('select * from bench_dataset limit 1');
  return marker ?? null;
}

/** Opens the data set, seeding it first when it is missing, from another seed version, or altered. */
export async function ensureDataset(url = BENCH_DATABASE_URL): Promise<Dataset> {
  createDatabaseIfMissing(url);
  let database = await openDatabase({ url, poolSize: 4 });
  let marker = await readMarker(database);
  let seededSeconds: number | null = null;
  let reusable = false;
  if (marker?.version === DATASET_VERSION) {
    await resetWrites(database, marker.max_ids);
    // A migration applied since the seed (openDatabase runs them) may add an index: give the planner its statistics.
    if ((await migrationCount(database)) !== marker.migrations) {
      await database.query('analyze');
      await database.query('update bench_dataset set migrations = $1', [
        await migrationCount(database),
      ]);
    }
    const counts = await countRows(database);
    reusable =
      Object.entries(EXPECTED_COUNTS).every(([k, v]) => counts[k] === v) &&
      counts.notifications === marker.counts.notifications;
  }
  if (!reusable) {
    await database.close();
    recreateDatabase(url);
    database = await openDatabase({ url, poolSize: 4 });
    const started = performance.now();
    marker = await seed(database, url);
    seededSeconds = round((performance.now() - started) / 1000, 1);
  }
  const m = marker!;
  const token = (userId: number) => `${m.token_prefix}.${userId}`;
  const openJobs = (
    await database.query<{ id: number }>(`select id from jobs where status <> 'closed' order by id`)
  ).map((r) => r.id);
  const [publicFlight] = await database.query<{ flight_number: string }>(
    `select flight_number from jobs where status <> 'closed' and not unlisted and (expires_at is null or expires_at > now()) order by id limit 1`,
  );
  const refreshSessions = async () => {
    await database.query(
      `update sessions set last_seen_at = now(), expires_at = now() + interval '1 day'`,
    );
  };
  await refreshSessions();
  return {
    url,
    seededSeconds,
    seededAt: new Date(m.seeded_at).toISOString(),
    counts: await countRows(database),
    token,
    company: (n) => m.first_ids.company + n,
    candidate: (n) => m.first_ids.candidate + n,
    job: (n) => m.first_ids.job + n,
    writeCandidate: (n) => m.first_ids.candidate + SEEDED_CANDIDATES + n,
    admin: m.first_ids.admin,
    openJobs,
    publicFlight: publicFlight!.flight_number,
    refreshSessions,
    ensureSession: async (userId) => {
      await database.query(
        `insert into sessions (token_hash, user_id, expires_at, user_agent)
         select encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, now() + interval '1 day', 'bench'
         where not exists (select 1 from sessions where user_id = $2)`,
        [token(userId), userId],
      );
    },
    ensureSessions: async (userIds) => {
      await database.query(
        `insert into sessions (token_hash, user_id, expires_at, user_agent)
         select encode(sha256(convert_to($1 || '.' || u, 'UTF8')), 'hex'), u, now() + interval '1 day', 'bench'
           from unnest($2::int[]) u
          where not exists (select 1 from sessions where user_id = u)`,
        [m.token_prefix, userIds],
      );
    },
    query: database.query,
    close: () => database.close(),
  };
}

async function seed(database: DatabaseHandle, url: string): Promise<Marker> {
  const debug = Boolean(process.env.BENCH_DEBUG);
  const q = async (label: string, text: string, params?: unknown[]) => {
    const t = performance.now();
    const rows = await database.query(text, params);
    if (debug) console.info(`  seed ${label}: ${Math.round(performance.now() - t)} ms`);
    return rows;
  };
  const { companies: C, candidates: K, jobs: J, applications: A } = SIZES;

  const identityTables = (
    await database.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and is_identity = 'YES' order by table_name = 'users' desc, table_name`,
    )
  ).map((r) => r.table_name);
  const firstId: Record<string, number> = {};
  for (const [i, table] of identityTables.entries()) {
    firstId[table] = (i + 1) * ID_SPACE + 1;
    await database.query(`alter table "${table}" alter column id restart with ${firstId[table]}`);
  }
  const A0 = firstId.applications!;

  // Secondary indexes are built once after the load, which is several times faster than maintaining
  // them row by row; constraint indexes (primary keys) stay. A duplicate would fail the rebuild.
  const secondary = await database.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { indexname } of secondary) await database.query(`drop index "${indexname}"`);

  // Users: companies, then candidates, then the admin, each block contiguous (checked below).
  await q(
    'companies',
    `insert into users (email, name, role, password_hash, subscription_status, created_at, last_active_at)
     select 'bench-company-' || n || '@bench.takeoff',
            (array['Skyline','Aurora','Beacon','Nimbus','Vector'])[1 + n % 5] || ' ' || (array['Labs','Air','Systems','Works'])[1 + (n / 5) % 4] || ' ' || n,
            'company', 'not-a-login', case when n % 3 = 0 then 'active' end,
            now() - make_interval(days => 365 - n % 365), now() - make_interval(hours => n % 500)
       from generate_series(0, ${C - 1}) n order by n`,
  );
  await q(
    'candidates',
    `insert into users (email, name, role, password_hash, created_at, last_active_at)
     select 'bench-candidate-' || n || '@bench.takeoff',
            (array['Alex','Maria','Nikos','Sofia','Jonas','Ines','Omar','Lena'])[1 + n % 8] || ' ' || (array['Papadopoulos','Silva','Schmidt','Garcia','Novak','Rossi'])[1 + (n / 8) % 6] || ' ' || n,
            'candidate', 'not-a-login',
            now() - make_interval(days => 365 - (n * 13) % 365), now() - make_interval(hours => n % 700)
       from generate_series(0, ${K - 1}) n order by n`,
  );
  await q(
    'admin',
    `insert into users (email, name, role, password_hash) values ('bench-admin@bench.takeoff', 'Bench Admin', 'admin', 'not-a-login')`,
  );
  // Every company account owns its organisation, as registration makes it.
  await q(
    'organisations',
    `insert into org_members (user_id, org_id, role) select id, id, 'owner' from users where role = 'company' order by id`,
  );
  const blocks = await database.query<{ role: string; first: number; last: number; n: number }>(
    `select role::text, min(id)::int as first, max(id)::int as last, count(*)::int as n from users group by role`,
  );
  const block = (role: string) => {
    const b = blocks.find((r) => r.role === role)!;
    if (b.last - b.first + 1 !== b.n) throw new Error(`${role} ids are not contiguous`);
    return b.first;
  };
  const C0 = block('company');
  const K0 = block('candidate');
  const admin = block('admin');

  // Jobs: company n % C; 10% closed; the search document built as the jobs service builds it.
  await q(
    'jobs',
    `insert into jobs (company_id, title, description, location, type, experience, salary, skills, status, flight_number, departure_time, expires_at, search_vector, created_at, updated_at)
     select c.id, t.title, t.description, t.location, t.type, t.experience, t.salary, t.skills, t.status, 'TO' || (1000000 + n), lpad((n % 24)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0'),
            case when n % 5 = 0 then now() + make_interval(days => 1 + n % 30) end,
            to_tsvector('simple', lower(regexp_replace(t.title || ' ' || c.name || ' ' || t.location || ' ' || array_to_string(t.skills, ' '), '[^[:alnum:]]+', ' ', 'g'))),
            now() - make_interval(mins => (${J - 1} - n) * 10), now() - make_interval(mins => (${J - 1} - n) * 10)
       from generate_series(0, ${J - 1}) n
       join users c on c.id = ${C0} + n % ${C}
       cross join lateral (select
            (array['Frontend Engineer','Backend Engineer','Product Designer','Data Analyst','DevOps Engineer','Marketing Manager','QA Engineer','Content Writer'])[1 + n % 8] || ' ' || n as title,
            'We are hiring a ' || (array['Frontend Engineer','Backend Engineer','Product Designer','Data Analyst','DevOps Engineer','Marketing Manager','QA Engineer','Content Writer'])[1 + n % 8]
              || ' to join our team. ' || repeat('You will build and ship features with a small, focused team and own them in production. ', 3) as description,
            (array['Athens','Lisbon','Berlin','Remote','London','Madrid','Thessaloniki'])[1 + n % 7] as location,
            (array['full-time','part-time','contract','internship'])[1 + n % 4]::job_type as type,
            (array['Junior','Mid-level','Senior','Not specified'])[1 + n % 4] as experience,
            case when n % 3 = 0 then '€' || (30 + n % 50) || 'k–€' || (50 + n % 50) || 'k' end as salary,
            array[(array['React','TypeScript','Node.js','PostgreSQL','Figma','Kubernetes','Python','SEO'])[1 + n % 8],
                  (array['AWS','Docker','GraphQL','Go','Rust','Tailwind','Redis','Java'])[1 + (n / 8) % 8]] as skills,
            (array['live','boarding','expiring','closed','live','live','boarding','live','expiring','live'])[1 + n % 10]::job_status as status) t
      order by n`,
  );
  const [jobBlock] = await database.query<{ first: number; n: number; last: number }>(
    `select min(id)::int as first, max(id)::int as last, count(*)::int as n from jobs`,
  );
  if (jobBlock!.last - jobBlock!.first + 1 !== jobBlock!.n)
    throw new Error('job ids are not contiguous');
  const J0 = jobBlock!.first;

  await q(
    'pitches',
    `insert into candidate_pitches (candidate_id, title, skills, youtube_link, status, is_active, order_index, transcript, mood_score, confidence_score, created_at, updated_at)
     select ${K0} + n,
            (array['Full-stack developer','UX designer','Data scientist','Cloud engineer','Growth marketer','QA automation','Technical writer','Mobile developer'])[1 + n % 8] || ' with ' || (2 + n % 9) || ' years',
            array[(array['React','TypeScript','Node.js','PostgreSQL','Figma','Kubernetes','Python','SEO'])[1 + n % 8], (array['AWS','Docker','GraphQL','Go','Rust','Tailwind','Redis','Java'])[1 + (n / 8) % 8]],
            'https://www.youtube.com/watch?v=' || lpad(to_hex(n), 11, 'b'),
            (array['available','available','available','onboarding','placement'])[1 + n % 5]::pitch_status,
            n % 20 <> 7, case when n < 50 then n end,
            case when n % 10 = 0 then 'I build reliable products and I enjoy working with people who care about quality.' end,
            ((n * 37) % 100) / 100.0, ((n * 53) % 100) / 100.0,
            now() - make_interval(mins => (${K - 1} - n) * 3), now() - make_interval(mins => (${K - 1} - n) * 3)
       from generate_series(0, ${K - 1}) n order by n`,
  );

  // Applications: job n gets candidates n*13 + k*(seeded/4) (k = 0..3) modulo the seeded candidates, all distinct.
  const quarter = SEEDED_CANDIDATES / 4;
  if (!Number.isInteger(quarter) || A > 4 * J)
    throw new Error(
      'the application pattern needs seeded candidates divisible by 4 and at most 4 applications per job',
    );
  await q(
    'applications',
    `insert into applications (job_id, candidate_id, status, cover_message, applied_at, status_changed_at)
     select ${J0} + i % ${J}, ${K0} + ((i % ${J}) * 13 + (i / ${J}) * ${quarter}) % ${SEEDED_CANDIDATES},
            (array['pending','reviewed','shortlisted','interviewing','hired','rejected'])[1 + i % 6]::application_status,
            case when i % 4 = 0 then 'I would love to join your team and can start next month.' end,
            now() - make_interval(mins => (${A - 1} - i) * 2), now() - make_interval(mins => ${A - 1} - i)
       from generate_series(0, ${A - 1}) i order by i`,
  );
  await q(
    'application events',
    `insert into application_events (application_id, from_status, to_status, actor_id, created_at)
     select a.id, null, 'pending', a.candidate_id, a.applied_at from applications a order by a.id`,
  );
  await q(
    'application moves',
    `insert into application_events (application_id, from_status, to_status, actor_id, created_at)
     select a.id, 'pending', a.status, j.company_id, a.status_changed_at
       from applications a join jobs j on j.id = a.job_id where a.status <> 'pending' order by a.id`,
  );

  // Video answers: one application in four everywhere, and every applicant of the review flight (company 1's, with
  // 1,000 applicants), asked three questions; request i answered i % 4 of them on video (one video in ten failed
  // processing), those with all three complete.
  await q(
    'review flight',
    `insert into jobs (company_id, title, description, location, type, experience, skills, status, flight_number, departure_time, search_vector, created_at, updated_at)
     values (${C0} + 1, 'Video Answers Review Flight', 'Applicants answer three questions on video.', 'Athens', 'full-time', 'Mid-level',
             array['React','AWS'], 'live', '${REVIEW_FLIGHT}', '09:00', to_tsvector('simple', 'video answers review flight athens react aws'), now(), now())`,
  );
  await q(
    'review flight applications',
    `insert into applications (job_id, candidate_id, status, applied_at, status_changed_at)
     select j.id, ${K0} + n, (array['pending','reviewed','shortlisted','interviewing'])[1 + n % 4]::application_status,
            now() - make_interval(mins => 2000 - n), now() - make_interval(mins => 2000 - n)
       from generate_series(0, ${SIZES.reviewFlightApplicants - 1}) n
       cross join (select id from jobs where flight_number = '${REVIEW_FLIGHT}') j order by n`,
  );
  await q(
    'answer requests',
    `insert into video_answer_requests (application_id, candidate_id, job_id, questions, thinking_seconds, answer_seconds, retakes, allow_upload, deadline_at, created_at, completed_at)
     select a.id, a.candidate_id, a.job_id, array['What do you build?','How do you work?','Who are you looking for?'], 30, 90, 1, false,
            a.applied_at + interval '7 days', a.applied_at, case when a.id % 4 = 3 then a.applied_at + interval '1 day' end
       from applications a join jobs j on j.id = a.job_id
      where j.flight_number = '${REVIEW_FLIGHT}' or (a.id - ${A0}) % 4 = 0 order by a.id`,
  );
  await q(
    'answer videos',
    `insert into pitch_videos (candidate_id, purpose, source, state, progress, failure, access_key, original_key, original_type, original_bytes,
                               rendition_key, poster_key, processed, duration_ms, ready_at)
     select r.candidate_id, 'answer', 'recorded', case when (r.id + q) % 10 = 0 then 'failed' else 'ready' end, 100,
            case when (r.id + q) % 10 = 0 then 'processing_failed' end, md5(r.id || '-' || q),
            'pitch-videos/bench-answer-' || r.id || '-' || q || '/original', 'video/webm', 2000000,
            'pitch-videos/bench-answer-' || r.id || '-' || q || '/rendition.mp4', 'pitch-videos/bench-answer-' || r.id || '-' || q || '/poster.jpg',
            true, 60000, r.created_at + interval '1 hour'
       from video_answer_requests r cross join generate_series(0, 2) q where q < r.id % 4 order by r.id, q`,
  );
  await q(
    'answers',
    `insert into video_answers (request_id, question_index, revealed_at, take_started_at, takes, video_id, submitted_at)
     select r.id, q, r.created_at + interval '1 hour', r.created_at + interval '1 hour', 1, v.id, r.created_at + interval '1 hour'
       from video_answer_requests r cross join generate_series(0, 2) q
       join pitch_videos v on v.access_key = md5(r.id || '-' || q)
      where q < r.id % 4 order by r.id, q`,
  );

  // Ratings over the last 8 weeks. Companies: 150 each, 45 of them to the popular candidates.
  await q(
    'ratings by companies',
    `insert into ratings (rater_id, target_id, target_type, rating, created_at, updated_at)
     select ${C0} + c, ${K0} + case when k < 45 then (k + c * 37) % ${SIZES.popularCandidates}
                                    else ${SIZES.popularCandidates} + (k + c * 37) % ${SEEDED_CANDIDATES - SIZES.popularCandidates} end,
            'candidate', 1 + (c * 7 + k * 3) % 5, w.at, w.at
       from generate_series(0, ${(SIZES.ratings * 3) / 5 - 1}) i
       cross join lateral (select i % ${C} as c, i / ${C} as k) p
       cross join lateral (select now() - make_interval(mins => ((i::bigint * 7919) % 80640)::int) as at) w
      order by i`,
  );
  await q(
    'ratings by candidates',
    `insert into ratings (rater_id, target_id, target_type, rating, created_at, updated_at)
     select ${K0} + i % ${K}, ${C0} + (i % ${K} + i / ${K}) % ${C}, 'company', 1 + (i * 11) % 5, w.at, w.at
       from generate_series(0, ${(SIZES.ratings * 2) / 5 - 1}) i
       cross join lateral (select now() - make_interval(mins => ((i::bigint * 6007) % 80640)::int) as at) w
      order by i`,
  );

  // Notifications: 100 direct per company, 2 per candidate.
  await q(
    'company notifications',
    `insert into notifications (audience, recipient_id, actor_id, type, entity_type, entity_id, title, message, read_at, created_at)
     select 'user', ${C0} + i % ${C}, ${K0} + (i * 7) % ${K}, 'new_application', 'application', ${A0} + i % ${A},
            'New application', 'Candidate ' || (i * 7) % ${K} || ' applied for one of your jobs',
            case when i / ${C} >= 20 then now() - make_interval(hours => i / ${C}) end, now() - make_interval(hours => i / ${C})
       from generate_series(0, ${C * 100 - 1}) i order by i desc`,
  );
  await q(
    'candidate notifications',
    `insert into notifications (audience, recipient_id, actor_id, type, entity_type, entity_id, title, message, read_at, created_at)
     select 'user', ${K0} + i % ${K}, ${C0} + i % ${C}, 'application_status', 'application', ${A0} + i % ${A},
            'Application update', 'Your application moved to the next stage',
            case when i / ${K} = 0 then now() - make_interval(days => 1) end, now() - make_interval(days => 2 - i / ${K})
       from generate_series(0, ${K * 2 - 1}) i order by i`,
  );
  // Audience rows as the services write them: one 'new_video' to companies per pitch, one 'job_posted' to candidates per job.
  await q(
    'audience notifications',
    `insert into notifications (audience, actor_id, type, entity_type, entity_id, title, message, created_at)
     select audience, actor_id, type, entity_type, entity_id, title, message, created_at from (
       select 'companies'::notification_audience as audience, p.candidate_id as actor_id, 'new_video' as type, 'candidate_pitch' as entity_type,
              p.id as entity_id, 'New video pitch' as title, 'Candidate #' || p.candidate_id || ' published a video pitch: ' || p.title as message, p.created_at
         from candidate_pitches p
       union all
       select 'candidates', j.company_id, 'job_posted', 'job_post', j.id, 'New flight on the board', u.name || ' posted ' || j.title || ' (' || j.location || ')', j.created_at
         from jobs j join users u on u.id = j.company_id
     ) a order by created_at`,
  );
  await q(
    'notification reads',
    `insert into notification_reads (user_id, notification_id)
     select ${C0} + c, n.id from generate_series(0, ${C / 2 - 1}) c
      cross join lateral (select id from notifications where audience = 'companies' order by id desc limit 20) n`,
  );
  await q(
    'watermarks',
    `insert into notification_watermarks (user_id, read_up_to_id)
     select ${C0} + c, (select id from notifications where audience = 'companies' order by id offset 500 limit 1)
       from generate_series(0, ${C - 1}, 2) c`,
  );

  // Interviews for one application in ten (runs of 7, so every company has some); two slots per company with one join request each.
  await q(
    'interviews',
    `insert into interviews (company_id, candidate_id, job_id, scheduled_at, duration_minutes, status, meeting_link, meeting_provider, created_at)
     select j.company_id, a.candidate_id, a.job_id, now() + make_interval(days => (a.id % 120)::int - 60, hours => (a.id % 8)::int),
            30 + 15 * (a.id % 3)::int,
            (array['scheduled','confirmed','completed','cancelled','scheduled'])[1 + a.id % 5]::interview_status,
            'https://meet.jit.si/takeoff-bench-' || a.id, 'jitsi', a.status_changed_at
       from applications a join jobs j on j.id = a.job_id where ((a.id - ${A0}) / 7) % 10 = 0 order by a.id`,
  );
  await q(
    'time slots',
    `insert into time_slots (company_id, job_id, title, description, scheduled_at, duration, max_candidates, current_candidates, status)
     select ${C0} + s % ${C}, ${J0} + s % ${C} + ${C} * (s / ${C}), 'Interview slot ' || s, 'Video call with the hiring team',
            now() + make_interval(days => s % 60 - 20, hours => s % 9), 30, 3, 1, 'open'
       from generate_series(0, ${C * 2 - 1}) s order by s`,
  );
  await q(
    'join requests',
    `insert into join_requests (time_slot_id, candidate_id, status, message)
     select t.id, ${K0} + ((t.id - ${firstId.time_slots}) * 17) % ${SEEDED_CANDIDATES}, 'pending', 'Looking forward to it'
       from time_slots t order by t.id`,
  );

  await q(
    'messages',
    `insert into messages (company_id, candidate_id, sender_id, subject, body, read_at, created_at)
     select ${C0} + i % ${C}, ${K0} + ((i / 5) * 31) % ${SEEDED_CANDIDATES},
            case when i % 2 = 0 then ${C0} + i % ${C} else ${K0} + ((i / 5) * 31) % ${SEEDED_CANDIDATES} end,
            case when i % 5 = 0 then 'About your application' end, 'Thanks for your message, let us talk this week. #' || i,
            case when i % 10 < 7 then now() - make_interval(mins => i % 1000) end, now() - make_interval(mins => 60000 - i)
       from generate_series(0, ${SIZES.messages - 1}) i order by i`,
  );
  await q(
    'saved jobs',
    `insert into saved_jobs (candidate_id, job_id, created_at)
     select ${K0} + n, ${J0} + (n * 7) % ${J}, now() - make_interval(mins => n % 5000) from generate_series(0, ${K - 1}) n`,
  );
  await q(
    'profile views',
    `insert into profile_views (candidate_id, company_id, created_at, viewed_on)
     select ${K0} + (i * 3) % ${K}, ${C0} + i % ${C}, now() - make_interval(mins => i % 20000),
            ((now() - make_interval(mins => i % 20000)) at time zone 'utc')::date
       from generate_series(0, ${K - 1}) i
     on conflict do nothing`,
  );
  await q(
    'candidate notes',
    `insert into candidate_notes (company_id, candidate_id, body)
     select ${C0} + i % ${C}, ${K0} + (i * 7 + i / ${C}) % ${SEEDED_CANDIDATES}, 'Strong communication, follow up next week.'
       from generate_series(0, ${10_000 * BENCH_SCALE - 1}) i`,
  );
  await q(
    'company profiles',
    `insert into company_profiles (company_id, description, benefits, tags, website)
     select ${C0} + n, 'We build software people enjoy using.', array['Remote friendly','Learning budget'], array['SaaS','B2B'], 'https://example.com/' || n
       from generate_series(0, ${C - 1}) n where n % 4 <> 0`,
  );
  await q(
    'company promos',
    `insert into company_promos (company_id, questions)
     select ${C0} + n, array['What do you build?','How do you work?','Who are you looking for?'] from generate_series(0, ${C - 1}) n order by n`,
  );
  await q(
    'saved videos',
    `insert into saved_videos (candidate_id, promo_id)
     select ${K0} + n, p.id from generate_series(0, 9999) n
      cross join (values (0), (1)) d(k)
       join company_promos p on p.company_id = ${C0} + (n + d.k) % ${C}`,
  );
  await q(
    'candidate consents',
    `insert into candidate_consents (user_id, name, email, consent_given, ip_address, user_agent, terms_version, privacy_version, consent_timestamp)
     select id, name, email, true, '127.0.0.1', 'bench', '1.0', '1.0', created_at from users where role = 'candidate' order by id`,
  );
  await q(
    'company consents',
    `insert into company_consents (user_id, name, email, consent_given, ip_address, user_agent, terms_version, privacy_version, consent_timestamp)
     select id, name, email, true, '127.0.0.1', 'bench', '1.0', '1.0', created_at from users where role = 'company' order by id`,
  );
  await q(
    'audit log',
    `insert into admin_audit_log (admin_id, action, target_type, target_id, details, created_at)
     select ${admin}, 'job.update', 'job', (${J0} + i)::text, '{"field":"status"}'::jsonb, now() - make_interval(mins => 5000 - i)
       from generate_series(0, 4999) i order by i`,
  );

  // Sessions (bearer tokens `${prefix}.${userId}`): companies, the admin, candidates 0-9 and the write candidates.
  const tokenPrefix = randomBytes(12).toString('base64url');
  await q(
    'sessions',
    `insert into sessions (token_hash, user_id, expires_at, user_agent)
     select encode(sha256(convert_to($1 || '.' || u.id, 'UTF8')), 'hex'), u.id, now() + interval '1 day', 'bench'
       from users u
      where u.role in ('company', 'admin') or u.id < ${K0 + 10} or u.id >= ${K0 + SEEDED_CANDIDATES}`,
    [tokenPrefix],
  );

  const indexStart = performance.now();
  for (const { indexdef } of secondary) await database.query(indexdef);
  if (debug)
    console.info(
      `  seed ${secondary.length} indexes: ${Math.round(performance.now() - indexStart)} ms`,
    );

  // The ranking the Monday job publishes, through the rankings service itself.
  const t = performance.now();
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  await publishLastCompletedWeek({ db: database.db, config });
  if (debug) console.info(`  seed rankings: ${Math.round(performance.now() - t)} ms`);

  await q('vacuum analyze', 'vacuum analyze');
  const counts = await countRows(database);
  const ids = await maxIds(database);
  await q(
    'marker',
    `create table bench_dataset (version int not null, token_prefix text not null, max_ids jsonb not null,
                       seeded_at timestamptz not null default now(), counts jsonb not null, first_ids jsonb not null, migrations int not null)`,
  );
  const firstIds = { company: C0, candidate: K0, job: J0, admin };
  await database.query(
    `insert into bench_dataset (version, token_prefix, max_ids, counts, first_ids, migrations) values ($1, $2, $3, $4, $5, $6)`,
    [
      DATASET_VERSION,
      tokenPrefix,
      JSON.stringify(ids),
      JSON.stringify(counts),
      JSON.stringify(firstIds),
      await migrationCount(database),
    ],
  );
  return (await readMarker(database))!;
}
