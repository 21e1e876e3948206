import { expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PITCH_VIDEO_MAX_BYTES, PITCH_VIDEO_MAX_SECONDS } from '@takeoff/shared/pitch-videos';
import { renderComponent } from '@/test/render-component';
import { PitchUpload } from './pitch-upload';
import { checkVideoFile } from './video-file-check';

const video = (name: string, type: string, size = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The checks as the page runs them, with the length a <video> would read (jsdom plays no video). */
const setup = (seconds: number | null) => {
  const onUpload = vi.fn();
  const check = (file: File) => checkVideoFile(file, async () => seconds);
  const view = renderComponent(<PitchUpload onUpload={onUpload} busy={false} check={check} />);
  return { ...view, onUpload };
};

test.each([
  [
    'a file that is not a video',
    video('cv.pdf', 'application/pdf'),
    30,
    /valid video file \(\.mp4, \.webm, \.mov\)/,
  ],
  [
    'a video over 50 MB',
    video('pitch.mp4', 'video/mp4', PITCH_VIDEO_MAX_BYTES + 1),
    30,
    /smaller than 50MB/,
  ],
  [
    'a video over 3 minutes',
    video('pitch.webm', 'video/webm'),
    PITCH_VIDEO_MAX_SECONDS + 20,
    /longer than 3 minutes/,
  ],
])('%s is refused in words before anything is sent', async (_name, file, seconds, message) => {
  const { user, onUpload } = setup(seconds);
  await user.upload(screen.getByLabelText('Video file'), file);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  const button = screen.getByRole('button', { name: 'Upload Video' });
  expect(button).toBeDisabled();
  await user.click(button);
  expect(onUpload).not.toHaveBeenCalled();
});

test('a video that passes every check is sent when the candidate presses Upload', async () => {
  const { user, onUpload } = setup(75);
  const file = video('pitch.mov', 'video/quicktime');
  await user.upload(screen.getByLabelText('Video file'), file);
  const button = screen.getByRole('button', { name: 'Upload Video' });
  await vi.waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(button);
  expect(onUpload).toHaveBeenCalledWith(file);
});
