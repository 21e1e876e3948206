import type {
  PitchVideoFailure,
  PitchVideoOwnerView,
  PitchVideoSource,
  PitchVideoState,
  PitchVideoView,
  TranscriptSegment,
  TranscriptSource,
} from '@takeoff/shared/pitch-videos';
import type { pitchVideos } from '../../db/schema/pitch-videos';

export type PitchVideoRow = typeof pitchVideos.$inferSelect;

/** The processing queue: one job per video, data `{ videoId }` (and `rerun` for an admin's re-run of a ready one). */
export const PITCH_VIDEO_QUEUE = 'pitch-video-process';
export interface PitchVideoJobData {
  videoId: number;
  /** A ready video processed again: it stays ready and playable until the new rendition replaces its own. */
  rerun?: boolean;
}

/**
 * The media of a pitch video, addressed by its unguessable access key (the routes check access as well):
 * `video` is the rendition (or the original when served as uploaded), `original` is for its owner and admins.
 */
export type PitchVideoAsset = 'video' | 'poster' | 'captions.vtt' | 'original';
export const pitchVideoAssetUrl = (accessKey: string, asset: PitchVideoAsset) =>
  `/api/pitch-videos/media/${accessKey}/${asset}`;

/** What a viewer allowed to see the pitch gets. */
export function toPitchVideoView(row: PitchVideoRow): PitchVideoView {
  const ready = row.state === 'ready';
  const timed =
    ready && row.transcriptSource !== null && row.transcriptSource !== 'typed' && hasSegments(row);
  return {
    id: row.id,
    source: row.source as PitchVideoSource,
    state: row.state as PitchVideoState,
    progress: ready ? 100 : row.progress,
    failure: (row.failure as PitchVideoFailure | null) ?? null,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    processed: row.processed,
    videoUrl: ready ? pitchVideoAssetUrl(row.accessKey, 'video') : null,
    posterUrl: ready && row.posterKey ? pitchVideoAssetUrl(row.accessKey, 'poster') : null,
    captionsUrl: timed ? pitchVideoAssetUrl(row.accessKey, 'captions.vtt') : null,
    captionsLanguage: timed ? row.transcriptLanguage : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's and an admin's view: with the correctable transcript. */
export function toPitchVideoOwnerView(row: PitchVideoRow): PitchVideoOwnerView {
  return {
    ...toPitchVideoView(row),
    transcript:
      row.transcriptSource === null
        ? null
        : {
            source: row.transcriptSource as TranscriptSource,
            language: row.transcriptLanguage,
            segments: segmentsOf(row),
          },
  };
}

export const segmentsOf = (row: Pick<PitchVideoRow, 'transcriptSegments'>): TranscriptSegment[] =>
  Array.isArray(row.transcriptSegments) ? (row.transcriptSegments as TranscriptSegment[]) : [];

const hasSegments = (row: PitchVideoRow) => segmentsOf(row).length > 0;
