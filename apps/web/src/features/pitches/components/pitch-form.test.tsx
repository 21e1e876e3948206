import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type { CandidatePitch } from '@takeoff/shared/pitches';
import { PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { PitchForm } from './pitch-form';

const pitch = {
  id: 5,
  title: 'Ramp Agent',
  skills: ['Safety'],
  youtubeLink: null,
  transcript: null,
  evidence: null,
} as unknown as CandidatePitch;

const video = (id: number, source: 'recorded' | 'uploaded', state: 'ready' | 'processing') =>
  PitchVideoOwnerView.parse({
    id,
    source,
    state,
    progress: state === 'ready' ? 100 : 40,
    failure: null,
    durationSeconds: state === 'ready' ? 65 : null,
    processed: state === 'ready',
    videoUrl: state === 'ready' ? `/v/${id}` : null,
    posterUrl: null,
    captionsUrl: null,
    captionsLanguage: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    transcript: null,
  });

test('saving a YouTube link over recorded or uploaded videos names what goes and waits for a yes', async () => {
  const sent: unknown[] = [];
  apiServer.use(
    http.put('/api/candidate-pitches/5', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ...pitch, youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' });
    }),
  );
  const { user } = renderComponent(
    <MemoryRouter>
      <PitchForm
        pitch={pitch}
        onLinkChange={() => undefined}
        mode="youtube"
        takeoffVideos={[video(1, 'recorded', 'ready'), video(2, 'uploaded', 'processing')]}
      />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/YouTube/), 'https://youtu.be/dQw4w9WgXcQ');
  const submit = screen.getByRole('button', { name: /update/i });

  await user.click(submit);
  let dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Delete your Takeoff videos?');
  const items = within(dialog)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(items).toEqual([
    'Your recorded video (1:05): ready to play',
    'Your uploaded video: still processing',
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(sent).toEqual([]);

  await user.click(submit);
  dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete them and use the link' }));
  await expect.poll(() => sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' });
});

test('with no recorded or uploaded video the link is saved without asking', async () => {
  const sent: unknown[] = [];
  apiServer.use(
    http.put('/api/candidate-pitches/5', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(pitch);
    }),
  );
  const { user } = renderComponent(
    <MemoryRouter>
      <PitchForm pitch={pitch} onLinkChange={() => undefined} mode="youtube" />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/YouTube/), 'https://youtu.be/dQw4w9WgXcQ');
  await user.click(screen.getByRole('button', { name: /update/i }));
  await expect.poll(() => sent).toHaveLength(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
