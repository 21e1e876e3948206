import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Notification, ServerToClientEvents } from '@takeoff/shared/notifications';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import {
  postgresServer,
  requireRedis,
  withDatabase,
  type PostgresServer,
} from '../test/system-services';

/**
 * Two real API processes sharing one PostgreSQL database and the machine's Redis: a notification
 * written through instance A reaches a socket connected to instance B (Socket.IO Redis adapter).
 */
const DB_NAME = `takeoff_two_instances_${process.pid}`;
const ADMIN = { email: 'admin@two-instances.takeoff', password: 'two-instances-admin' };

const children: ServerProcess[] = [];
let server: PostgresServer | undefined;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: server!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startInstance(redisUrl: string): Promise<string> {
  const started = await startServerProcess({
    DATABASE_URL: withDatabase(server!.url, DB_NAME),
    REDIS_URL: redisUrl,
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_ORIGIN: 'http://localhost:3000',
  });
  children.push(started);
  return started.url;
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as Record<string, unknown>,
  };
}

describe('two API instances behind Redis', () => {
  let a: string;
  let b: string;
  let socket: Socket<ServerToClientEvents> | null = null;

  beforeAll(async () => {
    const redisUrl = await requireRedis();
    server = await postgresServer();
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
    await adminQuery(`create database ${DB_NAME}`);
    // Sequential: both would migrate the fresh database at once (the advisory lock handles it, but slower).
    a = await startInstance(redisUrl);
    b = await startInstance(redisUrl);
  }, 320_000);

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(
      children.map(async ({ child, exited }) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }),
    );
    if (server) {
      await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
      await server.destroy();
    }
  });

  it('a notification written on instance A reaches a browser connected to instance B', async () => {
    const email = `two-${Date.now()}@test.takeoff`;
    const company = await call(a, 'POST', '/api/auth/register', {
      email,
      name: 'Two Instances',
      password: 'correct-horse-battery',
      role: 'company',
    });
    expect(company.status).toBe(201);
    socket = connectSocket(b, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: company.body.token },
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const received = new Promise<Notification>((resolve) =>
      socket!.once('notification:new', resolve),
    );
    const admin = await call(a, 'POST', '/api/admin-auth/login', ADMIN);
    expect(admin.status).toBe(200);
    const created = await call(
      a,
      'POST',
      '/api/notifications/announcements',
      { audience: 'companies', title: 'Cross-instance', message: 'Hello from A' },
      String(admin.body.token),
    );
    expect(created.status).toBe(201);
    expect(await received).toEqual(created.body);
    // And B serves the same list: one database is the source of truth.
    const listed = await call(
      b,
      'GET',
      '/api/notifications',
      undefined,
      String(company.body.token),
    );
    expect((listed.body.items as Notification[])[0]).toEqual(created.body);
  });
});
