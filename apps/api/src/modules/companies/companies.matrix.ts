import { expect } from 'vitest';
import { only, type MatrixRow, type ObjectRow } from '../../test/matrix';
import { postJob } from '../applications/test-factories';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/companies', expect: only.signedIn(200) },
  { method: 'get', path: '/api/companies/me', expect: only.company(200) },
  { method: 'get', path: '/api/companies/me/profile', expect: only.company(200) },
  {
    method: 'put',
    path: '/api/companies/me/profile',
    // Each company writes only its own profile: the path has no id to point at another one.
    prepare: () => ({
      body: {
        description: 'We fly.',
        benefits: ['Lounge access'],
        tags: ['Aviation'],
        website: 'https://example.com',
      },
    }),
    expect: only.company(200),
  },
  {
    method: 'get',
    path: '/api/companies/:id/open-jobs',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/open-jobs` }),
    expect: only.signedIn(200),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/open-jobs',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause:
      'a company’s open flights are public to signed-in users (Explore Opportunities); closed ones are not listed',
    prepare: async (f) => {
      const open = await postJob(f.ctx, f.company);
      const closed = await postJob(f.ctx, f.company, { status: 'closed' });
      return {
        url: `/api/companies/${f.company.user.id}/open-jobs`,
        verify: (res) => {
          const ids = (res.body as { id: number }[]).map((j) => j.id);
          expect(ids).toContain(open.id);
          expect(ids).not.toContain(closed.id);
        },
      };
    },
    expect: 200,
  },
];
