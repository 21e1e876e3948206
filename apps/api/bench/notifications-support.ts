import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { BENCH_TOTP_KEY } from './support';

export const BENCH_ADMIN = { email: 'admin@bench.takeoff', password: 'bench-admin-password' };

/** Starts `src/server.ts` as its own process on 127.0.0.1 and resolves with its base URL. */
export function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      APP_ORIGIN: 'http://localhost:3000',
      API_RATE_LIMIT_PER_MINUTE: '10000000',
      SOCKET_HANDSHAKES_PER_MINUTE: '10000000',
      AUTH_RATE_LIMIT_PER_IP: '10000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000000',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      if (out.length < 20_000) out += chunk.toString();
      const match = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ url: `http://127.0.0.1:${match[1]}`, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Bulk users of one role (generate_series), optionally each with a session token for sockets. */
export async function insertUsers(
  url: string,
  role: 'candidate' | 'company',
  count: number,
  prefix: string,
  withSessions = false,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (email, name, role, password_hash)
       select $1 || g || '@bench.takeoff', 'Bench ' || g, $2::user_role, 'not-a-login'
         from generate_series(1, $3::int) g returning id`,
      [prefix, role, count],
    );
    const ids = rows.map((r) => r.id);
    if (!withSessions) return { ids, tokens: [] as string[] };
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
    );
    return { ids, tokens };
  } finally {
    await client.end();
  }
}

export async function adminToken(base: string) {
  const res = await fetch(`${base}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function announce(
  base: string,
  token: string,
  audience: 'companies' | 'candidates',
  title: string,
) {
  const res = await fetch(`${base}/api/notifications/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ audience, title, message: 'Benchmark' }),
  });
  if (res.status !== 201) throw new Error(`announce failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}
