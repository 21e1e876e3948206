/**
 * Key endpoints under load at the large data set (large-dataset.ts): the job board's first page and a
 * search, the companies' pitch grid, the notifications list, Top Talent, and two writes (apply, rate).
 * Each runs through the real app and through a bare `node:http` + `pg` server that sends PostgreSQL
 * the very statements the app sent for the same request (replay.ts), in the same run, with the same
 * autocannon settings. The ratio app/bare is the budget's figure (DESIGN §5: within 2×).
 * Writes send a distinct (candidate, job) or (company, candidate) pair with every request, on both servers.
 */
import { cpus, loadavg } from 'node:os';
import type { Benchmark, BenchRow } from './run';
import { autocannon } from './autocannon';
import { ensureDataset, SIZES, type Dataset } from './large-dataset';
import type { BenchRequest } from './server-child';
import { startServers, type Servers } from './servers';
import { enrolAdminSecondFactor } from './admin-second-factor';
import { percentile, round } from './support';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 1;
/** Rounds of app, bare, bare, app: on these shared disks a write's fsync time drifts within seconds. */
const ROUNDS = 3;
const CONNECTIONS = 10;
/**
 * A request on its own: one connection, one request at a time, for this long per server. Under 10 connections a
 * request mostly waits for the other nine on the server's one thread, so its latency tells throughput; alone, it
 * tells what one person waits for (issue #21's "job board's first page ≤ 5 ms" at 10×).
 */
const ALONE_SECONDS = Number(process.env.BENCH_ALONE_DURATION ?? 2);
const BUDGET = 2;

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The n-th request of the case: whose token (none for a visitor), which body. */
  make: (n: number) => { userId: number | null; body?: unknown };
  /**
   * Sent once before recording: a first request that writes (a company's slug on first need) or reads what the app
   * then caches (the search statistics) is not the one replayed.
   */
  warm?: boolean;
}

function cases(d: Dataset): Case[] {
  const reader = d.candidate(0);
  const company = d.company(0);
  return [
    {
      name: 'jobs board, first page',
      method: 'GET',
      path: '/api/jobs',
      make: () => ({ userId: reader }),
    },
    // Warmed: the first search reads the search index's statistics, which the app then keeps for minutes.
    {
      name: 'jobs board, search "react"',
      method: 'GET',
      path: '/api/jobs?q=react',
      make: () => ({ userId: reader }),
      warm: true,
    },
    {
      name: 'pitch grid (company view)',
      method: 'GET',
      path: '/api/candidate-pitches',
      make: () => ({ userId: company }),
    },
    {
      name: 'notifications list (company)',
      method: 'GET',
      path: '/api/notifications',
      make: () => ({ userId: company }),
    },
    {
      name: 'top talents',
      method: 'GET',
      path: '/api/top-talents',
      make: () => ({ userId: company }),
    },
    {
      name: 'pipeline board (company)',
      method: 'GET',
      path: `/api/companies/${company}/jobs-with-applications?limit=100`,
      make: () => ({ userId: company }),
    },
    {
      // Company 1's board holds the review flight: 1,000 applicants, each card with its answers line.
      name: 'pipeline board, 1,000 applicants with answers',
      method: 'GET',
      path: `/api/companies/${d.company(1)}/jobs-with-applications?limit=100`,
      make: () => ({ userId: d.company(1) }),
    },
    {
      name: 'message threads (company)',
      method: 'GET',
      path: '/api/messages/threads',
      make: () => ({ userId: company }),
    },
    {
      name: 'interview list (company)',
      method: 'GET',
      path: '/api/interviews',
      make: () => ({ userId: company }),
    },
    // Warmed: on a new data set the first visit takes the figures' snapshot (whole-table counts) that later ones read.
    {
      name: 'admin stats',
      method: 'GET',
      path: '/api/admin/stats',
      make: () => ({ userId: d.admin }),
      warm: true,
    },
    {
      name: 'public flight page (visitor)',
      method: 'GET',
      path: `/flights/${d.publicFlight}`,
      make: () => ({ userId: null }),
      warm: true,
    },
    // The same flight as JSON: the statement the page sends (the job, its company's slug and answer record).
    {
      name: 'public flight, API (visitor)',
      method: 'GET',
      path: `/api/flights/${d.publicFlight}`,
      make: () => ({ userId: null }),
      warm: true,
    },
    {
      // Candidate n % 1000 applies to its k-th job: pairs never repeat within a run (and a run starts from the seeded rows).
      name: 'apply (write)',
      method: 'POST',
      path: '/api/applications',
      make: (n) => {
        const c = n % SIZES.writeCandidates;
        const k = Math.floor(n / SIZES.writeCandidates);
        return {
          userId: d.writeCandidate(c),
          body: { jobId: d.openJobs[(k + c * 37) % d.openJobs.length] },
        };
      },
    },
    {
      name: 'rate a candidate (write)',
      method: 'POST',
      path: '/api/ratings',
      make: (n) => ({
        userId: d.company(n % SIZES.companies),
        body: {
          targetType: 'candidate',
          targetId: d.writeCandidate(Math.floor(n / SIZES.companies) % SIZES.writeCandidates),
          rating: 1 + (n % 5),
        },
      }),
    },
  ];
}

