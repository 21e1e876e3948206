/**
 * The instance under test of capacity.bench.ts, forked so the load and the socket clients do not share its event
 * loop: the app and Socket.IO on one HTTP server, as src/server.ts serves them (no Redis, one process). The startup
 * steps that change accounts (the admin's password and sessions) and the scheduler and workers, whose jobs would
 * change the kept data set, are left out. Listens on 127.0.0.1; answers `stats` over IPC.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createSocketServer } from '../src/realtime/socket-server';
import { BENCH_TOTP_KEY } from './support';

export type CapacityServerMessage =
  { type: 'ready'; url: string } | { type: 'stats'; sockets: number; cpuMicros: number };

const config = loadConfig({
  NODE_ENV: 'production',
  TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
  DATABASE_URL: process.env.BENCH_DATABASE_URL!,
  // A request line per API request, as production writes it (stdout is discarded by the parent).
  LOG_LEVEL: 'info',
  SERVE_WEB: 'false',
  ADMIN_EMAIL: 'bench-admin@bench.takeoff',
  ADMIN_PASSWORD: 'bench-admin-password',
  REDIS_URL: '',
  // Every user of the bench comes from 127.0.0.1: the per-IP limits would count them as one client.
  API_RATE_LIMIT_PER_MINUTE: '1000000000',
  PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: '1000000000',
  SOCKET_HANDSHAKES_PER_MINUTE: '1000000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000000',
});
const deps = await bootstrap(config);
const { app, serverOptions } = createApp(deps);
const server = createServer(serverOptions, app);
const io = await createSocketServer(server, deps, null);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

process.on('message', (message: { type: 'stats' }) => {
  if (message.type !== 'stats') return;
  const cpu = process.cpuUsage();
  process.send!({
    type: 'stats',
    sockets: io.engine.clientsCount,
    cpuMicros: cpu.user + cpu.system,
  } satisfies CapacityServerMessage);
});

process.on('disconnect', () => {
  server.closeAllConnections();
  const exit = () => process.exit(0);
  io.close()
    .then(() => deps.database.close())
    .then(exit, exit);
});

process.send!({
  type: 'ready',
  url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
} satisfies CapacityServerMessage);
