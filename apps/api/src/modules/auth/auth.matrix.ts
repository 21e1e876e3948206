import { freshSession, uniqueEmail, TEST_ADMIN } from '../../test/harness';
import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    prepare: () => ({ body: { email: uniqueEmail('matrix'), name: 'Matrix', password: 'matrix-password', role: 'candidate' } }),
    expect: only.public(201),
  },
  {
    method: 'post',
    path: '/api/auth/login',
    prepare: () => ({ body: { email: uniqueEmail('nobody'), password: 'wrong-password' } }),
    expect: only.public(401),
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    prepare: async (f, role) => (role === 'anonymous' ? {} : { headers: await freshSession(f.ctx, f[role]) }),
    expect: only.signedIn(204),
  },
  { method: 'get', path: '/api/auth/me', expect: only.signedIn(200) },
  {
    method: 'post',
    path: '/api/admin-auth/login',
    prepare: () => ({ body: TEST_ADMIN }),
    expect: only.public(200),
  },
];
