import path from 'node:path';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { sessions, users } from '../../db/schema/auth';
import { DiskStorage } from '../../storage/disk-storage';
import {
  createTestContext,
  signUp,
  testDatabase,
  testEnv,
  uniqueEmail,
  type TestContext,
} from '../../test/harness';
import { hashPassword } from './password';
import { ensureAdmin, retireUnconfiguredAdmins, StartupRefusal } from './auth.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** The deps a server started with these admin settings would have (without running its start-up steps). */
async function depsWith(env: Record<string, string>): Promise<AppDeps> {
  const config = loadConfig(testEnv(env));
  return bootstrap(config, {
    database: await testDatabase(),
    storage: new DiskStorage(path.join(config.DATA_DIR, 'uploads')),
    logger: pino({ level: 'silent' }),
  });
}

async function insertAdmin(email: string, password: string) {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      email,
      name: 'Old admin',
      role: 'admin',
      passwordHash: await hashPassword(ctx.deps.config, password),
    })
    .returning();
  return row!;
}

const sessionCount = async (userId: number) =>
  (await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('admin bootstrap at start-up', () => {
  it('refuses to start rather than promote an existing candidate, whose token stays powerless', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const deps = await depsWith({
      ADMIN_EMAIL: candidate.user.email,
      ADMIN_PASSWORD: 'new-admin-password',
    });
    await expect(ensureAdmin(deps)).rejects.toThrow(StartupRefusal);
    await expect(ensureAdmin(deps)).rejects.toThrow(/never promoted/);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, candidate.user.id));
    expect(row!.role).toBe('candidate');
    expect((await ctx.http.get('/api/admin/stats').set(candidate.auth)).status).toBe(403);
  });

  it('ends every session of an admin whose password is rotated', async () => {
    const email = uniqueEmail('rotated-admin');
    const admin = await insertAdmin(email, 'first-password');
    const login = await ctx.http
      .post('/api/admin-auth/login')
      .send({ email, password: 'first-password' });
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(200);

    await ensureAdmin(await depsWith({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-password' }));
    expect(await sessionCount(admin.id)).toBe(0);
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(401);
    expect(
      (await ctx.http.post('/api/admin-auth/login').send({ email, password: 'first-password' }))
        .status,
    ).toBe(401);
    expect(
      (await ctx.http.post('/api/admin-auth/login').send({ email, password: 'second-password' }))
        .status,
    ).toBe(200);
    // Started again with the same password: sessions stay.
    await ensureAdmin(await depsWith({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-password' }));
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it('retires an admin that is no longer configured: signed out, cannot sign in, enabled again when configured', async () => {
    const email = uniqueEmail('old-admin');
    const admin = await insertAdmin(email, 'old-password');
    const login = await ctx.http
      .post('/api/admin-auth/login')
      .send({ email, password: 'old-password' });
    const auth = { Authorization: `Bearer ${login.body.token}` };
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(200);

    // The harness's admin is the configured one; the old one goes.
    const retired = await retireUnconfiguredAdmins(ctx.deps);
    expect(retired).toContain(admin.id);
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(401);
    expect(
      (await ctx.http.post('/api/admin-auth/login').send({ email, password: 'old-password' }))
        .status,
    ).toBe(401);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.disabledAt).not.toBeNull();

    await ensureAdmin(await depsWith({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'old-password' }));
    expect(
      (await ctx.http.post('/api/admin-auth/login').send({ email, password: 'old-password' }))
        .status,
    ).toBe(200);
  });
});
