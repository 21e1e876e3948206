/**
 * Capacity: how many signed-in users one instance on this machine serves. N users of the large data set, four in
 * five candidates and one in five company members, each hold a Socket.IO connection (notifications-clients.ts, in a
 * child process) and send one request every THINK_SECONDS on average, drawn from the mix below. Arrivals are random
 * (Poisson) and never wait for earlier answers, as N separate people do not: autocannon's rate mode sends each
 * connection's quota in a burst at the top of every second, so the load here is sent with node:http. Every 2 s an
 * admin announcement goes to both audiences, timed from its POST until the last of the N sockets has it. N doubles
 * from 500 while the API's p95 stays under 100 ms and every announcement reaches everyone within 250 ms, then is
 * bisected between the last N that kept both and the first that did not. Reported, never asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Benchmark, BenchRow } from './run';
import type { CapacityServerMessage } from './capacity-server';
import { ensureDataset, SIZES, type Dataset } from './large-dataset';
import { announce } from './notifications-support';
import type { BenchRequest } from './server-child';
import { percentile, round } from './support';

const API_P95_BUDGET_MS = 100;
const NOTIFY_ALL_BUDGET_MS = 250;
const THINK_SECONDS = positiveNumber('BENCH_CAPACITY_THINK_SECONDS', 10);
const MEASURE_SECONDS = positiveNumber('BENCH_CAPACITY_SECONDS', 15);
const WARMUP_SECONDS = 3;
const BROADCAST_EVERY_MS = 2_000;
const COMPANY_SHARE = 0.2;
/** The data set's 2,000 companies are a fifth of 10,000 users. */
const MAX_USERS = Math.floor(SIZES.companies / COMPANY_SHARE);
const LADDER = [500, 1_000, 2_000, 4_000, 8_000, MAX_USERS];
const BISECTIONS = 3;
/** A request or an announcement's receipts not complete by then count as lost: the step is over capacity. */
const REQUEST_TIMEOUT_MS = 10_000;
const RECEIPT_TIMEOUT_MS = 10_000;
/** Connections the load keeps open to the server; a request waiting for a free one is timed from its arrival. */
const MAX_CONNECTIONS = 256;
const SEARCH_WORDS = ['react', 'athens', 'designer', 'python'];

function positiveNumber(name: string, fallback: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!(n > 0) || n > 600)
    throw new Error(`${name} must be a number of seconds from 0 to 600, not ${raw}`);
  return n;
}

/** BENCH_CAPACITY_USERS=1000,3000 measures those N only, without the search. */
function fixedSteps() {
  const raw = process.env.BENCH_CAPACITY_USERS;
  if (!raw) return null;
  const steps = raw.split(',').map(Number);
  if (steps.some((n) => !Number.isInteger(n) || n < 10 || n > MAX_USERS))
    throw new Error(`BENCH_CAPACITY_USERS must list whole numbers from 10 to ${MAX_USERS}`);
  return steps;
}

/** A small seeded generator, so every run draws the same users, requests and gaps. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Population {
  candidates: number[];
  companies: number[];
  /** Candidates without seeded applications or ratings, so their applications and ratings are new pairs. */
  writers: number[];
}

function populationOf(d: Dataset, n: number): Population {
  const companies = Math.round(n * COMPANY_SHARE);
  const candidates = n - companies;
  const writers = Math.min(SIZES.writeCandidates, Math.ceil(candidates / 10));
  const range = (length: number, id: (i: number) => number) =>
    Array.from({ length }, (_, i) => id(i));
  return {
    companies: range(companies, d.company),
    candidates: [...range(writers, d.writeCandidate), ...range(candidates - writers, d.candidate)],
    writers: range(writers, d.writeCandidate),
  };
}

interface Kind {
  name: string;
  /** Requests of this kind per 100. */
  weight: number;
  who: keyof Population;
  make: (userId: number) => { method: 'GET' | 'POST'; path: string; body?: unknown };
}

/**
 * What signed-in people ask for, per 100 requests: candidates (80) open the board, search it, read a job, their
 * applications and notifications, and now and then apply; company members (20) read the pitch grid, their pipeline,
 * messages, interviews and Top Talent, and now and then rate a candidate. The session and unread count are what the
 * app shell asks on a page load. Each application and rating is a new (candidate, job) or (company, candidate) pair.
 */
