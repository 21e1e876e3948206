import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification, ServerToClientEvents } from '@takeoff/shared/notifications';
import {
  createTestContext,
  signUp,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from '../test/harness';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/auth';
import { SESSION_COOKIE } from '../http/session';
import { triggers } from '../modules/notifications/notification-triggers';
import { createSocketServer, disconnectEndedSessions, sameOrigin } from './socket-server';

let ctx: TestContext;
let server: Server;
let url: string;
let ioServer: Awaited<ReturnType<typeof createSocketServer>>;
const open: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer(ctx.app);
  ioServer = await createSocketServer(server, ctx.deps, null);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Client = Socket<ServerToClientEvents>;
function client(options: { token?: string; cookie?: string; origin?: string }): Client {
  const extraHeaders: Record<string, string> = {};
  if (options.cookie) extraHeaders.cookie = options.cookie;
  if (options.origin) extraHeaders.origin = options.origin;
  const s: Client = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    extraHeaders,
  });
  open.push(s);
  return s;
}
const connected = (s: Client) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const refused = (s: Client) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected but should have been refused')));
    s.once('connect_error', (error) => resolve(error.message));
  });
const next = (s: Client, event: keyof ServerToClientEvents) =>
  new Promise<Notification>((resolve) => s.once(event, resolve));

async function cookieOf(who: SignedIn) {
  const res = await ctx.http
    .post('/api/auth/login')
    .send({ email: who.user.email, password: TEST_PASSWORD });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pair = setCookie
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('no session cookie');
  return pair;
}

describe('socket handshake', () => {
  it('refuses no session, an unknown token and a logged-out session', async () => {
    expect(await refused(client({}))).toBe('UNAUTHENTICATED');
    expect(await refused(client({ token: 'not-a-real-token' }))).toBe('UNAUTHENTICATED');
    const user = await signUp(ctx, 'candidate');
    expect((await ctx.http.post('/api/auth/logout').set(user.auth)).status).toBeLessThan(300);
    expect(await refused(client({ token: user.token }))).toBe('UNAUTHENTICATED');
  });

  it('accepts the session cookie (what the SPA uses) and the bearer token', async () => {
    const user = await signUp(ctx, 'company');
    await connected(client({ cookie: await cookieOf(user) }));
    await connected(client({ token: user.token }));
  });

  it('refuses a browser handshake from another origin', async () => {
    const user = await signUp(ctx, 'company');
    const s = client({ cookie: await cookieOf(user), origin: 'https://evil.example' });
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => reject(new Error('connected from another origin')));
      s.once('connect_error', () => resolve());
    });
    expect(sameOrigin(undefined, 'a', 'http://localhost:3000')).toBe(true);
    expect(sameOrigin('http://localhost:3000', 'x', 'http://localhost:3000')).toBe(true);
    expect(sameOrigin('https://app.example', 'app.example', 'http://localhost:3000')).toBe(true);
    expect(sameOrigin('https://evil.example', 'app.example', 'http://localhost:3000')).toBe(false);
    expect(sameOrigin('null', 'app.example', 'http://localhost:3000')).toBe(false);
  });
});

