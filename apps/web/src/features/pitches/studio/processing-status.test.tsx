import { expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  PITCH_VIDEO_EVENT,
  PitchStudioState,
  PitchVideoOwnerView,
  type PitchVideoFailure,
} from '@takeoff/shared/pitch-videos';
import { apiServer } from '@/test/api-server';
import { answer } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { setRealtimeSocket } from '@/lib/realtime-socket';
import { usePitchStudio, videoInProcessing } from '../api/get-pitch-studio';
import { ProcessingStatus } from './processing-status';

const videoOf = (overrides: Partial<PitchVideoOwnerView>): PitchVideoOwnerView =>
  PitchVideoOwnerView.parse({
    id: 7,
    source: 'recorded',
    state: 'processing',
    progress: 0,
    failure: null,
    durationSeconds: null,
    processed: false,
    videoUrl: null,
    posterUrl: null,
    captionsUrl: null,
    captionsLanguage: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    transcript: null,
    ...overrides,
  });

/** The candidate page's use: the video in processing of GET /mine, moved on by the socket. */
function Harness() {
  const studio = usePitchStudio();
  const processing = videoInProcessing(studio.data);
  return processing ? (
    <ProcessingStatus
      video={processing.video}
      hasLive={processing.hasLive}
      onRecordAgain={() => {}}
    />
  ) : null;
}

/** A socket the test pushes events through, registered as the page's one connection. */
function fakeSocket() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  act(() => setRealtimeSocket(socket));
  return { push: (event: string, payload: unknown) => act(() => listeners.get(event)?.(payload)) };
}

test('the first video of a pitch, live while it is processed, shows its progress', async () => {
  apiServer.use(
    http.get('/api/pitch-videos/mine', () =>
      answer(PitchStudioState, {
        live: videoOf({ state: 'queued' }),
        pending: null,
        processingAvailable: true,
        transcriptionAvailable: true,
      }),
    ),
  );
  fakeSocket();
  renderComponent(<Harness />);
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Processing… waiting to start');
  // No other video is playing meanwhile.
  expect(status).not.toHaveTextContent('stays live');
});

test('progress comes from GET /mine, then from the socket; the live video is said to stay', async () => {
  const live = videoOf({ id: 3, state: 'ready', progress: 100, videoUrl: '/v/3' });
  apiServer.use(
    http.get('/api/pitch-videos/mine', () =>
      answer(PitchStudioState, {
        live,
        pending: videoOf({ progress: 12 }),
        processingAvailable: true,
        transcriptionAvailable: true,
      }),
    ),
  );
  const socket = fakeSocket();
  renderComponent(<Harness />);
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Processing… 12%');
  expect(status).toHaveTextContent(
    'Your current pitch video stays live until the new one is ready.',
  );
  socket.push(PITCH_VIDEO_EVENT, videoOf({ progress: 64 }));
  // The query cache tells its observers a moment later (TanStack batches notifications).
  await expect.poll(() => screen.getByRole('status').textContent).toContain('Processing… 64%');
  expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
    'aria-valuenow',
    '64',
  );
  act(() => setRealtimeSocket(null));
});

test('a queued video says it waits', async () => {
  renderComponent(
    <ProcessingStatus
      video={videoOf({ state: 'queued' })}
      hasLive={false}
      onRecordAgain={() => {}}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Processing… waiting to start');
});

test.each<[PitchVideoFailure, RegExp, boolean]>([
  ['not_a_video', /not a video we can read/, false],
  ['too_long', /longer than 3 minutes/, false],
  ['too_large', /larger than 50MB/, false],
  ['no_audio', /no sound/, false],
  ['processing_failed', /Processing failed on our side/, true],
  ['processing_stopped', /Processing stopped before it finished/, true],
])('failure %s is said in words, with Try again only when it can help', (failure, words, retry) => {
  renderComponent(
    <ProcessingStatus
      video={videoOf({ state: 'failed', failure })}
      hasLive={false}
      onRecordAgain={() => {}}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your video could not be used.');
  expect(alert).toHaveTextContent(words);
  expect(within(alert).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
  expect(within(alert).getByRole('button', { name: 'Record again' })).toBeInTheDocument();
});

test('Try again asks the server to process the video again', async () => {
  let retried: string | null = null;
  apiServer.use(
    http.post('/api/pitch-videos/:id/retry', ({ params }) => {
      retried = String(params.id);
      return HttpResponse.json(videoOf({ state: 'queued' }));
    }),
    http.get('/api/pitch-videos/mine', () =>
      answer(PitchStudioState, {
        live: null,
        pending: videoOf({ state: 'queued' }),
        processingAvailable: true,
        transcriptionAvailable: false,
      }),
    ),
  );
  const { user } = renderComponent(
    <ProcessingStatus
      video={videoOf({ state: 'failed', failure: 'processing_failed' })}
      hasLive={false}
      onRecordAgain={() => {}}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.poll(() => retried).toBe('7');
});

test('a pushed video moves the pending one on, and becomes the live one when ready', async () => {
  const { applyPitchVideoEvent } = await import('../api/get-pitch-studio');
  const live = videoOf({ id: 3, state: 'ready', progress: 100 });
  const state = {
    live,
    pending: videoOf({ progress: 10 }),
    processingAvailable: true,
    transcriptionAvailable: false,
  };
  expect(applyPitchVideoEvent(state, videoOf({ progress: 55 }))?.pending?.progress).toBe(55);
  const ready = applyPitchVideoEvent(state, videoOf({ state: 'ready', progress: 100 }));
  expect(ready?.live?.id).toBe(7);
  expect(ready?.pending).toBeNull();
  // A failure stays pending beside the live video, which keeps playing.
  const failed = applyPitchVideoEvent(state, videoOf({ state: 'failed', failure: 'no_audio' }));
  expect(failed?.live?.id).toBe(3);
  expect(failed?.pending?.failure).toBe('no_audio');
  expect(applyPitchVideoEvent(undefined, videoOf({}))).toBeUndefined();
});
