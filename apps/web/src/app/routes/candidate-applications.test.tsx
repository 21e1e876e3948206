import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { ApplicationPage } from '@takeoff/shared/applications';
import { Job } from '@takeoff/shared/jobs';
import { CandidateAnswerRequestList } from '@takeoff/shared/video-answers';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('an item of My applications opens its flight', async () => {
  const candidate = userOf('candidate');
  apiServer.use(
    // Never asked for video answers: that card stays away.
    http.get('/api/video-answer-requests/mine', () => answer(CandidateAnswerRequestList, [])),
    http.get('/api/applications', () =>
      answer(ApplicationPage, {
        items: [
          {
            id: 71,
            jobId: 812,
            jobTitle: 'First Officer',
            companyId: 500,
            companyName: 'Skyline Tech',
            candidateId: candidate.id,
            status: 'reviewed',
            coverMessage: null,
            appliedAt: '2026-11-20T09:00:00.000Z',
            statusChangedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    ),
    http.get('/api/jobs/812', () =>
      answer(Job, {
        id: 812,
        title: 'First Officer',
        description: 'Fly the line with us.',
        location: 'Athens',
        type: 'full-time',
        experience: '3+ years',
        salary: null,
        skills: ['A320'],
        status: 'live',
        unlisted: false,
        flightNumber: 'TO1812',
        departureTime: null,
        companyId: 500,
        companyName: 'Skyline Tech',
        companyVerified: false,
        videoUrl: null,
        expiresAt: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      }),
    ),
    sessionHandler(candidate),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/applications');
  const item = await screen.findByTestId('my-application');
  await user.click(within(item).getByRole('button', { name: 'First Officer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Fly the line with us.')).toBeVisible();
  expect(within(dialog).getByText(/TO1812/)).toBeVisible();
  // A label, written as the public pages write it, not the raw value 'full-time'.
  expect(within(dialog).getByText('Full-time')).toBeVisible();
});