function mixOf(d: Dataset, random: () => number): Kind[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const sent = new Map<string, number>();
  const countFor = (key: string) => {
    const k = sent.get(key) ?? 0;
    sent.set(key, k + 1);
    return k;
  };
  const get = (p: string) => ({ method: 'GET' as const, path: p });
  return [
    { name: 'session', weight: 12, who: 'candidates', make: () => get('/api/auth/session') },
    { name: 'jobs board', weight: 20, who: 'candidates', make: () => get('/api/jobs') },
    {
      name: 'job search',
      weight: 8,
      who: 'candidates',
      make: () => get(`/api/jobs?q=${pick(SEARCH_WORDS)}`),
    },
    {
      name: 'job detail',
      weight: 12,
      who: 'candidates',
      make: () => get(`/api/jobs/${pick(d.openJobs)}`),
    },
    {
      name: 'my applications',
      weight: 10,
      who: 'candidates',
      make: () => get('/api/applications'),
    },
    { name: 'notifications', weight: 8, who: 'candidates', make: () => get('/api/notifications') },
    {
      name: 'unread count',
      weight: 8,
      who: 'candidates',
      make: () => get('/api/notifications/unread-count'),
    },
    {
      name: 'apply (write)',
      weight: 2,
      who: 'writers',
      make: (candidate) => ({
        method: 'POST',
        path: '/api/applications',
        body: {
          jobId: d.openJobs[(countFor(`apply ${candidate}`) + candidate * 37) % d.openJobs.length],
        },
      }),
    },
    {
      name: 'session (company)',
      weight: 3,
      who: 'companies',
      make: () => get('/api/auth/session'),
    },
    { name: 'pitch grid', weight: 5, who: 'companies', make: () => get('/api/candidate-pitches') },
    {
      name: 'pipeline board',
      weight: 3,
      who: 'companies',
      make: (company) => get(`/api/companies/${company}/jobs-with-applications?limit=100`),
    },
    {
      name: 'message threads',
      weight: 2,
      who: 'companies',
      make: () => get('/api/messages/threads'),
    },
    { name: 'interview list', weight: 2, who: 'companies', make: () => get('/api/interviews') },
    { name: 'top talents', weight: 2, who: 'companies', make: () => get('/api/top-talents') },
    {
      name: 'unread count (company)',
      weight: 2,
      who: 'companies',
      make: () => get('/api/notifications/unread-count'),
    },
    {
      name: 'rate a candidate (write)',
      weight: 1,
      who: 'companies',
      make: (company) => {
        const k = countFor(`rate ${company}`);
        return {
          method: 'POST',
          path: '/api/ratings',
          body: {
            targetType: 'candidate',
            targetId: d.writeCandidate(k % SIZES.writeCandidates),
            rating: 1 + (k % 5),
          },
        };
      },
    },
  ];
}

