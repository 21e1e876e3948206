import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  // A company that has not accepted the Company Terms is refused the ranked candidates.
  {
    method: 'get',
    path: '/api/top-talents',
    expect: only.signedIn(200),
    withoutConsent: { company: 403, otherCompany: 403 },
  },
  { method: 'get', path: '/api/top-employers', expect: only.signedIn(200) },
  { method: 'post', path: '/api/admin/rankings/publish-current', expect: only.admin(200) },
];
