import { authenticator } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { insertAdmin } from './admin.fixtures';

const PASSWORD = 'gated-admin-password';

describe('two-factor required for admins (production)', () => {
  let ctx: TestContext;
  let email: string;
  const login = (extra: Record<string, string> = {}) =>
    ctx.http.post('/api/admin-auth/login').send({ email, password: PASSWORD, ...extra });

  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_TOTP_REQUIRED: 'true' });
    email = (await insertAdmin(ctx.deps, PASSWORD)).email;
  });

  it('opens nothing but enrolment until two-factor is set up, then everything; disabling closes it again', async () => {
    const first = await login();
    expect(first.status).toBe(200);
    const auth = { Authorization: `Bearer ${first.body.token}` };
    const stats = await ctx.http.get('/api/admin/stats').set(auth);
    expect(stats.status).toBe(403);
    expect(stats.body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    expect((await ctx.http.get('/api/admin/users').set(auth)).status).toBe(403);
    // Express matches any letter case and a trailing slash: so does the gate.
    expect((await ctx.http.get('/API/Admin/Users/').set(auth)).status).toBe(403);
    // Who is signed in, and signing out, stay open.
    expect((await ctx.http.get('/api/auth/me').set(auth)).status).toBe(200);
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });

    const enrol = await ctx.http.post('/api/admin/totp/enroll').set(auth);
    expect(enrol.status).toBe(200);
    const secret = enrol.body.secret as string;
    const activated = await ctx.http
      .post('/api/admin/totp/activate')
      .set(auth)
      .send({ code: authenticator.generate(secret) });
    expect(activated.status).toBe(200);
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(200);

    const disabled = await ctx.http
      .post('/api/admin/totp/disable')
      .set(auth)
      .send({ code: activated.body.recoveryCodes[0] });
    expect(disabled.status).toBe(204);
    expect((await ctx.http.get('/api/admin/stats').set(auth)).body.code).toBe(
      'TOTP_ENROLMENT_REQUIRED',
    );
  });
});

describe('two-factor offered for admins (development)', () => {
  it('leaves the back office open and says two-factor is not required', async () => {
    const ctx = await createTestContext();
    const { email } = await insertAdmin(ctx.deps, PASSWORD);
    const res = await ctx.http.post('/api/admin-auth/login').send({ email, password: PASSWORD });
    const auth = { Authorization: `Bearer ${res.body.token}` };
    expect((await ctx.http.get('/api/admin/stats').set(auth)).status).toBe(200);
    expect((await ctx.http.get('/api/admin/totp').set(auth)).body).toMatchObject({
      enabled: false,
      required: false,
    });
  });
});
