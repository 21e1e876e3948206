import {
  PITCH_VIDEO_EXTENSIONS,
  PITCH_VIDEO_MAX_BYTES,
  PITCH_VIDEO_MAX_SECONDS,
  PITCH_VIDEO_TYPES,
} from '@takeoff/shared/pitch-videos';

/** Why a chosen file cannot be a pitch: a key of the pitches catalogue's `studio.upload.problems`. */
export type VideoFileProblem = 'wrongType' | 'tooLarge' | 'tooLong';

/** Type and size, from what the browser says about the file (the server checks the bytes again). */
export function videoFileProblem(file: { name: string; type: string; size: number }) {
  const name = file.name.toLowerCase();
  const extensionOk = PITCH_VIDEO_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Some systems give no type for .mov or .webm: the extension decides then.
  const typeOk = file.type === '' || (PITCH_VIDEO_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'wrongType' satisfies VideoFileProblem;
  if (file.size > PITCH_VIDEO_MAX_BYTES) return 'tooLarge' satisfies VideoFileProblem;
  return null;
}

/** The video's length in seconds from its metadata, read by a detached <video>; null when it cannot be read. */
export function readVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const element = document.createElement('video');
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    element.preload = 'metadata';
    element.muted = true;
    element.onloadedmetadata = () =>
      done(Number.isFinite(element.duration) ? element.duration : null);
    element.onerror = () => done(null);
    const timer = setTimeout(() => done(null), timeoutMs);
    element.src = url;
  });
}

/**
 * Every check before an upload: type and size first (no need to open a file that is refused anyway), then the
 * length. A length the browser cannot read (a codec it does not play) is left to the server.
 */
export async function checkVideoFile(
  file: File,
  duration: (file: Blob) => Promise<number | null> = readVideoDuration,
): Promise<VideoFileProblem | null> {
  const problem = videoFileProblem(file);
  if (problem) return problem;
  const seconds = await duration(file);
  if (seconds !== null && seconds > PITCH_VIDEO_MAX_SECONDS + 0.5) return 'tooLong';
  return null;
}
