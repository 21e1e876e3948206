import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const apiRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server as production does (`pnpm start`: `node dist/server.js`, compiled once for the whole run by
 * vitest.system.global-setup.ts) as a child process on 127.0.0.1 and waits for /api/health.
 */
export async function startServerProcess(
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const args = ['--enable-source-maps', '--import', './dist/tracing.js', 'dist/server.js'];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeoff-proc-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, port, url, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

/** Settings for a server that takes load from one address: rate limits out of the way, a pool sized for the actors. */
export function loadServerEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  };
}
