import { only, type MatrixRow } from '../../test/matrix';
import { signUp } from '../../test/harness';
import { insertJob, insertPitch, insertPromo } from './admin.fixtures';

const jobBody = (companyId: number) => ({
  title: 'Matrix flight',
  description: 'Row',
  location: 'Athens',
  type: 'full-time',
  skills: 'TypeScript, SQL',
  status: 'live',
  companyId,
});

/** Every back-office route: admin only; each role acts on fresh objects another user owns. */
export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/admin-auth/defaults', expect: only.public(200) },
  { method: 'get', path: '/api/admin/stats', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/users', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/users/:id',
    prepare: async (f) => ({ url: `/api/admin/users/${(await signUp(f.ctx, 'candidate')).user.id}` }),
    expect: only.admin(204),
  },
  { method: 'get', path: '/api/admin/companies', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/audit-log', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/pitches', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/pitches/:id',
    prepare: async (f) => {
      const owner = await signUp(f.ctx, 'candidate');
      return { url: `/api/admin/pitches/${(await insertPitch(f.ctx.deps, owner.user.id)).id}` };
    },
    expect: only.admin(204),
  },
  {
    method: 'post',
    path: '/api/admin/bulk-delete-pitches',
    prepare: async (f) => {
      const owner = await signUp(f.ctx, 'candidate');
      return { body: { pitchIds: [(await insertPitch(f.ctx.deps, owner.user.id)).id] } };
    },
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/company-promos', expect: only.admin(200) },
  {
    method: 'delete',
    path: '/api/admin/company-promos/:id',
    prepare: async (f) => {
      const owner = await signUp(f.ctx, 'company');
      return { url: `/api/admin/company-promos/${(await insertPromo(f.ctx.deps, owner.user.id)).id}` };
    },
    expect: only.admin(204),
  },
  {
    method: 'post',
    path: '/api/admin/bulk-delete-promos',
    prepare: async (f) => {
      const owner = await signUp(f.ctx, 'company');
      return { body: { promoIds: [(await insertPromo(f.ctx.deps, owner.user.id)).id] } };
    },
    expect: only.admin(200),
  },
  {
    method: 'put',
    path: '/api/admin/video-pitches/order',
    prepare: async (f) => {
      const owner = await signUp(f.ctx, 'candidate');
      return { body: { orderedIds: [String((await insertPitch(f.ctx.deps, owner.user.id)).id)] } };
    },
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/jobs', expect: only.admin(200) },
  { method: 'post', path: '/api/admin/jobs', prepare: (f) => ({ body: jobBody(f.company.user.id) }), expect: only.admin(201) },
  {
    method: 'put',
    path: '/api/admin/jobs/:id',
    // Even the owning company cannot use the back-office edit.
    prepare: async (f) => ({ url: `/api/admin/jobs/${(await insertJob(f.ctx.deps, f.company.user.id)).id}`, body: jobBody(f.company.user.id) }),
    expect: only.admin(200),
  },
  {
    method: 'delete',
    path: '/api/admin/jobs/:id',
    prepare: async (f) => ({ url: `/api/admin/jobs/${(await insertJob(f.ctx.deps, f.company.user.id)).id}` }),
    expect: only.admin(204),
  },
  { method: 'get', path: '/api/admin/totp', expect: only.admin(200) },
  // Enrolment only stores a pending secret: the shared admin keeps signing in without a code.
  { method: 'post', path: '/api/admin/totp/enroll', expect: only.admin(200) },
  // A wrong code is refused for the admin; everyone else never reaches the check.
  { method: 'post', path: '/api/admin/totp/activate', prepare: () => ({ body: { code: '000000' } }), expect: { ...only.admin(400) } },
  { method: 'post', path: '/api/admin/totp/disable', prepare: () => ({ body: { code: '000000' } }), expect: { ...only.admin(400) } },
];
