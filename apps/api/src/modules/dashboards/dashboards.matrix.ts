import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/candidates/me/stats', expect: only.candidate(200) },
];
