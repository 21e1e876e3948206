import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { apiServer } from '@/test/api-server';
import { answer } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { CompanyApplicationsPage } from './company-applications-page';

const job = (id: number, title: string) =>
  ({
    id,
    title,
    location: 'Athens',
    type: 'full-time',
    experience: '3+ years',
    salary: null,
    skills: [] as string[],
    translations: {},
    status: 'live',
    unlisted: false,
    flightNumber: `TO${id}`,
    departureTime: null,
    companyId: 900,
    companyName: 'Team Air',
    companyVerified: false,
    videoUrl: null,
    expiresAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
  }) as const;

const applicant = (id: number, jobId: number, name: string, inTalentPool: boolean) => ({
  id,
  jobId,
  jobTitle: 'Any',
  companyId: 900,
  companyName: 'Team Air',
  candidateId: id + 1000,
  status: inTalentPool ? ('rejected' as const) : ('pending' as const),
  coverMessage: null,
  appliedAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: '2026-11-21T09:00:00.000Z',
  candidateName: name,
  candidateEmail: null,
  pitch: null,
  movedBy: null,
  closedNoAnswer: false,
  inTalentPool,
  videoAnswers: null,
});

test('"Talent pool" shows only the candidates the organisation kept, across its jobs', async () => {
  apiServer.use(
    http.get('/api/companies/900/jobs-with-applications', () =>
      answer(JobsWithApplicationsPage, {
        items: [
          {
            ...job(1, 'First Officer'),
            applications: [
              applicant(11, 1, 'Rhea Kos', true),
              applicant(12, 1, 'Nora Vale', false),
            ],
          },
          { ...job(2, 'Dispatcher'), applications: [applicant(21, 2, 'Ed Lund', false)] },
          { ...job(3, 'Ramp Lead'), applications: [applicant(31, 3, 'Pia Pool', true)] },
        ],
        nextCursor: null,
      }),
    ),
  );
  const { user } = renderComponent(
    <MemoryRouter>
      <CompanyApplicationsPage companyId={900} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Nora Vale')).toBeInTheDocument();
  const pool = screen.getByRole('button', { name: 'Talent pool' });
  expect(pool).toHaveAttribute('aria-pressed', 'false');

  await user.click(pool);
  expect(pool).toHaveAttribute('aria-pressed', 'true');
  // Jobs without anyone in the pool leave the list; the board shows only kept candidates, marked as such.
  const jobs = screen.getByRole('navigation', { name: 'Jobs' });
  expect(within(jobs).queryByText('Dispatcher')).not.toBeInTheDocument();
  expect(within(jobs).getByText('Ramp Lead')).toBeInTheDocument();
  expect(await screen.findByText('Rhea Kos')).toHaveTextContent('Rhea KosTalent pool');
  expect(screen.queryByText('Nora Vale')).not.toBeInTheDocument();
  await user.click(within(jobs).getByText('Ramp Lead'));
  expect(await screen.findByText('Pia Pool')).toBeInTheDocument();

  await user.click(pool);
  expect(within(jobs).getByText('Dispatcher')).toBeInTheDocument();
});