function requestOf(d: Dataset, c: Case, n: number): BenchRequest {
  const { userId, body } = c.make(n);
  const headers: Record<string, string> =
    userId === null ? {} : { authorization: `Bearer ${d.token(userId)}` };
  if (body === undefined) return { method: c.method, path: c.path, headers };
  return {
    method: c.method,
    path: c.path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  serverP50: number;
  /** The server process's CPU time per answered request (µs): steadier than throughput on shared cores. */
  cpuPerRequest: number;
  failed: number;
  samples: number;
}

async function load(
  base: string,
  next: () => BenchRequest,
  seconds: number,
  dynamic: boolean,
  connections = CONNECTIONS,
) {
  const first = next();
  const tracker = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        ...first,
        ...(dynamic ? { setupRequest: (req) => ({ ...req, ...next() }) } : {}),
      },
    ],
  });
  const latencies: number[] = [];
  let failed = 0;
  tracker.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status < 200 || status >= 300) failed++;
  });
  const result = await tracker;
  return { latencies, failed: failed + result.errors + result.timeouts, seconds: result.duration };
}

function summarise(
  latencies: number[],
  seconds: number,
  server: number[],
  failed: number,
  cpuMicros: number,
): Measured {
  const sorted = latencies.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    rps: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    serverP50: round(percentile(server, 50)),
    cpuPerRequest: sorted.length > 0 ? Math.round(cpuMicros / sorted.length) : 0,
    failed,
    samples: sorted.length,
  };
}

/**
 * Both servers, warmed up, then measured in ROUNDS rounds of app, bare, bare, app (each slice a
 * 2·ROUNDS-th of the duration): a machine whose other load or disk latency drifts during the case
 * weighs on both equally.
 */
async function measurePair(servers: Servers, next: () => BenchRequest, dynamic: boolean) {
  const base = { app: servers.app, bare: servers.bare };
  const acc = {
    app: { latencies: [] as number[], seconds: 0, server: [] as number[], failed: 0, cpu: 0 },
    bare: { latencies: [] as number[], seconds: 0, server: [] as number[], failed: 0, cpu: 0 },
  };
  for (const which of ['app', 'bare'] as const) {
    await load(base[which], next, WARMUP_SECONDS, dynamic);
    await servers.times(which);
  }
  const slices = Array.from(
    { length: ROUNDS },
    () => ['app', 'bare', 'bare', 'app'] as const,
  ).flat();
  for (const which of slices) {
    const cpuBefore = await servers.cpu();
    const run = await load(base[which], next, DURATION_SECONDS / (2 * ROUNDS), dynamic);
    const a = acc[which];
    a.cpu += (await servers.cpu()) - cpuBefore;
    a.latencies.push(...run.latencies);
    a.seconds += run.seconds;
    a.failed += run.failed;
    a.server.push(...(await servers.times(which)));
  }
  return {
    app: summarise(acc.app.latencies, acc.app.seconds, acc.app.server, acc.app.failed, acc.app.cpu),
    bare: summarise(
      acc.bare.latencies,
      acc.bare.seconds,
      acc.bare.server,
      acc.bare.failed,
      acc.bare.cpu,
    ),
  };
}

/** Each server alone with one connection after the loaded slices: client and server-side p50 of a lone request. */
async function measureAlone(servers: Servers, next: () => BenchRequest, dynamic: boolean) {
  const alone = {
    app: { p50: 0, serverP50: 0, failed: 0 },
    bare: { p50: 0, serverP50: 0, failed: 0 },
  };
  for (const which of ['app', 'bare'] as const) {
    const base = which === 'app' ? servers.app : servers.bare;
    await servers.times(which);
    const run = await load(base, next, ALONE_SECONDS, dynamic, 1);
    const server = (await servers.times(which)).sort((a, b) => a - b);
    alone[which] = {
      p50: round(
        percentile(
          run.latencies.sort((a, b) => a - b),
          50,
        ),
      ),
      serverP50: round(percentile(server, 50)),
      failed: run.failed,
    };
  }
  return alone;
}

