import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { JobBoardPage } from '@takeoff/shared/jobs';
import { changeLocale } from '@/lib/i18n';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const NONE = { title: '', description: '', location: '', experience: '', salary: '', skills: [] };
const job = {
  id: 815,
  title: 'Night Pilot',
  description: 'We fly at night.',
  location: 'Athens',
  type: 'full-time' as const,
  experience: '3+ years',
  salary: '€50k',
  skills: ['Radio'],
  translations: {
    el: { ...NONE, title: 'Πιλότος Νύχτας', description: 'Πετάμε τη νύχτα.', location: 'Αθήνα' },
  },
  status: 'live' as const,
  unlisted: false,
  flightNumber: 'TO1815',
  departureTime: null,
  companyId: 500,
  companyName: 'Skyline Tech',
  companyVerified: false,
  videoUrl: null,
  expiresAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

test("in Greek the board and a job's details show the company's Greek texts, its main ones where it wrote none", async () => {
  await changeLocale('el');
  apiServer.use(
    http.get('/api/jobs', () =>
      answer(JobBoardPage, { items: [job], nextCursor: null, total: 1, totalCapped: false }),
    ),
    sessionHandler({ ...userOf('candidate'), locale: 'el' }),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/jobs');
  const table = await screen.findByTestId('job-table');
  expect(await within(table).findByText('Πιλότος Νύχτας')).toBeInTheDocument();
  expect(within(table).getByText('Αθήνα')).toBeInTheDocument();
  expect(within(table).queryByText('Night Pilot')).not.toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: /Πιλότος Νύχτας/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Πετάμε τη νύχτα.')).toBeVisible();
  // Not written in Greek: the main skills and experience.
  expect(within(dialog).getByText('Radio')).toBeVisible();
  expect(within(dialog).getByText(/3\+ years/)).toBeVisible();
});
