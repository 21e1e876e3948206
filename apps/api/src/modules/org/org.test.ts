import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OrgMember } from '@takeoff/shared/org';
import { orgMembers } from '../../db/schema/org';
import {
  createTestContext,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { postJob } from '../applications/test-factories';
import { queuedMailTo } from '../../test/mail-queue';
import { addMember, invite } from './org.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterEach(() => {
  vi.useRealTimers();
});

const members = async (who: SignedIn) =>
  (await ctx.http.get('/api/org/members').set(who.auth).expect(200)).body.items as OrgMember[];

describe('organisations', () => {
  it('makes every new company account the owner of its organisation', async () => {
    const owner = await signUp(ctx, 'company', 'Skyward Ltd');
    expect(owner.user.org).toEqual({ id: owner.user.id, name: 'Skyward Ltd', role: 'owner' });
    const me = await ctx.http.get('/api/auth/me').set(owner.auth).expect(200);
    expect(me.body.org).toEqual({ id: owner.user.id, name: 'Skyward Ltd', role: 'owner' });
    expect(await members(owner)).toEqual([
      expect.objectContaining({ id: owner.user.id, role: 'owner', isYou: true }),
    ]);
    const candidate = await signUp(ctx, 'candidate');
    expect(candidate.user.org).toBeNull();
  });

  it('lets two recruiters and the owner share one pipeline, and records which member acted', async () => {
    const owner = await signUp(ctx, 'company', 'Shared Pipeline Co');
    const recruiter = await addMember(ctx, owner, 'recruiter', 'Rita Recruiter');
    expect(recruiter.user.org).toEqual({
      id: owner.user.id,
      name: 'Shared Pipeline Co',
      role: 'recruiter',
    });
    // A job the recruiter posts belongs to the organisation: the owner manages it.
    const job = await postJob(ctx, recruiter);
    expect(job.companyId).toBe(owner.user.id);
    await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(owner.auth)
      .send({ title: 'Renamed by the owner' })
      .expect(200);
    const seen = await ctx.http
      .get(`/api/companies/${owner.user.id}/jobs-with-applications`)
      .set(recruiter.auth)
      .expect(200);
    expect(seen.body.items.map((j: { id: number }) => j.id)).toContain(job.id);
    // Another organisation sees none of it.
    const stranger = await signUp(ctx, 'company');
    await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(stranger.auth)
      .send({ title: 'Hijacked' })
      .expect(403);
    await ctx.http
      .get(`/api/companies/${owner.user.id}/jobs-with-applications`)
      .set(stranger.auth)
      .expect(403);
  });

  it('shows a message thread to every member and names the member who wrote each message', async () => {
    const owner = await signUp(ctx, 'company', 'Thread Co');
    const recruiter = await addMember(ctx, owner, 'recruiter', 'Mia Member');
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: true })
      .expect(201);
    await ctx.http
      .post('/api/messages')
      .set(recruiter.auth)
      .send({
        toCandidateId: candidate.user.id,
        subject: 'Your pitch',
        body: 'Hello from the team',
      })
      .expect(201);
    const thread = await ctx.http
      .get(`/api/messages/threads/${candidate.user.id}`)
      .set(owner.auth)
      .expect(200);
    expect(thread.body.items[0]).toMatchObject({
      body: 'Hello from the team',
      mine: true,
      sentBy: { id: recruiter.user.id, name: 'Mia Member' },
    });
    // The candidate sees the company, not which member wrote.
    const theirs = await ctx.http
      .get(`/api/messages/threads/${owner.user.id}`)
      .set(candidate.auth)
      .expect(200);
    expect(theirs.body.items[0]).toMatchObject({ mine: false, sentBy: null });
  });

  it('keeps interviewers to evaluating: no jobs, no messages, no stage moves, no members', async () => {
    const owner = await signUp(ctx, 'company');
    const interviewer = await addMember(ctx, owner, 'interviewer');
    const job = await postJob(ctx, owner);
    const posted = await ctx.http
      .post('/api/jobs')
      .set(interviewer.auth)
      .send({ title: 'Nope', description: 'x', location: 'Athens', type: 'full-time' });
    expect(posted.status).toBe(403);
    expect(posted.body.code).toBe('ORG_ROLE_FORBIDDEN');
    await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(interviewer.auth)
      .send({ title: 'Nope' })
      .expect(403);
    await ctx.http
      .post('/api/messages')
      .set(interviewer.auth)
      .send({ toCandidateId: owner.user.id, subject: 'Hi', body: 'Hi' })
      .expect(403);
    await ctx.http.get('/api/org/members').set(interviewer.auth).expect(403);
    await ctx.http
      .post('/api/org/invitations')
      .set(interviewer.auth)
      .send({ email: 'someone@test.takeoff', role: 'interviewer' })
      .expect(403);
  });

  it('lets a recruiter invite interviewers but not recruiters, and only the owner manage members', async () => {
    const owner = await signUp(ctx, 'company');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    await invite(ctx, recruiter, 'interviewer');
    const refused = await ctx.http
      .post('/api/org/invitations')
      .set(recruiter.auth)
      .send({ email: 'r2@test.takeoff', role: 'recruiter' });
    expect(refused.status).toBe(403);
    const interviewer = await addMember(ctx, owner, 'interviewer');
    await ctx.http
      .patch(`/api/org/members/${interviewer.user.id}`)
      .set(recruiter.auth)
      .send({ role: 'recruiter' })
      .expect(403);
    const changed = await ctx.http
      .patch(`/api/org/members/${interviewer.user.id}`)
      .set(owner.auth)
      .send({ role: 'recruiter' })
      .expect(200);
    expect(changed.body).toMatchObject({ id: interviewer.user.id, role: 'recruiter' });
  });

  it('mails the invitation link, lists it as pending and revokes it', async () => {
    const owner = await signUp(ctx, 'company', 'Mailing Co');
    const address = uniqueEmail('invited');
    const { invitation, token } = await invite(ctx, owner, 'interviewer', address);
    const mail = (await queuedMailTo(ctx, address)).find((m) => m.template === 'org_invitation');
    expect(mail?.params).toMatchObject({
      organisation: 'Mailing Co',
      url: expect.stringContaining(`/invite?token=${token}`),
    });
    const pending = await ctx.http.get('/api/org/invitations').set(owner.auth).expect(200);
    expect(pending.body.items).toEqual([
      expect.objectContaining({ id: invitation.id, email: address, role: 'interviewer' }),
    ]);
    const preview = await ctx.http.get('/api/org/invitations/preview').query({ token }).expect(200);
    expect(preview.body).toMatchObject({ organisation: 'Mailing Co', role: 'interviewer' });
    await ctx.http.delete(`/api/org/invitations/${invitation.id}`).set(owner.auth).expect(204);
    const accepted = await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token, name: 'Too Late', password: TEST_PASSWORD });
    expect(accepted.body.code).toBe('INVALID_INVITATION');
  });

  it('gives the new member’s account the language chosen on the acceptance page', async () => {
    const owner = await signUp(ctx, 'company');
    const { token } = await invite(ctx, owner, 'interviewer');
    const res = await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token, name: 'Ελένη', password: TEST_PASSWORD, locale: 'el' })
      .expect(201);
    expect(res.body.user).toMatchObject({
      name: 'Ελένη',
      locale: 'el',
      org: { id: owner.user.id, role: 'interviewer' },
    });
    const { token: plain } = await invite(ctx, owner, 'interviewer');
    const without = await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token: plain, name: 'Nik', password: TEST_PASSWORD })
      .expect(201);
    expect(without.body.user.locale).toBeNull();
  });

  it('accepts an invitation once, and not after 7 days', async () => {
    const owner = await signUp(ctx, 'company');
    const { token } = await invite(ctx, owner, 'recruiter');
    await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token, name: 'First', password: TEST_PASSWORD })
      .expect(201);
    const second = await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token, name: 'Second', password: TEST_PASSWORD });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('INVALID_INVITATION');

    const { token: old } = await invite(ctx, owner, 'interviewer');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 60_000);
    const expired = await ctx.http
      .post('/api/org/invitations/accept')
      .send({ token: old, name: 'Late', password: TEST_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_INVITATION');
  });

  it('never lets a candidate account join, nor a member of another organisation', async () => {
    const owner = await signUp(ctx, 'company');
    const candidate = await signUp(ctx, 'candidate');
    const { token } = await invite(ctx, owner, 'interviewer', candidate.user.email);
    const asCandidate = await ctx.http
      .post('/api/org/invitations/accept')
      .set(candidate.auth)
      .send({ token });
    expect(asCandidate.status).toBe(409);
    const otherOwner = await signUp(ctx, 'company');
    const asOtherOwner = await ctx.http
      .post('/api/org/invitations/accept')
      .set(otherOwner.auth)
      .send({ token });
    expect(asOtherOwner.body.code).toBe('ALREADY_IN_ORGANISATION');
  });

  it('keeps exactly one owner: no demotion or removal except by a transfer', async () => {
    const owner = await signUp(ctx, 'company');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    expect(
      (
        await ctx.http
          .patch(`/api/org/members/${owner.user.id}`)
          .set(owner.auth)
          .send({ role: 'recruiter' })
      ).body.code,
    ).toBe('OWNER_REQUIRED');
    expect(
      (await ctx.http.delete(`/api/org/members/${owner.user.id}`).set(owner.auth)).body.code,
    ).toBe('OWNER_REQUIRED');
    await ctx.http
      .post('/api/org/transfer-ownership')
      .set(recruiter.auth)
      .send({ memberId: recruiter.user.id })
      .expect(403);
    await ctx.http
      .post('/api/org/transfer-ownership')
      .set(owner.auth)
      .send({ memberId: recruiter.user.id })
      .expect(200);
    const roles = await ctx.deps.db
      .select({ userId: orgMembers.userId, role: orgMembers.role })
      .from(orgMembers)
      .where(eq(orgMembers.orgId, owner.user.id));
    expect(roles.filter((r) => r.role === 'owner')).toEqual([
      { userId: recruiter.user.id, role: 'owner' },
    ]);
    // The founder is a person apart from the organisation's id now, working as a recruiter.
    const founder = (await ctx.http.get('/api/auth/me').set(owner.auth).expect(200)).body as {
      id: number;
    };
    expect(founder.id).not.toBe(owner.user.id);
    expect(roles.find((r) => r.userId === founder.id)?.role).toBe('recruiter');
    // The former owner now works as a recruiter: members are the new owner's to manage.
    await ctx.http.delete(`/api/org/members/${recruiter.user.id}`).set(owner.auth).expect(403);
  });

  it('refuses a removed member at once, by cookie and by bearer token, and lets them join again by invitation', async () => {
    const owner = await signUp(ctx, 'company');
    const member = await addMember(ctx, owner, 'recruiter');
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: member.user.email, password: TEST_PASSWORD })
      .expect(200);
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    await ctx.http.get('/api/applications').set('Cookie', cookie).expect(200);
    await ctx.http.delete(`/api/org/members/${member.user.id}`).set(owner.auth).expect(204);
    await ctx.http.get('/api/applications').set(member.auth).expect(401);
    await ctx.http.get('/api/applications').set('Cookie', cookie).expect(401);
    // Signing in again gives an account in no organisation: company routes refuse it until it joins one.
    const again = await ctx.http
      .post('/api/auth/login')
      .send({ email: member.user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(again.body.user.org).toBeNull();
    const refused = await ctx.http
      .get('/api/applications')
      .set('Authorization', `Bearer ${again.body.token}`);
    expect(refused.body.code).toBe('NO_ORGANISATION');
    const { token } = await invite(ctx, owner, 'interviewer', member.user.email);
    const rejoined = await ctx.http
      .post('/api/org/invitations/accept')
      .set('Authorization', `Bearer ${again.body.token}`)
      .send({ token })
      .expect(201);
    expect(rejoined.body).toMatchObject({
      token: null,
      user: { org: { id: owner.user.id, role: 'interviewer' } },
    });
  });

  it('lets every member manage their own account, and keeps an owner when accounts are deleted', async () => {
    const owner = await signUp(ctx, 'company');
    const interviewer = await addMember(ctx, owner, 'interviewer');
    await ctx.http
      .post('/api/auth/change-password')
      .set(interviewer.auth)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'another-long-password' })
      .expect(200);
    const recruiter = await addMember(ctx, owner, 'recruiter');
    await ctx.http
      .post('/api/org/transfer-ownership')
      .set(owner.auth)
      .send({ memberId: recruiter.user.id })
      .expect(200);
    // The new owner hands on first; the founder is a person of their own, whose account goes without the organisation.
    const ownerLeaving = await ctx.http
      .post('/api/me/delete')
      .set(recruiter.auth)
      .send({ password: TEST_PASSWORD });
    expect(ownerLeaving.body.code).toBe('OWNER_REQUIRED');
    await ctx.http
      .post('/api/me/delete')
      .set(interviewer.auth)
      .send({ password: 'another-long-password' })
      .expect(204);
    await ctx.http
      .post('/api/me/delete')
      .set(owner.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect((await members(recruiter)).map((m) => m.id)).toEqual([recruiter.user.id]);
  });

  it('lets only the owner delete the organisation, with their password; its data goes and every member is signed out', async () => {
    const founder = await signUp(ctx, 'company');
    const job = await postJob(ctx, founder);
    const recruiter = await addMember(ctx, founder, 'recruiter');
    const interviewer = await addMember(ctx, founder, 'interviewer');
    await ctx.http
      .post('/api/org/transfer-ownership')
      .set(founder.auth)
      .send({ memberId: recruiter.user.id })
      .expect(200);
    // The founding account is a recruiter now: it may not; the new owner may, with the right password.
    await ctx.http
      .post('/api/org/delete')
      .set(founder.auth)
      .send({ password: TEST_PASSWORD })
      .expect(403);
    expect(
      (
        await ctx.http
          .post('/api/org/delete')
          .set(recruiter.auth)
          .send({ password: 'not-the-password' })
      ).body.code,
    ).toBe('WRONG_PASSWORD');
    await ctx.http
      .post('/api/org/delete')
      .set(recruiter.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect(
      await ctx.deps.database.query('select 1 from users where id = $1', [founder.user.id]),
    ).toEqual([]);
    expect(await ctx.deps.database.query('select 1 from jobs where id = $1', [job.id])).toEqual([]);
    expect(
      await ctx.deps.database.query('select 1 from org_members where org_id = $1', [
        founder.user.id,
      ]),
    ).toEqual([]);
    for (const member of [recruiter, interviewer])
      await ctx.http.get('/api/auth/me').set(member.auth).expect(401);
    // The people stay: the former owner signs in again, in no organisation.
    const again = await ctx.http
      .post('/api/auth/login')
      .send({ email: recruiter.user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(again.body.user.org).toBeNull();
  });

  it('assigns only the organisation’s interviewers to a job', async () => {
    const owner = await signUp(ctx, 'company');
    const interviewer = await addMember(ctx, owner, 'interviewer', 'Ivy Interviewer');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    const outsider = await addMember(ctx, await signUp(ctx, 'company'), 'interviewer');
    const job = await postJob(ctx, owner);
    const bad = await ctx.http
      .put(`/api/jobs/${job.id}/interviewers`)
      .set(owner.auth)
      .send({ memberIds: [interviewer.user.id, outsider.user.id, recruiter.user.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(['memberIds']);
    const set = await ctx.http
      .put(`/api/jobs/${job.id}/interviewers`)
      .set(recruiter.auth)
      .send({ memberIds: [interviewer.user.id] })
      .expect(200);
    expect(set.body).toEqual({
      jobId: job.id,
      members: [{ id: interviewer.user.id, name: 'Ivy Interviewer' }],
    });
    await ctx.http
      .put(`/api/jobs/${job.id}/interviewers`)
      .set(interviewer.auth)
      .send({ memberIds: [] })
      .expect(403);
  });

  it('lists to an interviewer only the jobs assigned to them, page by page', async () => {
    const owner = await signUp(ctx, 'company');
    const interviewer = await addMember(ctx, owner, 'interviewer');
    const jobs = [];
    for (let i = 0; i < 4; i++) jobs.push(await postJob(ctx, owner));
    const assigned = [jobs[0]!.id, jobs[2]!.id, jobs[3]!.id];
    for (const id of assigned)
      await ctx.http
        .put(`/api/jobs/${id}/interviewers`)
        .set(owner.auth)
        .send({ memberIds: [interviewer.user.id] })
        .expect(200);
    const ids = (body: { items: { id: number }[] }) => body.items.map((j) => j.id);
    for (const path of ['jobs', 'jobs-with-applications']) {
      const first = await ctx.http
        .get(`/api/companies/${owner.user.id}/${path}?limit=2`)
        .set(interviewer.auth)
        .expect(200);
      expect(ids(first.body), path).toEqual([jobs[3]!.id, jobs[2]!.id]);
      const second = await ctx.http
        .get(`/api/companies/${owner.user.id}/${path}?limit=2&cursor=${first.body.nextCursor}`)
        .set(interviewer.auth)
        .expect(200);
      expect(ids(second.body), path).toEqual([jobs[0]!.id]);
      expect(second.body.nextCursor).toBeNull();
      // The owner sees all four.
      expect(
        ids(
          (
            await ctx.http
              .get(`/api/companies/${owner.user.id}/${path}?limit=10`)
              .set(owner.auth)
              .expect(200)
          ).body,
        ),
        path,
      ).toEqual(jobs.map((j) => j.id).reverse());
    }
  });

  it('counts the members of each organisation in one owner row each (the one-owner index)', async () => {
    const [row] = await ctx.deps.db
      .execute<{ orgs: number; owners: number }>(
        sql`
      select count(distinct org_id)::int as orgs, count(*) filter (where role = 'owner')::int as owners from org_members`,
      )
      .then((r) => r.rows);
    expect(row!.owners).toBe(row!.orgs);
  });
});
