import { authenticator } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { insertAdmin } from './admin.fixtures';

const PASSWORD = 'second-admin-password';
let ctx: TestContext;
let email: string;
let auth: { Authorization: string };

/** The code of the time step `offset` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offset: number) =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

let adminId: number;
const login = (extra: Record<string, string> = {}) =>
  ctx.http.post('/api/admin-auth/login').send({ email, password: PASSWORD, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await insertAdmin(ctx.deps, PASSWORD);
  email = admin.email;
  adminId = admin.id;
  const res = await login();
  expect(res.status).toBe(200);
  auth = { Authorization: `Bearer ${res.body.token}` };
});

describe('admin login defaults', () => {
  it('tells the login form the configured admin address', async () => {
    expect((await ctx.http.get('/api/admin-auth/defaults')).body).toEqual({
      email: 'admin@test.takeoff',
    });
  });
});

describe('admin TOTP', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols with an otpauth URI and a QR code, without enabling anything yet', async () => {
    const res = await ctx.http.post('/api/admin/totp/enroll').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(res.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = new URL(res.body.otpauthUri).searchParams.get('secret')!;
    expect(secret).toBe(res.body.secret);
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await login()).status).toBe(200);
  });

  it('refuses activation with a wrong code and stays disabled', async () => {
    const wrong = String((Number(authenticator.generate(secret)) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    const res = await ctx.http.post('/api/admin/totp/activate').set(auth).send({ code: wrong });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TOTP');
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body.enabled).toBe(false);
  });

  it('activates with a current code and returns ten recovery codes once', async () => {
    const res = await ctx.http
      .post('/api/admin/totp/activate')
      .set(auth)
      .send({ code: codeAt(secret, -1) });
    expect(res.status).toBe(200);
    recoveryCodes = res.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    // The secret is never handed out again.
    expect((await ctx.http.post('/api/admin/totp/enroll').set(auth)).status).toBe(409);
  });

  it('stores the secret sealed with the configured key, never in clear', async () => {
    const [row] = await ctx.deps.database.query<{ secret: string; pending_secret: string | null }>(
      'select secret, pending_secret from admin_totp where user_id = (select id from users where email = $1)',
      [email],
    );
    expect(row!.pending_secret).toBeNull();
    expect(row!.secret).toMatch(/^v1:/);
    expect(row!.secret).not.toContain(secret);
  });

  it('stores recovery codes hashed, never in clear', async () => {
    const rows = await ctx.deps.database.query<{ code_hash: string }>(
      'select code_hash from admin_recovery_codes',
    );
    const hashes = rows.map((r) => r.code_hash);
    for (const code of recoveryCodes) expect(hashes).not.toContain(code);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('then requires a code at login: TOTP_REQUIRED without one, INVALID_TOTP with a wrong one', async () => {
    const missing = await login();
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('TOTP_REQUIRED');
    expect(missing.body.token).toBeUndefined();
    const wrong = await login({ totp: '12345x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_TOTP');
    // A wrong password still says nothing about the second factor.
    const badPassword = await ctx.http
      .post('/api/admin-auth/login')
      .send({ email, password: 'wrong-password', totp: codeAt(secret, 0) });
    expect(badPassword.body.code).toBe('INVALID_CREDENTIALS');
    const ok = await login({ totp: codeAt(secret, 0) });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('accepts each code once: a replayed or older code is refused', async () => {
    const code = codeAt(secret, 1);
    expect((await login({ totp: code })).status).toBe(200);
    const replay = await login({ totp: code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_TOTP');
    // The step before the one just used is refused too, though it is still inside the drift window.
    expect((await login({ totp: codeAt(secret, 0) })).body.code).toBe('INVALID_TOTP');
  });

  it('cannot be skipped through the regular sign-in, which refuses admin accounts', async () => {
    const res = await ctx.http.post('/api/auth/login').send({ email, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
    expect(res.body.token).toBeUndefined();
  });

  it('accepts a recovery code exactly once', async () => {
    const code = recoveryCodes[0]!;
    expect((await login({ totp: code.toUpperCase() })).status).toBe(200);
    const again = await login({ totp: code });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('INVALID_TOTP');
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body.recoveryCodesLeft).toBe(9);
  });

  it('disables only with a valid code, then login needs no code again', async () => {
    expect(
      (await ctx.http.post('/api/admin/totp/disable').set(auth).send({ code: 'ffffffffff' }))
        .status,
    ).toBe(400);
    expect((await login()).status).toBe(401);
    const res = await ctx.http
      .post('/api/admin/totp/disable')
      .set(auth)
      .send({ code: recoveryCodes[1]! });
    expect(res.status).toBe(204);
    expect((await login()).status).toBe(200);
    const audit = await ctx.http.get('/api/admin/audit-log?limit=100').set(auth);
    const mine = audit.body.items
      .filter((e: { adminEmail: string }) => e.adminEmail === email)
      .map((e: { action: string }) => e.action);
    expect(mine.filter((action: string) => action.startsWith('totp.'))).toEqual([
      'totp.disable',
      'totp.activate',
      'totp.enroll',
    ]);
    expect(mine[0]).toBe('admin.sign_in');
    // The password step of a two-factor sign-in is no failure: the password was accepted and the code asked, by this admin.
    expect(mine).toContain('admin.sign_in_code_requested');
    // Refused sign-ins are there too, with their reason, naming the admin account they aimed at; their actor is a visitor.
    type Entry = {
      action: string;
      targetId: string | null;
      targetEmail: string | null;
      actorKind: string;
      details: { reason: string };
    };
    const failures = (audit.body.items as Entry[]).filter(
      (e) => e.action === 'admin.sign_in_failed' && e.targetId === String(adminId),
    );
    expect(failures.map((e) => e.details.reason)).toContain('wrong second factor');
    expect(failures.map((e) => e.details.reason)).not.toContain('second factor missing');
    expect(failures.every((e) => e.actorKind === 'visitor' && e.targetEmail === email)).toBe(true);
  });
});
