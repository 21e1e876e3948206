import { only, type MatrixRow } from '../../test/matrix';
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
