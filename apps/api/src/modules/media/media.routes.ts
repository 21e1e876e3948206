import { IdParams } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import { sendStoredObject } from '../../http/serve-object';
import type { AppDeps } from '../../deps';
import { findMedia } from './media.service';

export function registerMediaRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/media/:id',
    summary: 'Stream an uploaded video (supports Range, HEAD and If-None-Match)',
    tags: ['media'],
    // Videos are for signed-in users only; a player element sends the session cookie.
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: IdParams,
    produces: {
      contentType: 'video/*',
      description: 'The video, or the requested byte range (206)',
    },
    errors: [416],
    handler: async ({ params, req, res }) => {
      const media = await findMedia(deps, params.id);
      await sendStoredObject(req, res, deps.storage, media.storageKey);
    },
  });
}
