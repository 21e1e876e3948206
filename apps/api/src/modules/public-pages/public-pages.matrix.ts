import { signUp } from '../../test/harness';
import { only, type MatrixRow } from '../../test/matrix';
import { postJob } from '../applications/test-factories';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/flights/:flightNumber',
    // A listed, open flight is public (its page is on the web); unlisted ones are covered in public-pages.test.ts.
    // Posted by a company of its own, so the fixture companies' job lists stay as other rows expect them.
    prepare: async (f) => ({ url: `/api/flights/${(await postJob(f.ctx, await signUp(f.ctx, 'company'))).flightNumber}` }),
    expect: only.public(200),
  },
];
