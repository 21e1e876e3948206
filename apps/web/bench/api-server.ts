import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningApi {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real API (`apps/api/src/server.ts`) on 127.0.0.1 serving the built SPA from `distDir`,
 * with the demo seed so the landing page shows what a visitor sees. The database is PostgreSQL when
 * `databaseUrl` is given, else the embedded one in a temporary directory. Resolves once /api/health answers.
 */
export async function startApi(options: {
  apiRoot: string;
  distDir: string;
  databaseUrl?: string;
  startTimeoutMs?: number;
}): Promise<RunningApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeoff-web-bench-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: options.apiRoot,
    env: {
      ...process.env,
      // Development mode: production adds upgrade-insecure-requests, which a plain-http bench cannot follow.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: url,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      WEB_DIST_DIR: options.distDir,
      SEED_DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API did not become healthy in time:\n${output}`);
}
