import { afterAll, expect, it, onTestFailed } from 'vitest';
import type { NotificationPage } from '@takeoff/shared/notifications';
import { SOCKET_REFUSAL } from '@takeoff/shared/notifications';
import { checkAcknowledgedWrites } from './acknowledged-writes';
import { ApiClient, describeOutcome, isDatabaseUnavailable } from './load-client';
import { LoadLog } from './load-log';
import { addCandidate, buildWorld, type Actor } from './load-world';
import { apply, settleUncertainWrites, waitFor, type LoadRun } from './load-writes';
import { runMixedLoad } from './mixed-load';
import { NotificationSocket } from './notification-socket';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { loadServerEnv, startServerProcess, type ServerProcess } from './server-process';

// The database is a private cluster: stopping the machine's shared server is never an option.
let cluster: PrivatePostgres | null = null;
let server: ServerProcess | null = null;
let client: ApiClient | null = null;
const sockets: NotificationSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  client?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await cluster?.destroy();
});

/** Application ids acknowledged (201) for the company's jobs. */
const ackedApplicationsFor = (log: LoadLog, company: Actor) =>
  [...log.applies.values()]
    .filter((r) => r.state === 'acked' && r.companyId === company.id && r.applicationId !== null)
    .map((r) => r.applicationId!);

async function listedApplicationNotifications(api: ApiClient, user: Actor): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body: NotificationPage = await api.expect<NotificationPage>(
      200,
      'GET',
      `/api/notifications?limit=100${query}`,
      { token: user.token },
    );
    ids.push(...body.items.filter((n) => n.type === 'new_application').map((n) => n.entityId!));
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return ids;
}

it(
  'a database restart during load: fast 503s, recovery without a restart, no acknowledged write lost, sockets catch up',
  { timeout: 600_000 },
  async () => {
    onTestFailed(() =>
      console.error(
        `server output:\n${server?.output().slice(-20_000)}\npostgres log:\n${cluster?.log().slice(-5_000)}`,
      ),
    );
    cluster = await startPrivatePostgres();
    server = await startServerProcess(loadServerEnv(cluster.url));
    const api = (client = new ApiClient(server.url));
    const world = await buildWorld(api, { companies: 3, jobsPerCompany: 3, candidates: 6 });
    const [away, steady] = world.companies as [Actor, Actor];
    const awaySocket = new NotificationSocket(server.url, away.token);
    const steadySocket = new NotificationSocket(server.url, steady.token);
    sockets.push(awaySocket, steadySocket);
    expect(await awaySocket.connect()).toEqual({ result: 'connected', unavailable: 0 });
    expect(await steadySocket.connect()).toEqual({ result: 'connected', unavailable: 0 });

    const log = new LoadLog();
    let stop = false;
    const hardEnd = Date.now() + 300_000;
    const run: LoadRun = { client: api, world, log, stopped: () => stop || Date.now() >= hardEnd };
    const load = runMixedLoad(run);
    try {
      await waitFor('writes acknowledged before the restart', () => log.acknowledged().total >= 30);

      // One company's browser loses its connection just before the database goes down.
      awaySocket.disconnect();
      const ackedBeforeDrop = new Set(ackedApplicationsFor(log, away));
      await cluster.stop();

      // While it is down: the agreed 503 (the process does not hang or crash), for reads, writes and health.
      const health = await api.call('GET', '/api/health');
      expect(isDatabaseUnavailable(health), describeOutcome(health)).toBe(true);
      const signedInRead = await api.call('GET', '/api/notifications', { token: away.token });
      expect(isDatabaseUnavailable(signedInRead), describeOutcome(signedInRead)).toBe(true);
      await waitFor('the load to meet the outage', () => log.unavailable >= 30);
      // A socket handshake cannot check the session now: refused as temporary, not as signed out.
      expect(await awaySocket.handshake()).toBe(SOCKET_REFUSAL.unavailable);

      const acknowledgedDuringOutage = log.acknowledged().total;
      await cluster.start();
      await waitFor('the API to report the database back', async () => {
        const outcome = await api.call('GET', '/api/health');
        return outcome.kind === 'response' && outcome.status === 200;
      });
      await waitFor(
        'the load to be acknowledged again',
        () => log.acknowledged().total >= acknowledgedDuringOutage + 30,
      );
      await waitFor('an application for the away company', () =>
        ackedApplicationsFor(log, away).some((id) => !ackedBeforeDrop.has(id)),
      );

      // The away company's browser reconnects and re-fetches: the list holds what it missed.
      expect(await awaySocket.connect()).toEqual({ result: 'connected', unavailable: 0 });
      const missed = ackedApplicationsFor(log, away).filter((id) => !ackedBeforeDrop.has(id));
      expect(missed.length).toBeGreaterThan(0);
      expect(
        awaySocket.received.filter(
          (n) => n.type === 'new_application' && missed.includes(n.entityId!),
        ),
      ).toEqual([]);
      const listed = await listedApplicationNotifications(api, away);
      expect(missed.filter((id) => !listed.includes(id))).toEqual([]);

      // And pushes flow again, to the reconnected socket and to the one that stayed connected throughout.
      const latecomer = await addCandidate(api, world);
      for (const company of [away, steady]) {
        const job = world.jobs.find((j) => j.companyId === company.id)!;
        await apply(run, latecomer, job, () => true);
        const applicationId = log.applies.get(`${latecomer.id}:${job.id}`)?.applicationId;
        expect(applicationId).toEqual(expect.any(Number));
        const socket = company === away ? awaySocket : steadySocket;
        await waitFor(`the push of application ${applicationId}`, () =>
          socket.received.some((n) => n.entityId === applicationId),
        );
      }
      expect(steadySocket.connected).toBe(true);
    } finally {
      stop = true;
      await load;
    }

    await settleUncertainWrites(run, Date.now() + 120_000);
    console.info('postgres restart', JSON.stringify(log.summary()));
    // Only the agreed answers: no 500, no hang, no reset connection.
    expect(log.unexpected).toEqual([]);
    expect([...log.outcomes.keys()].filter((status) => !/^(2\d\d|503|409)$/.test(status))).toEqual(
      [],
    );
    expect(log.unavailable).toBeGreaterThanOrEqual(30);
    const check = await checkAcknowledgedWrites(cluster.url, world, log);
    expect(check.discrepancies).toEqual([]);
    const acked = log.acknowledged();
    expect(check.counts).toEqual({
      applications: acked.applies,
      reviewed: acked.moves,
      ratings: acked.ratings,
      jobs: world.jobs.length + acked.jobs,
    });
    // Recovered by itself: the same process served before, during and after.
    expect(server.child.exitCode).toBeNull();
  },
);
