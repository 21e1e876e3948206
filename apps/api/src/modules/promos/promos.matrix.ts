import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { companyPromos, savedVideos } from '../../db/schema/promos';
import {
  only,
  throwaway,
  unchanged,
  type FieldRow,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
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
      return {
        body: {
          videoUrl: promo.videoUrl,
          questions: QUESTIONS,
          questionTranslations: { el: ['Πρώτη;', 'Δεύτερη;', 'Τρίτη;'] },
        },
      };
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
      await f.ctx.http
        .post('/api/saved-videos')
        .set(f.candidate.auth)
        .send({ promoId: promo.id })
        .expect(201);
      return { url: `/api/saved-videos/${promo.id}` };
    },
    expect: only.candidate(204),
  },
];

/** `company`'s promo with a fresh video, and the check that it is untouched. */
async function companyPromo(f: MatrixFixture) {
  const promo = await uploadTestPromo(f.ctx, f.company);
  return { promo, verify: await unchanged(f, companyPromos, eq(companyPromos.id, promo.id)) };
}

/** A promo (of a throwaway company, so nobody else saved it yet) `candidate` saved, and the check that it is still saved as it was. */
async function savedByCandidate(f: MatrixFixture) {
  const promo = await uploadTestPromo(f.ctx, await throwaway(f, 'company'));
  await f.ctx.http
    .post('/api/saved-videos')
    .set(f.candidate.auth)
    .send({ promoId: promo.id })
    .expect(201);
  return {
    promo,
    verify: await unchanged(
      f,
      savedVideos,
      and(eq(savedVideos.candidateId, f.candidate.user.id), eq(savedVideos.promoId, promo.id)),
    ),
  };
}

/** Saving with another company's id in the body: the caller's own promo is written, `company`'s stays as it was. */
const promoForOtherCompany =
  (f: MatrixFixture, caller: 'company' | 'otherCompany', named: 'company' | 'otherCompany') =>
  async () => {
    const verify = await unchanged(f, companyPromos, eq(companyPromos.companyId, f[named].user.id));
    return {
      // The questions' translations too: the named company's stay as they were.
      body: {
        companyId: f[named].user.id,
        questions: QUESTIONS,
        questionTranslations: { el: ['Πρώτη;', 'Δεύτερη;', 'Τρίτη;'] },
      },
      verify: async (res: Response) => {
        await verify(res);
        expect(res.body.companyId).toBe(f[caller].user.id);
      },
    };
  };

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/promo',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause: 'a company’s promo is shown to every signed-in user',
    prepare: async (f) => {
      const { promo } = await companyPromo(f);
      return {
        url: `/api/companies/${f.company.user.id}/promo`,
        verify: (res) =>
          expect(res.body).toMatchObject({ id: promo.id, companyId: f.company.user.id }),
      };
    },
    expect: 200,
  },
  {
    method: 'post',
    path: '/api/company-promos',
    ids: ['companyId'],
    as: 'otherCompany',
    sharedBecause:
      'companyId is ignored: every company saves its own promo, never the one the id names',
    prepare: async (f) => {
      await companyPromo(f);
      return promoForOtherCompany(f, 'otherCompany', 'company')();
    },
    expect: 200,
  },
  {
    method: 'post',
    path: '/api/company-promos',
    ids: ['videoUrl'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { promo, verify } = await companyPromo(f);
      return { body: { videoUrl: promo.videoUrl, questions: QUESTIONS }, verify };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/saved-videos',
    ids: ['promoId'],
    as: 'otherCandidate',
    sharedBecause:
      'saving writes only the caller’s own list; another candidate’s saved entry stays as it was',
    prepare: async (f) => {
      const { promo, verify } = await savedByCandidate(f);
      return { body: { promoId: promo.id }, verify };
    },
    expect: 201,
  },
  {
    method: 'delete',
    path: '/api/saved-videos/:promoId',
    ids: ['promoId'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { promo, verify } = await savedByCandidate(f);
      return { url: `/api/saved-videos/${promo.id}`, verify };
    },
    expect: 404,
  },
];

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/company-promos',
    fields: ['companyId'],
    as: 'company',
    outcome: 'ignored',
    prepare: async (f) => {
      await uploadTestPromo(f.ctx, f.otherCompany);
      return promoForOtherCompany(f, 'company', 'otherCompany')();
    },
    expect: 200,
  },
];
