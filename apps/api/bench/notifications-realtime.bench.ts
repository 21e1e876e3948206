import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { Benchmark } from './run';
import { BENCH_TOTP_KEY, percentile, recreateDatabase, round, scratchDatabaseUrl } from './support';
import { BENCH_ADMIN, insertUsers } from './notifications-support';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { createSocketServer } from '../src/realtime/socket-server';

const SOCKETS = 1_000;
const DIRECT_WRITES = 300;
const BROADCASTS = 20;
const now = () => performance.timeOrigin + performance.now();

interface Receipt {
  index: number;
  id: number;
  at: number;
}

/**
 * One real API server (this process: Express + Socket.IO + PostgreSQL) with 1,000 authenticated
 * sockets held by a child process. Latency = from the start of `notify` (insert, commit, push)
 * to receipt on the client, measured on the wall clock both processes share.
 */
export const benchmark: Benchmark = {
  name: 'notifications: write → socket receipt with 1,000 sockets',
  async run() {
    // A database of its own: the large data set in BENCH_DATABASE_URL is kept between runs.
    const databaseUrl = scratchDatabaseUrl('realtime');
    recreateDatabase(databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SOCKET_HANDSHAKES_PER_MINUTE: '10000000',
    });
    const deps = await bootstrap(config, { logger: pino({ level: 'silent' }) });
    const built = createApp(deps);
    const server = createServer(built.serverOptions, built.app);
    const io = await createSocketServer(server, deps, null);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const child = fork(path.join(import.meta.dirname, 'notifications-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const { ids, tokens } = await insertUsers(
        databaseUrl,
        'company',
        SOCKETS,
        `rt-${Date.now()}-`,
        true,
      );
      const waiting = new Map<number, (r: Receipt) => void>();
      const ready = new Promise<void>((resolve) => {
        child.on('message', (m: { type: 'receipts'; receipts: Receipt[] } | { type: 'ready' }) => {
          if (m.type === 'ready') return resolve();
          for (const r of m.receipts) waiting.get(r.id)?.(r);
        });
      });
      const connectStart = performance.now();
      child.send({ url, tokens });
      await ready;
      const connectMs = performance.now() - connectStart;
      const connected = io.of('/').sockets.size;

      // (1) One notification to one user at a time, while 1,000 sockets are connected.
      const direct: number[] = [];
      for (let i = 0; i < DIRECT_WRITES + 20; i++) {
        const userIndex = (i * 7919) % SOCKETS;
        const started = now();
        let notify!: (r: Receipt) => void;
        const got = new Promise<Receipt>((resolve) => (notify = resolve));
        const [made] = await deps.notifications.notify({
          to: { userId: ids[userIndex]! },
          type: 'bench',
          entityType: 'system',
          title: 'Bench',
          message: `#${i}`,
        });
        waiting.set(made!.id, notify);
        const receipt = await got;
        waiting.delete(made!.id);
        if (receipt.index !== userIndex) throw new Error('delivered to the wrong socket');
        if (i >= 20) direct.push(receipt.at - started);
      }

      // (2) One notification to all 1,000 sockets (an audience), the heaviest single write.
      const everyClient: number[] = [];
      const lastClient: number[] = [];
      for (let b = 0; b < BROADCASTS + 2; b++) {
        const times: number[] = [];
        const started = now();
        let finish!: () => void;
        const all = new Promise<void>((resolve) => (finish = resolve));
        const [made] = await deps.notifications.notify({
          to: { audience: 'companies' },
          type: 'bench',
          entityType: 'system',
          title: 'Bench',
          message: `all #${b}`,
        });
        waiting.set(made!.id, (r) => {
          times.push(r.at - started);
          if (times.length === SOCKETS) finish();
        });
        await all;
        waiting.delete(made!.id);
        if (b < 2) continue;
        everyClient.push(...times);
        lastClient.push(Math.max(...times));
      }

      const row = (measure: string, xs: number[]) => {
        xs.sort((a, b) => a - b);
        return {
          measure,
          samples: xs.length,
          p50_ms: round(percentile(xs, 50)),
          p95_ms: round(percentile(xs, 95)),
          p99_ms: round(percentile(xs, 99)),
          max_ms: round(xs.at(-1)!),
        };
      };
      return [
        {
          title: `${connected} sockets connected to one server (handshakes took ${round(connectMs, 0)} ms)`,
          rows: [
            row('notify one user → receipt', direct),
            row('notify all 1,000 → receipt, every client', everyClient),
            row('notify all 1,000 → receipt, last client', lastClient),
          ],
          notes: [
            'notify = INSERT into PostgreSQL (127.0.0.1), commit, then Socket.IO emit; clients in a separate process.',
            `Machine: ${(await import('node:os')).cpus().length} CPUs shared by server, clients and PostgreSQL.`,
          ],
        },
      ];
    } finally {
      child.disconnect();
      await io.close();
      await deps.database.close();
    }
  },
};
