import { z } from 'zod';
import { PitchVideoUploadStatus } from '@takeoff/shared/pitch-videos';
import type { ApiRouter } from '../../http/api-router';
import type { PitchVideoUploads } from './pitch-videos.uploads';

const UploadParams = z.object({
  uploadId: z.string().regex(/^c\d{1,10}-[0-9a-f]{32}$/, 'Not an upload id'),
});

/** The start of every tus route's summary. */
export const TUS_SUMMARY =
  'tus 1.0 resumable upload (https://tus.io/protocols/resumable-upload): send `Tus-Resumable: 1.0.0`. ';

/**
 * The four routes of a tus upload endpoint (create; HEAD/GET status; PATCH bytes; DELETE), for the pitch studio and
 * for video answers alike: only what each says of itself differs.
 */
export function registerTusRoutes(
  api: ApiRouter,
  uploads: PitchVideoUploads,
  options: {
    path: string;
    tags: string[];
    summaries: { create: string; status: string; append: string; cancel: string };
    createErrors: number[];
  },
) {
  const { path, tags, summaries } = options;
  const uploadPath = `${path}/:uploadId`;
  api.add({
    method: 'post',
    path,
    summary: TUS_SUMMARY + summaries.create,
    tags,
    access: ['candidate'],
    rawBody: {
      contentType: 'application/offset+octet-stream',
      description: 'Optional first bytes of the video (creation-with-upload)',
    },
    produces: { contentType: 'text/plain', description: 'Created: see the Location header' },
    status: 201,
    errors: options.createErrors,
    handler: ({ req, res, user }) => uploads.create(req, res, user),
  });
  api.add({
    method: 'get',
    path: uploadPath,
    summary: TUS_SUMMARY + summaries.status,
    tags,
    access: ['candidate'],
    params: UploadParams,
    response: PitchVideoUploadStatus,
    handler: async ({ req, res, user, params }) => {
      if (req.method === 'HEAD') return uploads.resume(req, res, user, params.uploadId);
      return uploads.status(user, params.uploadId);
    },
  });
  api.add({
    method: 'patch',
    path: uploadPath,
    summary: TUS_SUMMARY + summaries.append,
    tags,
    access: ['candidate'],
    params: UploadParams,
    rawBody: { contentType: 'application/offset+octet-stream', description: 'The next bytes' },
    produces: { contentType: 'text/plain', description: 'No content; see Upload-Offset' },
    status: 204,
    errors: [409, 413, 415],
    handler: ({ req, res, user, params }) => uploads.resume(req, res, user, params.uploadId),
  });
  api.add({
    method: 'delete',
    path: uploadPath,
    summary: TUS_SUMMARY + summaries.cancel,
    tags,
    access: ['candidate'],
    params: UploadParams,
    produces: { contentType: 'text/plain', description: 'No content' },
    status: 204,
    handler: ({ req, res, user, params }) => uploads.resume(req, res, user, params.uploadId),
  });
}
