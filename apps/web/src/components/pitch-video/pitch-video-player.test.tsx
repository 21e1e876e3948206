import { expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PitchVideoView } from '@takeoff/shared/pitch-videos';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { PitchVideoPlayer } from './pitch-video-player';

const video = PitchVideoView.parse({
  id: 5,
  source: 'uploaded',
  state: 'ready',
  progress: 100,
  failure: null,
  durationSeconds: 12.4,
  processed: true,
  videoUrl: '/api/pitch-videos/media/key5/video',
  posterUrl: '/api/pitch-videos/media/key5/poster',
  captionsUrl: '/api/pitch-videos/media/key5/captions.vtt',
  captionsLanguage: 'en',
  createdAt: '2026-11-28T10:00:00.000Z',
});

const VTT = `WEBVTT

00:00.000 --> 00:04.000
Hello, I am a pilot.

00:04.000 --> 00:09.500
I fly long haul.

00:09.500 --> 00:12.400
Hire me.
`;

/** jsdom plays nothing: the element's clock is a plain value the test moves. */
function clockOf(element: HTMLVideoElement) {
  let now = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => now,
    set: (value: number) => {
      now = value;
    },
  });
  element.play = () => Promise.resolve();
  return {
    now: () => now,
    tick: (seconds: number) => {
      now = seconds;
      fireEvent.timeUpdate(element);
    },
  };
}

test('the video loads lazily with its poster and captions track', () => {
  renderComponent(<PitchVideoPlayer video={video} title="Pilot pitch" />);
  const element = screen.getByLabelText<HTMLVideoElement>('Pilot pitch');
  expect(element).toHaveAttribute('preload', 'metadata');
  expect(element).toHaveAttribute('poster', video.posterUrl);
  const track = element.querySelector('track')!;
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('srclang', 'en');
  expect(track).toHaveAttribute('label', 'English');
  expect(screen.getByRole('button', { name: /CC/ })).toHaveAttribute('aria-pressed', 'false');
});

test('the speed control sets the playback rate, 0.75× to 2×', async () => {
  const { user } = renderComponent(<PitchVideoPlayer video={video} title="Pilot pitch" />);
  const element = screen.getByLabelText<HTMLVideoElement>('Pilot pitch');
  const speed = screen.getByLabelText('Speed');
  expect(
    within(speed)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
  await user.selectOptions(speed, '1.5');
  expect(element.playbackRate).toBe(1.5);
  await user.selectOptions(speed, '0.75');
  expect(element.playbackRate).toBe(0.75);
});

test('the transcript is built from the captions: a click seeks, the line playing is marked', async () => {
  let fetched = 0;
  apiServer.use(
    http.get('/api/pitch-videos/media/key5/captions.vtt', () => {
      fetched += 1;
      return new HttpResponse(VTT, { headers: { 'content-type': 'text/vtt' } });
    }),
  );
  const { user } = renderComponent(<PitchVideoPlayer video={video} title="Pilot pitch" />);
  const clock = clockOf(screen.getByLabelText<HTMLVideoElement>('Pilot pitch'));
  // Nothing fetched until the panel opens.
  expect(fetched).toBe(0);
  await user.click(screen.getByRole('button', { name: 'Transcript' }));
  const list = await screen.findByRole('list', { name: 'Transcript' });
  const lines = within(list).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    '0:00Hello, I am a pilot.',
    '0:04I fly long haul.',
    '0:09Hire me.',
  ]);
  await user.click(within(list).getByRole('button', { name: /I fly long haul/ }));
  expect(clock.now()).toBe(4);
  expect(lines[1]).toHaveAttribute('aria-current', 'true');
  clock.tick(10);
  await expect.poll(() => lines[2]!.getAttribute('aria-current')).toBe('true');
  expect(lines[1]).not.toHaveAttribute('aria-current');
});

test('a typed transcript is shown as text, without timings to click', async () => {
  const typed = { ...video, captionsUrl: null, captionsLanguage: null };
  const { user } = renderComponent(
    <PitchVideoPlayer
      video={typed}
      title="Pilot pitch"
      transcript={[{ start: 0, end: 0, text: 'Typed words.' }]}
    />,
  );
  expect(screen.queryByRole('button', { name: /CC/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Transcript' }));
  expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent('Typed words.');
  expect(screen.queryByRole('list', { name: 'Transcript' })).toBeNull();
});
