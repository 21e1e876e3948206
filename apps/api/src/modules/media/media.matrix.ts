import { expect } from 'vitest';
import { only, type MatrixRow, type ObjectRow } from '../../test/matrix';
import { storeTestVideo } from './media.fixtures';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/media/:key',
    // A video uploaded by `company`, at the address its owner's pages give: every signed-in user may watch it.
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
    path: '/api/media/:key',
    ids: ['key'],
    as: 'otherCompany',
    sharedBecause:
      'uploaded videos are job and promo videos, shown to every signed-in user who was given their address',
    prepare: async (f) => {
      const media = await storeTestVideo(f.ctx.deps, f.company.user.id);
      return {
        url: media.url,
        verify: (res) => expect(res.headers['content-type']).toMatch(/^video\//),
      };
    },
    expect: 200,
  },
  {
    method: 'get',
    path: '/api/media/:key',
    ids: ['key'],
    as: 'otherCompany',
    // Counting: the sequential id where the key belongs reaches nothing.
    prepare: async (f) => {
      const media = await storeTestVideo(f.ctx.deps, f.company.user.id);
      return {
        url: `/api/media/${media.id}`,
        verify: (res) => expect(res.headers['content-type']).not.toMatch(/^video\//),
      };
    },
    expect: 404,
  },
];
