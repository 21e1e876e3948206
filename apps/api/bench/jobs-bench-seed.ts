import type { DatabaseHandle } from '../src/db/client';

export const BENCH_JOBS = 50_000;
export const BENCH_APPLICATIONS = 200_000;
const COMPANIES = 200;
const CANDIDATES = 2_000;

/**
 * Fills the board in a few set-based statements (generate_series), so 250,000 rows take seconds.
 * The search document is built the way the jobs service builds it: lower-cased words only.
 */
export async function seedBoard(database: DatabaseHandle, sessionTokenHash: string) {
  const q = (text: string, params?: unknown[]) => database.query(text, params);
  await q(`insert into users (email, name, role, password_hash)
           select 'bench-company-' || i || '@bench.takeoff', (array['Skyline','Aurora','Beacon','Nimbus','Vector'])[1 + i % 5] || ' ' || i, 'company', 'x'
             from generate_series(1, ${COMPANIES}) i`);
  await q(`insert into users (email, name, role, password_hash)
           select 'bench-candidate-' || i || '@bench.takeoff', 'Candidate ' || i, 'candidate', 'x'
             from generate_series(1, ${CANDIDATES}) i`);
  await q(`insert into jobs (company_id, title, description, location, type, experience, salary, skills, status, flight_number, departure_time)
           select c.id,
                  (array['Frontend Engineer','Backend Engineer','Product Designer','Data Analyst','DevOps Engineer','Marketing Manager','QA Engineer','Content Writer'])[1 + i % 8] || ' ' || i,
                  'Benchmark job ' || i,
                  (array['Athens','Lisbon','Berlin','Remote','London','Madrid','Thessaloniki'])[1 + i % 7],
                  (array['full-time','part-time','contract','internship'])[1 + i % 4]::job_type,
                  'Not specified', null,
                  array[(array['React','TypeScript','Node.js','PostgreSQL','Figma','Kubernetes','Python','SEO'])[1 + i % 8],
                        (array['AWS','Docker','GraphQL','Go','Rust','Tailwind','Redis','Java'])[1 + (i / 8) % 8]],
                  (array['live','boarding','expiring','closed','live','live','boarding','live','expiring','live'])[1 + i % 10]::job_status,
                  'B' || i, '12:00'
             from generate_series(1, ${BENCH_JOBS}) i
             join users c on c.email = 'bench-company-' || (1 + i % ${COMPANIES}) || '@bench.takeoff'`);
  await q(`update jobs j set search_vector = to_tsvector('simple',
             lower(regexp_replace(j.title || ' ' || u.name || ' ' || j.location || ' ' || array_to_string(j.skills, ' '), '[^[:alnum:]]+', ' ', 'g')))
             from users u where u.id = j.company_id`);
  await q(`with cands as (select id, row_number() over (order by id) - 1 as n from users where role = 'candidate' and email like 'bench-candidate-%'),
                js as (select id, row_number() over (order by id) - 1 as n from jobs)
           insert into applications (job_id, candidate_id, status)
           select js.id, cands.id, (array['pending','reviewed','shortlisted','interviewing','hired','rejected'])[1 + i % 6]::application_status
             from generate_series(0, ${BENCH_APPLICATIONS - 1}) i
             join js on js.n = i % ${BENCH_JOBS}
             join cands on cands.n = (i / ${BENCH_JOBS}) + 4 * (i % 500)`);
  await q(`insert into sessions (token_hash, user_id, expires_at)
           select $1, id, now() + interval '1 day' from users where email = 'bench-candidate-1@bench.takeoff'`, [sessionTokenHash]);
  // What autovacuum does to a live table: visibility map set (index-only counts) and statistics fresh.
  await q('vacuum analyze');
  const [jobs] = await q(`select count(*)::int as n from jobs`);
  const [applications] = await q(`select count(*)::int as n from applications`);
  return { jobs: Number(jobs!.n), applications: Number(applications!.n) };
}
