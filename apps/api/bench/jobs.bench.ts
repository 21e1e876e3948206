/**
 * Job board under load: 50,000 jobs and 200,000 applications in BENCH_DATABASE_URL; GET /api/jobs
 * (first page) and a search, through the real app and through a bare node:http + pg server running
 * the same SQL (session lookup, page, count). Figures are server-side request times (request event
 * to response finish) and autocannon's client view; the ratio app/bare is the budget's measure.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import pino from 'pino';
import type { Benchmark, BenchRow } from './run';
import { BENCH_DATABASE_URL, percentile, recreateDatabase, round } from './support';
import { loadConfig } from '../src/config';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/app';
import { hashToken } from '../src/http/session';
import { seedBoard } from './jobs-bench-seed';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
const SEARCH = 'react';

const JOB_SELECT = `select j.id, j.title, j.description, j.location, j.type, j.experience, j.salary, j.skills, j.status,
  j.flight_number, j.departure_time, j.company_id, u.name, j.video_media_id, j.expires_at, j.created_at
  from jobs j inner join users u on u.id = j.company_id`;

/** The bare server: the same three statements the app runs, answered as JSON. */
function bareServer(pool: pg.Pool): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const token = (req.headers.authorization ?? '').slice(7);
      const session = await pool.query(
        `select s.id, s.last_seen_at, u.id, u.email, u.name, u.role from sessions s inner join users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now() limit 1`,
        [hashToken(token)],
      );
      if (session.rows.length === 0) return void res.writeHead(401).end();
      const q = url.searchParams.get('q');
      const filter = q ? `j.status <> 'closed' and j.search_vector @@ to_tsquery('simple', $1)` : `j.status <> 'closed'`;
      const params = q ? [`${q}:*`] : [];
      const [rows, count] = await Promise.all([
        pool.query(`${JOB_SELECT} where ${filter} order by j.id desc limit 21`, params),
        pool.query(`select count(*)::int as n from (select 1 from jobs j where ${filter} limit 1001) capped`, params),
      ]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: rows.rows.slice(0, 20), total: count.rows[0].n }));
    })().catch(() => res.writeHead(500).end());
  });
}

/** Records server-side time per request, from the request event to the response's finish. */
function timed(server: Server) {
  const times: number[] = [];
  server.prependListener('request', (_req, res) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => times.push(Number(process.hrtime.bigint() - start) / 1e6));
  });
  return times;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function measure(name: string, base: string, path: string, times: number[], headers: Record<string, string>): Promise<BenchRow> {
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  times.length = 0;
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const sorted = [...times].sort((a, b) => a - b);
  return {
    case: name,
    'server median ms': round(percentile(sorted, 50)),
    'server p95 ms': round(percentile(sorted, 95)),
    'client p50 ms': result.latency.p50,
    'client p99 ms': result.latency.p99,
    'req/s': Math.round(result.requests.average),
    'non-2xx': result.non2xx + result.errors,
  };
}

export const benchmark: Benchmark = {
  name: 'jobs',
  async run() {
    recreateDatabase(BENCH_DATABASE_URL);
    const config = loadConfig({ ...process.env, DATABASE_URL: BENCH_DATABASE_URL, LOG_LEVEL: 'silent', SERVE_WEB: 'false', REDIS_URL: '', API_RATE_LIMIT_PER_MINUTE: '100000000' });
    const deps = await bootstrap(config, { logger: pino({ level: 'silent' }) });
    const seedStart = Date.now();
    const token = randomBytes(32).toString('base64url');
    const counts = await seedBoard(deps.database, hashToken(token));
    const seedSeconds = round((Date.now() - seedStart) / 1000, 1);
    const app = createApp(deps);
    const appServer = createServer(app.app);
    const appTimes = timed(appServer);
    const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    const bare = bareServer(pool);
    const bareTimes = timed(bare);
    const [appUrl, bareUrl] = [await listen(appServer), await listen(bare)];
    const headers = { authorization: `Bearer ${token}` };
    try {
      const rows: BenchRow[] = [];
      for (const [label, path] of [
        ['GET /api/jobs (first page)', '/api/jobs'],
        [`GET /api/jobs?q=${SEARCH}`, `/api/jobs?q=${SEARCH}`],
      ] as const) {
        const appRow = await measure(`${label} — app`, appUrl, path, appTimes, headers);
        const bareRow = await measure(`${label} — bare node:http + pg`, bareUrl, path, bareTimes, headers);
        rows.push(appRow, bareRow, {
          case: `${label} — ratio app/bare (median)`,
          'server median ms': round(Number(appRow['server median ms']) / Number(bareRow['server median ms'])),
        });
      }
      return [
        {
          title: `Job board: ${counts.jobs} jobs, ${counts.applications} applications (seeded in ${seedSeconds}s), ${CONNECTIONS} connections × ${DURATION_SECONDS}s`,
          rows,
          notes: [
            'Budget: app median under 20 ms server-side, within 2× of the bare server.',
            `Machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end of the run (other work on the machine inflates both servers).`,
          ],
        },
      ];
    } finally {
      await new Promise((resolve) => appServer.close(resolve));
      await new Promise((resolve) => bare.close(resolve));
      await pool.end();
      await deps.database.close();
    }
  },
};
