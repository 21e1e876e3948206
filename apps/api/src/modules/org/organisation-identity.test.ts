import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification, ServerToClientEvents } from '@takeoff/shared/notifications';
import type { OrgMember } from '@takeoff/shared/org';
import {
  createTestContext,
  signUp,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { createSocketServer } from '../../realtime/socket-server';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { createInterviews } from '../interviews/interviews.factory';
import { queuedMailTo } from '../../test/mail-queue';
import { renderMail } from '../mail/mail.service';
import { addMember } from './org.fixtures';

let ctx: TestContext;
let server: Server;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer(ctx.app);
  await createSocketServer(server, ctx.deps, null);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Client = Socket<ServerToClientEvents>;
/** A live notification socket that records every push it hears. */
async function listen(who: SignedIn) {
  const s: Client = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token: who.token },
  });
  open.push(s);
  const heard: Notification[] = [];
  s.on('notification:new', (n) => heard.push(n));
  s.on('notification:new_application', (n) => heard.push(n));
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return heard;
}

async function signIn(email: string): Promise<SignedIn> {
  const res = await ctx.http
    .post('/api/auth/login')
    .send({ email, password: TEST_PASSWORD })
    .expect(200);
  return { ...res.body, auth: { Authorization: `Bearer ${res.body.token}` } } as SignedIn;
}

const notificationsOf = async (who: SignedIn) =>
  (await ctx.http.get('/api/notifications').set(who.auth).expect(200)).body.items as Notification[];
const members = async (who: SignedIn) =>
  (await ctx.http.get('/api/org/members').set(who.auth).expect(200)).body.items as OrgMember[];

/** An organisation with a job, an applicant, a recruiter's message and note: what its founder must not keep. */
async function foundedOrganisation() {
  const founder = await signUp(ctx, 'company', 'Founded Air');
  const heir = await addMember(ctx, founder, 'recruiter', 'Hana Heir');
  const job = await postJob(ctx, founder);
  const candidate = await signUp(ctx, 'candidate');
  await ctx.http
    .post('/api/auth/gdpr-consent')
    .set(candidate.auth)
    .send({ consentGiven: true })
    .expect(201);
  await createPitch(ctx, candidate);
  await applyTo(ctx, candidate, job.id);
  const marks = { message: `private-message-${Date.now()}`, note: `private-note-${Date.now()}` };
  await ctx.http
    .post('/api/messages')
    .set(heir.auth)
    .send({ toCandidateId: candidate.user.id, subject: 'Hello', body: marks.message })
    .expect(201);
  await ctx.http
    .put(`/api/candidates/${candidate.user.id}/note`)
    .set(heir.auth)
    .send({ body: marks.note })
    .expect(200);
  return { founder, heir, job, candidate, marks, orgId: founder.user.id };
}

/** The founder hands ownership to the heir: their person is separated from the organisation's id. */
async function handOver(f: Awaited<ReturnType<typeof foundedOrganisation>>) {
  await ctx.http
    .post('/api/org/transfer-ownership')
    .set(f.founder.auth)
    .send({ memberId: f.heir.user.id })
    .expect(200);
  const me = await ctx.http.get('/api/auth/me').set(f.founder.auth).expect(200);
  return me.body as { id: number; org: { id: number; role: string } | null };
}

