import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import {
  createTestContext,
  signInAdmin,
  signUp,
  TEST_ADMIN,
  TEST_PASSWORD,
  uniqueEmail,
  type TestContext,
} from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { addMember, invite } from './org.fixtures';

/** The probes of the security review (#36.3, #36.6, #36.7) that found invitation links working for whoever held them. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const accept = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
  ctx.http.post('/api/org/invitations/accept').set(auth).send(body);

describe('an invitation', () => {
  it('reaches only the invited inbox: the answer to the inviter carries no link and no token', async () => {
    const owner = await signUp(ctx, 'company');
    const address = uniqueEmail('invited');
    const res = await ctx.http
      .post('/api/org/invitations')
      .set(owner.auth)
      .send({ email: address, role: 'recruiter' })
      .expect(201);
    const mailed = (await queuedMailTo(ctx, address)).find(
      (mail) => mail.template === 'org_invitation',
    );
    const token = new URL(String(mailed?.params.url)).searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const answer = JSON.stringify(res.body);
    expect(answer).not.toContain(token);
    expect(answer).not.toMatch(/token|inviteUrl|\/invite\?/);
    const listed = await ctx.http.get('/api/org/invitations').set(owner.auth).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    // The mailed link is what creates the account, verified because it came through that inbox.
    const joined = await accept({
      token,
      name: 'Real Owner Of The Inbox',
      password: TEST_PASSWORD,
    }).expect(201);
    expect(joined.body.user).toMatchObject({ email: address, emailVerified: true });
  });

  it('answers the same for every address: unknown, a company, a candidate, the admin', async () => {
    const owner = await signUp(ctx, 'company');
    const candidate = await signUp(ctx, 'candidate');
    const company = await signUp(ctx, 'company');
    const shapes: unknown[] = [];
    for (const email of [
      uniqueEmail('nobody'),
      company.user.email,
      candidate.user.email,
      TEST_ADMIN.email,
    ]) {
      const res = await ctx.http
        .post('/api/org/invitations')
        .set(owner.auth)
        .send({ email, role: 'interviewer' });
      expect(res.status).toBe(201);
      const {
        id,
        email: invited,
        createdAt,
        expiresAt,
        ...rest
      } = res.body as Record<string, unknown>;
      expect([typeof id, invited, typeof createdAt, typeof expiresAt]).toEqual([
        'number',
        email,
        'string',
        'string',
      ]);
      shapes.push(rest);
    }
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    // Only what the invitee decides reaches the inviter: the candidate's account cannot join, but that is theirs to find out.
    // (A fresh link for the address invited above: the request says to replace the pending one.)
    const { token } = await invite(ctx, owner, 'interviewer', candidate.user.email, true);
    expect((await accept({ token }, candidate.auth)).status).toBe(409);
    expect((await signInAdmin(ctx)).user.role).toBe('admin');
  });

  it('cannot be accepted by a signed-in account with another address; the invited one still can', async () => {
    const owner = await signUp(ctx, 'company');
    const address = uniqueEmail('invited');
    const { token } = await invite(ctx, owner, 'recruiter', address);
    // A company account in no organisation: removed from another one.
    const otherOwner = await signUp(ctx, 'company');
    const stranger = await addMember(ctx, otherOwner, 'recruiter');
    await ctx.http.delete(`/api/org/members/${stranger.user.id}`).set(otherOwner.auth).expect(204);
    const strangerAgain = await ctx.http
      .post('/api/auth/login')
      .send({ email: stranger.user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(strangerAgain.body.user.org).toBeNull();
    const refused = await accept(
      { token },
      { Authorization: `Bearer ${strangerAgain.body.token}` },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVITATION_FOR_ANOTHER_ADDRESS');
    // Nothing changed: the stranger is in no organisation, and the link still works for the invited address.
    const [strangerRow] = await ctx.deps.db
      .select()
      .from(users)
      .where(eq(users.id, stranger.user.id));
    expect(strangerRow).toBeDefined();
    expect(
      (
        await ctx.http
          .get('/api/auth/me')
          .set('Authorization', `Bearer ${strangerAgain.body.token}`)
      ).body.org,
    ).toBeNull();
    const joined = await accept({ token, name: 'Invited Person', password: TEST_PASSWORD }).expect(
      201,
    );
    expect(joined.body.user).toMatchObject({
      email: address,
      org: { id: owner.user.id, role: 'recruiter' },
    });
  });

  it('ends when its inviter is removed, and removal revokes what the removed member issued', async () => {
    const owner = await signUp(ctx, 'company');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    const issued = await invite(ctx, recruiter, 'interviewer');
    // The removed member's own second address: the link they issued must not bring them back.
    const ownSecondAddress = await invite(ctx, recruiter, 'interviewer', uniqueEmail('own-second'));
    const byOwner = await invite(ctx, owner, 'interviewer');
    await ctx.http.delete(`/api/org/members/${recruiter.user.id}`).set(owner.auth).expect(204);
    const pending = (await ctx.http.get('/api/org/invitations').set(owner.auth).expect(200)).body
      .items as { id: number }[];
    expect(pending.map((i) => i.id)).toEqual([byOwner.invitation.id]);
    for (const { token } of [issued, ownSecondAddress]) {
      expect((await ctx.http.get('/api/org/invitations/preview').query({ token })).body.code).toBe(
        'INVALID_INVITATION',
      );
      const res = await accept({ token, name: 'Back Door', password: TEST_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_INVITATION');
    }
    await accept({ token: byOwner.token, name: 'Still Welcome', password: TEST_PASSWORD }).expect(
      201,
    );
  });

  it('ends when its inviter leaves by deleting their account, or may no longer issue it', async () => {
    const owner = await signUp(ctx, 'company');
    const leaving = await addMember(ctx, owner, 'recruiter');
    const fromLeaving = await invite(ctx, leaving, 'interviewer');
    await ctx.http
      .post('/api/me/delete')
      .set(leaving.auth)
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect(
      (await accept({ token: fromLeaving.token, name: 'Orphan', password: TEST_PASSWORD })).body
        .code,
    ).toBe('INVALID_INVITATION');

    const demoted = await addMember(ctx, owner, 'recruiter');
    const fromDemoted = await invite(ctx, demoted, 'interviewer');
    await ctx.http
      .patch(`/api/org/members/${demoted.user.id}`)
      .set(owner.auth)
      .send({ role: 'interviewer' })
      .expect(200);
    expect(
      (await accept({ token: fromDemoted.token, name: 'Too Late', password: TEST_PASSWORD })).body
        .code,
    ).toBe('INVALID_INVITATION');

    // A former owner is a recruiter: the recruiters they invited as owner no longer join.
    const successor = await addMember(ctx, owner, 'recruiter');
    const asOwner = await invite(ctx, owner, 'recruiter');
    await ctx.http
      .post('/api/org/transfer-ownership')
      .set(owner.auth)
      .send({ memberId: successor.user.id })
      .expect(200);
    expect(
      (await accept({ token: asOwner.token, name: 'Not Any More', password: TEST_PASSWORD })).body
        .code,
    ).toBe('INVALID_INVITATION');
  });
});

describe('mail sent on request', () => {
  it('is limited per organisation per day (invitations) and per account per day (address changes)', async () => {
    const limited = await createTestContext({
      INVITATIONS_PER_ORG_PER_DAY: '3',
      EMAIL_CHANGES_PER_ACCOUNT_PER_DAY: '2',
    });
    const owner = await signUp(limited, 'company');
    const recruiter = await addMember(limited, owner, 'recruiter');
    const statuses: number[] = [];
    // The member's own invitation counts too: one budget for the whole organisation.
    for (let i = 0; i < 2; i++)
      statuses.push(
        (
          await limited.http
            .post('/api/org/invitations')
            .set(owner.auth)
            .send({ email: uniqueEmail('bulk'), role: 'interviewer' })
        ).status,
      );
    const over = await limited.http
      .post('/api/org/invitations')
      .set(recruiter.auth)
      .send({ email: uniqueEmail('bulk'), role: 'interviewer' });
    statuses.push(over.status);
    expect(statuses).toEqual([201, 201, 429]);
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    // Another organisation has its own budget.
    const other = await signUp(limited, 'company');
    await limited.http
      .post('/api/org/invitations')
      .set(other.auth)
      .send({ email: uniqueEmail('bulk'), role: 'interviewer' })
      .expect(201);

    const mover = await signUp(limited, 'candidate');
    const changes: number[] = [];
    for (let i = 0; i < 4; i++) {
      changes.push(
        (
          await limited.http
            .post('/api/auth/change-email')
            .set(mover.auth)
            .send({ newEmail: uniqueEmail('moved'), password: TEST_PASSWORD })
        ).status,
      );
    }
    expect(changes).toEqual([202, 202, 429, 429]);
  });
});

describe('re-inviting a pending address', () => {
  it('says an invitation is pending (409, with its role) and changes nothing, unless the request says to replace it', async () => {
    const owner = await signUp(ctx, 'company', 'Pending Air');
    const email = uniqueEmail('pending');
    const first = await invite(ctx, owner, 'interviewer', email);

    const again = await ctx.http
      .post('/api/org/invitations')
      .set(owner.auth)
      .send({ email, role: 'recruiter' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'INVITATION_PENDING',
      pending: { id: first.invitation.id, role: 'interviewer' },
    });
    expect(again.body.message).toMatch(/pending invitation as interviewer/);
    const listed = (await ctx.http.get('/api/org/invitations').set(owner.auth).expect(200)).body
      .items as { id: number; email: string; role: string }[];
    expect(listed.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ id: first.invitation.id, role: 'interviewer' }),
    ]);
    // The first link still works until the inviter decides otherwise.
    await ctx.http
      .get(`/api/org/invitations/preview?token=${encodeURIComponent(first.token)}`)
      .expect(200);

    const changed = await ctx.http
      .post('/api/org/invitations')
      .set(owner.auth)
      .send({ email, role: 'recruiter', replacePending: true });
    expect(changed.status).toBe(201);
    expect(changed.body).toMatchObject({ email, role: 'recruiter' });
    await ctx.http
      .get(`/api/org/invitations/preview?token=${encodeURIComponent(first.token)}`)
      .expect(400);
  });

  it('lets a recruiter replace an interviewer invitation but not the owner’s recruiter one', async () => {
    const owner = await signUp(ctx, 'company', 'Layered Air');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    const email = uniqueEmail('pending');
    await invite(ctx, owner, 'recruiter', email);
    const res = await ctx.http
      .post('/api/org/invitations')
      .set(recruiter.auth)
      .send({ email, role: 'interviewer', replacePending: true });
    expect(res.status).toBe(403);
    const listed = (await ctx.http.get('/api/org/invitations').set(owner.auth).expect(200)).body
      .items as { email: string; role: string }[];
    expect(listed.find((i) => i.email === email)?.role).toBe('recruiter');
  });
});