/** Draws the next request of the mix, as one of the step's users. */
function requestsOf(d: Dataset, kinds: Kind[], people: Population, random: () => number) {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  return (): { kind: string; request: BenchRequest } => {
    let r = random() * total;
    const kind = kinds.find((k) => (r -= k.weight) < 0) ?? kinds.at(-1)!;
    const users = people[kind.who];
    const userId = users[Math.floor(random() * users.length)]!;
    const { method, path: p, body } = kind.make(userId);
    const headers: Record<string, string> = { authorization: `Bearer ${d.token(userId)}` };
    if (body === undefined) return { kind: kind.name, request: { method, path: p, headers } };
    return {
      kind: kind.name,
      request: {
        method,
        path: p,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    };
  };
}

type Status = number | 'timeout' | 'error';

/** One request; its time runs from the call (a wait for a free connection included) to the answer's last byte. */
function send(agent: http.Agent, base: string, request: BenchRequest) {
  return new Promise<{ status: Status; ms: number }>((resolve) => {
    const started = performance.now();
    let settled = false;
    const done = (status: Status) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started });
    };
    const req = http.request(
      base + request.path,
      { method: request.method, headers: request.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done('error'));
      },
    );
    const timer = setTimeout(() => {
      done('timeout');
      req.destroy();
    }, REQUEST_TIMEOUT_MS);
    req.on('error', () => done('error'));
    req.end(request.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Load {
  byKind: Map<string, number[]>;
  statuses: Map<string, number>;
  sent: number;
  /** How late the load sent requests against their drawn arrival times (the generator's own lag), ms. */
  lag: number[];
}

/** Open-loop load: arrivals at `rate` per second with exponential gaps for `seconds`, then waits for the answers. */
async function drive(
  agent: http.Agent,
  base: string,
  rate: number,
  seconds: number,
  next: () => { kind: string; request: BenchRequest },
  random: () => number,
): Promise<Load> {
  const load: Load = { byKind: new Map(), statuses: new Map(), sent: 0, lag: [] };
  const answers: Promise<void>[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let at = start;
  for (;;) {
    at += (-Math.log(1 - random()) * 1000) / rate;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait >= 1) await sleep(wait);
    load.lag.push(Math.max(0, performance.now() - at));
    const { kind, request } = next();
    load.sent++;
    answers.push(
      send(agent, base, request).then(({ status, ms }) => {
        const key = typeof status === 'number' ? String(status) : status;
        load.statuses.set(key, (load.statuses.get(key) ?? 0) + 1);
        if (typeof status === 'number' && status >= 200 && status < 300) {
          const times = load.byKind.get(kind) ?? [];
          times.push(ms);
          load.byKind.set(kind, times);
        }
      }),
    );
  }
  await Promise.all(answers);
  return load;
}

interface Receipt {
  index: number;
  id: number;
  at: number;
}

/** Receipts of notifications by id, as the clients' process reports them (wall-clock ms). */
class Receipts {
  private byId = new Map<number, number[]>();
  private listeners = new Set<() => void>();

  add(receipts: Receipt[]) {
    for (const r of receipts) {
      const times = this.byId.get(r.id) ?? [];
      times.push(r.at);
      this.byId.set(r.id, times);
    }
    for (const listener of this.listeners) listener();
  }

  /** The time of the last receipt once `count` have arrived for `ids` together, or null after the timeout. */
  lastOf(ids: number[], count: number) {
    const arrived = () => ids.flatMap((id) => this.byId.get(id) ?? []);
    return new Promise<number | null>((resolve) => {
      const check = () => {
        const times = arrived();
        if (times.length < count) return;
        finish(Math.max(...times));
      };
      const finish = (value: number | null) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        for (const id of ids) this.byId.delete(id);
        resolve(value);
      };
      const timer = setTimeout(() => finish(null), RECEIPT_TIMEOUT_MS);
      this.listeners.add(check);
      check();
    });
  }
}

const wallClock = () => performance.timeOrigin + performance.now();

/** An announcement to each audience every BROADCAST_EVERY_MS: ms from the POSTs to the last socket's receipt. */
async function broadcasts(
  base: string,
  adminToken: string,
  people: Population,
  receipts: Receipts,
  seconds: number,
) {
  const times: (number | null)[] = [];
  const end = performance.now() + seconds * 1000;
  for (let i = 0; ; i++) {
    const slot = performance.now() + BROADCAST_EVERY_MS / 2;
    if (slot >= end) break;
    await sleep(slot - performance.now());
    const started = wallClock();
    const made = await Promise.all([
      announce(base, adminToken, 'candidates', `Capacity ${i}`),
      announce(base, adminToken, 'companies', `Capacity ${i}`),
    ]);
    const last = await receipts.lastOf(
      made.map((m) => m.id),
      people.candidates.length + people.companies.length,
    );
    times.push(last === null ? null : last - started);
    await sleep(Math.max(0, BROADCAST_EVERY_MS / 2 - (wallClock() - started)));
  }
  return times;
}

interface InstanceServer {
  url: string;
  stats: () => Promise<{ sockets: number; cpuMicros: number }>;
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.connected) child.disconnect();
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function startInstance(databaseUrl: string): Promise<InstanceServer> {
  const child = fork(path.join(import.meta.dirname, 'capacity-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', process.env.BENCH_DEBUG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  let onStats: ((m: { sockets: number; cpuMicros: number }) => void) | null = null;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`capacity server exited with ${code}`)));
    child.on('message', (m: CapacityServerMessage) => {
      if (m.type === 'ready') resolve(m.url);
      else onStats?.(m);
    });
  });
  return {
    url,
    stats: () =>
      new Promise((resolve) => {
        onStats = resolve;
        child.send({ type: 'stats' });
      }),
    stop: () => stopChild(child),
  };
}

