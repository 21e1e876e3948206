import {
  only,
  throwaway,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
} from '../../test/matrix';
import type { SignedIn } from '../../test/harness';
import { insertJob, insertPitch, insertPromo } from './admin.fixtures';

/**
 * The owner of the object a back-office route acts on. A candidate or company caller is that owner
 * (a throwaway account, calling with its own session): owning an object never opens the back-office.
 */
async function ownerFor(
  f: MatrixFixture,
  role: MatrixRole,
  kind: 'candidate' | 'company',
): Promise<{ owner: SignedIn; headers?: Record<string, string> }> {
  const callerKind =
    role === 'candidate'
      ? 'candidate'
      : role === 'company' || role === 'otherCompany'
        ? 'company'
        : null;
  const owner = await throwaway(f, kind);
  return callerKind === kind ? { owner, headers: owner.auth } : { owner };
}

const ownPitch = async (f: MatrixFixture, role: MatrixRole) => {
  const { owner, headers } = await ownerFor(f, role, 'candidate');
  return { pitch: await insertPitch(f.ctx.deps, owner.user.id), headers };
};

const ownPromo = async (f: MatrixFixture, role: MatrixRole) => {
  const { owner, headers } = await ownerFor(f, role, 'company');
  return { promo: await insertPromo(f.ctx.deps, owner.user.id), headers };
};

const jobBody = (companyId: number) => ({
  title: 'Matrix flight',
  description: 'Row',
  location: 'Athens',
  type: 'full-time',
  skills: 'TypeScript, SQL',
  status: 'live',
  companyId,
});

/** Every back-office route: admin only; each role acts on fresh objects, its own where it can own one. */
export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/admin-auth/defaults', expect: only.public(200) },
  { method: 'get', path: '/api/admin/stats', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/users', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/users/:id',
    // Candidates and companies aim at their own account.
    prepare: async (f, role) => {
      const { owner, headers } = await ownerFor(
        f,
        role,
        role === 'candidate' ? 'candidate' : 'company',
      );
      return { url: `/api/admin/users/${owner.user.id}`, headers };
    },
    expect: only.admin(204),
  },
  // A search with a page size: the picker's request, not only the bare list.
  {
    method: 'get',
    path: '/api/admin/companies',
    prepare: () => ({ url: '/api/admin/companies?q=a&limit=5' }),
    expect: only.admin(200),
  },
  {
    method: 'put',
    path: '/api/admin/companies/:id/verification',
    // A company aims at its own account: it cannot verify itself.
    prepare: async (f, role) => {
      const { owner, headers } = await ownerFor(f, role, 'company');
      return {
        url: `/api/admin/companies/${owner.user.id}/verification`,
        headers,
        body: { verified: true },
      };
    },
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/audit-log', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/pitches', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/pitches/:id',
    prepare: async (f, role) => {
      const { pitch, headers } = await ownPitch(f, role);
      return { url: `/api/admin/pitches/${pitch.id}`, headers };
    },
    expect: only.admin(204),
  },
  {
    method: 'post',
    path: '/api/admin/bulk-delete-pitches',
    prepare: async (f, role) => {
      const { pitch, headers } = await ownPitch(f, role);
      return { body: { pitchIds: [pitch.id] }, headers };
    },
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/company-promos', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/company-promos/:id',
    prepare: async (f, role) => {
      const { promo, headers } = await ownPromo(f, role);
      return { url: `/api/admin/company-promos/${promo.id}`, headers };
    },
    expect: only.admin(204),
  },
  {
    method: 'post',
    path: '/api/admin/bulk-delete-promos',
    prepare: async (f, role) => {
      const { promo, headers } = await ownPromo(f, role);
      return { body: { promoIds: [promo.id] }, headers };
    },
    expect: only.admin(200),
  },
  {
    method: 'put',
    path: '/api/admin/video-pitches/order',
    prepare: async (f, role) => {
      const { pitch, headers } = await ownPitch(f, role);
      return { body: { orderedIds: [String(pitch.id)] }, headers };
    },
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/jobs', expect: only.admin(200) },
  {
    method: 'post',
    path: '/api/admin/jobs',
    prepare: (f) => ({ body: jobBody(f.company.user.id) }),
    expect: only.admin(201),
  },
  {
    method: 'put',
    path: '/api/admin/jobs/:id',
    // Even the owning company cannot use the back-office edit.
    prepare: async (f) => ({
      url: `/api/admin/jobs/${(await insertJob(f.ctx.deps, f.company.user.id)).id}`,
      body: jobBody(f.company.user.id),
    }),
    expect: only.admin(200),
  },
  {
    method: 'delete',
    path: '/api/admin/jobs/:id',
    prepare: async (f) => ({
      url: `/api/admin/jobs/${(await insertJob(f.ctx.deps, f.company.user.id)).id}`,
    }),
    expect: only.admin(204),
  },
  { method: 'get', path: '/api/admin/totp', expect: only.admin(200) },
  // Enrolment only stores a pending secret: the shared admin keeps signing in without a code.
  { method: 'post', path: '/api/admin/totp/enroll', expect: only.admin(200) },
  // A wrong code is refused for the admin; everyone else never reaches the check.
  {
    method: 'post',
    path: '/api/admin/totp/activate',
    prepare: () => ({ body: { code: '000000' } }),
    expect: { ...only.admin(400) },
  },
  {
    method: 'post',
    path: '/api/admin/totp/disable',
    prepare: () => ({ body: { code: '000000' } }),
    expect: { ...only.admin(400) },
  },
];
