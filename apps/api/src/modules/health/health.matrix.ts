import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/health', expect: only.public(200) },
  { method: 'get', path: '/api/health/live', expect: only.public(200) },
  { method: 'get', path: '/api/health/ready', expect: only.public(200) },
];
