import { execFileSync } from 'node:child_process';
import { connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Notification, ServerToClientEvents } from '@takeoff/shared/notifications';
import { startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Two real API processes sharing one PostgreSQL database and the machine's Redis: a notification
 * written through instance A reaches a socket connected to instance B (Socket.IO Redis adapter).
 */
const PG = { host: '127.0.0.1', port: 5432 };
const REDIS_URL = 'redis://127.0.0.1:6379';
const DB_NAME = 'takeoff_notifications_two_instances';
const DATABASE_URL = `postgres://postgres@${PG.host}:${PG.port}/${DB_NAME}`;
const ADMIN = { email: 'admin@two-instances.takeoff', password: 'two-instances-admin' };

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port, timeout: 1_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
const servicesUp = (await reachable(PG.port)) && (await reachable(6379));
if (!servicesUp) console.warn('two-instances test skipped: PostgreSQL on 127.0.0.1:5432 or Redis on 127.0.0.1:6379 is unreachable');

const children: ServerProcess[] = [];

async function startInstance(): Promise<string> {
  const started = await startServerProcess({
    DATABASE_URL,
    REDIS_URL,
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
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe.runIf(servicesUp)('two API instances behind Redis', () => {
  let a: string;
  let b: string;
  let socket: Socket<ServerToClientEvents> | null = null;

  beforeAll(async () => {
    const admin = `postgres://postgres@${PG.host}:${PG.port}/postgres`;
    execFileSync('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', `drop database if exists ${DB_NAME} with (force)`], { stdio: 'pipe' });
    execFileSync('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', `create database ${DB_NAME}`], { stdio: 'pipe' });
    // Sequential: both would migrate the fresh database at once (the advisory lock handles it, but slower).
    a = await startInstance();
    b = await startInstance();
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
  });

  it('a notification written on instance A reaches a browser connected to instance B', async () => {
    const email = `two-${Date.now()}@test.takeoff`;
    const company = await call(a, 'POST', '/api/auth/register', { email, name: 'Two Instances', password: 'correct-horse-battery', role: 'company' });
    expect(company.status).toBe(201);
    socket = connectSocket(b, { transports: ['websocket'], reconnection: false, auth: { token: company.body.token } });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const received = new Promise<Notification>((resolve) => socket!.once('notification:new', resolve));
    const admin = await call(a, 'POST', '/api/admin-auth/login', ADMIN);
    expect(admin.status).toBe(200);
    const created = await call(a, 'POST', '/api/notifications/announcements', { audience: 'companies', title: 'Cross-instance', message: 'Hello from A' }, String(admin.body.token));
    expect(created.status).toBe(201);
    expect(await received).toEqual(created.body);
    // And B serves the same list: one database is the source of truth.
    const listed = await call(b, 'GET', '/api/notifications', undefined, String(company.body.token));
    expect((listed.body.items as Notification[])[0]).toEqual(created.body);
  });
});