describe('pushes', () => {
  it('reach every tab of the recipient and no one else, as the stored notification', async () => {
    const [user, other] = [await signUp(ctx, 'company'), await signUp(ctx, 'company')];
    const tabs = [client({ token: user.token }), client({ cookie: await cookieOf(user) })];
    const stranger = client({ token: other.token });
    await Promise.all([...tabs, stranger].map(connected));
    let strangerGot = 0;
    stranger.on('notification:new_application', () => strangerGot++);
    const received = tabs.map((t) => next(t, 'notification:new_application'));
    const candidate = await signUp(ctx, 'candidate');
    const [made] = await ctx.deps.notifications.notify(
      triggers.newApplication({
        actorId: candidate.user.id,
        companyUserId: user.user.id,
        applicationId: 1,
        jobTitle: 'Pilot',
      }),
    );
    for (const got of await Promise.all(received)) expect(got).toEqual(made);
    const listed = await ctx.http.get('/api/notifications').set(user.auth);
    expect(listed.body.items[0]).toEqual(made);
    // A later push to the stranger arrives; the earlier one never did.
    const own = next(stranger, 'notification:new');
    await ctx.deps.notifications.notify({
      to: { userId: other.user.id },
      type: 'x',
      entityType: 'system',
      title: 't',
      message: 'm',
    });
    await own;
    expect(strangerGot).toBe(0);
  });

  it('audience pushes reach the role, not the other role, not the actor', async () => {
    const [actor, company, candidate] = [
      await signUp(ctx, 'company'),
      await signUp(ctx, 'company'),
      await signUp(ctx, 'candidate'),
    ];
    const [actorSocket, companySocket, candidateSocket] = [
      client({ token: actor.token }),
      client({ token: company.token }),
      client({ token: candidate.token }),
    ];
    await Promise.all([actorSocket, companySocket, candidateSocket].map(connected));
    const seen: string[] = [];
    actorSocket.on('notification:new', () => seen.push('actor'));
    companySocket.on('notification:new', () => seen.push('company'));
    const got = next(candidateSocket, 'notification:new');
    const [made] = await ctx.deps.notifications.notify(
      triggers.jobPosted({
        actorId: actor.user.id,
        jobId: 1,
        jobTitle: 'Pilot',
        companyName: 'Acme',
      }),
    );
    expect((await got).id).toBe(made!.id);
    // A company-audience video from the actor company itself reaches the other company but not the actor.
    const video = next(companySocket, 'notification:new_video');
    const [pitch] = await ctx.deps.notifications.notify({
      ...triggers.pitchVideo({ actorId: actor.user.id, pitchId: 1, changed: false }),
    });
    expect((await video).id).toBe(pitch!.id);
    await ctx.deps.notifications.notify({
      to: { userId: actor.user.id },
      type: 'x',
      entityType: 'system',
      title: 't',
      message: 'm',
    });
    await new Promise<void>((resolve) => actorSocket.once('notification:new', () => resolve()));
    expect(seen).toEqual(['actor']);
  });
});

describe('pushes in the reader’s language', () => {
  it('send an audience notification the server wrote to each socket in its user’s language', async () => {
    const [actor, greek, english] = [
      await signUp(ctx, 'company', 'Acme'),
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
    ];
    await ctx.http.patch('/api/me').set(greek.auth).send({ locale: 'el' }).expect(200);
    const [greekSocket, englishSocket] = [
      client({ token: greek.token }),
      client({ token: english.token }),
    ];
    await Promise.all([greekSocket, englishSocket].map(connected));
    const [inGreek, inEnglish] = [
      next(greekSocket, 'notification:new'),
      next(englishSocket, 'notification:new'),
    ];
    const [made] = await ctx.deps.notifications.notify({
      to: { audience: 'candidates' },
      actorId: actor.user.id,
      type: 'job_posted',
      entityType: 'job_post',
      entityId: 1,
      text: (t) => ({
        title: t('jobPosted.title'),
        message: t('jobPosted.message', { company: 'Acme', job: 'Pilot', location: 'Athens' }),
      }),
    });
    expect(await inEnglish).toEqual(made);
    expect(made).toMatchObject({
      title: 'New flight on the board',
      message: 'Acme posted Pilot (Athens)',
    });
    expect(await inGreek).toEqual({
      ...made,
      title: 'Νέα πτήση στον πίνακα',
      message: 'Η εταιρεία Acme δημοσίευσε τη θέση Pilot (Athens)',
    });
  });
});

