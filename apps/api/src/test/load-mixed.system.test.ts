import { afterAll, expect, it } from 'vitest';
import { checkAcknowledgedWrites } from './acknowledged-writes';
import { ApiClient } from './load-client';
import { LoadLog } from './load-log';
import { buildWorld } from './load-world';
import { runMixedLoad } from './mixed-load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { loadServerEnv, startServerProcess, type ServerProcess } from './server-process';

// Short in CI; LOAD_TEST_SECONDS=300 runs the long form.
const LOAD_SECONDS = Number(process.env.LOAD_TEST_SECONDS ?? 12);

let cluster: PrivatePostgres | null = null;
let server: ServerProcess | null = null;
let client: ApiClient | null = null;
afterAll(async () => {
  client?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await cluster?.destroy();
});

it(
  'mixed load answers no 5xx and every acknowledged write is in the database',
  { timeout: LOAD_SECONDS * 1_000 + 300_000 },
  async () => {
    // The server in DATABASE_URL (as in CI), else a private cluster: the check reads the database directly.
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      cluster = await startPrivatePostgres();
      databaseUrl = cluster.url;
    }
    server = await startServerProcess(loadServerEnv(databaseUrl));
    client = new ApiClient(server.url);
    const world = await buildWorld(client, { companies: 3, jobsPerCompany: 3, candidates: 6 });
    const log = new LoadLog();
    const endsAt = Date.now() + LOAD_SECONDS * 1_000;
    await runMixedLoad({ client, world, log, stopped: () => Date.now() >= endsAt });
    console.info('mixed load', JSON.stringify(log.summary()));

    expect(log.unexpected).toEqual([]);
    expect([...log.outcomes.keys()].filter((status) => !/^[23]\d\d$/.test(status))).toEqual([]);
    expect(log.unresolved()).toEqual([]);
    const acked = log.acknowledged();
    // The run did exercise every kind of write.
    expect(acked.applies).toBeGreaterThan(0);
    expect(acked.ratings).toBeGreaterThan(0);
    expect(acked.moves).toBeGreaterThan(0);
    expect(acked.jobs).toBeGreaterThan(0);

    const check = await checkAcknowledgedWrites(databaseUrl, world, log);
    expect(check.discrepancies).toEqual([]);
    expect(check.counts).toEqual({
      applications: acked.applies,
      reviewed: acked.moves,
      ratings: acked.ratings,
      jobs: world.jobs.length + acked.jobs,
    });
    expect(server.child.exitCode).toBeNull();
  },
);
