import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import type { Benchmark, BenchRow } from './run';
import { BENCH_TOTP_KEY, recreateDatabase, round, scratchDatabaseUrl } from './support';
import { BENCH_ADMIN, insertUsers } from './notifications-support';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { scheduledJobs } from '../src/scheduler';

/** Issue #41's data set: this many companies, each with this many applications over the last 100 days. */
const COMPANIES = Number(process.env.BENCH_RECORD_COMPANIES ?? 2_000);
const PER_COMPANY = 25;
const CANDIDATES = 5_000;
const RUNS = 3;

/**
 * One job per company and PER_COMPANY applications each, applied at spread instants over the last 100 days (some
 * outside the 90-day window) with a 14-day promise. Six in ten are answered by a stage move, one in ten by a
 * message from the company, the rest never (past their promise they count against the record), so every branch
 * of the first-answer probe does real work.
 */
async function seed(url: string, companies: number[], candidates: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into jobs (company_id, title, description, location, flight_number)
       select c, 'Ramp Agent', 'Bench', 'Athens', 'TB' || lpad(i::text, 7, '0')
         from unnest($1::int[]) with ordinality as t(c, i)`,
      [companies],
    );
    await client.query(
      `insert into applications (job_id, candidate_id, applied_at)
       select j.id, ($2::int[])[1 + ((row_number() over (order by j.id) - 1) * $3 + k) % array_length($2::int[], 1)],
              now() - make_interval(secs => ((j.id * 7919 + k * 104729) % (100 * 86400)))
         from jobs j cross join generate_series(0, $3 - 1) k
        where j.company_id = any($1::int[])`,
      [companies, candidates, PER_COMPANY],
    );
    await client.query(
      `insert into application_promises (application_id, org_id, applied_at, due_at)
       select a.id, j.company_id, a.applied_at, a.applied_at + interval '14 days'
         from applications a join jobs j on j.id = a.job_id`,
    );
    // Answer delay in hours from the application id: 0–480 h, so some come after the 14-day promise.
    await client.query(
      `insert into application_events (application_id, from_status, to_status, actor_id, created_at)
       select a.id, 'pending', 'reviewed', j.company_id, a.applied_at + make_interval(hours => (a.id * 31) % 480)
         from applications a join jobs j on j.id = a.job_id
        where a.id % 10 < 6`,
    );
    await client.query(
      `insert into messages (company_id, candidate_id, sender_id, body, created_at)
       select j.company_id, a.candidate_id, j.company_id, 'Thanks, we are reading it.',
              a.applied_at + make_interval(hours => (a.id * 17) % 400)
         from applications a join jobs j on j.id = a.job_id
        where a.id % 10 = 6`,
    );
    await client.query('analyze');
    const [count] = (
      await client.query<{ n: number }>('select count(*)::int as n from applications')
    ).rows;
    return count!.n;
  } finally {
    await client.end();
  }
}

export const benchmark: Benchmark = {
  name: 'response records: the scheduled job computing every company’s answer record',
  async run() {
    const databaseUrl = scratchDatabaseUrl('records');
    recreateDatabase(databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    });
    const deps = await bootstrap(config, { logger: pino({ level: 'silent' }) });
    const rows: BenchRow[] = [];
    try {
      const { ids: companies } = await insertUsers(databaseUrl, 'company', COMPANIES, 'rec-co-');
      const { ids: candidates } = await insertUsers(
        databaseUrl,
        'candidate',
        CANDIDATES,
        'rec-cand-',
      );
      const applications = await seed(databaseUrl, companies, candidates);
      // The job exactly as the scheduler runs it, not a copy of its statement.
      const job = scheduledJobs(deps).find((j) => j.name === 'response-records');
      if (!job) throw new Error('no scheduled job named response-records');
      for (let run = 1; run <= RUNS; run++) {
        const started = performance.now();
        await job.run(deps);
        const seconds = (performance.now() - started) / 1000;
        const [stored] = await deps.database.query<{ records: number; shown: number }>(
          `select count(*)::int as records, count(*) filter (where decided >= 10)::int as shown
             from response_records`,
        );
        rows.push({
          run,
          companies: COMPANIES,
          applications,
          'records stored': stored!.records,
          'shown (≥ 10 decided)': stored!.shown,
          seconds: round(seconds, 2),
        });
      }
    } finally {
      await deps.jobs.stop().catch(() => {});
      await deps.database.close();
    }
    return [
      {
        title: `Answer records of ${COMPANIES} companies (${PER_COMPANY} applications each, one statement in one transaction)`,
        rows,
        notes: [
          'Run 1 is on a freshly analysed database; runs 2 and 3 replace every row, as each hourly run does.',
          'The machine is shared: the seconds are what the job took here, not a promise. BENCH_RECORD_COMPANIES sets the count.',
        ],
      },
    ];
  },
};
