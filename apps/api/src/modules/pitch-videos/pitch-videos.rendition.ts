import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PITCH_VIDEO_MAX_SECONDS, type PitchVideoFailure } from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import { probeMedia, UnreadableMedia } from '../../media-processing/probe';
import { extractPoster, measureDuration, transcodeToMp4 } from '../../media-processing/renditions';
import type { PitchVideoRow } from './pitch-videos.views';

/** A browser's recording may run a frame or two past the limit the recorder stopped at. */
const LENGTH_TOLERANCE_SECONDS = 1;
/** ffprobe answers in well under a second; a file it chokes on is not worth minutes. */
const PROBE_TIMEOUT_MS = 60_000;

/** Why a video is refused for good: retrying cannot change the file. */
export class Refusal extends Error {
  constructor(
    readonly failure: Extract<PitchVideoFailure, 'not_a_video' | 'too_long' | 'no_audio'>,
    detail: string,
  ) {
    super(detail);
  }
}

export interface Rendition {
  renditionKey: string;
  posterKey: string;
  durationMs: number;
  width: number;
  height: number;
  /** The rendition on local disk (for the speech audio). */
  file: string;
}

type Deps = Pick<AppDeps, 'storage' | 'videoProcessing'>;

/** Copies the stored original into the work folder. */
export async function downloadOriginal(
  deps: Pick<AppDeps, 'storage'>,
  row: PitchVideoRow,
  dir: string,
) {
  const file = path.join(dir, 'original');
  await pipeline(await deps.storage.read(row.originalKey), createWriteStream(file));
  return file;
}

/**
 * Checks the original (a video, with sound, within the limit), makes the MP4 and the poster and stores them under
 * keys that carry no name. `deadline`: when ffmpeg is killed. `stored` collects what was stored, so a failure
 * later in the try can remove it.
 */
export async function makeRendition(
  deps: Deps,
  original: string,
  dir: string,
  options: { deadline: number; onProgress: (fraction: number) => void; stored: string[] },
): Promise<Rendition> {
  const { ffmpegPath, ffprobePath } = deps.videoProcessing;
  if (!ffmpegPath || !ffprobePath) throw new Error('video processing is unavailable');
  const remaining = () => Math.max(1_000, options.deadline - Date.now());
  const probe = await probeMedia(
    ffprobePath,
    original,
    Math.min(PROBE_TIMEOUT_MS, remaining()),
  ).catch((error: unknown) => {
    if (error instanceof UnreadableMedia) throw new Refusal('not_a_video', error.message);
    throw error;
  });
  if (!probe.video) throw new Refusal('not_a_video', `no video stream (${probe.formatName})`);
  const duration =
    probe.durationSeconds ?? (await measureDuration(ffmpegPath, original, remaining()));
  if (duration === null) throw new Refusal('not_a_video', 'no measurable duration');
  if (duration > PITCH_VIDEO_MAX_SECONDS + LENGTH_TOLERANCE_SECONDS)
    throw new Refusal('too_long', `${duration.toFixed(1)} s`);
  if (!probe.audio) throw new Refusal('no_audio', 'no audio stream');

  const file = path.join(dir, 'rendition.mp4');
  await transcodeToMp4(ffmpegPath, original, file, {
    durationSeconds: duration,
    timeoutMs: remaining(),
    onProgress: options.onProgress,
  });
  const made = await probeMedia(ffprobePath, file, Math.min(PROBE_TIMEOUT_MS, remaining()));
  if (!made.video || !made.durationSeconds) throw new Error('ffmpeg made no playable video');
  const poster = path.join(dir, 'poster.jpg');
  await extractPoster(ffmpegPath, file, poster, Math.min(1, made.durationSeconds / 2), remaining());

  // A folder of its own per try: a retry never overwrites what a stalled earlier try may still be writing.
  const folder = `pitch-videos/${randomUUID()}`;
  const renditionKey = `${folder}/video.mp4`;
  const posterKey = `${folder}/poster.jpg`;
  options.stored.push(renditionKey);
  await deps.storage.put(renditionKey, createReadStream(file), 'video/mp4');
  options.stored.push(posterKey);
  await deps.storage.put(posterKey, createReadStream(poster), 'image/jpeg');
  return {
    renditionKey,
    posterKey,
    durationMs: Math.round(made.durationSeconds * 1000),
    width: made.video.width,
    height: made.video.height,
    file,
  };
}
