import { z } from 'zod';
import { IdParams } from '@takeoff/shared/common';
import {
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_MAX_BYTES,
  PITCH_VIDEO_UPLOAD_PATH,
  PitchStudioState,
  PitchVideoOwnerView,
  SaveTranscriptRequest,
} from '@takeoff/shared/pitch-videos';
import type { ApiRouter } from '../../http/api-router';
import { sendStoredObject } from '../../http/serve-object';
import type { AppDeps } from '../../deps';
import * as videos from './pitch-videos.service';
import { PitchVideoUploads } from './pitch-videos.uploads';
import { registerTusRoutes } from './pitch-videos.tus-routes';

const MediaParams = z.object({
  accessKey: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Not a media key'),
  asset: z.enum(['video', 'poster', 'captions.vtt', 'original']),
});

export function registerPitchVideoRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['pitch-videos'];
  const uploads = new PitchVideoUploads(deps);

  registerTusRoutes(api, uploads, {
    path: PITCH_VIDEO_UPLOAD_PATH,
    tags,
    createErrors: [403, 412, 413, 415],
    summaries: {
      create:
        `Creates an upload of the candidate's pitch video: \`Upload-Length\` (at most ${PITCH_VIDEO_MAX_BYTES} bytes, ` +
        'else 413 PITCH_VIDEO_TOO_LARGE before anything is stored) and `Upload-Metadata` with `source` (recorded|uploaded), ' +
        '`filetype` (video/mp4, video/webm, video/quicktime; else 415 PITCH_VIDEO_UNSUPPORTED_TYPE), optionally `filename` ' +
        '(never kept) and `take` (16-64 letters, digits, - or _: the browser’s id of the take; a take already kept is ' +
        'refused with 409 PITCH_VIDEO_ALREADY_UPLOADED and its `videoId`, so it is never stored twice). Answers 201 with `Location`. A new upload replaces the candidate’s unfinished one. ' +
        `When the body completes the upload (creation-with-upload), the answer carries \`${PITCH_VIDEO_ID_HEADER}\`.`,
      status:
        'HEAD: the upload’s `Upload-Offset` and `Upload-Length`, to resume after a dropped connection. GET answers the same as JSON. ' +
        'Only the candidate who created it (404 otherwise).',
      append:
        'Appends bytes at `Upload-Offset` (Content-Type application/offset+octet-stream). The PATCH that completes the ' +
        `upload checks the real type from the bytes (415 PITCH_VIDEO_NOT_A_VIDEO with failure not_a_video, nothing kept), ` +
        `stores the original, queues its processing and answers with \`${PITCH_VIDEO_ID_HEADER}\`.`,
      cancel: 'Cancels an unfinished upload (its bytes are removed).',
    },
  });

  api.add({
    method: 'get',
    path: '/api/pitch-videos/mine',
    summary:
      'The pitch studio: the live video (the pitch’s), the newer one being processed or failed, and whether the server ' +
      'can process videos and transcribe speech.',
    tags,
    access: ['candidate'],
    response: PitchStudioState,
    handler: ({ user }) => videos.studioState(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/pitch-videos/:id/retry',
    summary: 'Try processing a failed video of mine again (409 PITCH_VIDEO_NOT_FAILED otherwise).',
    tags,
    access: ['candidate'],
    params: IdParams,
    response: PitchVideoOwnerView,
    errors: [409],
    handler: ({ user, params }) => videos.retryVideo(deps, user, params.id),
  });

  api.add({
    method: 'put',
    path: '/api/pitch-videos/:id/transcript',
    summary:
      'Save the transcript of my video (corrected, typed or dictated). Captions and the pitch’s mood and confidence ' +
      'analysis use it (the live video’s, with its real duration).',
    tags,
    access: ['candidate'],
    params: IdParams,
    body: SaveTranscriptRequest,
    response: PitchVideoOwnerView,
    handler: ({ user, params, body }) => videos.saveTranscript(deps, user, params.id, body),
  });

  api.add({
    method: 'delete',
    path: '/api/pitch-videos/:id',
    summary:
      'Discard a video of mine that is not the live one (pending, failed); its files are deleted. 409 for the live one.',
    tags,
    access: ['candidate'],
    params: IdParams,
    errors: [409],
    handler: ({ user, params }) => videos.discardVideo(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/pitch-videos/media/:accessKey/:asset',
    summary:
      'A pitch video’s media (video, poster, captions.vtt; original for its owner and admins), with Range, HEAD and ' +
      'If-None-Match. Its owner and admins; a company member only the live, ready video of a pitch it may see today ' +
      '(the pitch grid’s rule). Not found otherwise. With S3 storage, video, poster and original answer 302 to a ' +
      'signed URL of the object that works for S3_SIGNED_URL_SECONDS (ranges are served there).',
    tags,
    access: 'authenticated',
    orgPermission: 'applications.read',
    params: MediaParams,
    produces: {
      contentType: 'video/*',
      description:
        'The file, or the requested byte range (206); with S3 storage a 302 to a signed URL',
    },
    errors: [416],
    handler: async ({ req, res, user, params }) => {
      const media = await videos.mediaFor(deps, user, params.accessKey, params.asset);
      if (media.kind === 'text') {
        res.setHeader('Cache-Control', 'private, no-cache');
        res.type(media.contentType).send(media.body);
        return;
      }
      const seconds = deps.config.S3_SIGNED_URL_SECONDS;
      if (deps.storage.signedReadUrl && seconds > 0) {
        // Object storage: the browser streams (with ranges) from a URL that works for `seconds`, and comes back
        // here for a new one on every play, so access withdrawn today is refused today; the redirect is not kept.
        res.setHeader('Cache-Control', 'private, no-store');
        res.redirect(302, await deps.storage.signedReadUrl(media.key, seconds));
        return;
      }
      // Revalidated on every play (cheap with the ETag), so access withdrawn today is refused today.
      await sendStoredObject(req, res, deps.storage, media.key, {
        cacheControl: 'private, no-cache',
      });
    },
  });

  api.add({
    method: 'post',
    path: '/api/admin/pitch-videos/:id/reprocess',
    summary:
      'Run processing again on a pitch video (a ready one stays playable meanwhile; one re-run at a time).',
    tags: ['admin', ...tags],
    access: ['admin'],
    params: IdParams,
    response: PitchVideoOwnerView,
    errors: [409],
    handler: ({ params }) => videos.reprocessVideo(deps, params.id),
  });
}
