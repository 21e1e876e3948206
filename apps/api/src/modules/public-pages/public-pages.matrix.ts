import { signUp } from '../../test/harness';
import { only, type MatrixRow } from '../../test/matrix';
import { postJob } from '../applications/test-factories';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/flights/departures',
    // The landing page's board: open, public flights only, for anyone.
    prepare: () => ({ url: '/api/flights/departures' }),
    expect: only.public(200),
  },
  {
    method: 'get',
    path: '/api/flights/:flightNumber',
    // A listed, open flight is public (its page is on the web); unlisted ones are covered in public-pages.test.ts.
    // Posted by a company of its own, so the fixture companies' job lists stay as other rows expect them.
    prepare: async (f) => ({
      url: `/api/flights/${(await postJob(f.ctx, await signUp(f.ctx, 'company'))).flightNumber}`,
    }),
    expect: only.public(200),
  },
  {
    method: 'get',
    path: '/api/careers/:companySlug',
    // Every careers page is public: the fixture company's, read by anyone.
    prepare: async (f) => ({
      url: `/api/careers/${((await f.ctx.http.get('/api/companies/me/profile').set(f.company.auth)).body as { slug: string }).slug}`,
    }),
    expect: only.public(200),
  },
  {
    method: 'get',
    path: '/api/flights/:flightNumber/og.png',
    // A listed, open flight's share image is public like its page; unlisted (404 for everyone) in og-image.test.ts.
    prepare: async (f) => ({
      url: `/api/flights/${(await postJob(f.ctx, await signUp(f.ctx, 'company'))).flightNumber}/og.png`,
    }),
    expect: only.public(200),
  },
  {
    method: 'get',
    path: '/api/careers/:companySlug/og.png',
    // The share image of a public careers page: the company's name and open flights count, nothing about candidates.
    prepare: async (f) => ({
      url: `/api/careers/${((await f.ctx.http.get('/api/companies/me/profile').set(f.company.auth)).body as { slug: string }).slug}/og.png`,
    }),
    expect: only.public(200),
  },
];