describe('sessions that end', () => {
  const disconnected = (s: Client) =>
    new Promise<string>((resolve) => s.once('disconnect', resolve));

  it('lose their sockets at once on logout, before any sweep; other sessions keep theirs', async () => {
    const [leaving, staying] = [await signUp(ctx, 'company'), await signUp(ctx, 'company')];
    const [gone, kept] = [client({ token: leaving.token }), client({ token: staying.token })];
    await Promise.all([gone, kept].map(connected));
    const told = new Promise<boolean>((resolve) => gone.once('session:ended', () => resolve(true)));
    const reason = disconnected(gone);
    expect((await ctx.http.post('/api/auth/logout').set(leaving.auth)).status).toBeLessThan(300);
    expect(await told).toBe(true);
    expect(await reason).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });

  it('signed out by "Sign out other devices" are told at once; the device that asked keeps its socket', async () => {
    const person = await signUp(ctx, 'candidate');
    const phone = await ctx.http
      .post('/api/auth/login')
      .send({ email: person.user.email, password: TEST_PASSWORD });
    const [here, there] = [
      client({ token: person.token }),
      client({ token: phone.body.token as string }),
    ];
    await Promise.all([here, there].map(connected));
    let toldHere = false;
    here.on('session:ended', () => (toldHere = true));
    const told = new Promise<boolean>((resolve) =>
      there.once('session:ended', () => resolve(true)),
    );
    const reason = disconnected(there);
    const revoked = await ctx.http.post('/api/auth/sessions/revoke-others').set(person.auth);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 1 });
    expect(await told).toBe(true);
    expect(await reason).toBe('io server disconnect');
    // The asking device's socket still carries its pushes: a notification to the person reaches it.
    const pushed = new Promise<Notification>((resolve) => here.once('notification:new', resolve));
    await ctx.deps.notifications.notify({
      to: { userId: person.user.id },
      type: 'x',
      entityType: 'system',
      title: 'Still here',
      message: 'This device stays signed in',
    });
    expect((await pushed).title).toBe('Still here');
    expect(toldHere).toBe(false);
    expect(here.connected).toBe(true);
  });

  it('lose their sockets at once when the account is erased, on every session', async () => {
    const leaving = await signUp(ctx, 'candidate');
    const second = await ctx.http
      .post('/api/auth/login')
      .send({ email: leaving.user.email, password: TEST_PASSWORD });
    const sockets = [
      client({ token: leaving.token }),
      client({ token: second.body.token as string }),
    ];
    await Promise.all(sockets.map(connected));
    const reasons = Promise.all(sockets.map(disconnected));
    expect(
      (await ctx.http.post('/api/me/delete').set(leaving.auth).send({ password: TEST_PASSWORD }))
        .status,
    ).toBeLessThan(300);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('that expire lose their sockets at the next sweep', async () => {
    const expiring = await signUp(ctx, 'company');
    const socket = client({ token: expiring.token });
    await connected(socket);
    const told = new Promise<boolean>((resolve) =>
      socket.once('session:ended', () => resolve(true)),
    );
    const reason = disconnected(socket);
    await ctx.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expiring.user.id));
    expect(await disconnectEndedSessions(ioServer, ctx.deps)).toBe(1);
    expect(await told).toBe(true);
    expect(await reason).toBe('io server disconnect');
    expect(await disconnectEndedSessions(ioServer, ctx.deps)).toBe(0);
  });
});

describe('handshake rate limit', () => {
  it('refuses handshakes past the per-IP limit before looking any session up', async () => {
    const limited = await createTestContext({ SOCKET_HANDSHAKES_PER_MINUTE: '3' });
    const limitedServer = createServer(limited.app);
    await createSocketServer(limitedServer, limited.deps, null);
    await new Promise<void>((resolve) => limitedServer.listen(0, '127.0.0.1', resolve));
    const limitedUrl = `http://127.0.0.1:${(limitedServer.address() as AddressInfo).port}`;
    try {
      const who = await signUp(limited, 'candidate');
      const answers: string[] = [];
      for (let i = 0; i < 3; i++) {
        const s: Client = connect(limitedUrl, {
          transports: ['websocket'],
          reconnection: false,
          auth: { token: 'bogus' },
        });
        open.push(s);
        answers.push(await refused(s));
      }
      const real: Client = connect(limitedUrl, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token: who.token },
      });
      open.push(real);
      answers.push(await refused(real));
      expect(answers).toEqual([
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'RATE_LIMITED',
      ]);
    } finally {
      await new Promise<void>((resolve) => limitedServer.close(() => resolve()));
    }
  });
});
