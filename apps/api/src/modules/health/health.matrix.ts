import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [{ method: 'get', path: '/api/health', expect: only.public(200) }];
