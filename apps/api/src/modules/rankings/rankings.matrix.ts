import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/top-talents', expect: only.signedIn(200) },
  { method: 'get', path: '/api/top-employers', expect: only.signedIn(200) },
  { method: 'post', path: '/api/admin/rankings/publish-current', expect: only.admin(200) },
];
