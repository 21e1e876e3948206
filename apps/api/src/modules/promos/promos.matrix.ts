import { only, type MatrixRow } from '../../test/matrix';
import { minimalWebm } from '../media/media.fixtures';
import { QUESTIONS, uploadTestPromo } from './promos.fixtures';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/promo',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/promo` }),
    expect: only.signedIn(200),
  },
  { method: 'get', path: '/api/company-promos', expect: only.signedIn(200) },
  {
    method: 'post',
    path: '/api/company-promos',
    // The video was uploaded by `company`: only `company` may attach it; another company gets 403.
    prepare: async (f) => {
      const promo = await uploadTestPromo(f.ctx, f.company);
      return { body: { videoUrl: promo.videoUrl, questions: QUESTIONS } };
    },
    expect: only.owningCompany(200, 403),
  },
  {
    method: 'post',
    path: '/api/company-promos/video',
    prepare: () => ({ attach: { field: 'video', buffer: minimalWebm(), filename: 'promo.webm' } }),
    expect: only.company(201),
  },
  { method: 'get', path: '/api/saved-videos', expect: only.candidate(200) },
  {
    method: 'post',
    path: '/api/saved-videos',
    prepare: async (f) => ({ body: { promoId: (await uploadTestPromo(f.ctx, f.company)).id } }),
    expect: only.candidate(201),
  },
  {
    method: 'delete',
    path: '/api/saved-videos/:promoId',
    // `candidate` saved it; the row is the candidate's own, nobody else has a saved-videos list.
    prepare: async (f) => {
      const promo = await uploadTestPromo(f.ctx, f.company);
      await f.ctx.http.post('/api/saved-videos').set(f.candidate.auth).send({ promoId: promo.id }).expect(201);
      return { url: `/api/saved-videos/${promo.id}` };
    },
    expect: only.candidate(204),
  },
];
