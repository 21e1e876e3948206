import { expect } from 'vitest';
import { only, type MatrixRow, type ObjectRow } from '../../test/matrix';
import { storeTestVideo } from './media.fixtures';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/media/:id',
    // A video uploaded by `company`: every signed-in user may watch it.
    prepare: async (f) => {
      const media = await storeTestVideo(f.ctx.deps, f.company.user.id);
      return { url: media.url };
    },
    expect: only.signedIn(200),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/media/:id',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause: 'uploaded videos are job and promo videos, shown to every signed-in user',
    prepare: async (f) => {
      const media = await storeTestVideo(f.ctx.deps, f.company.user.id);
      return {
        url: media.url,
        verify: (res) => expect(res.headers['content-type']).toMatch(/^video\//),
      };
    },
    expect: 200,
  },
];