/** The step's sockets in notifications-clients.ts; resolves once every one has connected. */
async function connectClients(url: string, tokens: string[], receipts: Receipts) {
  const child = fork(path.join(import.meta.dirname, 'notifications-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`socket clients exited with ${code}`)));
    child.on('message', (m: { type: 'receipts'; receipts: Receipt[] } | { type: 'ready' }) => {
      if (m.type === 'ready') resolve();
      else receipts.add(m.receipts);
    });
    child.send({ url, tokens });
  });
  return { seconds: (performance.now() - started) / 1000, stop: () => stopChild(child) };
}

/** Waits (at most 30 s) until the server has let the last step's sockets go. */
async function socketsGone(server: InstanceServer) {
  for (let i = 0; i < 150; i++) {
    if ((await server.stats()).sockets === 0) return;
    await sleep(200);
  }
  throw new Error('the server still holds sockets 30 s after their clients left');
}

interface Step {
  users: number;
  sockets: number;
  connectSeconds: number;
  rate: number;
  load: Load;
  notify: (number | null)[];
  cpuShare: number;
  /** The instance's CPU time per answered request, ms (its socket work included). */
  cpuPerRequest: number;
}

const sortedMs = (xs: number[]) => [...xs].sort((a, b) => a - b);

function verdict(step: Step) {
  const all = sortedMs([...step.load.byKind.values()].flat());
  const p95 = percentile(all, 95);
  const lost = [...step.load.statuses]
    .filter(([s]) => !/^2\d\d$/.test(s))
    .reduce((n, [, c]) => n + c, 0);
  const notifyWorst = step.notify.some((t) => t === null)
    ? null
    : Math.max(...(step.notify as number[]));
  const kept =
    lost === 0 &&
    step.notify.length > 0 &&
    p95 < API_P95_BUDGET_MS &&
    notifyWorst !== null &&
    notifyWorst < NOTIFY_ALL_BUDGET_MS;
  return { all, p95, lost, notifyWorst, kept };
}

function stepRow(step: Step): BenchRow {
  const { all, p95, lost, notifyWorst, kept } = verdict(step);
  const slowest = [...step.load.byKind].map(
    ([kind, xs]) => [kind, percentile(sortedMs(xs), 95)] as const,
  );
  slowest.sort((a, b) => b[1] - a[1]);
  const notified = sortedMs(step.notify.filter((t): t is number => t !== null));
  return {
    users: step.users,
    sockets: step.sockets,
    'connect s': round(step.connectSeconds, 1),
    'req/s': round(step.rate, 0),
    answered: all.length,
    'p50 ms': round(percentile(all, 50)),
    'p95 ms': round(p95),
    'p99 ms': round(percentile(all, 99)),
    'slowest kind (p95 ms)': slowest[0] ? `${slowest[0][0]} (${round(slowest[0][1], 1)})` : '',
    'notify all p50 ms': round(percentile(notified, 50)),
    'notify all max ms': notifyWorst === null ? 'lost' : round(notifyWorst),
    announcements: step.notify.length,
    'server CPU %': round(step.cpuShare * 100, 0),
    'server CPU ms/req': round(step.cpuPerRequest, 2),
    'load lag p95 ms': round(percentile(sortedMs(step.load.lag), 95)),
    lost,
    'within budget': kept ? 'yes' : 'NO',
  };
}

function kindRows(step: Step, kinds: Kind[]): BenchRow[] {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  return kinds.map((k) => {
    const xs = sortedMs(step.load.byKind.get(k.name) ?? []);
    return {
      request: k.name,
      'share %': round((100 * k.weight) / total, 0),
      answered: xs.length,
      'p50 ms': round(percentile(xs, 50)),
      'p95 ms': round(percentile(xs, 95)),
      'p99 ms': round(percentile(xs, 99)),
    };
  });
}

