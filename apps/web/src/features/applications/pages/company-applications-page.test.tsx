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

test('"Talent pool" asks the server for the kept candidates across all jobs, and shows what it answers', async () => {
  const asked: (string | null)[] = [];
  apiServer.use(
    http.get('/api/companies/900/jobs-with-applications', ({ request }) => {
      const talentPool = new URL(request.url).searchParams.get('talentPool');
      asked.push(talentPool);
      return answer(JobsWithApplicationsPage, {
        items:
          talentPool === 'true'
            ? [
                { ...job(3, 'Ramp Lead'), applications: [applicant(31, 3, 'Pia Pool', true)] },
                // A job past the first page of the whole pipeline: the server's filter reaches it.
                { ...job(1, 'Old Hangar'), applications: [applicant(11, 1, 'Rhea Kos', true)] },
              ]
            : [
                { ...job(3, 'Ramp Lead'), applications: [applicant(32, 3, 'Nora Vale', false)] },
                { ...job(2, 'Dispatcher'), applications: [applicant(21, 2, 'Ed Lund', false)] },
              ],
        nextCursor: null,
      });
    }),
  );
  const { user } = renderComponent(
    <MemoryRouter>
      <CompanyApplicationsPage companyId={900} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Nora Vale')).toBeInTheDocument();
  expect(asked).toEqual([null]);
  const pool = screen.getByRole('button', { name: 'Talent pool' });
  expect(pool).toHaveAttribute('aria-pressed', 'false');

  await user.click(pool);
  expect(pool).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('Pia Pool')).toHaveTextContent('Pia PoolTalent pool');
  expect(asked).toEqual([null, 'true']);
  const jobs = screen.getByRole('navigation', { name: 'Jobs' });
  expect(within(jobs).queryByText('Dispatcher')).not.toBeInTheDocument();
  expect(screen.queryByText('Nora Vale')).not.toBeInTheDocument();
  await user.click(within(jobs).getByText('Old Hangar'));
  expect(await screen.findByText('Rhea Kos')).toBeInTheDocument();

  await user.click(pool);
  expect(await within(jobs).findByText('Dispatcher')).toBeInTheDocument();
});

test('"Talent pool" with no one kept says so, and can be turned off again', async () => {
  apiServer.use(
    http.get('/api/companies/900/jobs-with-applications', ({ request }) =>
      answer(JobsWithApplicationsPage, {
        items:
          new URL(request.url).searchParams.get('talentPool') === 'true'
            ? []
            : [{ ...job(2, 'Dispatcher'), applications: [applicant(21, 2, 'Ed Lund', false)] }],
        nextCursor: null,
      }),
    ),
  );
  const { user } = renderComponent(
    <MemoryRouter>
      <CompanyApplicationsPage companyId={900} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Ed Lund')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Talent pool' }));
  expect(
    await screen.findByText(
      'No one in your talent pool yet. When you reject a candidate you can keep them in it.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Talent pool' }));
  expect(await screen.findByText('Ed Lund')).toBeInTheDocument();
});
