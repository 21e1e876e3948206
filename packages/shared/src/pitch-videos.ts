import { z } from 'zod';
import { plainText } from './plain-text';

// The pitch studio: a pitch video recorded in the browser or uploaded, processed on the server, captioned and analysed.

/** The longest pitch (seconds) and the length Navigator Nia recommends. */
export const PITCH_VIDEO_MAX_SECONDS = 180;
export const PITCH_VIDEO_RECOMMENDED_SECONDS = 90;
/** The seeds' upload limit: 50 MB. */
export const PITCH_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** What a candidate may upload (a recorded take is WebM or MP4, whatever the browser records). */
export const PITCH_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const PITCH_VIDEO_EXTENSIONS = ['.mp4', '.webm', '.mov'] as const;
/** The tus endpoint (creation, PATCH, HEAD, termination) for pitch video uploads. */
export const PITCH_VIDEO_UPLOAD_PATH = '/api/pitch-videos/uploads';
/** The socket event that carries a candidate's PitchVideoOwnerView whenever its state or progress changes. */
export const PITCH_VIDEO_EVENT = 'pitch-video';

export const PitchVideoSource = z.enum(['recorded', 'uploaded']);
export type PitchVideoSource = z.infer<typeof PitchVideoSource>;
/** Where a pitch's video comes from: Takeoff-hosted (recorded or uploaded) or a YouTube link. */
export const PitchSource = z.enum(['youtube', 'recorded', 'uploaded']);
export type PitchSource = z.infer<typeof PitchSource>;

export const PitchVideoState = z.enum(['queued', 'processing', 'ready', 'failed']);
export type PitchVideoState = z.infer<typeof PitchVideoState>;

/** Why processing refused or failed a video; the interface says each in words. */
export const PitchVideoFailure = z.enum([
  'not_a_video',
  'too_long',
  'too_large',
  'no_audio',
  'processing_failed',
  // The last processing job ended without finishing (crash on its last try, or expired): found by the sweep.
  'processing_stopped',
]);
export type PitchVideoFailure = z.infer<typeof PitchVideoFailure>;

/** Where a transcript came from: the speech-to-text service, the browser's dictation, or typed. */
export const TranscriptSource = z.enum(['service', 'dictated', 'typed']);
export type TranscriptSource = z.infer<typeof TranscriptSource>;

export const TranscriptSegment = z
  .object({
    /** Seconds from the start of the video. */
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
    text: plainText().trim().max(1_000),
  })
  .refine((s) => s.end >= s.start, 'A segment ends after it starts')
  .meta({ id: 'TranscriptSegment' });
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

/** A pitch video as any viewer allowed to see the pitch gets it: URLs are unguessable and access-checked. */
export const PitchVideoView = z
  .object({
    id: z.number().int(),
    source: PitchVideoSource,
    state: PitchVideoState,
    /** 0–100 while queued or processing. */
    progress: z.number().int().min(0).max(100),
    failure: PitchVideoFailure.nullable(),
    durationSeconds: z.number().nullable(),
    /** False when the server had no ffmpeg: the video is served as uploaded. */
    processed: z.boolean(),
    videoUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
    /** WebVTT with real timings; null when the transcript was typed (shown as a panel instead). */
    captionsUrl: z.string().nullable(),
    captionsLanguage: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PitchVideoView' });
export type PitchVideoView = z.infer<typeof PitchVideoView>;

/** The owner's (and an admin's) view: the transcript, correctable. */
export const PitchVideoOwnerView = PitchVideoView.extend({
  transcript: z
    .object({
      source: TranscriptSource,
      language: z.string().nullable(),
      segments: z.array(TranscriptSegment),
    })
    .nullable(),
}).meta({ id: 'PitchVideoOwnerView' });
export type PitchVideoOwnerView = z.infer<typeof PitchVideoOwnerView>;

/**
 * GET /api/pitch-videos/mine: the live video, the one being processed (or failed), and what the server can do. With
 * no live video, `pending` is the newest video in any state: a ready one is still to be put on a pitch.
 */
export const PitchStudioState = z
  .object({
    live: PitchVideoOwnerView.nullable(),
    pending: PitchVideoOwnerView.nullable(),
    processingAvailable: z.boolean(),
    transcriptionAvailable: z.boolean(),
  })
  .meta({ id: 'PitchStudioState' });
export type PitchStudioState = z.infer<typeof PitchStudioState>;

/** PUT /api/pitch-videos/:id/transcript: the candidate's corrected (or typed/dictated) transcript. */
export const SaveTranscriptRequest = z
  .object({
    source: TranscriptSource,
    language: z.string().max(10).optional(),
    segments: z.array(TranscriptSegment).min(1).max(500),
  })
  .meta({ id: 'SaveTranscriptRequest' });
export type SaveTranscriptRequest = z.infer<typeof SaveTranscriptRequest>;

/**
 * Upload-Metadata `take`: the browser's random id of one recorded take or chosen file. The server keeps one video
 * per id, so a second "Use this take" (a double click, a retry after the answer was lost) sends nothing twice.
 */
export const PITCH_VIDEO_UPLOAD_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The response header of the tus request that completed an upload: the new video's id. */
export const PITCH_VIDEO_ID_HEADER = 'Takeoff-Pitch-Video-Id';

/** GET on an upload's URL: how much of it the server holds (a HEAD answers the same in tus headers). */
export const PitchVideoUploadStatus = z
  .object({
    offset: z.number().int().nonnegative(),
    length: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'PitchVideoUploadStatus' });
export type PitchVideoUploadStatus = z.infer<typeof PitchVideoUploadStatus>;

/** Error codes of the upload and the studio routes (the interface words each one). */
export const PITCH_VIDEO_ERRORS = {
  tooLarge: 'PITCH_VIDEO_TOO_LARGE',
  unsupportedType: 'PITCH_VIDEO_UNSUPPORTED_TYPE',
  notAVideo: 'PITCH_VIDEO_NOT_A_VIDEO',
  lengthRequired: 'PITCH_VIDEO_LENGTH_REQUIRED',
  consentWithdrawn: 'CANDIDATE_CONSENT_WITHDRAWN',
  notPending: 'PITCH_VIDEO_NOT_PENDING',
  notFailed: 'PITCH_VIDEO_NOT_FAILED',
  notReady: 'PITCH_VIDEO_NOT_READY',
  rerunPending: 'PITCH_VIDEO_RERUN_PENDING',
  alreadyUploaded: 'PITCH_VIDEO_ALREADY_UPLOADED',
} as const;

/** The playback speeds a viewer may choose for a Takeoff-hosted pitch. */
export const PITCH_VIDEO_PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