export const benchmark: Benchmark = {
  name: `capacity: signed-in users one instance serves (API p95 < ${API_P95_BUDGET_MS} ms, notify all < ${NOTIFY_ALL_BUDGET_MS} ms)`,
  async run() {
    const dataset = await ensureDataset();
    const loadBefore = loadavg();
    const server = await startInstance(dataset.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS });
    const random = seededRandom(38);
    const kinds = mixOf(dataset, random);
    const adminToken = dataset.token(dataset.admin);
    const steps: Step[] = [];
    const failures: string[] = [];

    const measure = async (users: number): Promise<Step> => {
      const people = populationOf(dataset, users);
      await dataset.ensureSessions(people.candidates);
      await dataset.refreshSessions();
      const receipts = new Receipts();
      const tokens = [...people.candidates, ...people.companies].map(dataset.token);
      const clients = await connectClients(server.url, tokens, receipts);
      try {
        const { sockets } = await server.stats();
        const rate = users / THINK_SECONDS;
        const next = requestsOf(dataset, kinds, people, random);
        await drive(agent, server.url, rate, WARMUP_SECONDS, next, random);
        const before = await server.stats();
        const t0 = performance.now();
        const [load, notify] = await Promise.all([
          drive(agent, server.url, rate, MEASURE_SECONDS, next, random),
          broadcasts(server.url, adminToken, people, receipts, MEASURE_SECONDS),
        ]);
        const cpuMs = ((await server.stats()).cpuMicros - before.cpuMicros) / 1000;
        const answered = [...load.byKind.values()].reduce((n, xs) => n + xs.length, 0);
        const step = {
          users,
          sockets,
          connectSeconds: clients.seconds,
          rate,
          load,
          notify,
          cpuShare: cpuMs / (performance.now() - t0),
          cpuPerRequest: answered > 0 ? cpuMs / answered : 0,
        };
        // A 4xx is the mix asking for something it may not: a fault of the bench, not a sign of load.
        const refused = [...load.statuses].filter(([s]) => /^4\d\d$/.test(s));
        if (refused.length > 0)
          failures.push(
            `${users} users: answers ${refused.map(([s, n]) => `${s} × ${n}`).join(', ')}`,
          );
        console.info(JSON.stringify(stepRow(step)));
        return step;
      } finally {
        await clients.stop();
        await socketsGone(server);
      }
    };

    let largest = 0;
    let smallestOver: number | null = null;
    try {
      const fixed = fixedSteps();
      if (fixed) {
        for (const users of fixed) steps.push(await measure(users));
      } else {
        for (const users of LADDER) {
          const step = await measure(users);
          steps.push(step);
          if (!verdict(step).kept) {
            smallestOver = users;
            break;
          }
          largest = users;
        }
        for (let i = 0; i < BISECTIONS && smallestOver !== null; i++) {
          const users = Math.round((largest + smallestOver) / 2 / 50) * 50;
          if (users <= largest || users >= smallestOver) break;
          const step = await measure(users);
          steps.push(step);
          if (verdict(step).kept) largest = users;
          else smallestOver = users;
        }
      }
    } finally {
      agent.destroy();
      await server.stop();
      await dataset.close();
    }

    const ordered = [...steps].sort((a, b) => a.users - b.users);
    const shown =
      ordered.filter((s) => s.users <= largest && verdict(s).kept).at(-1) ?? ordered.at(-1)!;
    const machine = `${cpus().length} CPUs shared by the instance, PostgreSQL, the socket clients and the load; load average ${loadBefore
      .map((l) => l.toFixed(1))
      .join(' / ')} before, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} after`;
    const finding = fixedSteps()
      ? `measured at ${ordered.map((s) => s.users).join(', ')} users`
      : smallestOver === null
        ? `largest N ≥ ${largest} (every step within budget; the data set has companies for ${MAX_USERS})`
        : largest === 0
          ? `largest N < ${ordered[0]!.users} (the first step was over budget)`
          : `largest N = ${largest} (${smallestOver} was over budget)`;
    return [
      {
        title: `Capacity of one instance: ${finding}. Each user sends a request every ${THINK_SECONDS} s on average; ${MEASURE_SECONDS} s per step after ${WARMUP_SECONDS} s warm-up`,
        rows: ordered.map(stepRow),
        notes: [
          `Budget per step: API p95 < ${API_P95_BUDGET_MS} ms over every answer of the mix, every announcement at every socket within ${NOTIFY_ALL_BUDGET_MS} ms, nothing lost (timeouts, errors, 5xx).`,
          'Times are client side: a request from its arrival (waiting for a free connection included) to its last byte; an announcement from its POST to the last socket that has it.',
          `Users: ${100 * (1 - COMPANY_SHARE)}% candidates (a tenth of them without seeded applications, who apply), ${100 * COMPANY_SHARE}% company members; each holds one Socket.IO connection.`,
          'server CPU %: the instance process’s CPU time over the measured seconds (100 = one core); ms/req: that time per answered request, its sockets’ work included. load lag: how late the load generator sent requests against their arrival times.',
          `Machine: ${machine}.`,
        ],
        failures,
      },
      {
        title: `Requests of the mix at ${shown.users} users`,
        rows: kindRows(shown, kinds),
      },
    ];
  },
};
