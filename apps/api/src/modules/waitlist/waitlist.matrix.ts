import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'post', path: '/api/professional-development/waitlist', prepare: () => ({ body: {} }), expect: only.candidate(200) },
  { method: 'get', path: '/api/professional-development/waitlist/me', expect: only.candidate(200) },
];
