import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  signInAdmin,
  signUp,
  uniqueEmail,
  TEST_ADMIN,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/harness';
import { sessions, users } from '../../db/schema/auth';
import { SESSION_COOKIE } from '../../http/session';
import { throttleDelay } from '../../http/login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const register = (body: Record<string, unknown>) => ctx.http.post('/api/auth/register').send(body);

describe('register', () => {
  it('creates the account, signs in with an HttpOnly cookie and a token, and stores an argon2id hash', async () => {
    const email = uniqueEmail('reg');
    const res = await register({
      email: email.toUpperCase(),
      name: '  Ada  ',
      password: 'long-enough',
      role: 'company',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, name: 'Ada', role: 'company' });
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    // The configured parameters (cheap under NODE_ENV=test; production's are proven in password.test.ts).
    const { memoryCost, timeCost } = ctx.deps.config.passwordHashing;
    expect(row!.passwordHash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=1\\$`),
    );
    const stored = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(res.body.token);
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const email = uniqueEmail('dup');
    expect(
      (await register({ email, name: 'A', password: 'long-enough', role: 'candidate' })).status,
    ).toBe(201);
    const again = await register({
      email: email.toUpperCase(),
      name: 'B',
      password: 'long-enough',
      role: 'company',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_TAKEN', message: expect.any(String) });
  });

  it.each([
    [{ name: 'x', password: 'long-enough', role: 'candidate' }, 'email'],
    [{ email: 'not-an-email', name: 'x', password: 'long-enough', role: 'candidate' }, 'email'],
    [{ email: uniqueEmail(), name: 'x', password: 'short', role: 'candidate' }, 'password'],
    [{ email: uniqueEmail(), name: 'x', password: 'p'.repeat(129), role: 'candidate' }, 'password'],
    [{ email: uniqueEmail(), name: 'x', password: 'long-enough', role: 'admin' }, 'role'],
    [{ email: uniqueEmail(), name: '   ', password: 'long-enough', role: 'candidate' }, 'name'],
  ])('rejects bad input with 400 and the zod issues (%#)', async (body, field) => {
    const before = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    const after = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.http
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.http
      .post('/api/auth/register')
      .send({ email: 'a@b.co', name: 'x'.repeat(200_000), password: 'x', role: 'candidate' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the account language', () => {
  const localeOf = async (id: number) =>
    (await ctx.deps.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!
      .locale;

  it('is stored at registration when given (candidate and company), and null when not', async () => {
    const greek = await register({
      email: uniqueEmail('el'),
      name: 'Ελένη',
      password: 'long-enough',
      role: 'candidate',
      locale: 'el',
    });
    expect(greek.status).toBe(201);
    expect(greek.body.user.locale).toBe('el');
    expect(await localeOf(greek.body.user.id)).toBe('el');
    const company = await register({
      email: uniqueEmail('el-co'),
      name: 'Αεροδρόμιο',
      password: 'long-enough',
      role: 'company',
      locale: 'el',
    });
    expect(company.body.user).toMatchObject({ role: 'company', locale: 'el' });
    const none = await signUp(ctx, 'candidate');
    expect(none.user.locale).toBeNull();
    const bad = await register({
      email: uniqueEmail('fr'),
      name: 'Fr',
      password: 'long-enough',
      role: 'candidate',
      locale: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('PATCH /api/me saves it, and /api/auth/me, /api/auth/session and a new sign-in return it', async () => {
    const who = await signUp(ctx, 'company');
    const res = await ctx.http.patch('/api/me').set(who.auth).send({ locale: 'el' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: who.user.id,
      role: 'company',
      locale: 'el',
      org: { id: who.user.id, role: 'owner' },
    });
    const me = await ctx.http.get('/api/auth/me').set(who.auth);
    expect(me.body).toEqual(res.body);
    const session = await ctx.http.get('/api/auth/session').set(who.auth);
    expect(session.body.user).toEqual(res.body);
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: who.user.email, password: TEST_PASSWORD });
    expect(login.body.user.locale).toBe('el');
    const back = await ctx.http.patch('/api/me').set(who.auth).send({ locale: 'en' });
    expect(back.body.locale).toBe('en');
    expect(await localeOf(who.user.id)).toBe('en');
  });

  it('is the admin’s own setting too', async () => {
    const admin = await signInAdmin(ctx);
    const res = await ctx.http.patch('/api/me').set(admin.auth).send({ locale: 'el' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', locale: 'el', org: null });
    await ctx.http.patch('/api/me').set(admin.auth).send({ locale: 'en' });
  });

  it.each([[{ locale: 'fr' }], [{ locale: null }], [{}], [{ locale: 'el', role: 'admin' }]])(
    'refuses a bad body with 400 and changes nothing (%#)',
    async (body) => {
      const who = await signUp(ctx, 'candidate');
      await ctx.http.patch('/api/me').set(who.auth).send({ locale: 'el' });
      const res = await ctx.http.patch('/api/me').set(who.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(await localeOf(who.user.id)).toBe('el');
    },
  );

  it('refuses a visitor with 401', async () => {
    const res = await ctx.http.patch('/api/me').send({ locale: 'el' });
    expect(res.status).toBe(401);
  });
});

describe('login, me and logout', () => {
  it('signs in with the right password and answers /me with the user', async () => {
    const who = await signUp(ctx, 'candidate', 'Lia');
    const res = await ctx.http
      .post('/api/auth/login')
      .send({ email: who.user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const me = await ctx.http.get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: who.user.id, name: 'Lia', role: 'candidate' });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const who = await signUp(ctx, 'company');
    const wrong = await ctx.http
      .post('/api/auth/login')
      .send({ email: who.user.email, password: 'wrong-password' });
    const unknown = await ctx.http
      .post('/api/auth/login')
      .send({ email: uniqueEmail('ghost'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('sets no session cookie and stores no session for a refused login', async () => {
    const who = await signUp(ctx, 'candidate');
    const before = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, who.user.id));
    const agent = (await import('supertest')).default.agent(ctx.app);
    const refused = await agent
      .post('/api/auth/login')
      .send({ email: who.user.email, password: 'wrong-password' });
    expect(refused.status).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.body).not.toHaveProperty('token');
    const after = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, who.user.id));
    expect(after).toHaveLength(before.length);
    expect((await agent.get('/api/auth/session')).body).toEqual({ user: null });
  });

  it('authenticates with the session cookie as well as the bearer token', async () => {
    const agent = (await import('supertest')).default.agent(ctx.app);
    const email = uniqueEmail('cookie');
    await agent
      .post('/api/auth/register')
      .send({ email, name: 'C', password: 'long-enough', role: 'candidate' })
      .expect(201);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('ends the session server-side on logout', async () => {
    const who = await signUp(ctx, 'candidate');
    expect((await ctx.http.get('/api/auth/session').set(who.auth)).body).toEqual({
      user: expect.objectContaining({ id: who.user.id, role: 'candidate' }),
    });
    expect((await ctx.http.post('/api/auth/logout').set(who.auth)).status).toBe(204);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(401);
    const after = await ctx.http.get('/api/auth/session').set(who.auth);
    expect([after.status, after.body]).toEqual([200, { user: null }]);
  });

  it('answers a visitor, or an unknown token, with no user and 200', async () => {
    const visitor = await ctx.http.get('/api/auth/session');
    expect([visitor.status, visitor.body]).toEqual([200, { user: null }]);
    const unknown = await ctx.http
      .get('/api/auth/session')
      .set('Authorization', 'Bearer not-a-session');
    expect([unknown.status, unknown.body]).toEqual([200, { user: null }]);
  });

  it('refuses a session past its idle expiry', async () => {
    const who = await signUp(ctx, 'candidate');
    const idle = ctx.deps.config.SESSION_IDLE_MINUTES;
    await ctx.deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (idle + 1) * 60_000) })
      .where(eq(sessions.userId, who.user.id));
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(401);
  });

  it('refuses a session past its absolute expiry', async () => {
    const who = await signUp(ctx, 'candidate');
    await ctx.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, who.user.id));
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(401);
  });

  it('answers 401 in the error shape without a session', async () => {
    const res = await ctx.http.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });
});

describe('admin login', () => {
  it('signs the configured admin in with a token', async () => {
    const res = await ctx.http.post('/api/admin-auth/login').send(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user.role).toBe('admin');
  });

  it('answers a wrong password or a non-admin with 401 and {error}', async () => {
    const wrong = await ctx.http
      .post('/api/admin-auth/login')
      .send({ ...TEST_ADMIN, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual(expect.any(String));
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const who = await signUp(ctx, 'company');
    const notAdmin = await ctx.http
      .post('/api/admin-auth/login')
      .send({ email: who.user.email, password: TEST_PASSWORD });
    expect(notAdmin.status).toBe(401);
  });
});

describe('CSRF defence for cookie-authenticated writes', () => {
  it('refuses a cookie-authenticated write from another origin, accepts our own origin and bearer clients', async () => {
    const agent = (await import('supertest')).default.agent(ctx.app);
    await agent
      .post('/api/auth/register')
      .send({ email: uniqueEmail('csrf'), name: 'C', password: 'long-enough', role: 'candidate' })
      .expect(201);
    const foreign = await agent.post('/api/auth/logout').set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('CSRF_REJECTED');
    const missing = await agent.post('/api/auth/logout');
    expect(missing.status).toBe(403);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    const own = await agent.post('/api/auth/logout').set('Origin', 'http://localhost:3000');
    expect(own.status).toBe(204);
  });
});

describe('rate limits', () => {
  it('slows guessing on one account down but never refuses its right password, whoever failed before', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '2',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_FAILURE_DELAY_MS: '150',
    });
    const who = await signUp(limited, 'candidate');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await limited.http
            .post('/api/auth/login')
            .send({ email: who.user.email, password: 'wrong-password' })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Past the free failures every attempt on the account waits (150 ms doubling per failure) before it is checked…
    const started = Date.now();
    const right = await limited.http
      .post('/api/auth/login')
      .send({ email: who.user.email, password: TEST_PASSWORD });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150 * 2 ** 3);
    // …and the owner's right password still signs in; success clears the account's failures.
    expect(right.status).toBe(200);
    const again = Date.now();
    expect(
      (
        await limited.http
          .post('/api/auth/login')
          .send({ email: who.user.email, password: TEST_PASSWORD })
      ).status,
    ).toBe(200);
    expect(Date.now() - again).toBeLessThan(150 * 2 ** 3);
  });

  it('keys the account after normalising the address, so padding the email does not dodge the slow-down', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_FAILURE_DELAY_MS: '400',
    });
    const who = await signUp(limited, 'candidate');
    for (let i = 0; i < 2; i++)
      await limited.http
        .post('/api/auth/login')
        .send({ email: who.user.email, password: 'wrong-password' });
    const started = Date.now();
    const padded = await limited.http.post('/api/auth/login').send({
      email: `  ${who.user.email.toUpperCase()}${' '.repeat(260)}`,
      password: TEST_PASSWORD,
    });
    expect(padded.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('computes the progressive delay with a cap', () => {
    const options = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };
    expect([0, 2, 3, 4, 5, 8, 100].map((n) => throttleDelay(n, options))).toEqual([
      0, 0, 1000, 2000, 4000, 30_000, 30_000,
    ]);
  });

  it('refuses an IP address after too many failed sign-ins with 429 and Retry-After; successes do not count', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      AUTH_RATE_LIMIT_PER_IP: '2',
    });
    const who = await signUp(limited, 'candidate');
    for (let i = 0; i < 3; i++)
      expect(
        (
          await limited.http
            .post('/api/auth/login')
            .send({ email: who.user.email, password: TEST_PASSWORD })
        ).status,
      ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await limited.http
            .post('/api/auth/login')
            .send({ email: uniqueEmail('ip'), password: 'wrong-password' })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 429]);
    const last = await limited.http
      .post('/api/auth/login')
      .send({ email: uniqueEmail('ip'), password: 'wrong-password' });
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.body.code).toBe('RATE_LIMITED');
  });

  it('limits registrations per IP address', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      AUTH_RATE_LIMIT_PER_IP: '2',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await limited.http.post('/api/auth/register').send({
            email: uniqueEmail('reg'),
            name: 'R',
            password: 'long-enough',
            role: 'candidate',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('admin login defaults', () => {
  it('do not publish the admin address in production', async () => {
    const production = await createTestContext({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: 'b'.repeat(64),
    });
    expect((await production.http.get('/api/admin-auth/defaults')).body).toEqual({ email: null });
  });
});
