import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PitchVideoView } from '@takeoff/shared/pitch-videos';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { PitchVideoSummary } from './pitch-video-summary';

const video = (overrides: Partial<PitchVideoView>) =>
  PitchVideoView.parse({
    id: 9,
    source: 'uploaded',
    state: 'ready',
    progress: 100,
    failure: null,
    durationSeconds: 84.6,
    processed: true,
    videoUrl: '/api/pitch-videos/media/k9/video',
    posterUrl: null,
    captionsUrl: null,
    captionsLanguage: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  });

test('an admin sees the source, state and length, and re-runs processing', async () => {
  let reprocessed: string | null = null;
  apiServer.use(
    http.post('/api/admin/pitch-videos/:id/reprocess', ({ params }) => {
      reprocessed = String(params.id);
      return HttpResponse.json({}, { status: 202 });
    }),
  );
  const { user } = renderComponent(
    <PitchVideoSummary pitch={{ title: 'Pilot', source: 'uploaded', video: video({}) }} />,
  );
  expect(screen.getByText('Uploaded')).toBeInTheDocument();
  expect(screen.getByText('Ready')).toBeInTheDocument();
  expect(screen.getByText('Length 1:25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Watch' }));
  expect(screen.getByLabelText('Pilot')).toHaveAttribute('src', '/api/pitch-videos/media/k9/video');
  await user.click(screen.getByRole('button', { name: 'Re-run processing' }));
  await expect.poll(() => reprocessed).toBe('9');
});

test('a failed video says why; one being processed cannot be re-run; YouTube has no video', () => {
  const { unmount } = renderComponent(
    <PitchVideoSummary
      pitch={{
        title: 'A',
        source: 'recorded',
        video: video({ state: 'failed', failure: 'no_audio', videoUrl: null }),
      }}
    />,
  );
  expect(screen.getByText('Recorded')).toBeInTheDocument();
  expect(screen.getByText('Failed · no audio')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-run processing' })).toBeEnabled();
  unmount();
  const second = renderComponent(
    <PitchVideoSummary
      pitch={{
        title: 'B',
        source: 'recorded',
        video: video({ state: 'processing', progress: 30, videoUrl: null }),
      }}
    />,
  );
  expect(screen.getByText('Processing 30%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-run processing' })).toBeDisabled();
  second.unmount();
  renderComponent(<PitchVideoSummary pitch={{ title: 'C' }} />);
  expect(screen.getByText('YouTube')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Re-run processing' })).toBeNull();
});
