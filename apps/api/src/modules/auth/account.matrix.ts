import { desc, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/auth';
import { freshSession, uniqueEmail, TEST_PASSWORD, type SignedIn } from '../../test/harness';
import {
  only,
  throwaway,
  unchanged,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { insertAdmin } from '../admin/admin.fixtures';
import { issueToken, type TokenPurpose } from './account-tokens';

/** A link token mailed to a throwaway candidate (the public link routes work for whoever holds it). */
async function mailedToken(f: MatrixFixture, purpose: TokenPurpose, email?: string) {
  const owner = await throwaway(f, 'candidate');
  return issueToken(f.ctx.deps.db, owner.user.id, purpose, email ?? owner.user.email);
}

/** Candidates and companies act on a throwaway account of their role (these rows change or end its sessions). */
async function ownAccount(f: MatrixFixture, role: MatrixRole) {
  if (role === 'anonymous' || role === 'admin') return {};
  const who = await throwaway(f, role === 'candidate' ? 'candidate' : 'company');
  return { headers: who.auth };
}

/** Signs the user in once more and returns that new session's id. */
async function newestSessionAfterSignIn(f: MatrixFixture, who: SignedIn) {
  await freshSession(f.ctx, who);
  const [newest] = await f.ctx.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, who.user.id))
    .orderBy(desc(sessions.id))
    .limit(1);
  return newest!.id;
}

async function secondAdminSession(f: MatrixFixture) {
  const password = 'second-admin-password';
  const admin = await insertAdmin(f.ctx.deps, password);
  const res = await f.ctx.http.post('/api/admin-auth/login').send({ email: admin.email, password });
  return { Authorization: `Bearer ${(res.body as { token: string }).token}` };
}

const selfService = (ok: number) => ({
  anonymous: 401,
  candidate: ok,
  company: ok,
  otherCompany: ok,
  admin: 403,
});

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/auth/password-reset',
    prepare: () => ({ body: { email: uniqueEmail('reset') } }),
    expect: only.public(202),
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    prepare: async (f) => ({
      body: { token: await mailedToken(f, 'password_reset'), password: 'a-brand-new-password' },
    }),
    expect: only.public(200),
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/check',
    prepare: async (f) => ({ body: { token: await mailedToken(f, 'password_reset') } }),
    expect: only.public(200),
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    prepare: async (f, role) => ({
      ...(await ownAccount(f, role)),
      body: { currentPassword: TEST_PASSWORD, newPassword: 'another-new-password' },
    }),
    expect: selfService(200),
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    prepare: async (f) => ({ body: { token: await mailedToken(f, 'verify_email') } }),
    expect: only.public(200),
  },
  { method: 'post', path: '/api/auth/verify-email/resend', expect: selfService(202) },
  {
    method: 'post',
    path: '/api/auth/change-email',
    prepare: async (f, role) => ({
      ...(await ownAccount(f, role)),
      body: { newEmail: uniqueEmail('moved'), password: TEST_PASSWORD },
    }),
    expect: selfService(202),
  },
  {
    method: 'post',
    path: '/api/auth/change-email/confirm',
    prepare: async (f) => ({
      body: { token: await mailedToken(f, 'change_email', uniqueEmail('confirmed')) },
    }),
    expect: only.public(200),
  },
  { method: 'get', path: '/api/auth/sessions', expect: only.signedIn(200) },
  {
    method: 'delete',
    path: '/api/auth/sessions/:id',
    // Each caller signs a second session of its own out (anonymous: someone's session, refused).
    prepare: async (f, role) => {
      const owner = role === 'anonymous' ? f.candidate : f[role];
      return { url: `/api/auth/sessions/${await newestSessionAfterSignIn(f, owner)}` };
    },
    expect: only.signedIn(204),
  },
  {
    method: 'post',
    path: '/api/auth/sessions/revoke-others',
    // The caller's main session stays; only the throwaway sessions other rows opened end. The admin account is
    // shared by both fixtures (whose sessions must live on), so a second admin acts here.
    prepare: async (f, role) => (role === 'admin' ? { headers: await secondAdminSession(f) } : {}),
    expect: only.signedIn(200),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'delete',
    path: '/api/auth/sessions/:id',
    ids: ['id'],
    as: 'candidate',
    prepare: async (f) => {
      const id = await newestSessionAfterSignIn(f, f.otherCandidate);
      return {
        url: `/api/auth/sessions/${id}`,
        verify: await unchanged(f, sessions, eq(sessions.id, id)),
      };
    },
    expect: 404,
  },
];
