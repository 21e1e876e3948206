import { expect, test, vi } from 'vitest';
import { PITCH_VIDEO_MAX_BYTES, PITCH_VIDEO_MAX_SECONDS } from '@takeoff/shared/pitch-videos';
import { checkVideoFile, videoFileProblem } from './video-file-check';

const fileOf = (name: string, type: string, size = 1000) =>
  ({ name, type, size }) as { name: string; type: string; size: number };

test('type: MP4, WebM and MOV by type and extension; anything else refused', () => {
  expect(videoFileProblem(fileOf('pitch.mp4', 'video/mp4'))).toBeNull();
  expect(videoFileProblem(fileOf('pitch.WEBM', 'video/webm'))).toBeNull();
  expect(videoFileProblem(fileOf('pitch.mov', 'video/quicktime'))).toBeNull();
  // No type from the system: the extension decides.
  expect(videoFileProblem(fileOf('pitch.mov', ''))).toBeNull();
  expect(videoFileProblem(fileOf('pitch.avi', 'video/x-msvideo'))).toBe('wrongType');
  expect(videoFileProblem(fileOf('cv.pdf', 'application/pdf'))).toBe('wrongType');
  expect(videoFileProblem(fileOf('pitch.mp4', 'application/pdf'))).toBe('wrongType');
  expect(videoFileProblem(fileOf('mp4', 'video/mp4'))).toBe('wrongType');
});

test('size: up to the limit, not a byte more', () => {
  expect(videoFileProblem(fileOf('a.mp4', 'video/mp4', PITCH_VIDEO_MAX_BYTES))).toBeNull();
  expect(videoFileProblem(fileOf('a.mp4', 'video/mp4', PITCH_VIDEO_MAX_BYTES + 1))).toBe(
    'tooLarge',
  );
});

test('length: read only for a file that passed type and size, refused past the limit', async () => {
  const file = new File([new Uint8Array(10)], 'a.webm', { type: 'video/webm' });
  expect(await checkVideoFile(file, async () => PITCH_VIDEO_MAX_SECONDS)).toBeNull();
  expect(await checkVideoFile(file, async () => PITCH_VIDEO_MAX_SECONDS + 5)).toBe('tooLong');
  // Unreadable here (a codec this browser does not play): the server decides.
  expect(await checkVideoFile(file, async () => null)).toBeNull();
  const duration = vi.fn(async () => 10);
  const pdf = new File([new Uint8Array(10)], 'a.pdf', { type: 'application/pdf' });
  expect(await checkVideoFile(pdf, duration)).toBe('wrongType');
  expect(duration).not.toHaveBeenCalled();
});
