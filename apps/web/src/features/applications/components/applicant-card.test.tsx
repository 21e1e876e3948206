import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Applicant } from '@takeoff/shared/applications';
import { renderComponent } from '@/test/render-component';
import { ApplicantCard } from './applicant-card';

const applicant = (pitch: Record<string, unknown>) =>
  Applicant.parse({
    id: 9,
    jobId: 3,
    jobTitle: 'Ramp Agent',
    companyId: 2,
    companyName: 'Orbit Labs',
    candidateId: 7,
    status: 'pending',
    coverMessage: null,
    appliedAt: '2026-11-28T10:00:00.000Z',
    statusChangedAt: '2026-11-28T10:00:00.000Z',
    candidateName: 'Grace Hopper',
    candidateEmail: null,
    movedBy: null,
    closedNoAnswer: false,
    inTalentPool: false,
    videoAnswers: null,
    pitch: {
      id: 5,
      title: 'Backend engineer',
      skills: [],
      youtubeLink: null,
      videoUrl: null,
      moodScore: 4,
      confidenceScore: 4,
      notAnalysed: false,
      ...pitch,
    },
  });

const video = {
  id: 11,
  source: 'recorded',
  state: 'ready',
  progress: 100,
  failure: null,
  durationSeconds: 42,
  processed: true,
  videoUrl: '/api/pitch-videos/media/key/video',
  posterUrl: '/api/pitch-videos/media/key/poster',
  captionsUrl: '/api/pitch-videos/media/key/captions.vtt',
  captionsLanguage: 'en',
  createdAt: '2026-11-28T10:00:00.000Z',
};

test('an applicant’s Takeoff-hosted pitch plays on the card, with its poster, captions and speed', async () => {
  const { user } = renderComponent(
    <MemoryRouter>
      <ApplicantCard application={applicant({ source: 'recorded', video })} />
    </MemoryRouter>,
  );
  // Closed at first: a board of cards loads no video.
  expect(screen.queryByTestId('pitch-video')).toBeNull();
  await user.click(screen.getByRole('button', { name: "Play Grace Hopper's pitch video" }));
  const player = await screen.findByTestId('pitch-video');
  expect(player).toHaveAttribute('src', video.videoUrl);
  expect(player).toHaveAttribute('poster', video.posterUrl);
  expect(player.querySelector('track')).toHaveAttribute('src', video.captionsUrl);
  expect(screen.getByRole('button', { name: /CC/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Speed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Hide Grace Hopper's pitch video" }));
  expect(screen.queryByTestId('pitch-video')).toBeNull();
});

test('a YouTube pitch keeps its link to the pitch and offers no player', () => {
  renderComponent(
    <MemoryRouter>
      <ApplicantCard
        application={applicant({
          source: 'youtube',
          video: null,
          youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        })}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: /Backend engineer/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /pitch video/ })).toBeNull();
});
