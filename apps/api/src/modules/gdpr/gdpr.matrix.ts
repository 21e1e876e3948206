import { signUp, TEST_PASSWORD } from '../../test/harness';
import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/me/export', expect: only.signedIn(200) },
  {
    method: 'post',
    path: '/api/me/delete',
    // Deleting is for real: each role that may do it deletes a throwaway account, never the fixture's.
    prepare: async (f, role) => {
      const body = { password: TEST_PASSWORD };
      if (role === 'candidate') return { body, headers: (await signUp(f.ctx, 'candidate')).auth };
      if (role === 'company' || role === 'otherCompany')
        return { body, headers: (await signUp(f.ctx, 'company')).auth };
      return { body };
    },
    expect: { anonymous: 401, candidate: 204, company: 204, otherCompany: 204, admin: 403 },
  },
];
