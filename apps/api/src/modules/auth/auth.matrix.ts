import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema/auth';
import { freshSession, uniqueEmail, TEST_ADMIN, TEST_PASSWORD } from '../../test/harness';
import {
  only,
  type FieldRow,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
} from '../../test/matrix';

const credentialsOf = (f: MatrixFixture, role: Exclude<MatrixRole, 'anonymous'>) =>
  role === 'admin' ? TEST_ADMIN : { email: f[role].user.email, password: TEST_PASSWORD };

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    prepare: () => ({
      body: {
        email: uniqueEmail('matrix'),
        name: 'Matrix',
        password: 'matrix-password',
        role: 'candidate',
      },
    }),
    expect: only.public(201),
  },
  {
    method: 'post',
    path: '/api/auth/login',
    // Each caller signs in with its own credentials (anonymous: an unknown account). The admin is
    // refused here: only the back-office login checks the admin's second factor.
    prepare: (f, role) => ({
      body:
        role === 'anonymous'
          ? { email: uniqueEmail('nobody'), password: 'wrong-password' }
          : credentialsOf(f, role),
    }),
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 401 },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    prepare: async (f, role) =>
      role === 'anonymous' ? {} : { headers: await freshSession(f.ctx, f[role]) },
    expect: only.signedIn(204),
  },
  { method: 'get', path: '/api/auth/me', expect: only.signedIn(200) },
  { method: 'get', path: '/api/auth/session', expect: only.public(200) },
  // Everyone's own language (company members of any role too: it is the person's setting, not the organisation's).
  {
    method: 'patch',
    path: '/api/me',
    prepare: () => ({ body: { locale: 'en' } }),
    expect: only.signedIn(200),
  },
  {
    method: 'post',
    path: '/api/admin-auth/login',
    // Each caller with its own credentials (anonymous: the admin's): only an admin account gets in.
    prepare: (f, role) => ({ body: role === 'anonymous' ? TEST_ADMIN : credentialsOf(f, role) }),
    expect: { anonymous: 200, candidate: 401, company: 401, otherCompany: 401, admin: 200 },
  },
];

const accountOf = async (f: MatrixFixture, email: string) =>
  f.ctx.deps.db.select().from(users).where(eq(users.email, email));

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    fields: ['role'],
    as: 'anonymous',
    outcome: 'refused',
    prepare: async (f) => {
      const email = uniqueEmail('would-be-admin');
      return {
        body: { email, name: 'Would-be admin', password: 'matrix-password', role: 'admin' },
        verify: async () => expect(await accountOf(f, email)).toEqual([]),
      };
    },
    expect: 400,
  },
  {
    method: 'post',
    path: '/api/auth/register',
    fields: ['subscriptionStatus', 'id'],
    as: 'anonymous',
    outcome: 'ignored',
    prepare: async (f) => {
      const email = uniqueEmail('free-rider');
      return {
        body: {
          email,
          name: 'Free rider',
          password: 'matrix-password',
          role: 'company',
          subscriptionStatus: 'premium',
          id: f.company.user.id,
        },
        verify: async () => {
          const [account] = await accountOf(f, email);
          expect(account).toMatchObject({ role: 'company', subscriptionStatus: null });
          expect(account!.id).not.toBe(f.company.user.id);
        },
      };
    },
    expect: 201,
  },
];
