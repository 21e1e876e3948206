import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import pino from 'pino';
import type { AuthResponse, UserRole } from '@takeoff/shared/auth';
import { createApp, type BuiltApp } from '../app';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';
import { ensureAdmin } from '../modules/auth/auth.service';
import { DiskStorage } from '../storage/disk-storage';
import type { Storage } from '../storage/storage';
import type { Notification, NotificationEvent, UpdateEvent } from '@takeoff/shared/notifications';
import type { NotificationAudience } from '../modules/notifications/notifications.service';

let shared: Promise<DatabaseHandle> | null = null;

/** One database per test run: the PostgreSQL server when DATABASE_URL is set, else an in-memory PGlite. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= openDatabase({
    url: process.env.DATABASE_URL,
    inMemory: !process.env.DATABASE_URL,
    poolSize: 5,
  });
  return shared;
}

export const TEST_ADMIN = { email: 'admin@test.takeoff', password: 'admin-test-password' };

export function testEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeoff-test-')),
    SERVE_WEB: 'false',
    APP_ORIGIN: 'http://localhost:3000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: '1000000',
    SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    PASSWORD_CHECKS_PER_ACCOUNT: '1000000',
    PASSWORD_CHECKS_PER_SESSION: '1000000',
    INVITATIONS_PER_ORG_PER_DAY: '1000000',
    EMAIL_CHANGES_PER_ACCOUNT_PER_DAY: '1000000',
    ...extra,
  };
}

export interface EmittedEvent {
  to: { userId: number } | { audience: NotificationAudience };
  event: NotificationEvent;
  notification: Notification;
}

export interface EmittedUpdate {
  userId: number;
  event: UpdateEvent;
  payload: unknown;
}

export interface TestContext extends BuiltApp {
  deps: AppDeps;
  http: ReturnType<typeof supertest>;
  /** Pushes the notification service made, in order. */
  emitted: EmittedEvent[];
  /** Live updates (a pitch video's progress) pushed, in order. */
  updates: EmittedUpdate[];
}

/** `storage`: another store than the disk one in DATA_DIR (an S3Storage against a fake S3 server). */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { storage?: Storage } = {},
): Promise<TestContext> {
  const config = loadConfig(testEnv(env));
  const deps = await bootstrap(config, {
    database: await testDatabase(),
    storage: options.storage ?? new DiskStorage(path.join(config.DATA_DIR, 'uploads')),
    logger: pino({ level: 'silent' }),
  });
  await ensureAdmin(deps);
  const emitted: EmittedEvent[] = [];
  const updates: EmittedUpdate[] = [];
  deps.notifications.setEmitter({
    toUser: (userId, event, notification) => emitted.push({ to: { userId }, event, notification }),
    updateUser: (userId, event, payload) => updates.push({ userId, event, payload }),
    toAudience: (audience, event, notification) =>
      emitted.push({ to: { audience }, event, notification }),
  });
  const built = createApp(deps);
  // The server as server.ts creates it (requests born with Express's prototypes); SuperTest starts it when a request
  // needs it and closes it after the last one.
  return {
    ...built,
    deps,
    http: supertest(createServer(built.serverOptions, built.app)),
    emitted,
    updates,
  };
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomUUID().slice(0, 12)}@test.takeoff`;

export interface SignedIn extends AuthResponse {
  auth: { Authorization: string };
}

/** Registers a fresh user through the API and returns its bearer header. */
/**
 * A new candidate or company, signed in. A company accepts the Company Terms first, as every company
 * must before it may see candidates (the API refuses it otherwise); tests about that gate pass
 * `{ acceptTerms: false }`.
 */
export async function signUp(
  ctx: TestContext,
  role: Exclude<UserRole, 'admin'>,
  name?: string,
  options: { acceptTerms?: boolean } = {},
): Promise<SignedIn> {
  const res = await ctx.http.post('/api/auth/register').send({
    email: uniqueEmail(role),
    name: name ?? `Test ${role}`,
    password: TEST_PASSWORD,
    role,
  });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as AuthResponse;
  const auth = { Authorization: `Bearer ${body.token}` };
  if (role === 'company' && (options.acceptTerms ?? true)) {
    const accepted = await ctx.http.post('/api/company-consent').set(auth).send({});
    if (accepted.status !== 201)
      throw new Error(
        `accepting the company terms failed: ${accepted.status} ${JSON.stringify(accepted.body)}`,
      );
  }
  return { ...body, auth };
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** A second, throwaway session for a user the harness created (so ending it leaves the first intact). */
export async function freshSession(
  ctx: TestContext,
  who: SignedIn,
): Promise<Record<string, string>> {
  const isAdmin = who.user.role === 'admin';
  const res = await ctx.http
    .post(isAdmin ? '/api/admin-auth/login' : '/api/auth/login')
    .send({ email: who.user.email, password: isAdmin ? TEST_ADMIN.password : TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { Authorization: `Bearer ${res.body.token}` };
}

export async function signInAdmin(ctx: TestContext): Promise<SignedIn> {
  const res = await ctx.http.post('/api/admin-auth/login').send(TEST_ADMIN);
  if (res.status !== 200)
    throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    user: res.body.user,
    token: res.body.token,
    auth: { Authorization: `Bearer ${res.body.token}` },
  };
}
