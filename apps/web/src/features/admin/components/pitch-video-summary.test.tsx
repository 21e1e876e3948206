import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { PitchVideoSummary } from './pitch-video-summary';

test('an admin sees the source, state and length, and re-runs processing', async () => {
  let reprocessed: string | null = null;
  apiServer.use(
    http.post('/api/admin/pitch-videos/:id/reprocess', ({ params }) => {
      reprocessed = String(params.id);
      return HttpResponse.json({}, { status: 202 });
    }),
  );
  const { user } = renderComponent(
    <PitchVideoSummary
      pitch={{
        source: 'uploaded',
        duration_seconds: 84.6,
        processing_state: 'failed',
        processing_video_id: 9,
      }}
    />,
  );
  expect(screen.getByText('Uploaded')).toBeInTheDocument();
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('Length 1:25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Re-run processing' }));
  await expect.poll(() => reprocessed).toBe('9');
});

test('a video being processed cannot be re-run; a YouTube pitch has nothing to process', () => {
  const { unmount } = renderComponent(
    <PitchVideoSummary
      pitch={{ source: 'recorded', processing_state: 'processing', processing_video_id: 4 }}
    />,
  );
  expect(screen.getByText('Recorded')).toBeInTheDocument();
  expect(screen.getByText('Processing')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-run processing' })).toBeDisabled();
  unmount();
  renderComponent(
    <PitchVideoSummary
      pitch={{ source: 'youtube', processing_state: null, processing_video_id: null }}
    />,
  );
  expect(screen.getByText('YouTube')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Re-run processing' })).toBeNull();
});
