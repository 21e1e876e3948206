import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { usePitchStudio } from './get-pitch-studio';
import { useSavePitch } from './save-pitch';

function Harness() {
  const studio = usePitchStudio();
  const save = useSavePitch();
  return (
    <>
      <button
        type="button"
        onClick={() => save.mutate({ title: 'Ramp Agent', skills: ['Safety'], videoId: 7 })}
      >
        Save
      </button>
      <output aria-label="live">{studio.data ? String(studio.data.live?.id ?? 'none') : ''}</output>
    </>
  );
}

test('saving a pitch with a video asks the studio again: the video is now the live one', async () => {
  let pitchVideoId: number | null = null;
  apiServer.use(
    http.get('/api/pitch-videos/mine', () =>
      HttpResponse.json({
        live: pitchVideoId === null ? null : { id: pitchVideoId, state: 'ready' },
        pending: pitchVideoId === null ? { id: 7, state: 'ready' } : null,
        processingAvailable: true,
        transcriptionAvailable: false,
      }),
    ),
    http.post('/api/candidate-pitches', async ({ request }) => {
      pitchVideoId = ((await request.json()) as { videoId: number }).videoId;
      return HttpResponse.json({ id: 1, title: 'Ramp Agent' }, { status: 201 });
    }),
  );
  renderComponent(<Harness />);
  await expect.poll(() => screen.getByRole('status', { name: 'live' }).textContent).toBe('none');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expect.poll(() => screen.getByRole('status', { name: 'live' }).textContent).toBe('7');
});