describe('the organisation is not its founder', () => {
  it('separates the founder on handover: a new person keeps their sign-in, the organisation keeps its id', async () => {
    const f = await foundedOrganisation();
    const me = await handOver(f);
    expect(me.id).not.toBe(f.orgId);
    expect(me.org).toEqual({ id: f.orgId, name: 'Founded Air', role: 'recruiter' });
    const list = await members(f.heir);
    expect(list.map((m) => [m.id, m.role])).toEqual([
      [f.heir.user.id, 'owner'],
      [me.id, 'recruiter'],
    ]);
    // The same address signs in as the person; the organisation's id is no account anyone signs in to.
    const again = await signIn(f.founder.user.email);
    expect(again.user.id).toBe(me.id);
    await ctx.http.get(`/api/jobs/${f.job.id}`).set(f.heir.auth).expect(200);
  });

  it("exports only the founder's own data after handover and removal", async () => {
    const f = await foundedOrganisation();
    const me = await handOver(f);
    await ctx.http.delete(`/api/org/members/${me.id}`).set(f.heir.auth).expect(204);
    const founder = await signIn(f.founder.user.email);
    const exported = (await ctx.http.get('/api/me/export').set(founder.auth).expect(200)).body as {
      userId: number;
      index: { table: string; rows: number }[];
    };
    expect(exported.userId).toBe(me.id);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(f.marks.message);
    expect(text).not.toContain(f.marks.note);
    for (const table of ['jobs', 'applications', 'messages', 'candidate_notes', 'org_members']) {
      expect(exported.index.find((e) => e.table === table)?.rows ?? 0, table).toBe(0);
    }
  });

  it('stops the organisation notifying a removed founder, in the list and live', async () => {
    const f = await foundedOrganisation();
    const me = await handOver(f);
    await ctx.http.delete(`/api/org/members/${me.id}`).set(f.heir.auth).expect(204);
    const founder = await signIn(f.founder.user.email);
    const founderHears = await listen(founder);
    const heirHears = await listen(f.heir);
    const late = await signUp(ctx, 'candidate');
    await createPitch(ctx, late);
    await applyTo(ctx, late, f.job.id);
    await expect.poll(() => heirHears.some((n) => n.type === 'new_application')).toBe(true);
    expect(founderHears).toEqual([]);
    expect((await notificationsOf(founder)).filter((n) => n.type === 'new_application')).toEqual(
      [],
    );
    expect(
      (await notificationsOf(f.heir)).filter((n) => n.type === 'new_application').length,
    ).toBeGreaterThan(0);
  });

  it("never erases the organisation with a founder's account after handover", async () => {
    const f = await foundedOrganisation();
    await handOver(f);
    await ctx.http
      .post('/api/me/delete')
      .set(f.founder.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    await ctx.http.get(`/api/jobs/${f.job.id}`).set(f.heir.auth).expect(200);
    expect((await members(f.heir)).map((m) => m.id)).toEqual([f.heir.user.id]);
    await ctx.http
      .post('/api/auth/login')
      .send({ email: f.founder.user.email, password: TEST_PASSWORD })
      .expect(401);
  });

  it('refuses an owner deleting their account while the organisation has other members', async () => {
    const f = await foundedOrganisation();
    const refused = await ctx.http
      .post('/api/me/delete')
      .set(f.founder.auth)
      .send({ password: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('OWNER_REQUIRED');
    await ctx.http.get(`/api/jobs/${f.job.id}`).set(f.heir.auth).expect(200);
  });

  it("keeps the founder's own account when they delete the organisation", async () => {
    const founder = await signUp(ctx, 'company', 'Short Lived Air');
    const job = await postJob(ctx, founder);
    await ctx.http
      .post('/api/org/delete')
      .set(founder.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const again = await signIn(founder.user.email);
    expect(again.user.id).not.toBe(founder.user.id);
    expect(again.user.org).toBeNull();
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http.get(`/api/jobs/${job.id}`).set(candidate.auth).expect(404);
  });
});

describe('deleting the organisation', () => {
  it('cancels its future interviews by mail with a CANCEL .ics and tells its applicants, keeping the owner', async () => {
    const f = await foundedOrganisation();
    const [interviewId] = await createInterviews(ctx.deps.db, [
      {
        companyId: f.orgId,
        candidateId: f.candidate.user.id,
        jobId: f.job.id,
        scheduledAt: new Date(Date.now() + 3 * 86_400_000),
      },
    ]);
    await ctx.http
      .post('/api/org/delete')
      .set(f.founder.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    const mails = await queuedMailTo(ctx, f.candidate.user.email);
    const cancelled = mails.find(
      (m) =>
        m.template === 'interview_invite' &&
        (m.params as { change?: string }).change === 'cancelled',
    );
    expect(cancelled, JSON.stringify(mails.map((m) => m.template))).toBeDefined();
    // The template attaches the cancelling .ics for this change (see notification-mail.test.ts).
    expect((await renderMail(ctx.deps, cancelled!)).subject).toContain('cancelled');
    const [row] = await ctx.deps.database.query<{ status: string }>(
      'select status from interviews where id = $1',
      [interviewId],
    );
    expect(row).toBeUndefined();
    const told = (await notificationsOf(f.candidate)).filter(
      (n) => n.type === 'application_closed',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Founded Air');
    // Every person keeps their account: the owner and the recruiter sign in again, in no organisation.
    for (const email of [f.founder.user.email, f.heir.user.email])
      expect((await signIn(email)).user.org).toBeNull();
  });
});

describe('notifications follow the member role', () => {
  it('stops the organisation inbox for a member demoted to interviewer, in the list and live', async () => {
    const f = await foundedOrganisation();
    await ctx.http
      .patch(`/api/org/members/${f.heir.user.id}`)
      .set(f.founder.auth)
      .send({ role: 'interviewer' })
      .expect(200);
    const heirHears = await listen(f.heir);
    const founderHears = await listen(f.founder);
    const late = await signUp(ctx, 'candidate');
    await createPitch(ctx, late);
    await applyTo(ctx, late, f.job.id);
    await expect.poll(() => founderHears.some((n) => n.type === 'new_application')).toBe(true);
    expect(heirHears).toEqual([]);
    expect((await notificationsOf(f.heir)).filter((n) => n.type === 'new_application')).toEqual([]);
  });
});
