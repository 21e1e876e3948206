import { MediaKeyParams } from '@takeoff/shared/media';
import type { ApiRouter } from '../../http/api-router';
import { sendStoredObject } from '../../http/serve-object';
import type { AppDeps } from '../../deps';
import { findMediaByKey } from './media.service';

export function registerMediaRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/media/:key',
    summary:
      'Stream an uploaded video by the random key in its address (supports Range, HEAD and If-None-Match)',
    tags: ['media'],
    // Job and promo videos are shown to signed-in users only (a player element sends the session cookie); the
    // random key in the address limits each of them to the videos they were shown.
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: MediaKeyParams,
    produces: {
      contentType: 'video/*',
      description: 'The video, or the requested byte range (206)',
    },
    errors: [416],
    handler: async ({ params, req, res }) => {
      const media = await findMediaByKey(deps, params.key);
      await sendStoredObject(req, res, deps.storage, media.storageKey);
    },
  });
}
