import { z } from 'zod';
import { IdParams, PageQuery } from '@takeoff/shared/common';
import {
  CompanyPromo,
  CompanyPromoList,
  CompanyPromoOrNull,
  PromoIdParams,
  SaveCompanyPromoRequest,
  SaveVideoRequest,
  SavedVideo,
  SavedVideoList,
} from '@takeoff/shared/promos';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { getCompanyPromo, listPromos, saveCompanyPromo, uploadPromoVideo } from './promos.service';
import { listSavedVideos, removeSavedVideo, saveVideo } from './saved-videos.service';

const PromoVideoForm = z
  .object({ video: z.string().meta({ format: 'binary' }) })
  .meta({ id: 'PromoVideoForm' });

export function registerPromoRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['promos'];

  api.add({
    method: 'get',
    path: '/api/companies/:id/promo',
    summary: "A company's promo video and questions (null when it has none yet)",
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: IdParams,
    response: CompanyPromoOrNull,
    handler: ({ params }) => getCompanyPromo(deps, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/company-promos',
    summary: 'Promos of all companies, newest first (keyset pages)',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    query: PageQuery,
    response: CompanyPromoList,
    handler: ({ query }) => listPromos(deps, query),
  });

  api.add({
    method: 'post',
    path: '/api/company-promos',
    summary:
      'Save my promo: three questions and the video (a media URL I uploaded; null removes the video and its file; absent keeps it)',
    tags,
    access: ['company'],
    body: SaveCompanyPromoRequest,
    response: CompanyPromo,
    errors: [403, 404],
    handler: ({ user, body }) => saveCompanyPromo(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/company-promos/video',
    summary:
      'Upload my promo video (mp4, webm, mov or avi by its bytes, up to 50 MB); it replaces the current one',
    tags,
    access: ['company'],
    rawBody: {
      contentType: 'multipart/form-data',
      schema: PromoVideoForm,
      description: 'The `video` file',
    },
    response: CompanyPromo,
    status: 201,
    errors: [413, 415],
    handler: ({ user, req }) => uploadPromoVideo(deps, user, req),
  });

  api.add({
    method: 'get',
    path: '/api/saved-videos',
    summary: 'My saved promo videos, newest first',
    tags,
    access: ['candidate'],
    response: SavedVideoList,
    handler: ({ user }) => listSavedVideos(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/saved-videos',
    summary: "Save a company's promo video (saving it again changes nothing)",
    tags,
    access: ['candidate'],
    body: SaveVideoRequest,
    response: SavedVideo,
    status: 201,
    errors: [404, 409],
    handler: ({ user, body }) => saveVideo(deps, user, body.promoId),
  });

  api.add({
    method: 'delete',
    path: '/api/saved-videos/:promoId',
    summary: 'Remove a promo video from my saved videos',
    tags,
    access: ['candidate'],
    params: PromoIdParams,
    handler: ({ user, params }) => removeSavedVideo(deps, user, params.promoId),
  });
}
