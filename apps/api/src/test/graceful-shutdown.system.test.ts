import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { checkAcknowledgedWrites } from './acknowledged-writes';
import { ApiClient, describeOutcome, type Outcome } from './load-client';
import { LoadLog } from './load-log';
import { addCandidate, buildWorld } from './load-world';
import { waitFor } from './load-writes';
import { runMixedLoad } from './mixed-load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { loadServerEnv, startServerProcess, type ServerProcess } from './server-process';

const servers: ServerProcess[] = [];
const clients: ApiClient[] = [];
let cluster: PrivatePostgres | null = null;
afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  await cluster?.destroy();
});

async function start(env: Record<string, string | undefined>) {
  const server = await startServerProcess({ ...env, SHUTDOWN_GRACE_MS: '120000' });
  servers.push(server);
  onTestFailed(() => console.error(`server output:\n${server.output().slice(-20_000)}`));
  return server;
}

function client(server: ServerProcess, options: { fresh?: boolean } = {}) {
  const made = new ApiClient(server.url, options);
  clients.push(made);
  return made;
}

const isRefused = (outcome: Outcome) =>
  outcome.kind === 'network' && outcome.code === 'ECONNREFUSED';

/** After SIGTERM, polls with new connections until one is refused: the server stopped accepting. */
async function waitUntilRefusing(server: ServerProcess) {
  const probe = client(server, { fresh: true });
  await waitFor('the server to refuse new connections', async () =>
    isRefused(await probe.call('GET', '/api/health')),
  );
  // And it stays that way.
  for (let i = 0; i < 5; i++) expect(isRefused(await probe.call('GET', '/api/health'))).toBe(true);
}

/** The process ended by itself with 0, and not because the grace period ran out on open connections. */
async function expectCleanExit(server: ServerProcess) {
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toContain('grace period over');
}

describe('SIGTERM', () => {
  it(
    'finishes an in-flight request, refuses new connections and exits cleanly',
    { timeout: 200_000 },
    async () => {
      const server = await start({ DATABASE_URL: process.env.DATABASE_URL });
      const api = client(server, { fresh: true });
      const body = {
        email: `drain-${process.pid}-${server.port}@test.takeoff`,
        name: 'Drain',
        password: 'long-enough',
        role: 'candidate',
      };
      const held = api.hold('POST', '/api/auth/register', { body });
      // The server has the request's headers, its body is still to come, when the signal arrives.
      expect(await held.accepted).toBe(true);
      server.child.kill('SIGTERM');
      await waitUntilRefusing(server);
      held.finish();
      const done = await held.response;
      expect(done.kind === 'response' && done.status, describeOutcome(done)).toBe(201);
      expect((done as { body: { user: { name: string } } }).body.user.name).toBe('Drain');
      await expectCleanExit(server);
    },
  );

  it(
    'answers a request on a connection opened before the signal, then closes that connection',
    { timeout: 200_000 },
    async () => {
      const server = await start({ DATABASE_URL: process.env.DATABASE_URL });
      const early = connect(server.port, '127.0.0.1');
      early.on('error', () => {});
      await once(early, 'connect');
      // A later connection's answer shows the server has taken the earlier one from the kernel's queue too.
      expect(await client(server, { fresh: true }).call('GET', '/api/health')).toMatchObject({
        kind: 'response',
        status: 200,
      });
      server.child.kill('SIGTERM');
      await waitUntilRefusing(server);
      let text = '';
      early.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const ended = once(early, 'close');
      early.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
      await ended;
      // Answered, and told not to reuse the connection: it closes with the response, not at the keep-alive timeout.
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text.toLowerCase()).toContain('connection: close');
      await expectCleanExit(server);
    },
  );

  it(
    'under mixed load: in-flight requests complete, new connections are refused, acknowledged writes are kept',
    { timeout: 400_000 },
    async () => {
      const databaseUrl = process.env.DATABASE_URL ?? (cluster = await startPrivatePostgres()).url;
      const server = await start(loadServerEnv(databaseUrl));
      const world = await buildWorld(client(server), {
        companies: 3,
        jobsPerCompany: 3,
        candidates: 6,
      });
      // A new connection per request: "refused" then means the server stopped accepting, not a stale socket.
      const api = client(server, { fresh: true });
      const log = new LoadLog(true);
      const hardEnd = Date.now() + 300_000;
      const load = runMixedLoad({
        client: api,
        world,
        log,
        stopped: () => log.refused > 0 || Date.now() >= hardEnd,
      });
      await waitFor('the load to be under way', () => log.acknowledged().total >= 30);

      // Writes in flight when the signal arrives: the server has their headers, their bodies are still to come.
      const latecomer = await addCandidate(client(server), world);
      const heldApplies = world.jobs.slice(0, 3).map((job) => ({
        job,
        request: api.hold('POST', '/api/applications', {
          token: latecomer.token,
          body: { jobId: job.id, coverMessage: 'In flight' },
        }),
      }));
      const ratedCompany = world.companies[0]!;
      const heldRating = api.hold('POST', '/api/ratings', {
        token: latecomer.token,
        body: { targetType: 'company', targetId: ratedCompany.id, rating: 4 },
      });
      expect(
        await Promise.all([
          ...heldApplies.map(({ request }) => request.accepted),
          heldRating.accepted,
        ]),
      ).toEqual([true, true, true, true]);
      server.child.kill('SIGTERM');
      await waitUntilRefusing(server);

      for (const { job, request } of heldApplies) {
        request.finish();
        const outcome = await request.response;
        expect(outcome.kind === 'response' && outcome.status, describeOutcome(outcome)).toBe(201);
        const applicationId = (outcome as { body: { id: number } }).body.id;
        log.applies.set(`${latecomer.id}:${job.id}`, {
          candidateId: latecomer.id,
          jobId: job.id,
          companyId: job.companyId,
          state: 'acked',
          applicationId,
        });
      }
      heldRating.finish();
      const rated = await heldRating.response;
      expect(rated.kind === 'response' && rated.status, describeOutcome(rated)).toBe(200);
      log.ratings.set(`${latecomer.id}:${ratedCompany.id}`, {
        raterId: latecomer.id,
        targetId: ratedCompany.id,
        targetType: 'company',
        acked: 4,
        pending: null,
      });

      await load;
      await expectCleanExit(server);
      console.info('sigterm under load', JSON.stringify(log.summary()));
      // Every load request was answered or refused: none was cut off.
      expect(log.unexpected).toEqual([]);
      expect(log.refused).toBeGreaterThan(0);
      expect(log.unresolved()).toEqual([]);
      const check = await checkAcknowledgedWrites(databaseUrl, world, log);
      expect(check.discrepancies).toEqual([]);
    },
  );
});