export const benchmark: Benchmark = {
  name: 'endpoints: app vs bare node:http + pg at the large data set',
  async run() {
    const dataset = await ensureDataset();
    const servers = await startServers(dataset.url);
    const detail: BenchRow[] = [];
    const summary: BenchRow[] = [];
    const failures: string[] = [];
    const notes: string[] = [];
    const sql: Record<string, { statement: string; rows: number }[]> = {};
    try {
      await enrolAdminSecondFactor(servers, dataset.token(dataset.admin));
      // BENCH_CASES=jobs,top runs only the cases whose name contains one of the words.
      const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
      for (const c of cases(dataset).filter((k) => !only || only.some((w) => k.name.includes(w)))) {
        let n = 0;
        const next = () => requestOf(dataset, c, n++);
        await dataset.refreshSessions();
        if (c.warm) await servers.record(next());
        const { recording, template } = await servers.install(next());
        const dynamic = c.method !== 'GET';
        const { app, bare } = await measurePair(servers, next, dynamic);
        const alone = await measureAlone(servers, next, dynamic);
        for (const [server, m] of [
          ['app', app],
          ['bare', bare],
        ] as const) {
          detail.push({
            case: c.name,
            server,
            'req/s': m.rps,
            'p50 ms': m.p50,
            'p95 ms': m.p95,
            'p99 ms': m.p99,
            'server p50 ms': m.serverP50,
            'CPU µs/req': m.cpuPerRequest,
            'alone p50 ms': alone[server].p50,
            'alone server p50 ms': alone[server].serverP50,
            'non-2xx': m.failed + alone[server].failed,
          });
          if (m.failed > 0)
            failures.push(`${c.name} (${server}): ${m.failed} of ${m.samples} requests failed`);
          if (alone[server].failed > 0)
            failures.push(`${c.name} (${server}, alone): ${alone[server].failed} requests failed`);
        }
        const ratio = round(app.p50 / bare.p50);
        summary.push({
          case: `${c.method} ${c.path}`,
          'SQL statements': template.statements,
          'round trips': template.roundTrips,
          'app req/s': app.rps,
          'bare req/s': bare.rps,
          'app/bare p50': ratio,
          'app/bare p99': round(app.p99 / bare.p99),
          'bare/app req/s': round(bare.rps / app.rps),
          'app/bare CPU per req': round(app.cpuPerRequest / bare.cpuPerRequest),
          [`within ${BUDGET}×`]: ratio <= BUDGET ? 'yes' : 'NO',
        });
        notes.push(
          `${c.name}: ${recording.body.length} bytes per response; per-request values traced: ${template.traced || 'none'}.`,
        );
        sql[`${c.method} ${c.path}`] = recording.statements.map((st) => ({
          statement: st.text.replace(/\s+/g, ' ').trim(),
          rows: st.rowCount,
        }));
      }
    } finally {
      await servers.stop();
      await dataset.close();
    }
    const data = `${dataset.counts.jobs} jobs, ${dataset.counts.candidates} candidates with pitches, ${dataset.counts.applications} applications, ${dataset.counts.ratings} ratings, ${dataset.counts.notifications} notifications`;
    return [
      {
        title: `Endpoints at the large data set (${data}; ${dataset.seededSeconds === null ? `reused, seeded ${dataset.seededAt}` : `seeded in ${dataset.seededSeconds}s`}), ${CONNECTIONS} connections, ${DURATION_SECONDS}s per server (${ROUNDS} rounds of app, bare, bare, app) after ${WARMUP_SECONDS}s warm-up`,
        rows: detail,
        notes: [
          'Latencies are autocannon’s per-response times (client side); server p50 is request event → response finish in the server process.',
          `alone: one connection, one request at a time, ${ALONE_SECONDS}s per server after the loaded slices — what a single request waits for (client side) and takes in the server.`,
          'CPU µs/req: the server process’s CPU time (user + system) over its slices divided by the responses: what one request costs it, whatever else the machine runs (PostgreSQL and autocannon are other processes).',
          ...notes,
        ],
      },
      {
        title: `Ratios app / bare server (budget: within ${BUDGET}× of a bare node:http + pg server running the same statements)`,
        rows: summary,
        notes: [
          'The bare server replays, per request, the statements the app sent for it (same SQL, driver settings and round trips; transactions on one client).',
          `Machine: ${cpus().length} CPUs shared by autocannon, the server process and PostgreSQL; load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' / ')} at the end.`,
          'The statements of each endpoint are in bench-report.json (data).',
        ],
        failures,
        data: { statementsPerEndpoint: sql },
      },
    ];
  },
};
