import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { JobBoardPage } from '@takeoff/shared/jobs';
import { apiServer } from '@/test/api-server';
import {
  answer,
  apiError,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';
import { flightIntent } from '@/lib/flight-intent';

const job = {
  id: 812,
  title: 'First Officer',
  description: 'Fly the line with us.',
  location: 'Athens',
  type: 'full-time' as const,
  experience: '3+ years',
  salary: null,
  skills: ['A320'],
  translations: {},
  status: 'live' as const,
  unlisted: false,
  flightNumber: 'TO1812',
  departureTime: null,
  companyId: 500,
  companyName: 'Skyline Tech',
  companyVerified: false,
  videoUrl: null,
  expiresAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The board with one flight, and every application the page sends, recorded. */
function boardWithOneFlight() {
  const applies: unknown[] = [];
  apiServer.use(
    http.get('/api/jobs', () =>
      answer(JobBoardPage, { items: [job], nextCursor: null, total: 1, totalCapped: false }),
    ),
    http.post('/api/applications', async ({ request }) => {
      applies.push(await request.json());
      return apiError(403, 'PITCH_REQUIRED', 'Video Pitch Required');
    }),
    sessionHandler(userOf('candidate')),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  return applies;
}

async function openApply(user: ReturnType<typeof renderApp>['user']) {
  // The board draws a table and (for phones) cards: either opens the details.
  const [open] = await screen.findAllByRole('button', { name: 'View details of First Officer' });
  await user.click(open!);
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findByRole('button', { name: 'Apply Now' });
}

test('Apply without a pitch sends nothing: it leads to the pitch step, which brings the candidate back to the flight', async () => {
  const applies = boardWithOneFlight();
  const { user, location } = renderApp('/candidate/jobs');
  const apply = await openApply(user);
  // The pitch is known (none) before Apply can be pressed.
  await expect.poll(() => apply.hasAttribute('disabled')).toBe(false);
  await user.click(apply);
  await expect.poll(location).toBe('/candidate/pitch');
  expect(applies).toEqual([]);
  expect(flightIntent()).toBe('TO1812');
  expect(
    await screen.findByText(
      'Your video pitch comes first: once you save it, you will be brought back to flight TO1812 to apply.',
    ),
  ).toBeVisible();
});

test("the server's PITCH_REQUIRED (a pitch deleted in another tab) leads to the same pitch step", async () => {
  const applies = boardWithOneFlight();
  // The board read a pitch; by the time Apply is pressed it is gone.
  let pitchReads = 0;
  apiServer.use(
    http.get('/api/candidate-pitches', () =>
      Response.json({
        items: pitchReads++ === 0 ? [{ id: 1, title: 'Deleted elsewhere' }] : [],
        nextCursor: null,
      }),
    ),
  );
  const { user, location } = renderApp('/candidate/jobs');
  const apply = await openApply(user);
  await expect.poll(() => apply.hasAttribute('disabled')).toBe(false);
  await user.click(apply);
  await expect.poll(() => applies).toEqual([{ jobId: 812, flightNumber: 'TO1812' }]);
  await expect.poll(location).toBe('/candidate/pitch');
  expect(flightIntent()).toBe('TO1812');
  expect(await screen.findByText(/brought back to flight TO1812/)).toBeVisible();
});
