import type { AuthResponse } from '@takeoff/shared/auth';
import type { CreatedInvitation } from '@takeoff/shared/org';
import { TEST_PASSWORD, uniqueEmail, type SignedIn, type TestContext } from '../../test/harness';
import { queuedMailTo, tokenOf } from '../../test/mail-queue';

/** Invites an address into `owner`'s organisation through the API and returns the invitation and the token mailed to it. */
export async function invite(
  ctx: TestContext,
  inviter: SignedIn,
  role: 'recruiter' | 'interviewer',
  email = uniqueEmail(role),
  /** Replace a pending invitation to the same address (else the API answers 409 INVITATION_PENDING). */
  replacePending = false,
) {
  const res = await ctx.http
    .post('/api/org/invitations')
    .set(inviter.auth)
    .send({ email, role, ...(replacePending ? { replacePending } : {}) });
  if (res.status !== 201)
    throw new Error(`invitation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const invitation = res.body as CreatedInvitation;
  const mailed = (await queuedMailTo(ctx, email))
    .filter((mail) => mail.template === 'org_invitation')
    .at(-1);
  if (!mailed) throw new Error(`no invitation mailed to ${email}`);
  return { invitation, token: tokenOf(mailed.params.url) };
}

/** A new member of `owner`'s organisation, signed in: invited and accepted with a new account, as a person would. */
export async function addMember(
  ctx: TestContext,
  owner: SignedIn,
  role: 'recruiter' | 'interviewer',
  name = `Test ${role}`,
): Promise<SignedIn> {
  const { token } = await invite(ctx, owner, role);
  const res = await ctx.http
    .post('/api/org/invitations/accept')
    .send({ token, name, password: TEST_PASSWORD });
  if (res.status !== 201)
    throw new Error(`accepting failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as AuthResponse;
  return { ...body, auth: { Authorization: `Bearer ${body.token}` } };
}
