import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/companies', expect: only.signedIn(200) },
  { method: 'get', path: '/api/companies/me/profile', expect: only.company(200) },
  {
    method: 'put',
    path: '/api/companies/me/profile',
    // Each company writes only its own profile: the path has no id to point at another one.
    prepare: () => ({ body: { description: 'We fly.', benefits: ['Lounge access'], tags: ['Aviation'], website: 'https://example.com' } }),
    expect: only.company(200),
  },
  {
    method: 'get',
    path: '/api/companies/:id/open-jobs',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/open-jobs` }),
    expect: only.signedIn(200),
  },
];
