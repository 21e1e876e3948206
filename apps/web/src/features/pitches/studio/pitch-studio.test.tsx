import { useState } from 'react';
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderComponent } from '@/test/render-component';
import { PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { PitchStudio, uploadedMessageKey } from './pitch-studio';
import type { StudioOption } from './studio-options';

function Studio({ initial }: { initial: StudioOption }) {
  const [option, setOption] = useState(initial);
  return (
    <PitchStudio
      option={option}
      onOptionChange={setOption}
      pitchId={null}
      state={{
        live: null,
        pending: null,
        processingAvailable: false,
        transcriptionAvailable: false,
      }}
    />
  );
}

test('the studio switches between Record, Upload and YouTube link', async () => {
  const { user } = renderComponent(<Studio initial="record" />);
  const options = screen.getByRole('tablist', { name: 'How to add your video' });
  expect(options).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true');
  // The recorder and the file picker load beside the page's data (preloadStudioParts).
  expect(
    await screen.findByRole('button', { name: 'Check camera and microphone' }),
  ).toBeInTheDocument();
  // Nothing leaves the browser before "Use this take": the camera is not even opened yet.
  expect(screen.getByText(/Your takes stay in this browser/)).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Upload' }));
  expect(await screen.findByLabelText('Video file')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check camera and microphone' })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'YouTube link' }));
  expect(screen.getByText(/Paste the link to your YouTube video/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Video file')).toBeNull();
});

test('without processing on the server, the studio says so', () => {
  renderComponent(<Studio initial="upload" />);
  expect(screen.getByText(/Video processing is unavailable on this server/)).toBeInTheDocument();
});

test('after an upload, a ready live video is said to stay; a first one or one replacing a YouTube link is not', () => {
  const video = (state: 'ready' | 'queued') =>
    PitchVideoOwnerView.parse({
      id: 3,
      source: 'recorded',
      state,
      progress: state === 'ready' ? 100 : 0,
      failure: null,
      durationSeconds: null,
      processed: state === 'ready',
      videoUrl: state === 'ready' ? '/v/3' : null,
      posterUrl: null,
      captionsUrl: null,
      captionsLanguage: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      transcript: null,
    });
  const studio = (live: PitchVideoOwnerView | null) => ({
    live,
    pending: null,
    processingAvailable: true,
    transcriptionAvailable: false,
  });
  expect(uploadedMessageKey(null, studio(null))).toBe('studio.uploadedNoPitch');
  expect(uploadedMessageKey(1, studio(video('ready')))).toBe('studio.uploaded');
  expect(uploadedMessageKey(1, studio(null))).toBe('studio.uploadedFirst');
  expect(uploadedMessageKey(1, studio(video('queued')))).toBe('studio.uploadedFirst');
});
